/**
 * Data the admin index pages read, async atoms read in the parcel's own jotai store (decision 0012):
 * the admin summary (counts per section, the table's admin.resumen) and the names of the zones
 * (website.listarZonas). Both are optional decorations of the index pages: a failure only
 * hides them.
 */

import { type Carga, type Consulta, consulta } from '@mercado/shared/consulta';
import type { AdminResumen, Zona } from '@mercado/shared/contracts';
import { admin } from '@mercado/shared/endpoints/admin';
import { website } from '@mercado/shared/endpoints/website';
import { createApiClient } from '@mercado/shared/http/api';
import { isPlatformInstalled, platform } from '@mercado/shared/platform';
import { nombreProvisionalDeZona } from '@mercado/shared/rules/navegador';
import { atom, useAtomValue } from 'jotai';

export type { Carga };

const api = createApiClient({ admin, website }, () => platform.services.http);

async function obtener<T>(leer: () => Promise<T>): Promise<T> {
  if (!isPlatformInstalled()) throw new Error('La plataforma no está disponible');
  return leer();
}

/** What a page that needs nothing reads: nothing is asked. */
const sinPedir = atom<Carga<never>>({ estado: 'cargando' });

/** Read once per parcel (its store keeps the answer), and only when `activo`. */
function useCarga<T>(datos: Consulta<T>, activo: boolean): Carga<T> {
  return useAtomValue(activo ? datos.carga : sinPedir);
}

const resumen = consulta(() => obtener(() => api.admin.resumen()));
export const useResumen = (activo = true): Carga<AdminResumen> => useCarga(resumen, activo);

const zonas = consulta(() => obtener(() => api.website.listarZonas()));
const useZonas = (activo: boolean): Carga<Zona[]> => useCarga(zonas, activo);

/** Slug → zone name (from the API, or made from the slug while it loads or when it fails). */
export function useNombreZona(activo = true): (slug: string) => string {
  const zonas = useZonas(activo);
  return (slug) =>
    (zonas.estado === 'listo' ? zonas.datos.find((zona) => zona.slug === slug)?.nombre : undefined) ??
    nombreProvisionalDeZona(slug);
}
