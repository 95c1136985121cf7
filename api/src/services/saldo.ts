/**
 * The balance is ONE ledger (issue 34): every movement is a `saldo_movimiento` row and the balance is
 * their sum. Whoever moves a balance locks the user's row first (`SELECT … FOR NO KEY UPDATE`: it
 * serialises the movers of one user, two tabs paying at once, without blocking the rows that merely
 * reference the user), sums under that lock and writes the row with its running balance, which the
 * database refuses below zero. Rows are never updated nor deleted (a trigger refuses it): a movement
 * is undone by another that names it in `reverso_de`, once.
 */
import { convertCents, fromCents, toCents } from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { tasaActual } from './carrito/lectura.ts';

export type TipoMovimiento =
  | 'ajuste'
  | 'ordenpago'
  | 'reintegro'
  | 'tarjetaregalo'
  | 'tarjetapago'
  | 'membresiapago'
  | 'vuelto';

export type Movimiento = {
  /** Cents, more than 0 (a debit's sign is the function's). */
  monto: number;
  tipo: TipoMovimiento;
  descripcion: string;
  ordenId?: number;
  tarjetaRegaloId?: number;
  tarjetaSolicitudId?: number;
  /** Bs per USD of the movement (an order's frozen rate); the current rate when missing. */
  tasa?: string;
};

export type MovimientoHecho = { id: number; saldoResultante: string };

async function suma(db: Db, usuarioId: string): Promise<number> {
  const { total } = await db
    .selectFrom('saldo_movimiento')
    .select(sql<string>`coalesce(sum(monto), 0)::numeric(12,2)::text`.as('total'))
    .where('usuario_id', '=', usuarioId)
    .executeTakeFirstOrThrow();
  return toCents(total);
}

/** The user's balance ("12.50"), read without a lock (what a page shows). */
export async function saldoDe(db: Db, usuarioId: string): Promise<string> {
  return fromCents(await suma(db, usuarioId));
}

/** Locks the user's ledger until the transaction ends and returns the balance in cents. */
export async function bloquearSaldo(tx: Db, usuarioId: string): Promise<number> {
  if (!tx.isTransaction) throw new Error('bloquearSaldo: fuera de una transacción');
  await tx.selectFrom('usuario').select('id').where('id', '=', usuarioId).forNoKeyUpdate().execute();
  return suma(tx, usuarioId);
}

/** Writes one movement (`cents` signed) under the user's lock; null if it would go below zero. */
async function mover(
  tx: Db,
  usuarioId: string,
  m: Movimiento,
  cents: number,
): Promise<MovimientoHecho | null> {
  if (!Number.isSafeInteger(m.monto) || m.monto <= 0) throw new Error(`saldo: monto ${m.monto}`);
  const resultante = (await bloquearSaldo(tx, usuarioId)) + cents;
  if (resultante < 0) return null;
  const fila = await tx
    .insertInto('saldo_movimiento')
    .values({
      usuario_id: usuarioId,
      monto: fromCents(cents),
      saldo_resultante: fromCents(resultante),
      tipo: m.tipo,
      descripcion: m.descripcion,
      orden_id: m.ordenId ?? null,
      tarjeta_regalo_id: m.tarjetaRegaloId ?? null,
      tarjeta_solicitud_id: m.tarjetaSolicitudId ?? null,
      tasa: m.tasa ?? (await tasaActual(tx)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(fila.id), saldoResultante: fromCents(resultante) };
}

/** Credits the user's balance, in the caller's transaction. */
export async function acreditarSaldo(tx: Db, usuarioId: string, m: Movimiento): Promise<MovimientoHecho> {
  const hecho = await mover(tx, usuarioId, m, m.monto);
  if (!hecho) throw new Error('saldo: un crédito no lleva el saldo bajo cero');
  return hecho;
}

/**
 * Debits the user's balance, in the caller's transaction. More than the balance writes nothing and
 * answers null: the caller says why in its own words.
 */
export function debitarSaldo(tx: Db, usuarioId: string, m: Movimiento): Promise<MovimientoHecho | null> {
  return mover(tx, usuarioId, m, -m.monto);
}

/**
 * Undoes a movement with its opposite (same type, `reverso_de` naming it). Null when it was reversed
 * already or when undoing a credit would take the balance below zero (the credit was spent).
 */
export async function revertirMovimiento(
  tx: Db,
  movimientoId: number,
  descripcion: string,
): Promise<MovimientoHecho | null> {
  const original = await tx
    .selectFrom('saldo_movimiento')
    .selectAll()
    .where('id', '=', movimientoId)
    .executeTakeFirstOrThrow();
  const resultante = (await bloquearSaldo(tx, original.usuario_id)) - toCents(original.monto);
  const hecho = await tx
    .selectFrom('saldo_movimiento')
    .select('id')
    .where('reverso_de', '=', movimientoId)
    .executeTakeFirst();
  if (hecho || original.reverso_de !== null || resultante < 0) return null;
  const fila = await tx
    .insertInto('saldo_movimiento')
    .values({
      usuario_id: original.usuario_id,
      monto: fromCents(-toCents(original.monto)),
      saldo_resultante: fromCents(resultante),
      tipo: original.tipo,
      descripcion,
      orden_id: original.orden_id,
      tarjeta_regalo_id: null,
      tarjeta_solicitud_id: original.tarjeta_solicitud_id,
      tasa: original.tasa ?? (await tasaActual(tx)),
      reverso_de: movimientoId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(fila.id), saldoResultante: fromCents(resultante) };
}

/** A movement's amount in bolívares at its rate; null without one. */
export function enBolivares(monto: string, tasa: string | null): string | null {
  return tasa === null ? null : fromCents(convertCents(toCents(monto), tasa));
}
