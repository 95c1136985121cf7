/**
 * Server data and URL state of the catalogue pages: a read is a jotai consulta (decision 0012) kept per
 * key in the parcel's store; a list's page, sort and filters live in the URL's query string.
 */
import { type Carga, consulta } from '@mercado/shared/consulta';
import { navigate, useRouteLocation } from '@mercado/shared/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';

/** The data of `leer` for `clave` (read again when the key changes), and a way to read it again. */
export function useDatos<T>(clave: string, leer: () => Promise<T>): [Carga<T>, () => void] {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the read.
  const datos = useMemo(() => consulta(leer), [clave]);
  return [useAtomValue(datos.carga), useSetAtom(datos.datos)];
}

/** The list's state in the URL: its query string, and a change that keeps the rest (page back to 1). */
export function useEstadoUrl(): [URLSearchParams, (cambios: Record<string, string | null>) => void] {
  const { pathname, search } = useRouteLocation();
  const params = new URLSearchParams(search);
  const cambiar = (cambios: Record<string, string | null>) => {
    const nuevos = new URLSearchParams(search);
    if (!('pagina' in cambios)) nuevos.delete('pagina');
    for (const [k, v] of Object.entries(cambios)) {
      if (v === null || v === '') nuevos.delete(k);
      else nuevos.set(k, v);
    }
    const qs = nuevos.toString();
    navigate(qs ? `${pathname}?${qs}` : pathname, { replace: true });
  };
  return [params, cambiar];
}

/** The query of a list from the URL: only the names the entry takes, as strings. */
export function consultaDe(params: URLSearchParams, nombres: readonly string[]): Record<string, string> {
  return Object.fromEntries(nombres.flatMap((n) => (params.get(n) ? [[n, params.get(n)!]] : [])));
}
