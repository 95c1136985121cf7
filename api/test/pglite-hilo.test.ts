/**
 * PGlite in a worker thread (db/pglite-hilo.ts, decision 0056) behaves as PGlite in the API's thread
 * did: type parsers, errors with PGlite's fields, transactions, a notice before the answer of the query
 * that committed it, a long result whole and in order, a clean close. PGlite only (what it replaces).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db, pgliteOf } from '../src/db/index.ts';

const enPglite = !process.env.DATABASE_URL;
let db: Db;

beforeAll(async () => {
  if (!enPglite) return;
  db = await createDb({});
  await sql`create table t (id int primary key, nombre text not null)`.execute(db);
});

afterAll(async () => {
  if (enPglite) await db.destroy();
});

describe.runIf(enPglite)('PGlite in a worker thread', () => {
  it('parses numeric, bigint, date and time as the API expects', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      select 12.50::numeric as n, 3::int8 as b, '2026-03-05'::date as d, '08:00'::time as h,
        '{"a":[1]}'::jsonb as j, '2026-03-05T10:00:00Z'::timestamptz as ts`.execute(db);
    expect(rows[0]).toEqual({
      n: '12.50',
      b: 3,
      d: '2026-03-05',
      h: '08:00:00',
      j: { a: [1] },
      ts: new Date('2026-03-05T10:00:00Z'),
    });
  });

  it("an error carries PGlite's fields (code, constraint, table, detail)", async () => {
    await sql`insert into t values (1, 'uno')`.execute(db);
    const error = await sql`insert into t values (1, 'otro')`.execute(db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 't_pkey',
      table: 't',
      detail: 'Key (id)=(1) already exists.',
      message: expect.stringContaining('duplicate key'),
    });
  });

  it('commits a transaction that ends, rolls back one that throws, and the rest waits for it', async () => {
    await db.transaction().execute(async (tx) => {
      await sql`insert into t values (2, 'dos')`.execute(tx);
    });
    const fallo = db
      .transaction()
      .execute(async (tx) => {
        await sql`insert into t values (3, 'tres')`.execute(tx);
        throw new Error('no');
      })
      .catch((e: Error) => e.message);
    expect(await fallo).toBe('no');
    const { rows } = await sql<{ id: number }>`select id from t order by id`.execute(db);
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
  });

  it('hands a notice over before the answer of the query that committed it', async () => {
    const pgl = pgliteOf(db)!;
    const vistos: string[] = [];
    const dejar = await pgl.listen('canal_prueba', (p) => vistos.push(p));
    await sql`select pg_notify('canal_prueba', 'fuera')`.execute(db);
    expect(vistos).toEqual(['fuera']);
    await db.transaction().execute(async (tx) => {
      await sql`select pg_notify('canal_prueba', 'dentro')`.execute(tx);
      // Delivered at the commit, not before.
      expect(vistos).toEqual(['fuera']);
    });
    expect(vistos).toEqual(['fuera', 'dentro']);
    await dejar();
    await sql`select pg_notify('canal_prueba', 'tarde')`.execute(db);
    expect(vistos).toEqual(['fuera', 'dentro']);
  });

  it('reads a result longer than one message whole and in order', async () => {
    const { rows } = await sql<{ i: number }>`select i from generate_series(1, 12345) i order by i`.execute(
      db,
    );
    expect(rows).toHaveLength(12345);
    expect(rows.every((r, k) => r.i === k + 1)).toBe(true);
  });

  it('closes: later queries fail, closing again does nothing', async () => {
    const otra = await createDb({});
    const pgl = pgliteOf(otra)!;
    await sql`select 1`.execute(otra);
    await otra.destroy();
    expect(pgl.closed).toBe(true);
    await expect(pgl.query('select 1')).rejects.toThrow('PGlite is closed');
    await pgl.close();
  });
});
