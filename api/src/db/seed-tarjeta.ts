/**
 * Demo gift codes (issue 34), seeded once: the README's and the end-to-end test's code to redeem on
 * /tarjeta-saldo, and an expired one to see its message.
 */
import type { Db } from './index.ts';

/** $ 10.00 to redeem (any case: 'regalo-demo-10' works too). */
export const CODIGO_REGALO_DEMO = 'REGALO-DEMO-10';
export const CODIGO_REGALO_VENCIDO = 'REGALO-VENCIDO';

export async function seedTarjeta(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('tarjeta_regalo').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db
    .insertInto('tarjeta_regalo')
    .values([
      { codigo: CODIGO_REGALO_DEMO, monto: '10.00' },
      { codigo: CODIGO_REGALO_VENCIDO, monto: '5.00', vence_en: new Date('2026-01-01T04:00:00Z') },
    ])
    .execute();
  return true;
}
