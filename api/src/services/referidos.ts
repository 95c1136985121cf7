/**
 * Share and win (issue 34, spec /comparte-y-gana): each customer's personal code, the friends who
 * signed up with it, and the configured reward credited to both balances once, when the friend's first
 * order is delivered. The credit locks the referral row in the delivery's transaction and needs it
 * still PENDIENTE: two deliveries racing (or a delivery and staff's "Acreditar") credit it once.
 */

import { randomInt } from 'node:crypto';
import { type MisReferidos, OrdenEstatus, UsuarioEstatus } from '@mercado/shared/contracts';
import { toCents } from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { esDuplicado } from './admin/sincronizar.ts';
import { acreditarSaldo } from './saldo.ts';

/** No 0/O, 1/I/L: a code read aloud or typed from a phone is not misread. */
const ALFABETO = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LARGO = 8;

export const nuevoCodigo = () =>
  Array.from({ length: LARGO }, () => ALFABETO[randomInt(ALFABETO.length)]).join('');

/** The customer's code, made on first use (a collision with another's code is tried again). */
export async function codigoDe(db: Db, usuarioId: string): Promise<string> {
  for (;;) {
    const { codigo_referido } = await db
      .selectFrom('usuario')
      .select('codigo_referido')
      .where('id', '=', usuarioId)
      .executeTakeFirstOrThrow();
    if (codigo_referido) return codigo_referido;
    try {
      await db
        .updateTable('usuario')
        .set({ codigo_referido: nuevoCodigo() })
        .where('id', '=', usuarioId)
        .where('codigo_referido', 'is', null)
        .execute();
    } catch (err) {
      if (!esDuplicado(err)) throw err;
    }
  }
}

/** The active account whose code is `codigo` (any case), or undefined. */
export async function referidorDe(db: Db, codigo: string): Promise<string | undefined> {
  const fila = await db
    .selectFrom('usuario')
    .select('id')
    .where('codigo_referido', '=', codigo.trim().toUpperCase())
    .where('estatus', '=', UsuarioEstatus.ACTIVO)
    .executeTakeFirst();
  return fila?.id;
}

/** The configured reward ("3.00"). */
export async function recompensaReferido(db: Db): Promise<string> {
  const c = await db
    .selectFrom('configuracion')
    .select('recompensa_referido')
    .where('id', '=', 1)
    .executeTakeFirst();
  return c?.recompensa_referido ?? '3.00';
}

/** Records that the new account `referidoId` signed up with `codigo` (in the sign-up's transaction). */
export async function registrarReferido(tx: Db, referidoId: string, codigo: string): Promise<void> {
  const referidor = await referidorDe(tx, codigo);
  if (!referidor || referidor === referidoId) return;
  await tx
    .insertInto('referido')
    .values({ referidor_id: referidor, referido_id: referidoId, recompensa: await recompensaReferido(tx) })
    .execute();
}

/** "Jorge S." — what a friend's list shows of another person. */
export function nombreCorto(nombre: string): string {
  const [primero = '', segundo] = nombre.trim().split(/\s+/);
  return segundo ? `${primero} ${segundo[0]!.toUpperCase()}.` : primero;
}

/** GET /usuario/referido. */
export async function misReferidos(db: Db, usuarioId: string): Promise<MisReferidos> {
  const [codigo, recompensa, filas] = await Promise.all([
    codigoDe(db, usuarioId),
    recompensaReferido(db),
    db
      .selectFrom('referido as f')
      .innerJoin('usuario as c', 'c.id', 'f.referido_id')
      .select(['f.id', 'f.creado_en', 'f.estatus', 'c.nombre'])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('orden as o')
              .select('o.id')
              .whereRef('o.usuario_id', '=', 'f.referido_id')
              .where('o.estatus', '=', OrdenEstatus.ENTREGADA),
          )
          .as('entregado'),
      )
      .where('f.referidor_id', '=', usuarioId)
      .orderBy('f.id', 'desc')
      .execute(),
  ]);
  return {
    codigo,
    recompensa,
    amigos: filas.map((f) => ({
      id: f.id,
      nombre: nombreCorto(f.nombre),
      desde: new Date(f.creado_en).toISOString(),
      estado:
        f.estatus === 'ACREDITADA'
          ? 'recompensa_acreditada'
          : f.estatus === 'RECHAZADA'
            ? 'rechazada'
            : f.entregado
              ? 'pedido_entregado'
              : 'registrado',
    })),
  };
}

/** The reward of referral `id` credited to the referrer's and the friend's balances ('ajuste' rows). */
export async function acreditarAmbos(
  tx: Db,
  id: number,
  referidorId: string,
  referidoId: string,
  recompensa: string,
) {
  const monto = toCents(recompensa);
  const paraReferidor = await acreditarSaldo(tx, referidorId, {
    monto,
    tipo: 'ajuste',
    descripcion: `Recompensa por referido #${id}`,
  });
  const paraReferido = await acreditarSaldo(tx, referidoId, {
    monto,
    tipo: 'ajuste',
    descripcion: `Recompensa de bienvenida por referido #${id}`,
  });
  return { paraReferidor, paraReferido };
}

/**
 * Credits the reward of the referral of `referidoId` to both balances, if it is still pending and its
 * referrer active; in the caller's transaction (the delivery's), the row locked first. Returns the
 * referral's id when credited.
 */
export async function acreditarPorEntrega(tx: Db, referidoId: string): Promise<number | null> {
  const { rows } = await sql<{ id: number; referidor_id: string; recompensa: string }>`
    select f.id, f.referidor_id, f.recompensa from referido f
    join usuario r on r.id = f.referidor_id
    where f.referido_id = ${referidoId} and f.estatus = 'PENDIENTE' and r.estatus = ${UsuarioEstatus.ACTIVO}
    for update of f`.execute(tx);
  const f = rows[0];
  if (!f) return null;
  const { paraReferidor, paraReferido } = await acreditarAmbos(
    tx,
    f.id,
    f.referidor_id,
    referidoId,
    f.recompensa,
  );
  await tx
    .updateTable('referido')
    .set({
      estatus: 'ACREDITADA',
      decidido_en: sql<Date>`now()`,
      version: sql<number>`version + 1`,
      saldo_movimiento_id: paraReferidor.id,
      saldo_movimiento_referido_id: paraReferido.id,
    })
    .where('id', '=', f.id)
    .execute();
  return f.id;
}
