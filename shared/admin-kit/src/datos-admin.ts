/**
 * Server data of a back-office page, in the parcel's jotai store (decision 0012): one async atom per
 * key (the call and its input) while the page shows it. A page opened again reads again (staff want
 * today's figures, not a cache), and a page whose key changes (a filter, a page) keeps showing the
 * previous rows, marked as loading, until the new ones arrive.
 */

import { type Carga, consulta } from '@mercado/shared/consulta';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useRef } from 'react';

export interface DatosAdmin<T> {
  carga: Carga<T>;
  /** The last data that arrived for this page (while a new key loads), or null. */
  anteriores: T | null;
  /** Reads again (after a change). */
  recargar: () => void;
}

export function useDatosAdmin<T>(clave: string, leer: () => Promise<T>): DatosAdmin<T> {
  const leerActual = useRef(leer);
  leerActual.current = leer;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one atom per key; `leer` is read through the ref.
  const datos = useMemo(() => consulta(() => leerActual.current()), [clave]);
  const carga = useAtomValue(datos.carga);
  const recargar = useSetAtom(datos.datos);
  const ultimos = useRef<T | null>(null);
  if (carga.estado === 'listo') ultimos.current = carga.datos;
  return { carga, anteriores: ultimos.current, recargar: () => recargar() };
}
