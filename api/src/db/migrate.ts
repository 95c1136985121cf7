import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Db } from './index.ts';
import * as m0001 from './migrations/0001_initial.ts';
import * as m0002 from './migrations/0002_storefront.ts';
import * as m0003 from './migrations/0003_search.ts';
import * as m0004 from './migrations/0004_checkout.ts';
import * as m0005 from './migrations/0005_search_speed.ts';
import * as m0006 from './migrations/0006_sesion.ts';
import * as m0007 from './migrations/0007_orden_verificacion.ts';

/** Versioned migrations, in code (no directory scanning, works the same under vitest and node). */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_storefront': m0002,
  '0003_search': m0003,
  '0004_checkout': m0004,
  '0005_search_speed': m0005,
  '0006_sesion': m0006,
  '0007_orden_verificacion': m0007,
};

class InCodeProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * Applies pending migrations. With a PostgreSQL `schema` (tests), Kysely's bookkeeping tables live in
 * that schema too, so parallel test schemas never see each other's migration tables.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new InCodeProvider(),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
