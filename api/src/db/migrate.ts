import { sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Db } from './index.ts';
import * as m0001 from './migrations/0001_initial.ts';
import * as m0002 from './migrations/0002_storefront.ts';
import * as m0003 from './migrations/0003_search.ts';
import * as m0004 from './migrations/0004_checkout.ts';
import * as m0005 from './migrations/0005_search_speed.ts';
import * as m0006 from './migrations/0006_sesion.ts';
import * as m0007 from './migrations/0007_orden_verificacion.ts';
import * as m0008 from './migrations/0008_totales_bolivares.ts';
import * as m0009 from './migrations/0009_icono_categoria.ts';
import * as m0010 from './migrations/0010_backoffice.ts';
import * as m0011 from './migrations/0011_catalogo_admin.ts';
import * as m0012 from './migrations/0012_inventario.ts';
import * as m0013 from './migrations/0013_zona_admin.ts';
import * as m0014 from './migrations/0014_publicidad.ts';
import * as m0015 from './migrations/0015_inventario_zona.ts';
import * as m0016 from './migrations/0016_pedido.ts';
import * as m0017 from './migrations/0017_preparacion.ts';
import * as m0018 from './migrations/0018_clientes.ts';
import * as m0019 from './migrations/0019_personal_push_reporte.ts';
import * as m0020 from './migrations/0020_calificacion.ts';
import * as m0021 from './migrations/0021_pedido_escala.ts';
import * as m0022 from './migrations/0022_escala_catalogo.ts';
import * as m0023 from './migrations/0023_efectivo_contra_entrega.ts';
import * as m0025 from './migrations/0025_membresia_terminada.ts';
import * as m0026 from './migrations/0026_publicidad_publicacion.ts';
import * as m0027 from './migrations/0027_tarjeta_saldo.ts';
import * as m0028 from './migrations/0028_perfil_sesiones.ts';
import * as m0029 from './migrations/0029_prime_referidos.ts';
import * as m0031 from './migrations/0031_avisos.ts';
import * as m0032 from './migrations/0032_favoritos.ts';
import * as m0033 from './migrations/0033_config_tasa.ts';
import * as m0034 from './migrations/0034_tarjeta_admin.ts';
import * as m0035 from './migrations/0035_vuelto_liquidacion.ts';
import * as m0036 from './migrations/0036_cupon_admin.ts';
import * as m0037 from './migrations/0037_envio_reglas.ts';
import * as m0038 from './migrations/0038_finanzas_indices.ts';
import * as m0039 from './migrations/0039_search_synonyms_rules.ts';
import * as m0040 from './migrations/0040_search_replicas.ts';
import * as m0041 from './migrations/0041_cache_avisos.ts';
import * as m0042 from './migrations/0042_search_index_id.ts';
import * as m0043 from './migrations/0043_avisos_notificacion.ts';
import { seed } from './seed.ts';

/** Versioned migrations, in code (no directory scanning, works the same under vitest and node). */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_storefront': m0002,
  '0003_search': m0003,
  '0004_checkout': m0004,
  '0005_search_speed': m0005,
  '0006_sesion': m0006,
  '0007_orden_verificacion': m0007,
  '0008_totales_bolivares': m0008,
  '0009_icono_categoria': m0009,
  '0010_backoffice': m0010,
  '0011_catalogo_admin': m0011,
  '0012_inventario': m0012,
  '0013_zona_admin': m0013,
  '0014_publicidad': m0014,
  '0015_inventario_zona': m0015,
  '0016_pedido': m0016,
  '0017_preparacion': m0017,
  '0018_clientes': m0018,
  '0019_personal_push_reporte': m0019,
  '0020_calificacion': m0020,
  '0021_pedido_escala': m0021,
  '0022_escala_catalogo': m0022,
  '0023_efectivo_contra_entrega': m0023,
  '0025_membresia_terminada': m0025,
  '0026_publicidad_publicacion': m0026,
  '0027_tarjeta_saldo': m0027,
  '0028_perfil_sesiones': m0028,
  '0029_prime_referidos': m0029,
  '0031_avisos': m0031,
  '0032_favoritos': m0032,
  '0033_config_tasa': m0033,
  '0034_tarjeta_admin': m0034,
  '0035_vuelto_liquidacion': m0035,
  '0036_cupon_admin': m0036,
  '0037_envio_reglas': m0037,
  '0038_finanzas_indices': m0038,
  '0039_search_synonyms_rules': m0039,
  '0040_search_replicas': m0040,
  '0041_cache_avisos': m0041,
  '0042_search_index_id': m0042,
  '0043_avisos_notificacion': m0043,
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

/**
 * The migrations not applied yet (readiness): those of the code missing from Kysely's bookkeeping
 * table, found on the search path (a test's schema first). Throws while that table does not exist.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((r) => r.name));
  return Object.keys(migrations).filter((name) => !applied.has(name));
}

/** The PostgreSQL advisory lock every instance takes to migrate and seed (one key per database). */
const STARTUP_LOCK = 7_270_016;

/**
 * Migrates and seeds once however many instances start together on an empty database: on PostgreSQL
 * each takes one advisory lock first, so the first migrates and seeds and the others then find
 * nothing to do (without it, two instances raced to create the same tables and rows and one crashed on
 * a duplicate key). The lock belongs to a connection of its own and ends with it, even when this
 * process dies. PGlite needs none: one process owns its data folder.
 */
export async function migrateAndSeed(
  db: Db,
  databaseUrl: string,
): Promise<{ applied: string[]; seeded: boolean }> {
  const work = async () => ({ applied: await migrateToLatest(db), seeded: await seed(db) });
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}
