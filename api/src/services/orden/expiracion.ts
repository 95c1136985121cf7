/**
 * Expiry: an order paid by reference waits for staff (POR_VERIFICAR) until `expira_en` (placement +
 * configuracion.minutos_verificacion). `expirarOrdenes` marks due orders EXPIRADA and gives back their
 * stock, slot, coupon use and wallet part (estatus.ts); it runs every ORDEN_BARRIDO_SEGUNDOS (the
 * orders routes) and before a user's orders or tracking are read (consulta.ts, rastreo.ts).
 */
import { OrdenEstatus } from '@mercado/shared/contracts';
import type { Db } from '../../db/index.ts';
import { COLS_BLOQUEO, vencer } from './estatus.ts';

const E = OrdenEstatus;

/**
 * Expires due orders (POR_VERIFICAR past `expira_en`): all of them, or one user's. Each in its own
 * transaction with the order row locked (`SKIP LOCKED`: another sweep or a status change has it).
 * Returns the product ids whose stock came back (for the search index).
 */
export async function expirarOrdenes(
  db: Db,
  opts: { usuarioId?: string; ahora?: Date; limite?: number } = {},
): Promise<number[]> {
  const ahora = opts.ahora ?? new Date();
  let q = db
    .selectFrom('orden')
    .select('id')
    .where('estatus', '=', E.POR_VERIFICAR)
    .where('expira_en', '<=', ahora);
  if (opts.usuarioId) q = q.where('usuario_id', '=', opts.usuarioId);
  const vencidas = await q
    .orderBy('expira_en')
    .limit(opts.limite ?? 100)
    .execute();
  const productos: number[] = [];
  for (const { id } of vencidas) {
    const ids = await db.transaction().execute(async (tx) => {
      const o = await tx
        .selectFrom('orden')
        .select(COLS_BLOQUEO)
        .where('id', '=', id)
        .where('estatus', '=', E.POR_VERIFICAR)
        .where('expira_en', '<=', ahora)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!o) return [];
      return vencer(tx, o);
    });
    productos.push(...ids);
  }
  return [...new Set(productos)];
}
