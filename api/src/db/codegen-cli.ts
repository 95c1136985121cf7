/**
 * `pnpm --filter @mercado/api run db:types`: migrates an in-memory PGlite to head and writes the
 * tables' types to `schema.generated.ts`. With `--check` it writes nothing and fails when the file is
 * stale, naming the command (`npm test` runs it).
 */
import { writeFile } from 'node:fs/promises';
import { ARCHIVO_GENERADO, generarTipos, tiposDesactualizados } from './codegen.ts';
import { createDb } from './index.ts';
import { migrateToLatest } from './migrate.ts';

const comprobar = process.argv.includes('--check');
const db = await createDb({});
try {
  await migrateToLatest(db);
  if (comprobar) {
    const problema = await tiposDesactualizados(db);
    if (problema) {
      console.error(problema);
      process.exitCode = 1;
    } else {
      console.log('api/src/db/schema.generated.ts corresponde a las migraciones');
    }
  } else {
    await writeFile(ARCHIVO_GENERADO, await generarTipos(db));
    console.log('api/src/db/schema.generated.ts generado');
  }
} finally {
  await db.destroy();
}
