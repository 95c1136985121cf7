/** User status (spec §4). */
export const UsuarioEstatus = {
  ACTIVO: 1,
  BLOQUEADO: 2,
  INACTIVO: 3,
  VERIFICAR_EMAIL: 4,
  ELIMINADO: 5,
} as const;
export type UsuarioEstatusValor = (typeof UsuarioEstatus)[keyof typeof UsuarioEstatus];

/** User type (spec §4): normal 1, prime 2, wholesale 3. */
export const UsuarioTipo = { NORMAL: 1, PRIME: 2, MAYORISTA: 3 } as const;
export type UsuarioTipoValor = (typeof UsuarioTipo)[keyof typeof UsuarioTipo];

/** Record status for categories, zones, coupons, products... */
export const EstatusRegistro = { ACTIVO: 1, INACTIVO: 2 } as const;
export type EstatusRegistroValor = (typeof EstatusRegistro)[keyof typeof EstatusRegistro];

/** Currency ids (spec §4). */
export const MonedaId = { DOLAR: 1, BOLIVAR: 2 } as const;
export type MonedaIdValor = (typeof MonedaId)[keyof typeof MonedaId];

/**
 * The app identifier every GET of the browser carries in its query string (the `X-App-Id` header on
 * the other methods): the transport's, no entry's field, so the API reads it past the query schema.
 */
export const APP_ID_PARAM = 'x-app-id';

export const ROLE_USER = 'ROLE_USER';
export const ROLE_ADMIN = 'ROLE_ADMIN';
/** Prefix of the per-zone role: `ROLE_ZONA_<slug>`. */
export const ROLE_ZONA_PREFIX = 'ROLE_ZONA_';
export const zonaRole = (slug: string): string => `${ROLE_ZONA_PREFIX}${slug}`;
/** The section role of the zones section: it starts like a zone role but names no zone. */
const ROLE_ZONA_ACTUALIZAR = 'ROLE_ZONA_ACTUALIZAR';

/**
 * Zone slugs of the ROLE_ZONA_<slug> roles (ROLE_ZONA_ACTUALIZAR is a section role, not a zone; a
 * bare `ROLE_ZONA_` names no zone).
 */
export function zoneRoleSlugs(roles: readonly string[]): string[] {
  return roles
    .filter((r) => r.startsWith(ROLE_ZONA_PREFIX) && r !== ROLE_ZONA_ACTUALIZAR)
    .map((r) => r.slice(ROLE_ZONA_PREFIX.length))
    .filter((slug) => slug.length > 0);
}

/** Admin roles of spec §6 (without the per-zone roles). */
export const ADMIN_ROLES = [
  'ROLE_ADMIN',
  'ROLE_USUARIO',
  'ROLE_TIENDA',
  'ROLE_CATEGORIA',
  'ROLE_ETIQUETA',
  'ROLE_PRODUCTO',
  'ROLE_PUBLICIDAD',
  'ROLE_LISTA_RAPIDA',
  'ROLE_ZONA_ACTUALIZAR',
  'ROLE_INVENTARIO',
  'ROLE_PEDIDO',
  'ROLE_MEMBRESIA',
  'ROLE_CLIENTE',
  'ROLE_CUPON',
  'ROLE_ENVIO',
  'ROLE_TARJETA',
  'ROLE_CONFIG',
  'ROLE_ATENCION_CLIENTE',
  'ROLE_USUARIO_ADMIN',
  'ROLE_ONE_SIGNAL',
] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Spanish messages shared by the API and the front-ends (spec §8). */
export const Mensajes = {
  DATOS_INVALIDOS: 'Datos inválidos',
  CREDENCIALES: 'Correo o contraseña incorrectos',
  BLOQUEADO: 'Su usuario se encuentra Bloqueado/Inactivo. Por favor comuníquese con Atención al cliente',
  VERIFICAR_EMAIL: 'Debe verificar su correo electrónico antes de ingresar',
  DEMASIADOS_INTENTOS: 'Demasiados intentos de inicio de sesión. Intente de nuevo en unos minutos',
  NO_AUTENTICADO: 'Debe iniciar sesión para continuar',
  SESION_EXPIRADA: 'Su sesión ha expirado. Por favor vuelva a ingresar sus credenciales',
  SIN_PERMISO: 'No tiene los permisos necesarios para esta área',
  SIN_PERMISO_ZONA: 'No tiene los permisos de la Zona necesaria para esta área',
  /** The title over either 403 (the shell's guard alert, a back-office page the API refused). */
  AREA_RESTRINGIDA: 'Área restringida',
  NO_ENCONTRADO: 'El recurso solicitado no existe',
  ERROR_INTERNO: 'Error procesando la informacion, intente nuevamente',
  PLAN_ACTUALIZADO: 'Su plan de usuario ha sido actualizado. Por favor vuelva a ingresar sus credenciales',
} as const;
