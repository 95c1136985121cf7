/**
 * The order summary beside the steps: its lines at their prices with IVA (with the server's message
 * on a line that cannot be sold as it is) and the totals of the shared rule in the chosen currency
 * (the rule's own figures in that currency, so they add up on screen, decision 0049): products,
 * coupon, packaging, shipping, IGTF on the foreign-currency part, the total; the savings and the
 * IVA breakdown beside them; the total in the other currency, the wallet part and what the method
 * pays.
 */
import type { FormPago, Moneda } from '@mercado/shared/contracts';
import { formatMoney, formatQuantity, importesEn, taxLabel } from '@mercado/shared/rules';
import { Desglose } from '../panel/Desglose.tsx';
import type { CalculoPago } from './logica.ts';
import * as styles from './pago.module.css';

const usd = (cents: number) => formatMoney(cents, { tipo: 'dolar', simbolo: '$' });
const bs = (cents: number) => formatMoney(cents, { tipo: 'bolivar', simbolo: 'Bs.' });

function Fila({ etiqueta, valor, clase }: { etiqueta: string; valor: string; clase?: string | undefined }) {
  return (
    <div className={clase ?? styles.fila}>
      <dt>{etiqueta}</dt>
      <dd>{valor}</dd>
    </div>
  );
}

export function Resumen({
  fp,
  calculo,
  moneda,
  erroresLinea,
  esDelivery,
}: {
  fp: FormPago;
  calculo: CalculoPago;
  moneda: Moneda | null;
  erroresLinea: Record<number, string>;
  esDelivery: boolean;
}) {
  const t = calculo.totales;
  const v = importesEn(t, moneda);
  const m = (cents: number) => formatMoney(cents, moneda);
  // The wallet part and the method's part in one currency, so that the total minus one is the other.
  const pagoEnBs = calculo.metodo ? calculo.metodo.moneda === 'VES' : moneda?.tipo === 'bolivar';
  const { carrito } = fp;
  return (
    <section className={`mv-card ${styles.resumen}`} aria-labelledby="pago-resumen-titulo">
      <h2 id="pago-resumen-titulo" className={styles.resumenTitulo}>
        Resumen del pedido
      </h2>
      <ul className={styles.resumenLineas} aria-label="Productos del pedido">
        {carrito.lineas.map((l, i) => {
          const mensaje = erroresLinea[l.producto.id] ?? l.mensaje;
          return (
            <li key={l.producto.id} className={styles.resumenLinea} data-producto={l.producto.id}>
              <img src={l.producto.imagen} alt="" width={40} height={40} loading="lazy" />
              <div>
                <p className={styles.resumenNombre}>{l.producto.nombre}</p>
                <p className={styles.nota}>{formatQuantity(l.cantidadValida, l.producto.modalidadVenta)}</p>
                {mensaje && (
                  <p className={styles.lineaMensaje} role={erroresLinea[l.producto.id] ? 'alert' : undefined}>
                    {mensaje}
                  </p>
                )}
              </div>
              <span className={styles.resumenTotal}>{m(v.lineas[i]?.totalConIvaCents ?? 0)}</span>
            </li>
          );
        })}
      </ul>
      <dl className={styles.totales}>
        <Fila etiqueta="Productos" valor={m(v.productos)} />
        {v.descuentoConIva > 0 && (
          <Fila etiqueta={`Cupón ${carrito.cupon?.codigo ?? ''}`.trim()} valor={`−${m(v.descuentoConIva)}`} />
        )}
        <Fila etiqueta="Empaquetado" valor={m(v.empaquetado)} />
        {esDelivery && <Fila etiqueta="Envío" valor={v.envio > 0 ? m(v.envio) : 'Gratis'} />}
        {v.igtf > 0 && (
          <Fila etiqueta={`IGTF ${taxLabel(t.igtfPorcentaje).replace('IVA ', '')}`} valor={m(v.igtf)} />
        )}
        <Fila etiqueta="Total (USD)" valor={usd(t.total)} clase={styles.filaTotal} />
        <Fila etiqueta="Total (Bs.)" valor={bs(t.bs.total)} clase={styles.filaTotalBs} />
        {t.saldoUsado > 0 && (
          <Fila
            etiqueta="Pagado con saldo"
            valor={`−${pagoEnBs ? bs(t.bs.saldoUsado) : usd(t.saldoUsado)}`}
          />
        )}
        {calculo.metodo && t.saldoUsado > 0 && (
          <Fila
            etiqueta={`A pagar con ${calculo.metodo.nombre}`}
            valor={pagoEnBs ? bs(t.bs.montoMetodo) : usd(t.montoMetodo)}
          />
        )}
      </dl>
      <Desglose t={v} m={m} />
      <p className={styles.nota}>
        Los bolívares se calculan con cada precio a la tasa del pedido y se suman fila a fila: el total en Bs.
        puede diferir en céntimos del total en USD multiplicado por la tasa.
      </p>
      <p className={styles.nota}>
        Tasa del día: Bs. {fp.tasa.replace('.', ',')} por USD (queda fija en su pedido).
      </p>
    </section>
  );
}
