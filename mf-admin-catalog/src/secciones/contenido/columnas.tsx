/**
 * The columns the back-office lists of this remote share: a record's link, its priority, its product
 * count, its status toggle (zone content, categories, tags).
 */
import { type ACTIVO, BotonEstatus, type Columna, type INACTIVO } from '@mercado/admin-kit';
import { Link } from '@mercado/shared/react';
import type { ReactNode } from 'react';

/** The first column: the record's name, a link to its page. */
export const columnaEnlace = <T,>(o: {
  clave: string;
  etiqueta: string;
  texto: (t: T) => ReactNode;
  href: (t: T) => string;
  /** Before the link (a category's icon). */
  antes?: (t: T) => ReactNode;
}): Columna<T> => ({
  clave: o.clave,
  etiqueta: o.etiqueta,
  orden: o.clave,
  celda: (t) =>
    o.antes ? (
      <>
        {o.antes(t)} <Link to={o.href(t)}>{o.texto(t)}</Link>
      </>
    ) : (
      <Link to={o.href(t)}>{o.texto(t)}</Link>
    ),
});

export const columnaPrioridad = <T extends { prioridad: number }>(): Columna<T> => ({
  clave: 'prioridad',
  etiqueta: 'Prioridad',
  orden: 'prioridad',
  numerica: true,
  celda: (t) => t.prioridad,
});

/** How many products the record holds (sortable where the API sorts by it). */
export const columnaProductos = <T extends { productos: number }>(ordenable = false): Columna<T> => ({
  clave: 'productos',
  etiqueta: 'Productos',
  ...(ordenable ? { orden: 'productos' } : {}),
  numerica: true,
  celda: (t) => t.productos,
});

/** The status toggle of each row; the list reads again after a change (`recargar`). */
export const columnaEstatus = <T extends { estatus: number }>(o: {
  /** What the row is called in the confirmation ('la lista «Desayuno»'). */
  nombre: (t: T) => string;
  consecuencia?: string;
  cambiar: (t: T, estatus: typeof ACTIVO | typeof INACTIVO) => Promise<unknown>;
  recargar: () => void;
}): Columna<T> => ({
  clave: 'estatus',
  etiqueta: 'Estatus',
  celda: (t) => (
    <BotonEstatus
      estatus={t.estatus}
      nombre={o.nombre(t)}
      consecuencia={o.consecuencia}
      cambiar={(estatus) => o.cambiar(t, estatus)}
      alCambiar={o.recargar}
    />
  ),
});
