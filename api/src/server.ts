import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { type Config, DEV_JWT_SECRET, loadConfig } from './config.ts';
import { createDb } from './db/index.ts';
import { migrateAndSeed } from './db/migrate.ts';
import { sembrarReglas } from './db/seed-reglas.ts';
import { sembrarSinonimos } from './db/seed-sinonimos.ts';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  // One line that names what to set (production refuses the development defaults), no stack.
  console.error((err as Error).message);
  process.exit(1);
}
if (!config.databaseUrl) mkdirSync(config.pgliteDir, { recursive: true });
const db = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
const app = await buildApp({ db, config });

if (config.jwtSecret === DEV_JWT_SECRET) {
  app.log.warn('JWT_SECRET is not set: using the development secret (never in production)');
}
const { applied, seeded } = await migrateAndSeed(db, config.databaseUrl);
if (applied.length) app.log.info({ applied }, 'migrations applied');
if (seeded) app.log.info('empty database: demo data seeded');
app.log.info(config.databaseUrl ? 'database: PostgreSQL' : `database: PGlite at ${config.pgliteDir}`);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await app.close();
    // PGlite must close cleanly so its data directory stays usable.
    await db.destroy();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.error({ err }, 'could not start');
  await db.destroy();
  process.exit(1);
}

// The seed writes the catalogue without the index sync: rebuild the products index after seeding, and
// whenever the embedded service has no products index yet (a database from before issue 6).
const sinIndice =
  config.buscador.proveedor === 'local' && !(await app.busqueda.indexes.getIndex(config.buscador.indexName));
if (seeded || sinIndice) {
  try {
    const n = await app.buscador.todo();
    app.log.info({ productos: n, proveedor: config.buscador.proveedor }, 'search index rebuilt');
  } catch (err) {
    app.log.error({ err }, 'search index rebuild failed (run: pnpm --filter @mercado/api run reindex)');
  }
}
if (config.buscador.proveedor === 'local')
  await sembrarSinonimos(db, config.buscador.indexName).catch((err) =>
    app.log.error({ err }, 'seed synonyms'),
  );
if (config.buscador.proveedor === 'local')
  await sembrarReglas(db, config.buscador.indexName).catch((err) => app.log.error({ err }, 'seed rules'));
