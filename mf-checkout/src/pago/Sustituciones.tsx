/**
 * The substitution choices of a placed order, shown back to the shopper (the confirmation and the
 * tracking): the order's preference and the products whose own preference differs from it. A term
 * and its description, for the caller's description list.
 */
import { type OrdenLinea, SUSTITUCION_NOMBRES, type Sustitucion } from '@mercado/shared/contracts';
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
