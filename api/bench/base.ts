/**
 * What every API bench starts from: a fresh database with the migrations and the demo seed, and the
 * API's configuration for it. On PostgreSQL when DATABASE_URL is set (a schema of its own, dropped
 * by `cerrar`), else on a temporary PGlite (deleted by `cerrar`). The API's login limits are lifted:
 * a bench signs in many times from one address.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../src/config.ts';
import { createDb, type Db, dropSchema } from '../src/db/index.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';

/** The value of the command line's `--name value`, or `fallback`. */
export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

export type BaseDeBench = {
  db: Db;
  config: Config;
  motor: 'PostgreSQL' | 'PGlite';
  /** Closes the database and deletes what the bench made of it. */
  cerrar(): Promise<void>;
};

/**
 * `nombre` names the temporary PGlite folder; `config` adds to the API's configuration (a port, a
 * sweep turned off); `passwordHash` is the seed's, to skip hashing the demo passwords; `databaseUrl`
 * chooses the database instead of DATABASE_URL ('' for PGlite even when DATABASE_URL is set).
 */
export async function baseDeBench(
  nombre: string,
  opciones: { config?: Partial<Config>; passwordHash?: string; databaseUrl?: string } = {},
): Promise<BaseDeBench> {
  const databaseUrl = opciones.databaseUrl ?? process.env.DATABASE_URL ?? '';
  const schema = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const dir = databaseUrl ? '' : mkdtempSync(path.join(tmpdir(), `mercado-bench-${nombre}-`));
  const config: Config = {
    ...loadConfig({ JWT_SECRET: 'bench-secret-0123456789-0123456789-0123456789' }),
    databaseUrl,
    pgliteDir: dir,
    loginMaxFailsAccount: 1_000_000,
    loginMaxFailsAddress: 1_000_000,
    ...opciones.config,
  };
  const db = await createDb(schema ? { databaseUrl, schema } : { pgliteDir: dir });
  await migrateToLatest(db, schema);
  await seed(db, { passwordHash: opciones.passwordHash });
  return {
    db,
    config,
    motor: databaseUrl ? 'PostgreSQL' : 'PGlite',
    async cerrar() {
      await db.destroy();
      if (schema) await dropSchema(databaseUrl, schema);
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
