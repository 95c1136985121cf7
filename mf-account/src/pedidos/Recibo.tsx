/**
 * The receipt of an order placed under decision 0049: each line at its price with IVA, then the rows
 * that add up to the total, in dollars and in bolívares (the figures the order stored, each line's
 * bolívares from its price converted once at the order's rate); the savings and the tax breakdown
 * (base and IVA by rate) beside them, never rows to subtract.
 */
import type { Importes, OrdenUsuario } from '@mercado/shared/contracts';
import {
  formatMoney,
  formatQuantity,
  fromCents,
  importeLinea,
  isExento,
  precioConIva,
  taxLabel,
  toThousandths,
} from '@mercado/shared/rules';
import { Fragment } from 'react';
import { bs, usd } from './formato.ts';
import * as styles from './pedidos.module.css';

const BOLIVAR = { tipo: 'bolivar', simbolo: 'Bs.' } as const;
/** "$ 12,50 · Bs. 2.955,63": a figure in both currencies. */
const ambas = (enUsd: string, enBs: string) => `${usd(enUsd)} · ${bs(enBs)}`;

type Linea = OrdenUsuario['lineas'][number];

/** What picking did to the line, in the shopper's words. */
export function Cambio({ linea }: { linea: Linea }) {
  const c = linea.cambio;
  if (!c) return null;
  const reintegro = c.diferencia !== '0.00' ? ` Se reintegró ${usd(c.diferencia)} a su saldo.` : '';
  return (
    <p className={styles.cambio}>
      {c.estado === 'sustituido' && c.sustituto
        ? `Sustituido por ${c.sustituto.nombre} (${usd(c.sustituto.precioUnitario)} c/u, ${usd(c.sustituto.total)}).${reintegro}`
        : `No estaba disponible al preparar su pedido.${reintegro}`}
    </p>
  );
}

type Fila = [string, (i: Importes) => string, boolean?];

export function LineasConIva({ orden }: { orden: OrdenUsuario }) {
  const t = orden.totales;
  const bolivar = { ...BOLIVAR, tasa: t.tasa };
  const filas: Fila[] = [
    ['Productos', (i) => i.productos ?? '0.00'],
    ...(t.descuentoConIva && t.descuentoConIva !== '0.00'
      ? ([[`Cupón ${orden.cupon?.codigo ?? ''}`.trim(), (i) => i.descuentoConIva ?? '0.00', true]] as Fila[])
      : []),
    ['Empaquetado', (i) => i.empaquetado],
    ['Envío', (i) => i.envio],
    ...(t.igtf !== '0.00' ? ([['IGTF', (i) => i.igtf]] as Fila[]) : []),
    ['Total', (i) => i.total],
  ];
  return (
    <>
      <ul className={styles.lineas} aria-label={`Productos del pedido ${orden.numero}`}>
        {orden.lineas.map((l) => {
          const q = toThousandths(l.cantidad);
          const producto = { precio: l.precioUnitario, impuesto: l.impuesto };
          const unitUsd = precioConIva(producto, null).cents;
          const unitBs = precioConIva(producto, bolivar).cents;
          return (
            <li key={l.producto.id} className={styles.linea}>
              <img src={l.producto.imagen} alt="" width={48} height={48} loading="lazy" />
              <div>
                <p>{l.producto.nombre}</p>
                <p className={styles.muted}>
                  {formatQuantity(l.cantidad, l.modalidadVenta)} ×{' '}
                  {ambas(fromCents(unitUsd), fromCents(unitBs))}
                  {l.modalidadVenta === 'peso' ? ' el kg' : ''}
                </p>
                <Cambio linea={l} />
              </div>
              <strong>
                {formatMoney(importeLinea(unitUsd, q), { tipo: 'dolar', simbolo: '$' })} ·{' '}
                {formatMoney(importeLinea(unitBs, q), BOLIVAR)}
              </strong>
            </li>
          );
        })}
      </ul>
      <dl className={styles.datos} aria-label="Importes del pedido">
        {filas.map(([nombre, de, resta]) => (
          <Fragment key={nombre}>
            <dt>{nombre}</dt>
            <dd>
              {resta ? '−' : ''}
              {ambas(de(t), de(t.bs))}
            </dd>
          </Fragment>
        ))}
      </dl>
      <div className={styles.muted} data-testid="desglose">
        {t.ahorroOfertas !== '0.00' && (
          <p>Usted ahorró {ambas(t.ahorroOfertas, t.bs.ahorroOfertas)} en ofertas.</p>
        )}
        <p>Los precios incluyen IVA. Desglose:</p>
        <dl className={styles.datos} aria-label="Desglose de impuestos">
          {t.iva.map((c, i) => {
            const cBs = t.bs.iva[i] ?? c;
            return isExento(c.porcentaje) ? (
              <Fragment key={c.porcentaje}>
                <dt>Exento de IVA</dt>
                <dd>{ambas(c.base, cBs.base)}</dd>
              </Fragment>
            ) : (
              <Fragment key={c.porcentaje}>
                <dt>Base {taxLabel(c.porcentaje)}</dt>
                <dd>{ambas(c.base, cBs.base)}</dd>
                <dt>{taxLabel(c.porcentaje)}</dt>
                <dd>{ambas(c.monto, cBs.monto)}</dd>
              </Fragment>
            );
          })}
        </dl>
        <p>
          Los bolívares se calculan con cada precio a la tasa del pedido ({t.tasa.replace('.', ',')}) y se
          suman fila a fila: pueden diferir en céntimos del total en USD multiplicado por la tasa.
        </p>
      </div>
    </>
  );
}
