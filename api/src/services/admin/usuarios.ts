/**
 * Staff users and their roles (spec §2 `usuario`, decision 0032). Staff are accounts holding a role
 * beyond ROLE_USER; an existing customer account becomes staff when given roles (nobody's password
 * passes through the back-office). The rules, checked here whatever the page shows:
 * - a role is granted or removed only by someone who holds it (zone roles too);
 * - an account holding a role the caller lacks is not the caller's to change: neither its roles, nor
 *   its status or existence (customers section: `exigirCuentaAlAlcance`), so a user-admin cannot
 *   demote, block or delete someone better-privileged (the super admin included);
 * - nobody removes their own ROLE_ADMIN (the back-office would lock them out mid-task);
 * - the last active account able to manage users (ROLE_ADMIN and ROLE_USUARIO_ADMIN) keeps that
 *   ability, also under two concurrent changes (`exigirOtroGestor`);
 * - a change is recorded (`registrarCambio`) and ends the user's access tokens, so it applies at
 *   their next call (the browser renews its token with the refresh cookie and gets the new roles).
 */
import {
  ADMIN_ROLES,
  type AdminRole,
  MensajesUsuarioAdmin,
  ROLE_ADMIN,
  ROLE_USER,
  type TokenPayload,
  type UsuarioAdmin,
  type UsuarioAdminFila,
  type UsuarioAdminListadoQuerySchema,
  UsuarioEstatus,
  zonaRole,
  zoneRoleSlugs,
} from '@mercado/shared/contracts';
import { nombreDeRol } from '@mercado/shared/rules';
import type { z } from '@mercado/shared/zod';
import { sql } from 'kysely';
import { invalidarAccesos } from '../../auth/tokens.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { Invalido, NoExiste, Prohibido, Rechazado } from '../errores.ts';
import { registrarCambio } from './auditoria.ts';
import { type Pagina, paginar, patronTexto, plegar, plegarTexto } from './listado.ts';
import { exigirVersion } from './version.ts';

type ListadoUsuarios = z.output<typeof UsuarioAdminListadoQuerySchema>;

/** The user `u`'s roles beyond ROLE_USER (`filtro`: only such a role). */
const rolesDeU = (filtro = sql``) =>
  sql`from usuario_rol ur join rol r on r.id = ur.rol_id
    where ur.usuario_id = u.id and r.nombre <> ${ROLE_USER} ${filtro}`;
const ROLES = sql<string[]>`coalesce((select array_agg(r.nombre order by r.nombre) ${rolesDeU()}), '{}')`;

const ORDEN_USUARIOS = { nombre: 'u.nombre', email: 'u.email', roles: 'cantidad_roles' } as const;

export async function listarPersonal(db: Db, q: ListadoUsuarios): Promise<Pagina<UsuarioAdminFila>> {
  let consulta = db
    .selectFrom('usuario as u')
    .select(['u.id', 'u.nombre', 'u.email', 'u.estatus', ROLES.as('roles')])
    .select(sql<number>`(select count(*)::int ${rolesDeU()})`.as('cantidad_roles'))
    .where(sql<boolean>`exists (select 1 ${rolesDeU(q.rol ? sql`and r.nombre = ${q.rol}` : sql``)})`);
  if (q.q) {
    const patron = patronTexto(plegarTexto(q.q));
    consulta = consulta.where((eb) =>
      eb.or([eb(plegar('u.nombre'), 'like', patron), eb(plegar('u.email'), 'like', patron)]),
    );
  }
  if (q.estatus) consulta = consulta.where('u.estatus', '=', q.estatus);
  const pagina = await paginar(consulta, {
    pagina: q.pagina,
    columna: ORDEN_USUARIOS[q.orden],
    dir: q.dir,
    idColumna: 'u.id',
  });
  return {
    ...pagina,
    items: pagina.items.map(({ cantidad_roles: _, ...u }) => ({ ...u, roles: u.roles ?? [] })),
  };
}

export async function leerPersonal(db: Db, id: string): Promise<UsuarioAdmin> {
  const u = await db
    .selectFrom('usuario as u')
    .select(['u.id', 'u.nombre', 'u.email', 'u.estatus', 'u.roles_version as version', ROLES.as('roles')])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!u) throw new NoExiste('El usuario no existe');
  return { ...u, roles: u.roles ?? [] };
}

/** Spec §6's roles, then one per zone (by name), each saying whether the caller holds it. */
export async function rolesAsignables(db: Db, usuario: TokenPayload) {
  const zonas = await db.selectFrom('zona').select(['slug', 'nombre']).orderBy('nombre').execute();
  const propios = new Set(usuario.roles);
  return {
    roles: [
      ...ADMIN_ROLES.map((rol) => ({ rol, zona: null, propio: propios.has(rol) })),
      ...zonas.map((z) => ({ rol: zonaRole(z.slug), zona: z.nombre, propio: propios.has(zonaRole(z.slug)) })),
    ],
  };
}

/** Roles that exist: spec §6's and those of the zones there are. */
async function rolesInexistentes(db: Db, roles: readonly string[]): Promise<string[]> {
  const admin = new Set<string>(ADMIN_ROLES);
  const slugs = zoneRoleSlugs(roles.filter((r) => !admin.has(r)));
  const zonas = new Set(
    slugs.length
      ? (await db.selectFrom('zona').select('slug').where('slug', 'in', slugs).execute()).map((z) => z.slug)
      : [],
  );
  return roles.filter((r) => !admin.has(r) && !zonas.has(zoneRoleSlugs([r])[0] ?? ''));
}

const ROLE_USUARIO_ADMIN: AdminRole = 'ROLE_USUARIO_ADMIN';
/** Roles an account needs to manage users: the section's, and the back-office's own. */
const GESTION_USUARIOS = [ROLE_ADMIN, ROLE_USUARIO_ADMIN];
const gestionaUsuarios = (roles: Iterable<string>) => {
  const tiene = new Set(roles);
  return GESTION_USUARIOS.every((r) => tiene.has(r));
};

/** Roles named as the users page names them ('Cupones, Zona Valencia'), for a refusal staff read. */
const enPalabras = (roles: readonly string[]) => roles.map((rol) => nombreDeRol(rol)).join(', ');

/** 403 when the account holds roles `quien` lacks: its roles, status and existence are not theirs to change. */
function exigirRolesCubiertos(quien: TokenPayload, roles: Iterable<string>, campo?: 'roles'): void {
  const propios = new Set(quien.roles);
  const ajenos = [...roles].filter((r) => r !== ROLE_USER && !propios.has(r)).toSorted();
  if (ajenos.length === 0) return;
  const mensaje = `${MensajesUsuarioAdmin.CUENTA_CON_ROLES_AJENOS} ${enPalabras(ajenos)}`;
  throw new Prohibido(mensaje, campo ? { [campo]: mensaje } : undefined);
}

/** The active accounts able to manage users (ROLE_ADMIN and ROLE_USUARIO_ADMIN), `excepto` aside. */
export async function gestoresDeUsuarios(db: Db, excepto?: string): Promise<string[]> {
  let consulta = db
    .selectFrom('usuario as u')
    .select('u.id')
    .where('u.estatus', '=', UsuarioEstatus.ACTIVO)
    .where((eb) =>
      eb(
        eb
          .selectFrom('usuario_rol as ur')
          .innerJoin('rol as r', 'r.id', 'ur.rol_id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('ur.usuario_id', '=', 'u.id')
          .where('r.nombre', 'in', GESTION_USUARIOS),
        '=',
        GESTION_USUARIOS.length,
      ),
    );
  if (excepto) consulta = consulta.where('u.id', '<>', excepto);
  return (await consulta.execute()).map((u) => u.id);
}

/**
 * The account `id`, able to manage users, is about to lose that ability: 422 unless another active
 * account keeps it. The ROLE_USUARIO_ADMIN row is locked first, so such changes run one at a time and
 * each counts after the previous one committed: two admins removing each other at once cannot both
 * pass (the second sees the first's change).
 */
async function exigirOtroGestor(trx: Db, id: string, campo?: 'roles'): Promise<void> {
  // NO KEY UPDATE: serialises these changes without holding back grants (their foreign key's share lock).
  await trx
    .selectFrom('rol')
    .select('id')
    .where('nombre', '=', ROLE_USUARIO_ADMIN)
    .forNoKeyUpdate()
    .execute();
  const [otro] = await gestoresDeUsuarios(trx, id);
  if (!otro)
    throw new Rechazado(
      MensajesUsuarioAdmin.ULTIMO_GESTOR,
      campo ? { [campo]: MensajesUsuarioAdmin.ULTIMO_GESTOR } : undefined,
    );
}

/**
 * Before the customers section blocks, unblocks or deletes the account `id` (in `trx`, its row
 * locked): refused when it holds a role `quien` lacks, or when it is the last active account able to
 * manage users.
 */
export async function exigirCuentaAlAlcance(trx: Db, quien: TokenPayload, id: string): Promise<void> {
  const { roles, estatus } = await rolesYEstatus(trx, id);
  exigirRolesCubiertos(quien, roles);
  if (estatus === UsuarioEstatus.ACTIVO && gestionaUsuarios(roles)) await exigirOtroGestor(trx, id);
}

/**
 * Gives `objetivo` exactly `deseados` (ROLE_USER aside) under the rules above, in `trx` with the
 * user's row locked; returns whether anything changed.
 */
async function aplicarRoles(
  trx: Db,
  quien: TokenPayload,
  objetivo: { id: string; roles: readonly string[]; estatus: number },
  deseados: readonly string[],
): Promise<boolean> {
  const actuales = new Set(objetivo.roles);
  const nuevos = new Set(deseados.filter((r) => r !== ROLE_USER));
  const otorgados = [...nuevos].filter((r) => !actuales.has(r));
  const quitados = [...actuales].filter((r) => !nuevos.has(r));
  const desconocidos = await rolesInexistentes(trx, otorgados);
  if (desconocidos.length) {
    const mensaje = `${MensajesUsuarioAdmin.ROL_DESCONOCIDO} ${desconocidos.join(', ')}`;
    throw new Invalido(mensaje, { roles: mensaje });
  }
  if (objetivo.id === quien.uid && quitados.includes(ROLE_ADMIN))
    throw new Prohibido(MensajesUsuarioAdmin.ADMIN_PROPIO);
  exigirRolesCubiertos(quien, actuales, 'roles');
  const propios = new Set(quien.roles);
  const ajenos = [...otorgados, ...quitados].filter((r) => !propios.has(r));
  if (ajenos.length) {
    const mensaje = `${MensajesUsuarioAdmin.ROL_NO_PROPIO} ${enPalabras(ajenos)}`;
    throw new Prohibido(mensaje, { roles: mensaje });
  }
  if (otorgados.length === 0 && quitados.length === 0) return false;
  if (objetivo.estatus === UsuarioEstatus.ACTIVO && gestionaUsuarios(actuales) && !gestionaUsuarios(nuevos))
    await exigirOtroGestor(trx, objetivo.id, 'roles');
  if (quitados.length) {
    await trx
      .deleteFrom('usuario_rol')
      .where('usuario_id', '=', objetivo.id)
      .where('rol_id', 'in', (eb) => eb.selectFrom('rol').select('id').where('nombre', 'in', quitados))
      .execute();
  }
  for (const nombre of otorgados) {
    await trx
      .insertInto('rol')
      .values({ nombre })
      .onConflict((oc) => oc.column('nombre').doNothing())
      .execute();
    await trx
      .insertInto('usuario_rol')
      .values((eb) => ({
        usuario_id: objetivo.id,
        rol_id: eb.selectFrom('rol').select('id').where('nombre', '=', nombre),
      }))
      .execute();
  }
  await trx
    .updateTable('usuario')
    .set({ roles_version: sql<number>`roles_version + 1` })
    .where('id', '=', objetivo.id)
    .execute();
  await invalidarAccesos(trx, objetivo.id);
  await registrarCambio(trx, quien, {
    entidad: 'usuario',
    entidadId: objetivo.id,
    accion: 'editar',
    antes: { roles: [...actuales].toSorted() },
    despues: { roles: [...nuevos].toSorted() },
  });
  return true;
}

/** The account's roles beyond ROLE_USER and its status. */
async function rolesYEstatus(trx: Db, id: string) {
  const u = await trx
    .selectFrom('usuario as u')
    .select(['u.estatus', ROLES.as('roles')])
    .where('u.id', '=', id)
    .executeTakeFirstOrThrow();
  return { estatus: u.estatus, roles: u.roles ?? [] };
}

/** The user's row locked, with their roles and status: what `aplicarRoles` starts from. */
async function bloquearUsuario(trx: Db, id: string) {
  const u = await trx
    .selectFrom('usuario')
    .select(['id', 'roles_version'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!u) throw new NoExiste('El usuario no existe');
  return { id: u.id, version: u.roles_version, ...(await rolesYEstatus(trx, id)) };
}

/** PUT /admin/usuario/:usuario/roles at the version the form opened. */
export async function guardarRoles(
  ctx: AppContext,
  quien: TokenPayload,
  id: string,
  cambio: { roles: readonly string[]; version: number },
): Promise<UsuarioAdmin> {
  const cambiado = await ctx.db.transaction().execute(async (trx) => {
    const objetivo = await bloquearUsuario(trx, id);
    exigirVersion(objetivo.version, cambio.version);
    return aplicarRoles(trx, quien, objetivo, cambio.roles);
  });
  if (cambiado) ctx.signer.olvidar(id);
  return leerPersonal(ctx.db, id);
}

/** POST /admin/usuario/registrar: an existing account that is not staff yet gets ROLE_ADMIN and `roles`. */
export async function registrarPersonal(
  ctx: AppContext,
  quien: TokenPayload,
  datos: { email: string; roles: readonly string[] },
): Promise<UsuarioAdmin> {
  const id = await ctx.db.transaction().execute(async (trx) => {
    const cuenta = await trx
      .selectFrom('usuario')
      .select('id')
      .where(sql<string>`lower(email)`, '=', datos.email)
      .executeTakeFirst();
    if (!cuenta)
      throw new Rechazado(MensajesUsuarioAdmin.SIN_CUENTA, { email: MensajesUsuarioAdmin.SIN_CUENTA });
    const objetivo = await bloquearUsuario(trx, cuenta.id);
    if (objetivo.roles.length)
      throw new Rechazado(MensajesUsuarioAdmin.YA_ES_PERSONAL, {
        email: MensajesUsuarioAdmin.YA_ES_PERSONAL,
      });
    await aplicarRoles(trx, quien, objetivo, [ROLE_ADMIN, ...datos.roles]);
    return cuenta.id;
  });
  ctx.signer.olvidar(id);
  return leerPersonal(ctx.db, id);
}
