/**
 * Data the admin index pages read, kept in the parcel's own jotai store (`AdminParcel`): the admin
 * summary (counts per section, the table's admin.resumen) and the names of the zones
 * (website.listarZonas). Both are optional decorations of the index pages: a failure only
 * hides them.
 */

import { isPlatformInstalled, platform } from '@mercado/shared/platform';
import { atom, type PrimitiveAtom, useAtom } from 'jotai';
import { useEffect } from 'react';
import type { AdminResumen, Zona } from '../../contracts/index.ts';
import { admin } from '../../endpoints/admin.ts';
import { website } from '../../endpoints/website.ts';
import { createApiClient } from '../../http/api.ts';

export type Carga<T> = { estado: 'inicial' | 'cargando' | 'error' } | { estado: 'listo'; datos: T };

const api = createApiClient({ admin, website }, () => platform.services.http);

async function obtener<T>(leer: () => Promise<T>): Promise<T> {
  if (!isPlatformInstalled()) throw new Error('La plataforma no está disponible');
  return leer();
}

/** Loads once per parcel (its jotai store), and only when `activo`: a page that needs nothing asks nothing. */
function useCarga<T>(carga: PrimitiveAtom<Carga<T>>, leer: () => Promise<T>, activo: boolean): Carga<T> {
  const [valor, asignar] = useAtom(carga);
  const pendiente = activo && valor.estado === 'inicial';
  useEffect(() => {
    if (!pendiente) return;
    asignar({ estado: 'cargando' });
    leer().then(
      (datos) => asignar({ estado: 'listo', datos }),
      () => asignar({ estado: 'error' }),
    );
  }, [pendiente, asignar, leer]);
  return valor;
}

const resumenAtom = atom<Carga<AdminResumen>>({ estado: 'inicial' });
const leerResumen = () => obtener(() => api.admin.resumen());
export const useResumen = (activo = true) => useCarga(resumenAtom, leerResumen, activo);

const zonasAtom = atom<Carga<Zona[]>>({ estado: 'inicial' });
const leerZonas = () => obtener(() => api.website.listarZonas());
const useZonas = (activo: boolean) => useCarga(zonasAtom, leerZonas, activo);

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
