/**
 * The rate's history starts with the seeded bolívar rate (issue 35, decision 0047): on a fresh
 * database migration 0033 ran before the currencies were seeded, so the first row is written here.
 */
import { MonedaId } from '@mercado/shared/contracts';
import type { Db } from './index.ts';

export async function seedConfig(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('tasa_historial').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const inserted = await db
    .insertInto('tasa_historial')
    .columns(['moneda_id', 'tasa'])
    .expression((eb) => eb.selectFrom('moneda').select(['id', 'tasa']).where('id', '=', MonedaId.BOLIVAR))
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}
