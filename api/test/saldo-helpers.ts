/** The balance in tests: given and read through the ledger (services/saldo.ts), as the API does. */
import { toCents } from '@mercado/shared/rules';
import type { Db } from '../src/db/index.ts';
import { acreditarSaldo } from '../src/services/saldo.ts';

export { saldoDe } from '../src/services/saldo.ts';

/** Credits `monto` ("100.00") to the user with an 'ajuste' movement. */
export async function darSaldo(db: Db, usuarioId: string, monto: string): Promise<void> {
  await db.transaction().execute((tx) =>
    acreditarSaldo(tx, usuarioId, {
      monto: toCents(monto),
      tipo: 'ajuste',
      descripcion: 'Saldo de prueba',
    }),
  );
}
