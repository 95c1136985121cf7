/**
 * The substitution choices of a placed order, shown back to the shopper (the confirmation and the
 * tracking): the order's preference and the products whose own preference differs from it. A term
 * and its description, for the caller's description list.
 */
import {
  type CambioPreparacion,
  type OrdenLinea,
  SUSTITUCION_NOMBRES,
  type Sustitucion,
} from '@mercado/shared/contracts';
import { formatMoney, toCents } from '@mercado/shared/rules';
import * as styles from './sustituciones.module.css';

export interface SustitucionProducto {
  producto: { id: number; nombre: string };
  sustitucion: Sustitucion;
}

/** The lines of an order whose preference differs from the order's (what tracking receives as is). */
export function sustitucionesPorProducto(
  sustitucion: Sustitucion,
  lineas: readonly OrdenLinea[],
): SustitucionProducto[] {
  return lineas
    .filter((l) => l.sustitucion !== sustitucion)
    .map((l) => ({ producto: { id: l.producto.id, nombre: l.producto.nombre }, sustitucion: l.sustitucion }));
}

export function Sustituciones({
  sustitucion,
  porProducto,
}: {
  sustitucion: Sustitucion;
  porProducto: readonly SustitucionProducto[];
}) {
  return (
    <>
      <dt>Si falta un producto</dt>
      <dd>
        {SUSTITUCION_NOMBRES[sustitucion]}
        {porProducto.length > 0 && (
          <ul className={styles.porProducto} aria-label="Preferencia por producto">
            {porProducto.map((p) => (
              <li key={p.producto.id}>
                {p.producto.nombre}: {SUSTITUCION_NOMBRES[p.sustitucion]}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </>
  );
}

/**
 * What picking changed (issue 19): the products substituted (by which) or missing, and what closing
 * the picking refunded to the wallet. Nothing before picking.
 */
export function CambiosPreparacion({
  preparacion,
  reintegro,
}: {
  preparacion: readonly CambioPreparacion[];
  reintegro: string | null;
}) {
  if (preparacion.length === 0) return null;
  return (
    <>
      <dt>Cambios al preparar</dt>
      <dd>
        <ul className={styles.porProducto} aria-label="Cambios al preparar su pedido">
          {preparacion.map((c) => (
            <li key={c.producto.id}>
              {c.producto.nombre}:{' '}
              {c.estado === 'sustituido' && c.sustituto
                ? `sustituido por ${c.sustituto.nombre}`
                : 'no disponible'}
            </li>
          ))}
        </ul>
        {reintegro !== null && toCents(reintegro) > 0 && (
          <p>Reintegrado a su saldo: {formatMoney(toCents(reintegro), { tipo: 'dolar', simbolo: '$' })}</p>
        )}
      </dd>
    </>
  );
}
