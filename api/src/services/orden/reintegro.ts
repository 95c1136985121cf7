/** Money given back to a customer's wallet for an order (cancellation, expiry, picking). */
import { fromCents, toCents } from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

/** What the customer has paid for the order so far: the wallet part, and the method's once verified. */
export function pagado(o: {
  saldo_usado: string;
  monto_metodo: string;
  metodo_pago: string | null;
  pago_verificado: boolean;
}): number {
  return toCents(o.saldo_usado) + (o.pago_verificado && o.metodo_pago ? toCents(o.monto_metodo) : 0);
}

/** Credits `cents` (> 0) to the user's wallet with a 'reintegro' movement, in the caller's transaction. */
export async function reintegrarASaldo(
  tx: Db,
  usuarioId: string,
  ordenId: number,
  cents: number,
  descripcion: string,
): Promise<void> {
  const monto = fromCents(cents);
  const fila = await tx
    .insertInto('usuario_saldo')
    .values({ usuario_id: usuarioId, saldo: monto })
    .onConflict((oc) =>
      oc.column('usuario_id').doUpdateSet({
        saldo: sql<string>`usuario_saldo.saldo + excluded.saldo`,
        actualizado_en: sql<Date>`now()`,
      }),
    )
    .returning('saldo')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('saldo_movimiento')
    .values({
      usuario_id: usuarioId,
      monto,
      saldo_resultante: fila.saldo,
      tipo: 'reintegro',
      orden_id: ordenId,
      descripcion,
    })
    .execute();
}
