/** Helpers of the shipping back-office's tests (issue 35). */
import { randomUUID } from 'node:crypto';
import type { TestApp } from './helpers.ts';

/** A new area of `zona` without a rule of its own. */
export async function areaNueva(t: TestApp, zona: string): Promise<number> {
  const z = await t.db.selectFrom('zona').select('id').where('slug', '=', zona).executeTakeFirstOrThrow();
  const { id } = await t.db
    .insertInto('zona_area')
    .values({ zona_id: z.id, nombre: `Área ${randomUUID().slice(0, 8)}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The zone-wide rule of `zona` as it is now: its id, version, status, bands and prime benefit. */
export async function reglaDeZona(t: TestApp, zona: string) {
  const r = await t.db
    .selectFrom('envio_regla as r')
    .innerJoin('zona as z', 'z.id', 'r.zona_id')
    .select(['r.id', 'r.version', 'r.estatus', 'r.prime_gratis_desde'])
    .where('z.slug', '=', zona)
    .where('r.area_id', 'is', null)
    .executeTakeFirstOrThrow();
  const tramos = await t.db
    .selectFrom('envio_tramo')
    .select(['desde', 'costo'])
    .where('regla_id', '=', r.id)
    .orderBy('desde')
    .execute();
  return { ...r, tramos };
}
