/** Money given back to a customer's wallet for an order (cancellation, expiry, picking). */
import { toCents } from '@mercado/shared/rules';
import type { Db } from '../../db/index.ts';
import { acreditarSaldo } from '../saldo.ts';

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
  await acreditarSaldo(tx, usuarioId, { monto: cents, tipo: 'reintegro', ordenId, descripcion });
}
