/**
 * Migration 0037 (issue 35) keeps the shipping rules' meaning: the old rows, one per band, fold into
 * one rule per zone or area holding the bands checkout applied (the active ones; of two with one
 * amount, the first), active when any was; and `down` gives the rows back. Run on the seeded rules
 * taken back to the old shape, plus the cases the seed lacks, inside a transaction rolled back.
 */
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/db/index.ts';
import * as m0037 from '../src/db/migrations/0037_envio_reglas.ts';
import { areaNueva } from './admin-envio-contexto.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

class Deshacer extends Error {}

/** Each rule as `zona/area: desde→costo …, estatus`, sorted. */
async function reglas(trx: Db): Promise<string[]> {
  const { rows } = await sql<{ regla: string }>`
    select z.slug || '/' || coalesce(a.nombre, '-') || ': ' ||
      string_agg(t.desde || '→' || t.costo, ' ' order by t.desde) || ', ' || r.estatus as regla
    from envio_regla r join zona z on z.id = r.zona_id left join zona_area a on a.id = r.area_id
    join envio_tramo t on t.regla_id = r.id
    group by z.slug, a.nombre, r.id, r.estatus order by 1`.execute(trx);
  return rows.map((r) => r.regla);
}

it('folds one row per band into one rule per zone or area with the bands checkout applied, and back', async () => {
  const apagada = await areaNueva(t, 'valencia');
  const nombreApagada = (
    await t.db.selectFrom('zona_area').select('nombre').where('id', '=', apagada).executeTakeFirstOrThrow()
  ).nombre;
  const antes = await reglas(t.db);
  await expect(
    t.db.transaction().execute(async (trx) => {
      await m0037.down(trx as unknown as Kysely<unknown>);
      // The seed's 9 bands, one row each.
      const viejas = sql<{ n: number }>`select count(*)::int as n from envio_regla`;
      expect((await viejas.execute(trx)).rows[0]!.n).toBe(9);
      const ids = async (slug: string) =>
        (await trx.selectFrom('zona').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
      const caracas = await ids('caracas');
      const hatillo = (
        await trx
          .selectFrom('zona_area')
          .select('id')
          .where('nombre', '=', 'El Hatillo')
          .executeTakeFirstOrThrow()
      ).id;
      await sql`insert into envio_regla (zona_id, area_id, desde, costo, estatus) values
        (${caracas}, null, 45, 9, 2),
        (${caracas}, ${hatillo}, 60, 7, 1),
        (${await ids('valencia')}, ${apagada}, 0, 4, 2),
        (${await ids('valencia')}, ${apagada}, 10, 1, 2)`.execute(trx);
      await m0037.up(trx as unknown as Kysely<unknown>);
      expect(await reglas(trx)).toEqual(
        [
          // An inactive band left out; of two active ones from $ 60, the first.
          'caracas/-: 0.00→3.00 30.00→1.50 60.00→0.00, 1',
          'caracas/El Hatillo: 0.00→5.00 60.00→2.00, 1',
          'maracaibo/-: 0.00→2.50 40.00→0.00, 1',
          'valencia/-: 0.00→2.50 40.00→0.00, 1',
          // All inactive: an inactive rule with its bands.
          `valencia/${nombreApagada}: 0.00→4.00 10.00→1.00, 2`,
        ].sort(),
      );
      throw new Deshacer();
    }),
  ).rejects.toBeInstanceOf(Deshacer);
  expect(await reglas(t.db)).toEqual(antes);
});
