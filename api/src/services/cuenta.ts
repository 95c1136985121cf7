/**
 * An account's life: sign-up with e-mail verification, password recovery by e-mail link, and the
 * changes of phone and password. The links carry a one-use token whose hash is stored.
 */
import { type RegistroRequestSchema, UsuarioEstatus, UsuarioTipo } from '@mercado/shared/contracts';
import type { z } from '@mercado/shared/zod';
import { sql } from 'kysely';
import { randomToken, revokeAllForUser, sha256 } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { Rechazado } from './errores.ts';
import { registrarReferido } from './referidos.ts';

const VERIFICACION_TTL_S = 48 * 3600;
const RECUPERACION_TTL_S = 3600;
const ENLACE_INVALIDO = 'El enlace no es válido o ha expirado. Solicite uno nuevo';

type TipoToken = 'verificacion' | 'recuperacion';

async function crearTokenEmail(db: Db, usuarioId: string, tipo: TipoToken, ttl: number): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('token_email')
    .values({
      usuario_id: usuarioId,
      tipo,
      hash: sha256(token),
      expira_en: new Date(Date.now() + ttl * 1000),
    })
    .execute();
  return token;
}

/** Marks a valid, unused, unexpired token as used and returns its user id (atomic: one use only); else 422. */
async function consumirTokenEmail(db: Db, token: string, tipo: TipoToken): Promise<string> {
  const row = await db
    .updateTable('token_email')
    .set({ usado_en: sql<Date>`now()` })
    .where('hash', '=', sha256(token))
    .where('tipo', '=', tipo)
    .where('usado_en', 'is', null)
    .where('expira_en', '>', sql<Date>`now()`)
    .returning('usuario_id')
    .executeTakeFirst();
  if (!row) throw new Rechazado(ENLACE_INVALIDO);
  return row.usuario_id;
}

/** An account waiting for its e-mail's verification becomes active (the e-mail's link proves the mailbox). */
async function activarSiPorVerificar(db: Db, usuarioId: string): Promise<void> {
  await db
    .updateTable('usuario')
    .set({ estatus: UsuarioEstatus.ACTIVO })
    .where('id', '=', usuarioId)
    .where('estatus', '=', UsuarioEstatus.VERIFICAR_EMAIL)
    .execute();
}

/** Creates the account (waiting for verification, ROLE_USER) and its verification token; null if taken. */
export async function registrarCuenta(
  db: Db,
  datos: z.output<typeof RegistroRequestSchema>,
  claveHash: string,
): Promise<{ email: string; token: string } | null> {
  return db.transaction().execute(async (tx) => {
    const user = await tx
      .insertInto('usuario')
      .values({
        email: datos.email,
        nombre: datos.nombre,
        clave_hash: claveHash,
        tipo_documento: datos.tipoDocumento,
        documento: datos.documento,
        telefono: datos.telefono,
        usuario_tipo: UsuarioTipo.NORMAL,
        estatus: UsuarioEstatus.VERIFICAR_EMAIL,
      })
      .onConflict((oc) => oc.doNothing())
      .returning(['id', 'email'])
      .executeTakeFirst();
    if (!user) return null;
    const rol = await tx.selectFrom('rol').select('id').where('nombre', '=', 'ROLE_USER').executeTakeFirst();
    if (rol) await tx.insertInto('usuario_rol').values({ usuario_id: user.id, rol_id: rol.id }).execute();
    if (datos.referido) await registrarReferido(tx, user.id, datos.referido);
    const token = await crearTokenEmail(tx, user.id, 'verificacion', VERIFICACION_TTL_S);
    return { email: user.email, token };
  });
}

/** Activates the account of a verification token (422 when invalid, used or expired). */
export async function verificarCuenta(db: Db, token: string): Promise<void> {
  const usuarioId = await consumirTokenEmail(db, token, 'verificacion');
  await activarSiPorVerificar(db, usuarioId);
}

/** A recovery token for the user (the link of the e-mail). */
export function tokenRecuperacion(db: Db, usuarioId: string): Promise<string> {
  return crearTokenEmail(db, usuarioId, 'recuperacion', RECUPERACION_TTL_S);
}

/**
 * Sets the password of a recovery token's user (422 when invalid, used or expired), spends the user's
 * other recovery tokens and ends every session. Returns the user's id.
 */
export async function restablecerClave(db: Db, token: string, claveHash: string): Promise<string> {
  const usuarioId = await consumirTokenEmail(db, token, 'recuperacion');
  await db.updateTable('usuario').set({ clave_hash: claveHash }).where('id', '=', usuarioId).execute();
  await activarSiPorVerificar(db, usuarioId);
  await db
    .updateTable('token_email')
    .set({ usado_en: sql<Date>`now()` })
    .where('usuario_id', '=', usuarioId)
    .where('tipo', '=', 'recuperacion')
    .where('usado_en', 'is', null)
    .execute();
  await revokeAllForUser(db, usuarioId);
  return usuarioId;
}

/** Whether the user still exists to be updated. */
export async function cambiarTelefono(db: Db, usuarioId: string, telefono: string): Promise<boolean> {
  const res = await db
    .updateTable('usuario')
    .set({ telefono })
    .where('id', '=', usuarioId)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

export async function cambiarClave(db: Db, usuarioId: string, claveHash: string): Promise<void> {
  await db.updateTable('usuario').set({ clave_hash: claveHash }).where('id', '=', usuarioId).execute();
}
