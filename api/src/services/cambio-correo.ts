/**
 * A change of e-mail (issue 34): asked with the current password, it takes effect only when the link
 * sent to the new address is followed (proving the mailbox). The link's token is single-use, expires,
 * and only its hash is stored, like the verification and recovery links (`cuenta.ts`).
 */
import { UsuarioEstatus } from '@mercado/shared/contracts';
import { sql } from 'kysely';
import { randomToken, sha256 } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { esDuplicado } from './admin/sincronizar.ts';
import { Rechazado } from './errores.ts';
import { findUsuarioByEmail } from './usuario.ts';

const CAMBIO_CORREO_TTL_S = 24 * 3600;
export const CORREO_EN_USO = 'Este correo ya está registrado en otra cuenta';
const ENLACE_INVALIDO = 'El enlace no es válido o ha expirado. Solicite el cambio de nuevo';

/** 422 on `email` when the address is this user's already or belongs to another account. */
export async function exigirCorreoLibre(db: Db, usuarioId: string, email: string): Promise<void> {
  const otro = await findUsuarioByEmail(db, email);
  if (!otro) return;
  const mensaje = otro.id === usuarioId ? 'Este ya es el correo de su cuenta' : CORREO_EN_USO;
  throw new Rechazado(mensaje, { email: mensaje });
}

/** A link token for the new address; the user's earlier pending changes are spent (only the last link works). */
export async function tokenCambioCorreo(db: Db, usuarioId: string, email: string): Promise<string> {
  const token = randomToken();
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('token_email')
      .set({ usado_en: sql<Date>`now()` })
      .where('usuario_id', '=', usuarioId)
      .where('tipo', '=', 'correo')
      .where('usado_en', 'is', null)
      .execute();
    await tx
      .insertInto('token_email')
      .values({
        usuario_id: usuarioId,
        tipo: 'correo',
        hash: sha256(token),
        email_nuevo: email.trim(),
        expira_en: new Date(Date.now() + CAMBIO_CORREO_TTL_S * 1000),
      })
      .execute();
  });
  return token;
}

/**
 * Spends a valid, unused, unexpired link token and sets its address on the active account (422 when
 * the link is invalid, used or expired, or the address was taken meanwhile). Returns the addresses.
 */
export async function confirmarCambioCorreo(
  db: Db,
  token: string,
): Promise<{ usuarioId: string; nombre: string; anterior: string; nuevo: string }> {
  return db.transaction().execute(async (tx) => {
    const fila = await tx
      .updateTable('token_email')
      .set({ usado_en: sql<Date>`now()` })
      .where('hash', '=', sha256(token))
      .where('tipo', '=', 'correo')
      .where('usado_en', 'is', null)
      .where('expira_en', '>', sql<Date>`now()`)
      .returning(['usuario_id', 'email_nuevo'])
      .executeTakeFirst();
    if (!fila?.email_nuevo) throw new Rechazado(ENLACE_INVALIDO);
    const cuenta = await tx
      .selectFrom('usuario')
      .select(['email', 'nombre', 'estatus'])
      .where('id', '=', fila.usuario_id)
      .forUpdate()
      .executeTakeFirst();
    if (!cuenta || cuenta.estatus !== UsuarioEstatus.ACTIVO) throw new Rechazado(ENLACE_INVALIDO);
    try {
      await tx
        .updateTable('usuario')
        .set({ email: fila.email_nuevo })
        .where('id', '=', fila.usuario_id)
        .execute();
    } catch (err) {
      if (esDuplicado(err)) throw new Rechazado(CORREO_EN_USO);
      throw err;
    }
    return {
      usuarioId: fila.usuario_id,
      nombre: cuenta.nombre,
      anterior: cuenta.email,
      nuevo: fila.email_nuevo,
    };
  });
}
