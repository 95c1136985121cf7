import { mkdirSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { createDb } from './index.ts';
import { migrateAndSeed } from './migrate.ts';

const config = loadConfig();
if (!config.databaseUrl) mkdirSync(config.pgliteDir, { recursive: true });
const db = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  const { applied, seeded } = await migrateAndSeed(db, config.databaseUrl);
  if (applied.length) console.log(`migraciones aplicadas: ${applied.join(', ')}`);
  console.log(seeded ? 'datos de demostración cargados' : 'la base ya tenía datos: nada que hacer');
} finally {
  await db.destroy();
}
