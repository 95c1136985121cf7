/**
 * The ratings page's state, in the parcel's jotai store (decision 0012): the pending orders as a
 * consulta (read again on each visit) and the orders this visit rated, which leave the list at once
 * without asking the server again, with the thanks for the last one.
 */
import { consulta } from '@mercado/shared/consulta';
import { atom } from 'jotai';
import { api } from '../api.ts';

export const pendientes = consulta(() => api.calificacion.pendientes());

const calificadas = atom<readonly number[]>([]);

/** The thanks for the last rating of this visit (a new object each time, so it is announced again). */
export const agradecimiento = atom<{ mensaje: string } | null>(null);

/** The pending orders less those rated during this visit. */
export const porCalificar = atom((get) => {
  const carga = get(pendientes.carga);
  if (carga.estado !== 'listo') return carga;
  const hechas = get(calificadas);
  const ordenes = carga.datos.ordenes.filter((o) => !hechas.includes(o.id));
  return { ...carga, datos: { ...carga.datos, ordenes } };
});

/** A rated order (or one the server says was rated already) leaves the list; the thanks are shown. */
export const marcarCalificada = atom(null, (get, set, orden: number, mensaje: string) => {
  set(calificadas, [...get(calificadas), orden]);
  set(agradecimiento, { mensaje });
});
