/**
 * Pure rules: what the signed-in user's roles let them see (spec §6). The server checks every call
 * again; this only hides what the roles do not open.
 */
import { ADMIN_ROLES, ADMIN_SECTIONS, ROLE_ADMIN, ROLE_ZONA_PREFIX } from '@mercado/shared/contracts';
import type { SeccionAdmin, Subpagina } from './secciones.ts';

const ROLES_FIJOS: ReadonlySet<string> = new Set(ADMIN_ROLES);

/** Zone slugs of the user's `ROLE_ZONA_<slug>` roles (ROLE_ZONA_ACTUALIZAR is a section role). */
export function zonasAsignadas(roles: readonly string[]): string[] {
  return roles
    .filter((rol) => rol.startsWith(ROLE_ZONA_PREFIX) && !ROLES_FIJOS.has(rol))
    .map((rol) => rol.slice(ROLE_ZONA_PREFIX.length))
    .filter((slug) => slug.length > 0);
}

/** A section opens with ROLE_ADMIN plus its own role (a route needs all its listed roles). */
export function puedeAbrir(roles: readonly string[], seccion: string): boolean {
  if (!Object.hasOwn(ADMIN_SECTIONS, seccion)) return false;
  const rol = ADMIN_SECTIONS[seccion as keyof typeof ADMIN_SECTIONS];
  return roles.includes(ROLE_ADMIN) && roles.includes(rol);
}

/** The section slug of an `/admin/<seccion>/...` path, or null. */
export function seccionDeRuta(pathname: string): string | null {
  const [admin, seccion] = pathname.split('/').filter(Boolean);
  return admin === 'admin' && seccion ? decodeURIComponent(seccion) : null;
}

export interface Enlace {
  etiqueta: string;
  href: string;
  disponible: boolean;
}

export const unir = (...partes: string[]) => partes.filter(Boolean).join('/');

function enlace(base: string, pagina: Subpagina): Enlace {
  return { etiqueta: pagina.etiqueta, href: unir(base, pagina.ruta), disponible: pagina.disponible };
}

export interface IndiceSeccion {
  seccion: SeccionAdmin;
  paginas: Enlace[];
  /** Only for sections with zone sub-pages: one group per zone the user has a role for. */
  zonas: { zona: string; paginas: Enlace[] }[] | null;
}

/** The index of a section for these roles, or null when the roles do not open it. */
export function indiceSeccion(seccion: SeccionAdmin, roles: readonly string[]): IndiceSeccion | null {
  if (!puedeAbrir(roles, seccion.slug)) return null;
  const base = `/admin/${encodeURIComponent(seccion.slug)}`;
  const { porZona } = seccion;
  return {
    seccion,
    paginas: seccion.subpaginas.map((pagina) => enlace(base, pagina)),
    zonas: porZona
      ? zonasAsignadas(roles).map((zona) => {
          const baseZona = unir(base, porZona.base.replace(':zona', encodeURIComponent(zona)));
          return { zona, paginas: porZona.paginas.map((pagina) => enlace(baseZona, pagina)) };
        })
      : null,
  };
}

/** The current page among a section's links (exact path), for aria-current. */
export function enlaceActual(indice: IndiceSeccion, pathname: string): string | null {
  const limpio = pathname.replace(/\/+$/, '');
  const todos = [...indice.paginas, ...(indice.zonas ?? []).flatMap((grupo) => grupo.paginas)];
  return todos.find((item) => item.href === limpio)?.href ?? null;
}
