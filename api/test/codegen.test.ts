/**
 * The database types are generated from the schema (issue 32, decision 0038): the committed
 * schema.generated.ts is what the migrations build, on PGlite and on PostgreSQL alike, and a schema
 * the file does not describe fails the check (`db:types --check`, in `npm test`), naming the command.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDEN_REGENERAR, tiposDesactualizados } from '../src/db/codegen.ts';
import { createDb, type Db, dropSchema } from '../src/db/index.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { withSchemaLock } from './helpers.ts';

const databaseUrl = process.env.DATABASE_URL ?? '';
const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : 'public';
let db: Db;

/** On PostgreSQL, reading the catalogue must not meet another test file dropping its schema. */
const comprobar = () =>
  databaseUrl
    ? withSchemaLock(databaseUrl, 'shared', () => tiposDesactualizados(db, schema))
    : tiposDesactualizados(db, schema);

beforeAll(async () => {
  db = await createDb(databaseUrl ? { databaseUrl, schema, poolMax: 2 } : {});
  if (databaseUrl) await withSchemaLock(databaseUrl, 'shared', () => migrateToLatest(db, schema));
  else await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  if (databaseUrl) await withSchemaLock(databaseUrl, 'exclusive', () => dropSchema(databaseUrl, schema));
});

describe('database types generated from the schema', () => {
  it('the committed file is what the migrations build', async () => {
    expect(await comprobar()).toBeNull();
  });

  it('a column the file lacks, or one that became nullable, fails the check and names the command', async () => {
    await sql`alter table producto add column nota_interna text`.execute(db);
    await sql`alter table tienda alter column nombre drop not null`.execute(db);
    const problema = await comprobar();
    expect(problema).toContain(`ejecute «${ORDEN_REGENERAR}»`);
    expect(problema).toMatch(/^\+ {2}nota_interna: string \| null;$/m);
    expect(problema).toMatch(/^- {2}nombre: string;$/m);
    expect(problema).toMatch(/^\+ {2}nombre: string \| null;$/m);
  });
});
