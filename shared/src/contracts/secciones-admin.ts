/**
 * The back-office sections of spec §2 and the role each needs besides ROLE_ADMIN (spec §6): the one
 * table of who may open what. The API gates every admin endpoint with it (an entry names its section:
 * `accesoDe`), GET /admin/resumen lists the sections a caller's roles open, and each admin remote's
 * description takes a section's roles from it (`rolesDeSeccion`), so the side panel and the home show
 * exactly the sections the server lets the user into. Which remote draws a section is that remote's
 * business (its description), not this table's.
 */
import type { AdminRole } from './constants.ts';

export const SECCIONES_ADMIN = {
  tienda: 'ROLE_TIENDA',
  categoria: 'ROLE_CATEGORIA',
  etiqueta: 'ROLE_ETIQUETA',
  producto: 'ROLE_PRODUCTO',
  zona: 'ROLE_ZONA_ACTUALIZAR',
  'lista-rapida': 'ROLE_LISTA_RAPIDA',
  publicidad: 'ROLE_PUBLICIDAD',
  'buscador-historial': 'ROLE_PUBLICIDAD',
  busqueda: 'ROLE_PUBLICIDAD',
  reporte: 'ROLE_PUBLICIDAD',
  onesignal: 'ROLE_ONE_SIGNAL',
  inventario: 'ROLE_INVENTARIO',
  config: 'ROLE_CONFIG',
  pedido: 'ROLE_PEDIDO',
  membresia: 'ROLE_MEMBRESIA',
  tarjeta: 'ROLE_TARJETA',
  vuelto: 'ROLE_TARJETA',
  finanzas: 'ROLE_TARJETA',
  cupon: 'ROLE_CUPON',
  envio: 'ROLE_ENVIO',
  cliente: 'ROLE_CLIENTE',
  'borrar-cuenta': 'ROLE_CLIENTE',
  usuario: 'ROLE_USUARIO_ADMIN',
  referido: 'ROLE_ATENCION_CLIENTE',
} as const satisfies Record<string, AdminRole>;

export type SeccionAdmin = keyof typeof SECCIONES_ADMIN;
/** The role section `S` needs besides ROLE_ADMIN. */
export type RolDeSeccion<S extends SeccionAdmin> = (typeof SECCIONES_ADMIN)[S];

export const esSeccionAdmin = (slug: string): slug is SeccionAdmin => Object.hasOwn(SECCIONES_ADMIN, slug);

/** A section's roles as a description declares them: ROLE_ADMIN and the section's own. */
export function rolesDeSeccion<const S extends SeccionAdmin>(
  seccion: S,
): readonly ['ROLE_ADMIN', RolDeSeccion<S>] {
  return ['ROLE_ADMIN', SECCIONES_ADMIN[seccion]];
}

/**
 * An endpoint's access (`endpoint({ access })`) as its section's: the section's role, and the section
 * named so the table's test can check every admin entry against it.
 */
export function accesoDe<const S extends SeccionAdmin>(
  seccion: S,
): { roles: readonly [RolDeSeccion<S>]; seccion: S } {
  return { roles: [SECCIONES_ADMIN[seccion]], seccion };
}

/**
 * The sections of a description whose roles are not the table's (a section the table does not know
 * is not checked: its endpoints, when it gets some, will be).
 */
export function seccionesConOtrosRoles(
  secciones: readonly { readonly slug: string; readonly roles: readonly string[] }[],
): string[] {
  return secciones
    .filter(({ slug, roles }) => {
      if (!esSeccionAdmin(slug)) return false;
      const esperados = rolesDeSeccion(slug);
      return roles.length !== esperados.length || esperados.some((rol, i) => roles[i] !== rol);
    })
    .map(({ slug }) => slug);
}
