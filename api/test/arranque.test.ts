/**
 * Several instances starting at once on an empty PostgreSQL database migrate and seed exactly once
 * (issue 16): each takes one advisory lock around migration and seed (migrateAndSeed, what
 * server.ts and the seed command run). PostgreSQL only: PGlite's folder belongs to one process.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDb } from '../src/db/index.ts';
import { migrateAndSeed } from '../src/db/migrate.ts';
import { ZONAS } from '../src/db/seed.ts';

const RUNS = 3;
const INSTANCES = 2;
const baseUrl = process.env.DATABASE_URL ?? '';
const config = loadConfig({ JWT_SECRET: 'test-secret-0123456789-0123456789-0123456789' });

async function onServer(sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

describe.skipIf(!baseUrl)('instances starting together on an empty database', () => {
  it('all come up, the migrations and the seed ran once', async () => {
    let seededOnce = 0;
    for (let run = 0; run < RUNS; run++) {
      const name = `arranque_${randomBytes(4).toString('hex')}`;
      await onServer(`create database ${name}`);
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      const databaseUrl = url.toString();
      const dbs = await Promise.all(
        Array.from({ length: INSTANCES }, () => createDb({ databaseUrl, poolMax: 4 })),
      );
      try {
        const started = await Promise.all(dbs.map((db) => migrateAndSeed(db, databaseUrl)));
        expect(started.filter((s) => s.seeded)).toHaveLength(1);
        expect(started.filter((s) => s.applied.length > 0)).toHaveLength(1);
        const zonas = await dbs[0]!.selectFrom('zona').select('slug').execute();
        expect(zonas.map((z) => z.slug).toSorted()).toEqual(ZONAS.map((z) => z.slug).toSorted());
        for (const db of dbs) {
          const app = await buildApp({
            db,
            config: { ...config, databaseUrl, ordenBarridoSegundos: 0 },
            logger: false,
          });
          try {
            expect((await app.inject({ url: '/health/ready' })).statusCode).toBe(200);
          } finally {
            await app.close();
          }
        }
        seededOnce++;
      } finally {
        await Promise.all(dbs.map((db) => db.destroy()));
        await onServer(`drop database ${name}`);
      }
    }
    console.log(
      `${RUNS} runs of ${INSTANCES} instances starting together on an empty PostgreSQL database: ` +
        `${seededOnce} with all ready and one seed`,
    );
  }, 600_000);
});
