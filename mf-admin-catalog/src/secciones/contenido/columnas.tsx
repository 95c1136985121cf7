/** The columns the zone's content lists share (featured blocks, sliders, quick lists). */
import { type ACTIVO, BotonEstatus, type Columna, type INACTIVO } from '@mercado/admin-kit';

export const columnaPrioridad = <T extends { prioridad: number }>(): Columna<T> => ({
  clave: 'prioridad',
  etiqueta: 'Prioridad',
  orden: 'prioridad',
  numerica: true,
  celda: (t) => t.prioridad,
});

/** The status toggle of each row; the list reads again after a change (`recargar`). */
export const columnaEstatus = <T extends { estatus: number }>(o: {
  /** What the row is called in the confirmation ('la lista «Desayuno»'). */
  nombre: (t: T) => string;
  consecuencia: string;
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
