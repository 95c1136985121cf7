/**
 * The back-office's staff users (issue 19, spec §2 `usuario`, ROLE_USUARIO_ADMIN; decision 0032): who
 * holds which roles of spec §6, zone roles included. Staff are existing accounts: a customer account
 * becomes staff when it is given roles. Nobody grants or removes a role they do not hold themselves,
 * nobody changes an account holding a role they lack, nobody removes their own ROLE_ADMIN, and the
 * last active account able to manage users keeps that ability; a change ends the user's tokens so it
 * applies at their next call.
 */
import { z } from '@mercado/shared/zod';
import { listadoQuery, paginadoSchema, VersionSchema } from './admin.ts';
import { EmailSchema } from './common.ts';
import type { AdminRole, ROLE_ZONA_PREFIX } from './constants.ts';

/** A role staff can hold (spec §6): an admin role or a zone's `ROLE_ZONA_<slug>`. */
export type RolPersonal = AdminRole | `${typeof ROLE_ZONA_PREFIX}${string}`;

export const MensajesUsuarioAdmin = {
  ROL_NO_PROPIO: 'No puede otorgar ni quitar un rol que usted no tiene:',
  ROL_DESCONOCIDO: 'Ese rol no existe:',
  ADMIN_PROPIO: 'No puede quitarse su propio rol ROLE_ADMIN',
  CUENTA_CON_ROLES_AJENOS: 'No puede cambiar una cuenta que tiene roles que usted no tiene:',
  ULTIMO_GESTOR:
    'Es la última cuenta activa que puede gestionar usuarios (ROLE_ADMIN y ROLE_USUARIO_ADMIN): otra debe tenerlos antes',
  SIN_CUENTA: 'No hay ninguna cuenta con ese correo. La persona debe registrarse primero en la tienda',
  YA_ES_PERSONAL: 'Esa cuenta ya es parte del personal: edite sus roles en su página',
  SIN_ROLES: 'Seleccione al menos un rol',
} as const;

const ROL_PERSONAL = /^ROLE_[A-Z_]+$|^ROLE_ZONA_[a-z0-9-]+$/;
export const RolPersonalSchema = z.pipe(
  z
    .string({ error: 'Rol inválido' })
    .check(z.maxLength(180, 'Rol inválido'), z.regex(ROL_PERSONAL, 'Rol inválido')),
  z.transform((r) => r as RolPersonal),
);
const RolesSchema = z
  .array(RolPersonalSchema)
  .check(z.minLength(1, MensajesUsuarioAdmin.SIN_ROLES), z.maxLength(500, 'Demasiados roles'));

/** The user id in the URL: the account's uuid. */
export const UsuarioAdminParamsSchema = z.strictObject({
  usuario: z.string({ error: 'Usuario inválido' }).check(z.uuid('Usuario inválido')),
});

/** GET /admin/usuario: staff (accounts with a role beyond ROLE_USER); `rol`: only those holding it. */
export const UsuarioAdminListadoQuerySchema = listadoQuery(['nombre', 'email', 'roles'], {
  rol: z.optional(RolPersonalSchema),
});

export const UsuarioAdminFilaSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  email: z.string(),
  estatus: z.int(),
  roles: z.array(z.string()),
});
export type UsuarioAdminFila = z.infer<typeof UsuarioAdminFilaSchema>;
export const UsuarioAdminPaginaSchema = paginadoSchema(UsuarioAdminFilaSchema);

/** One staff user: their roles, and the version a roles form opened. */
export const UsuarioAdminSchema = z.extend(UsuarioAdminFilaSchema, { version: z.int() });
export type UsuarioAdmin = z.infer<typeof UsuarioAdminSchema>;

/** A role staff can be given: spec §6's, then one per zone (with its name). */
export const RolAsignableSchema = z.object({
  rol: z.string(),
  /** The zone's name for a zone role, else null. */
  zona: z.nullable(z.string()),
  /** Whether the caller holds it (only then may they grant or remove it). */
  propio: z.boolean(),
});
export type RolAsignable = z.infer<typeof RolAsignableSchema>;
export const RolesAsignablesSchema = z.object({ roles: z.array(RolAsignableSchema) });

/** PUT /admin/usuario/:usuario/roles: the whole set of roles the user is to hold (ROLE_USER aside). */
export const UsuarioRolesBodySchema = z.strictObject({ roles: RolesSchema, version: VersionSchema });
export type UsuarioRolesBody = z.input<typeof UsuarioRolesBodySchema>;

/** POST /admin/usuario/registrar: an existing account (by e-mail) becomes staff with these roles. */
export const UsuarioAdminRegistrarBodySchema = z.strictObject({ email: EmailSchema, roles: RolesSchema });
export type UsuarioAdminRegistrarBody = z.input<typeof UsuarioAdminRegistrarBodySchema>;
