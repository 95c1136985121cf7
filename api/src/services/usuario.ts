import {
  Mensajes,
  type Perfil,
  ROLE_USER,
  type TipoDocumento,
  type TokenPayload,
  type UsuarioEstatusValor,
  type UsuarioTipoValor,
  zonaRole,
} from '@mercado/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { Prohibido } from './errores.ts';

/** Prohibido unless the caller has the role of the zone (`ROLE_ZONA_<slug>`). */
export function checkZonaRole(usuario: TokenPayload | null, slug: unknown): void {
  if (typeof slug !== 'string' || !usuario?.roles.includes(zonaRole(slug))) {
    throw new Prohibido(Mensajes.SIN_PERMISO_ZONA);
  }
}

export async function rolesOf(db: Db, usuarioId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('usuario_rol')
    .innerJoin('rol', 'rol.id', 'usuario_rol.rol_id')
    .select('rol.nombre')
    .where('usuario_rol.usuario_id', '=', usuarioId)
    .orderBy('rol.nombre')
    .execute();
  const roles = rows.map((r) => r.nombre);
  return roles.includes(ROLE_USER) ? roles : [ROLE_USER, ...roles];
}

/** The current membership (end date in the future), or null. */
export async function membresiaOf(db: Db, usuarioId: string): Promise<{ fin: string } | null> {
  const row = await db
    .selectFrom('membresia')
    .select('fin')
    .where('usuario_id', '=', usuarioId)
    .where('fin', '>', sql<Date>`now()`)
    .orderBy('fin', 'desc')
    .executeTakeFirst();
  return row ? { fin: row.fin.toISOString() } : null;
}

export async function findUsuarioByEmail(db: Db, email: string) {
  return db
    .selectFrom('usuario')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findUsuarioById(db: Db, id: string) {
  return db.selectFrom('usuario').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function perfilOf(db: Db, usuarioId: string): Promise<Perfil | null> {
  const u = await findUsuarioById(db, usuarioId);
  if (!u) return null;
  return {
    uid: u.id,
    nombre: u.nombre,
    email: u.email,
    telefono: u.telefono,
    tipoDocumento: u.tipo_documento as TipoDocumento,
    documento: u.documento,
    usuarioTipo: u.usuario_tipo as UsuarioTipoValor,
    roles: await rolesOf(db, u.id),
    estatus: u.estatus as UsuarioEstatusValor,
    membresia: await membresiaOf(db, u.id),
  };
}

/** Whether the user has placed any order (a new customer has not). */
export async function tieneOrdenes(db: Db, usuarioId: string): Promise<boolean> {
  const row = await db
    .selectFrom('orden')
    .select('id')
    .where('usuario_id', '=', usuarioId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
