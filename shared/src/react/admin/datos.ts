/**
 * Data the admin index pages read, async atoms read in the parcel's own jotai store (decision 0012):
 * the admin summary (counts per section, GET /admin/resumen) and the names of the zones
 * (GET /api/zona/listadoapi). Both are optional decorations of the index pages: a failure only
 * hides them.
 */

import { isPlatformInstalled, platform } from '@mercado/shared/platform';
import { z } from '@mercado/shared/zod';
import { atom, useAtomValue } from 'jotai';
import { type Carga, type Consulta, consulta } from '../../consulta.ts';
import { type AdminResumen, AdminResumenSchema, type Zona, ZonaSchema } from '../../contracts/index.ts';

export type { Carga };

async function obtener<T>(ruta: string, schema: z.ZodType<T>): Promise<T> {
  if (!isPlatformInstalled()) throw new Error('La plataforma no está disponible');
  return schema.parse(await platform.services.http.get(ruta).json());
}

/** What a page that needs nothing reads: nothing is asked. */
const sinPedir = atom<Carga<never>>({ estado: 'cargando' });

/** Read once per parcel (its store keeps the answer), and only when `activo`. */
function useCarga<T>(datos: Consulta<T>, activo: boolean): Carga<T> {
  return useAtomValue(activo ? datos.carga : sinPedir);
}

const resumen = consulta(() => obtener('admin/resumen', AdminResumenSchema));
export const useResumen = (activo = true): Carga<AdminResumen> => useCarga(resumen, activo);

const zonas = consulta(() => obtener('api/zona/listadoapi', z.array(ZonaSchema)));
const useZonas = (activo: boolean): Carga<Zona[]> => useCarga(zonas, activo);

/** 'san-cristobal' → 'San Cristobal', while the zone names are not known. */
function nombreProvisional(slug: string): string {
  return slug
    .split(/[-_]/)
    .filter(Boolean)
    .map((parte) => parte.charAt(0).toLocaleUpperCase('es-VE') + parte.slice(1))
    .join(' ');
}

/** Slug → zone name (from the API, or made from the slug while it loads or when it fails). */
export function useNombreZona(activo = true): (slug: string) => string {
  const zonas = useZonas(activo);
  return (slug) =>
    (zonas.estado === 'listo' ? zonas.datos.find((zona) => zona.slug === slug)?.nombre : undefined) ??
    nombreProvisional(slug);
}
