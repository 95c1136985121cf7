/**
 * `pnpm --filter @mercado/api run reindex`: rebuilds the products search index from the catalogue.
 *
 * With Algolia configured (ALGOLIA_*), the records go to Algolia. Otherwise they go to the embedded
 * service: this command boots the API on a loopback port over the same database and writes through
 * the algoliasearch client to it, as the running API does. PGlite allows one process per data folder:
 * stop the API first (with DATABASE_URL, PostgreSQL, the API may keep running; it sees the new index
 * at once).
 */
import { mkdirSync } from 'node:fs';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/index.ts';
import { migrateToLatest } from '../db/migrate.ts';

const config = { ...loadConfig(), port: 0, host: '127.0.0.1' };
if (!config.databaseUrl) mkdirSync(config.pgliteDir, { recursive: true });
const db = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
const app = await buildApp({ db, config, logger: false });
let code = 0;
try {
  await migrateToLatest(db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const started = performance.now();
  const n = await app.buscador.todo();
  const destino =
    config.buscador.proveedor === 'algolia'
      ? `Algolia (${config.buscador.appId})`
      : `el servicio integrado (${config.databaseUrl ? 'PostgreSQL' : `PGlite en ${config.pgliteDir}`})`;
  console.log(
    `índice "${config.buscador.indexName}" reconstruido en ${destino}: ${n} productos en ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (err) {
  console.error('no se pudo reconstruir el índice de búsqueda:', err);
  code = 1;
} finally {
  await app.close();
  await db.destroy();
}
process.exit(code);
