import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Db } from './index.ts';
import * as m0001 from './migrations/0001_initial.ts';

/** Versioned migrations, in code (no directory scanning, works the same under vitest and node). */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
};

class InCodeProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InCodeProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
