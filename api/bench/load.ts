/**
 * Load bench: boots the API on a random loopback port over a seeded database (base.ts), runs a fixed
 * concurrent load against resolve and login, prints p50/p95/p99 latency and req/s, then stops.
 * Usage: node bench/load.ts [--duration 10] [--connections 20] [--json out.json]
 */
import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { arg, baseDeBench } from './base.ts';

const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '20'));
const jsonOut = arg('json', '');

const entorno = await baseDeBench('load', { config: { port: 0, host: '127.0.0.1' } });
const { db, config } = entorno;
const app = await buildApp({ db, config, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no address');
const base = `http://127.0.0.1:${address.port}`;

type Row = {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, i)]! * 10) / 10;
}

/** Runs autocannon and measures every response time itself (autocannon reports no p95). */
async function run(name: string, urlPath: string, opts: Partial<autocannon.Options> = {}): Promise<Row> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: `${base}${urlPath}`, connections, duration, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const rows: Row[] = [];
try {
  const probe = await fetch(`${base}/api/website/resolve?zona=caracas`);
  if (!probe.ok) throw new Error(`probe failed: ${probe.status} ${await probe.text()}`);
  rows.push(await run('GET /api/website/resolve?zona=caracas', '/api/website/resolve?zona=caracas'));
  rows.push(
    await run('POST /login_check', '/login_check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cliente@demo.test', password: 'Demo1234!' }),
    }),
  );
} finally {
  await app.close();
  await entorno.cerrar();
}

console.log(`\nAPI load bench (${connections} connections, ${duration} s each, ${entorno.motor}, loopback)`);
console.table(
  rows.map((r) => ({
    endpoint: r.name,
    'req/s': r.rps,
    'p50 ms': r.p50,
    'p95 ms': r.p95,
    'p99 ms': r.p99,
    requests: r.requests,
    errors: r.errors,
    non2xx: r.non2xx,
  })),
);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ connections, duration, rows }, null, 2));
process.exit(rows.some((r) => r.errors > 0 || r.non2xx > 0) ? 1 : 0);
