import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { cacheInstalada } from '../src/cache/lectura.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createDb, type Db, dropSchema } from '../src/db/index.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';

export const PASSWORD = 'Demo1234!';

/**
 * Test files run in parallel, each in a schema of its own. Kysely's migrator reads the tables of every
 * schema (has_schema_privilege, pg_get_serial_sequence), which fails with 'schema … does not exist'
 * when another file drops its schema at that moment. So migrations hold this advisory lock shared
 * and a drop holds it alone.
 */
const SCHEMA_LOCK = 7_270_001;

export async function withSchemaLock<T>(
  databaseUrl: string,
  mode: 'shared' | 'exclusive',
  work: () => Promise<T>,
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`select ${mode === 'shared' ? 'pg_advisory_lock_shared' : 'pg_advisory_lock'}($1)`, [
      SCHEMA_LOCK,
    ]);
    return await work();
  } finally {
    // Ending the session releases its advisory lock.
    await client.end();
  }
}

/**
 * After a test's own write to the database (not through the API): waits until the app's read cache
 * has handled its notices, as the API's writes do before they answer (decision 0051). PostgreSQL
 * delivers them a moment after the commit; PGlite before the write returns (nothing to wait for).
 */
export const cacheAlDia = (db: Db): Promise<void> => cacheInstalada(db)?.sincronizar() ?? Promise.resolve();

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
};

/**
 * A seeded app on a fresh database: an in-memory PGlite, or, when DATABASE_URL is set, a new schema of
 * that PostgreSQL database (dropped on close).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: {
    /** PostgreSQL pool size (default 4); concurrency tests want more connections. */
    poolMax?: number;
  } = {},
): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config: Config = {
    ...loadConfig({ JWT_SECRET: 'test-secret-0123456789-0123456789-0123456789' }),
    databaseUrl,
    ...overrides,
  };
  const db = await createDb(schema ? { databaseUrl, schema, poolMax: opts.poolMax ?? 4 } : {});
  if (schema) await withSchemaLock(databaseUrl, 'shared', () => migrateToLatest(db, schema));
  else await migrateToLatest(db);
  await seed(db);
  const app = await buildApp({ db, config, logger: false });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.destroy();
      if (schema) await withSchemaLock(databaseUrl, 'exclusive', () => dropSchema(databaseUrl, schema));
    },
  };
}

export function refreshCookieOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  return res.cookies.find((c) => c.name === 'refresh_token')?.value;
}

export async function login(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
  remoteAddress = '127.0.0.1',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/login_check',
    payload: { email, password },
    remoteAddress,
  });
  return { res, body: res.json(), refresh: refreshCookieOf(res) };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
