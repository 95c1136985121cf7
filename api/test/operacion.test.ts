/**
 * Operable (issue 16): liveness and readiness (ready only when the database answers and every
 * migration is applied), Prometheus metrics, load shedding with 503 and Retry-After while the event
 * loop lags, and one log line per request with what an operator reads.
 */
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDb } from '../src/db/index.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const SEARCH = { 'x-algolia-application-id': 'local', 'x-algolia-api-key': 'local-search-key' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ordenBarridoSegundos: 0 });
});
afterAll(() => t.close());

/** What Prometheus sends: the bearer of METRICS_TOKEN. */
const conToken = () => ({ authorization: `Bearer ${t.config.metricsToken}` });

/** An app on a database of its own (in memory), not migrated unless asked. */
async function bareApp(opts: { migrate?: boolean; maxEventLoopDelayMs?: number } = {}) {
  const db = await createDb({});
  if (opts.migrate) await migrateToLatest(db);
  const app = await buildApp({
    db,
    config: { ...t.config, ordenBarridoSegundos: 0, maxEventLoopDelayMs: opts.maxEventLoopDelayMs ?? 0 },
    logger: false,
  });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}

describe('liveness and readiness', () => {
  it('live answers while the process runs; ready when the database answers and is migrated', async () => {
    const live = await t.app.inject({ url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ estado: 'vivo' });
    const ready = await t.app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ estado: 'listo' });
  });

  describe('not ready', () => {
    let vacia: Awaited<ReturnType<typeof bareApp>>;
    let migrada: Awaited<ReturnType<typeof bareApp>>;
    beforeAll(async () => {
      vacia = await bareApp();
      migrada = await bareApp({ migrate: true });
    });
    afterAll(async () => {
      await vacia.close();
      await migrada.app.close();
    });

    it('on a database without migrations (alive all the same)', async () => {
      const res = await vacia.app.inject({ url: '/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().mensaje).toMatch(/base de datos/);
      expect((await vacia.app.inject({ url: '/health/live' })).statusCode).toBe(200);
    });

    it('with a migration pending (named); ready once applied; not once the database is gone', async () => {
      const { app, db } = migrada;
      await sql`delete from kysely_migration where name = '0005_search_speed'`.execute(db);
      const pendiente = await app.inject({ url: '/health/ready' });
      expect(pendiente.statusCode).toBe(503);
      expect(pendiente.json().mensaje).toBe('Migraciones pendientes: 0005_search_speed');
      await sql`insert into kysely_migration (name, timestamp) values ('0005_search_speed', now()::text)`.execute(
        db,
      );
      expect((await app.inject({ url: '/health/ready' })).statusCode).toBe(200);
      await db.destroy();
      expect((await app.inject({ url: '/health/ready' })).statusCode).toBe(503);
    });
  });
});

describe('metrics', () => {
  beforeAll(() => t.app.buscador.todo());
  const metrics = () => t.app.inject({ url: '/metrics', headers: conToken() });

  it('answer only the bearer of METRICS_TOKEN: anyone else gets 401 and none of the figures', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer otro-token' },
      { authorization: t.config.metricsToken },
    ]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({ mensaje: 'Las métricas requieren su token' });
    }
    expect((await metrics()).statusCode).toBe(200);
  });

  it('latency per route, server errors, search queries, the process (and the pool on PostgreSQL)', async () => {
    await t.app.inject({ url: '/api/zona/listadoapi' });
    await t.app.inject({ url: '/api/zona/listadoapi' });
    const multi = await t.app.inject({
      method: 'POST',
      url: '/1/indexes/*/queries',
      headers: SEARCH,
      payload: {
        requests: [
          { indexName: 'productos', query: 'harina' },
          { indexName: 'productos', query: 'arroz' },
        ],
      },
    });
    expect(multi.statusCode).toBe(200);

    const res = await metrics();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/zona\/listadoapi",status_code="200"\} 2/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/zona\/listadoapi"/,
    );
    expect(text).toContain('# TYPE http_request_errors_total counter');
    expect(text).toMatch(/^search_queries_total 2$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    if (process.env.DATABASE_URL) expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
    // A made-up path does not make a series of its own.
    await t.app.inject({ url: '/no/existe/123' });
    const after = (await metrics()).body;
    expect(after).toMatch(/route="no-route",status_code="404"/);
    expect(after).not.toContain('/no/existe');
  });
});

describe('load shedding', () => {
  let bare: Awaited<ReturnType<typeof bareApp>>;
  beforeAll(async () => {
    bare = await bareApp({ maxEventLoopDelayMs: 100 });
  });
  afterAll(() => bare.close());

  it('503 with Retry-After while the event loop lags, liveness and metrics still answer, then back', async () => {
    const { app } = bare;
    // Block the loop longer than a sample interval (1 s) until a sample sees the lag.
    let shed = await app.inject({ url: '/docs/openapi.json' });
    for (let i = 0; i < 5 && shed.statusCode !== 503; i++) {
      const end = Date.now() + 1200;
      while (Date.now() < end) {
        // busy: the event loop cannot turn
      }
      await sleep(20);
      shed = await app.inject({ url: '/docs/openapi.json' });
    }
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.json()).toEqual({ mensaje: 'El servicio está ocupado. Intente de nuevo en unos segundos' });
    expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);
    const metrics = await app.inject({ url: '/metrics', headers: conToken() });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(
      /http_request_errors_total\{method="GET",route="\/docs\/openapi.json",status_code="503"\} [1-9]/,
    );

    let back = shed;
    for (let i = 0; i < 100 && back.statusCode === 503; i++) {
      await sleep(100);
      back = await app.inject({ url: '/docs/openapi.json' });
    }
    expect(back.statusCode).toBe(200);
  }, 60_000);
});

describe('request logs', () => {
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({ db: t.db, config: t.config, logger: { level: 'debug', stream } });
    await app.ready();
  });
  afterAll(() => app.close());

  const of = (reqId: string) => lines.filter((l) => l.reqId === reqId);

  it('one info line per API request: method, route, path without the query, status, time, request id', async () => {
    const res = await app.inject({
      url: '/api/zona/listadoapi?x=secreto',
      headers: { 'x-request-id': 'lb-7f3a-0001' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('lb-7f3a-0001');
    const mine = of('lb-7f3a-0001');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      route: '/api/zona/listadoapi',
      path: '/api/zona/listadoapi',
      status: 200,
    });
    expect(typeof mine[0]!.ms).toBe('number');
    expect(JSON.stringify(mine)).not.toContain('secreto');
  });

  it('a request id that is not a plain token is replaced by a new one', async () => {
    const res = await app.inject({ url: '/health/live', headers: { 'x-request-id': 'a b\nforjado' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('images, the reference page, probes and preflights at debug only (no info line)', async () => {
    const urls = ['/media/rastreo/recibido.svg', '/docs/openapi.json', '/health/live', '/metrics'];
    for (const [i, url] of urls.entries()) {
      const id = `quiet-${i}`;
      const res = await app.inject({ url, headers: { 'x-request-id': id, ...conToken() } });
      expect(res.statusCode, url).toBe(200);
      expect(
        of(id).filter((l) => Number(l.level) >= 30),
        url,
      ).toEqual([]);
    }
    expect(of('quiet-0')).toMatchObject([{ level: 20, route: '/media/rastreo/:file', status: 200 }]);
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/usuario/perfil',
      headers: {
        'x-request-id': 'quiet-preflight',
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(of('quiet-preflight').map((l) => l.level)).toEqual([20]);
  });
});
