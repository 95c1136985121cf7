import { mkdirSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { createDb } from './index.ts';
import { migrateToLatest } from './migrate.ts';
import { seed } from './seed.ts';

const config = loadConfig();
if (!config.databaseUrl) mkdirSync(config.pgliteDir, { recursive: true });
const db = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  const applied = await migrateToLatest(db);
  if (applied.length) console.log(`migraciones aplicadas: ${applied.join(', ')}`);
  console.log((await seed(db)) ? 'datos de demostración cargados' : 'la base ya tenía datos: nada que hacer');
} finally {
  await db.destroy();
}
