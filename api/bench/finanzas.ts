/**
 * The finance books at scale (issue 35, printed, not asserted): 50,000 customers and 1,000,000 balance
 * movements over the last year (20 each, credits and debits alternating, every running balance right),
 * made set-based with generate_series, then at the API (Fastify inject: access, validation, query,
 * response schema), sequential requests, p50/p95, as admin@demo.test:
 * - a customer's balance and history page (`GET /admin/tarjeta/saldo/:usuario` and its `/historial`,
 *   the two reads the page makes) — budget p95 ≤ 30 ms;
 * - the daily summary of the last month `GET /admin/finanzas/resumen` — budget ≤ 1 s;
 * - the ledger check over everything `GET /admin/finanzas/cuadre` — budget ≤ 5 s.
 * On PostgreSQL when DATABASE_URL is set (a schema of its own, dropped after), else on a temporary PGlite.
 * Usage: node bench/finanzas.ts [--requests 50] [--clientes 50000] [--por-cliente 20]
 */
import { caracasDay, sumarDias } from '@mercado/shared/rules';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { arg, baseDeBench } from './base.ts';

const REQUESTS = Number(arg('requests', '50'));
const CLIENTES = Number(arg('clientes', '50000'));
const POR_CLIENTE = Number(arg('por-cliente', '20'));

const t0 = performance.now();
const entorno = await baseDeBench('finanzas', { config: { ordenBarridoSegundos: 0 } });
const { db, config } = entorno;

await sql`insert into usuario (email, nombre, clave_hash, tipo_documento, documento, telefono, usuario_tipo, estatus)
  select 'bench-' || g || '@demo.test', 'Cliente ' || g, (select clave_hash from usuario where email = 'cliente@demo.test'),
    'V', (20000000 + g)::text, '0414-' || lpad(g::text, 7, '0'), 1, 1
  from generate_series(1, ${CLIENTES}) g`.execute(db);

// Each customer's movements k = 1…n in order: odd ones credit c, even ones debit d < c, so the running
// balance after k is ceil(k/2)·c − floor(k/2)·d, never below zero. Spread over the last year.
await sql`insert into saldo_movimiento (usuario_id, monto, saldo_resultante, tipo, descripcion, tasa, creado_en)
  select u.id,
    case when k % 2 = 1 then m.c else -m.d end,
    ((k + 1) / 2) * m.c - (k / 2) * m.d,
    case when k % 2 = 0 then 'ordenpago' else (array['tarjetapago','reintegro','ajuste','tarjetaregalo'])[1 + (k / 2) % 4] end,
    'Bench', '36.5000',
    now() - make_interval(days => ((365 * (${POR_CLIENTE} - k)) / ${POR_CLIENTE} + u.n % 17)::int,
      secs => ((u.n * 37) % 86400)::int)
  from (select row_number() over (order by id) as n, id from usuario where email like 'bench-%') u
  cross join lateral (select (5 + u.n % 50)::numeric(12,2) as c, round((5 + u.n % 50) * 0.4, 2) as d) m
  cross join generate_series(1, ${POR_CLIENTE}) k
  order by u.n, k`.execute(db);
for (const tabla of ['saldo_movimiento', 'usuario'])
  await sql`vacuum analyze ${sql.table(tabla)}`.execute(db);
const { n } = await db
  .selectFrom('saldo_movimiento')
  .select((eb) => eb.fn.countAll<string>().as('n'))
  .executeTakeFirstOrThrow();
console.log(
  `data: ${n} movements, ${CLIENTES} customers (${((performance.now() - t0) / 1000).toFixed(1)} s, ${entorno.motor})`,
);

const app = await buildApp({ db, config, logger: false });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/login_check',
  payload: { email: 'admin@demo.test', password: 'Demo1234!' },
});
const headers = { authorization: `Bearer ${login.json().token}` };

const percentil = (ordenados: number[], p: number) =>
  ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)]!;

/** Times `veces` samples of `urls(i)` read one after the other (after 3 warm-up samples). */
async function medir(nombre: string, urls: (i: number) => string[], veces = REQUESTS) {
  const tiempos: number[] = [];
  for (let i = 0; i < veces + 3; i++) {
    const t = performance.now();
    for (const url of urls(i)) {
      const r = await app.inject({ method: 'GET', url, headers });
      if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 200)}`);
    }
    if (i >= 3) tiempos.push(performance.now() - t);
  }
  tiempos.sort((a, b) => a - b);
  console.log(
    `${nombre.padEnd(52)} p50 ${percentil(tiempos, 50).toFixed(1).padStart(8)} ms   p95 ${percentil(tiempos, 95).toFixed(1).padStart(8)} ms`,
  );
}

const clientes = (
  await db
    .selectFrom('usuario')
    .select('id')
    .where('email', 'like', 'bench-%')
    .orderBy('email')
    .limit(REQUESTS + 3)
    .execute()
).map((c) => c.id);
const cliente = (i: number) => clientes[i % clientes.length]!;
const hoy = caracasDay(new Date());

console.log(`\n${REQUESTS} samples each:`);
await medir('balance + history page (budget p95 ≤ 30 ms)', (i) => [
  `/admin/tarjeta/saldo/${cliente(i)}`,
  `/admin/tarjeta/saldo/${cliente(i)}/historial`,
]);
await medir('  balance alone', (i) => [`/admin/tarjeta/saldo/${cliente(i)}`]);
await medir('  history alone', (i) => [`/admin/tarjeta/saldo/${cliente(i)}/historial`]);
await medir(
  'daily summary of a month (budget ≤ 1 s)',
  () => [`/admin/finanzas/resumen?desde=${sumarDias(hoy, -29)}&hasta=${hoy}`],
  Math.min(REQUESTS, 20),
);
await medir('ledger check over everything (budget ≤ 5 s)', () => ['/admin/finanzas/cuadre'], 5);
const cuadre = (await app.inject({ method: 'GET', url: '/admin/finanzas/cuadre', headers })).json();
console.log(
  `cuadre: cuadra=${cuadre.cuadra}, ${cuadre.movimientos} movements, ${cuadre.totalDiferencias} differences`,
);

await app.close();
await entorno.cerrar();
