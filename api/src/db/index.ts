import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PARSERS } from './parsers.ts';
import { PGliteHilo } from './pglite-hilo.ts';
import type { Database } from './types.ts';

export type { Database } from './types.ts';

export type Db = Kysely<Database>;

export type DbOptions = {
  /** postgres://… → PostgreSQL through a pg Pool; empty → PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; undefined → in memory. */
  pgliteDir?: string;
  /** PostgreSQL only: schema to use (search_path), created when missing. */
  schema?: string;
  /** PostgreSQL only: pool size. */
  poolMax?: number;
};

const pools = new WeakMap<Db, pg.Pool>();
const pglites = new WeakMap<Db, PGliteHilo>();

/** The pg pool behind a PostgreSQL Db (its connection counts are metrics); none on PGlite. */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

/**
 * The PGlite behind a PGlite Db, in its worker thread (the read cache listens on it, decision 0051;
 * one process owns it, search/hot-path.ts); none on PostgreSQL.
 */
export function pgliteOf(db: Db): PGliteHilo | undefined {
  return pglites.get(db);
}

/** Creates the Kysely instance: numeric stays a decimal string, bigint (count) becomes a number. */
export async function createDb(opts: DbOptions): Promise<Db> {
  if (opts.databaseUrl) {
    const schema = opts.schema;
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
    if (schema) {
      const client = new pg.Client({ connectionString: opts.databaseUrl });
      await client.connect();
      try {
        await client.query(`create schema if not exists ${schema}`);
      } finally {
        await client.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolMax ?? 10,
      ...(schema ? { options: `-c search_path=${schema},public` } : {}),
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  // PGlite runs in a worker thread: its WebAssembly work never holds the API's event loop (decision 0056).
  const pgl = new PGliteHilo(opts.pgliteDir);
  await pgl.waitReady;
  // Kysely's built-in PGlite dialect serialises connections (one at a time), so transactions never
  // interleave with other queries.
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: pgl }) });
  pglites.set(db, pgl);
  return db;
}

/** PostgreSQL only: drops a schema created for a test. */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}
