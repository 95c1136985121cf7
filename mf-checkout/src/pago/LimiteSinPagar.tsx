/**
 * Beside the API's message when a placement meets a cap on unpaid orders (decision 0034: at most
 * `maxPorVerificar` payments waiting for verification, at most `maxSinPagar` open orders not paid,
 * whatever the method): the orders waiting, each linked to its page (status, payment, tracking), and
 * whether this order can still be paid in cash on delivery here: yes at the verification cap when the
 * zone takes cash and the unpaid cap is not reached (delivery only, when the method says so), with a
 * button that chooses it (and delivery, then); never at the unpaid cap (the message already offers
 * the wallet).
 */
import type { FormPago, MetodoPagoCodigo, TipoEnvio } from '@mercado/shared/contracts';
import { mensajeDelFallo } from '@mercado/shared/http/errores';
import { links, withQuery } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { Link } from '@mercado/shared/react';
import { formatMoney, toCents } from '@mercado/shared/rules';
import { useConsultaDeLaVisita } from '../consultas.ts';
import { obtenerSinPagar } from './api.ts';
import * as styles from './pago.module.css';

export type Limite = 'por-verificar' | 'sin-pagar';

const EFECTIVO: MetodoPagoCodigo = 'efectivo_usd';
const usd = (monto: string) => formatMoney(toCents(monto), { tipo: 'dolar', simbolo: '$' });

export function LimiteSinPagar({
  limite,
  clave,
  fp,
  metodoElegido,
  tipoEnvio,
  elegirEfectivo,
}: {
  limite: Limite;
  /** A new key for each refusal: the list is read again. */
  clave: string;
  fp: FormPago;
  metodoElegido: MetodoPagoCodigo | null;
  tipoEnvio: TipoEnvio | null;
  /** Chooses cash (and delivery, when cash is for delivery only). */
  elegirEfectivo: () => void;
}) {
  const { carga } = useConsultaDeLaVisita(`sin-pagar|${clave}`, obtenerSinPagar);
  if (carga.estado === 'error') return <p>{mensajeDelFallo(carga.error)}</p>;
  if (carga.estado !== 'listo') return <p aria-busy="true">Buscando sus pedidos pendientes de pago…</p>;
  const { ordenes, maxSinPagar } = carga.datos;
  const nombreMetodo = (codigo: MetodoPagoCodigo | null) =>
    fp.metodosPago.find((m) => m.codigo === codigo)?.nombre ?? '';
  const efectivo = fp.metodosPago.find((m) => m.codigo === EFECTIVO);
  return (
    <div className={styles.limiteSinPagar}>
      {ordenes.length > 0 && (
        <>
          <p>Pedidos esperando su pago:</p>
          <ul className={styles.listaErrores}>
            {ordenes.map((o) => (
              <li key={o.id}>
                <Link to={withQuery(links.pagar(o.zona, o.pagina), { orden: o.id })}>Pedido {o.numero}</Link>{' '}
                · {o.estatusNombre}
                {o.metodo && ` · ${nombreMetodo(o.metodo) || o.metodo}`} · {usd(o.total)}
              </li>
            ))}
          </ul>
        </>
      )}
      {limite === 'sin-pagar' ? (
        <p>
          El pago en efectivo contra entrega tampoco es posible hasta que uno de ellos se entregue o se
          verifique su pago.
        </p>
      ) : !efectivo ? (
        <p>El pago en efectivo contra entrega no está disponible en esta zona.</p>
      ) : ordenes.length >= maxSinPagar ? (
        <p>
          El pago en efectivo contra entrega tampoco es posible hasta que uno de ellos se entregue o se
          verifique su pago.
        </p>
      ) : (
        <>
          <p>
            Aún puede hacer este pedido pagando en efectivo contra entrega
            {efectivo.soloDelivery ? ' (solo con entrega a domicilio)' : ''}.
          </p>
          {metodoElegido !== EFECTIVO && (
            <button type="button" className="mv-button mv-button--secondary" onClick={elegirEfectivo}>
              {efectivo.soloDelivery && tipoEnvio !== 'delivery'
                ? 'Recibir a domicilio y pagar en efectivo'
                : 'Pagar en efectivo contra entrega'}
            </button>
          )}
        </>
      )}
      <button
        type="button"
        className="mv-button mv-button--secondary"
        onClick={() => platform.panel.set('rastreo')}
      >
        Ver el seguimiento de mis pedidos
      </button>
    </div>
  );
}
