/**
 * Back-office orders at scale (issue 19, printed, not asserted): 100,000 orders over a year in 5
 * zones from 20,000 customers, made with SQL, then at the API (Fastify inject: access, validation,
 * query, response schema), sequential requests, p50/p95:
 * - the order list `GET /admin/orden` with typical filters (zone and status, dates, payment method,
 *   customer text, page 1 and a deep page) and sorts, as admin@demo.test (the orders of the three
 *   zones of its zone roles: 60,000); a filter this build does not know (400) is reported as
 *   skipped — budget p95 ≤ 50 ms;
 * - the purchases report over a month in one zone, its CSV — budget ≤ 500 ms;
 * - the push segments list (each segment counted live).
 * On PostgreSQL when DATABASE_URL is set (a schema of its own, dropped after), else on a temporary PGlite.
 * Usage: node bench/admin-ordenes.ts [--requests 50]
 */
import { caracasDay, sumarDias } from '@mercado/shared/rules';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { arg, baseDeBench } from './base.ts';

const REQUESTS = Number(arg('requests', '50'));
const ORDENES = 100_000;
const CLIENTES = 20_000;

const t0 = performance.now();
// Due unverified orders are not swept while measuring.
const entorno = await baseDeBench('ordenes', { config: { ordenBarridoSegundos: 0 } });
const { db, config } = entorno;

// Five active zones.
await db
  .insertInto('zona')
  .values([
    { slug: 'barquisimeto', nombre: 'Barquisimeto', estatus: 1 },
    { slug: 'maracay', nombre: 'Maracay', estatus: 1 },
  ])
  .onConflict((oc) => oc.column('slug').doNothing())
  .execute();
await db.updateTable('zona').set({ estatus: 1 }).execute();
const zonas = await db.selectFrom('zona').select(['id', 'slug']).orderBy('id').limit(5).execute();

// 20,000 customers (one statement each: PGlite takes no multi-statement SQL).
await sql`insert into usuario (email, nombre, clave_hash, tipo_documento, documento, telefono, usuario_tipo, estatus)
  select 'bench-' || g || '@demo.test', 'Cliente ' || g || (array['Pérez','González','Rodríguez','Díaz','Méndez'])[1 + g % 5],
    (select clave_hash from usuario where email = 'cliente@demo.test'), 'V', (20000000 + g)::text,
    '0414-' || lpad(g::text, 7, '0'), 1 + (g % 10 = 0)::int, 1
  from generate_series(1, ${CLIENTES}) g`.execute(db);
await sql`create temporary table bench_cliente as
  select row_number() over (order by id) as n, id from usuario where email like 'bench-%'`.execute(db);
await sql`create temporary table bench_zona as
  select row_number() over (order by id) - 1 as n, id from zona where id in (${sql.join(zonas.map((z) => z.id))})`.execute(
  db,
);

// 100,000 orders over the last year: mostly delivered, some cancelled or expired, the rest on their way.
await sql`insert into orden (usuario_id, zona_id, pagina, idempotencia, solicitud_hash, estatus, usuario_tipo,
    tipo_envio, direccion_texto, horario_id, franja_fecha, franja_inicio, franja_fin, franja_etiqueta, sustitucion,
    metodo_pago, referencia, subtotal, descuento, total, saldo_usado, monto_metodo, tasa, total_bs, totales,
    pago_verificado, creado_en)
  select c.id, z.id, 0, 'bench-' || g, 'bench',
    (array[6,6,6,6,6,6,7,8,2,3,4,5,1])[1 + g % 13], 1,
    case when g % 3 = 0 then 'pickup' else 'delivery' end, 'Bench', 1,
    (now() - make_interval(days => g % 365))::date, '08:00', '11:00', '8:00 a 11:00', 'reemplazar',
    (array['pago_movil','transferencia','zelle','efectivo_usd','saldo'])[1 + g % 5],
    case when g % 5 < 3 then lpad((g * 7)::text, 8, '0') end,
    t.total, 0, t.total, 0, t.total, '36.5000', round(t.total * 36.5, 2), '{}'::jsonb, g % 13 <> 12,
    now() - make_interval(days => g % 365, secs => (g * 37) % 86400)
  from generate_series(1, ${ORDENES}) g
  cross join lateral (select round((5 + (g * 7919) % 20000 / 100.0)::numeric, 2) as total) t
  join bench_cliente c on c.n = 1 + (g * 7919) % ${CLIENTES}
  join bench_zona z on z.n = g % 5`.execute(db);
// Fresh bulk loads: the planner's statistics and the tables' visibility maps, as autovacuum leaves
// them on a live database (the orders' counts and pages are read from their indexes alone).
for (const tabla of ['orden', 'usuario']) await sql`vacuum analyze ${sql.table(tabla)}`.execute(db);
const { n } = await db
  .selectFrom('orden')
  .select((eb) => eb.fn.countAll<string>().as('n'))
  .executeTakeFirstOrThrow();
console.log(
  `data: ${n} orders, ${CLIENTES} customers, ${zonas.length} zones ` +
    `(${((performance.now() - t0) / 1000).toFixed(1)} s, ${entorno.motor})`,
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

async function medir(nombre: string, url: string, veces = REQUESTS) {
  const tiempos: number[] = [];
  for (let i = 0; i < veces + 5; i++) {
    const t = performance.now();
    const r = await app.inject({ method: 'GET', url, headers });
    if (r.statusCode === 400 && i === 0) {
      console.log(`${nombre.padEnd(48)} skipped: ${r.body.slice(0, 100)}`);
      return;
    }
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 200)}`);
    if (i >= 5) tiempos.push(performance.now() - t);
  }
  tiempos.sort((a, b) => a - b);
  console.log(
    `${nombre.padEnd(48)} p50 ${percentil(tiempos, 50).toFixed(1).padStart(6)} ms   p95 ${percentil(tiempos, 95).toFixed(1).padStart(6)} ms`,
  );
}

const hoy = caracasDay(new Date());
const mesAtras = sumarDias(hoy, -29);
const zona = zonas[0]!.slug;

console.log(`\norder list GET /admin/orden (${REQUESTS} requests each, budget p95 ≤ 50 ms):`);
await medir('no filter, page 1', '/admin/orden');
await medir('zone + status (delivered)', `/admin/orden?zona=${zona}&estatus=6`);
await medir('zone + status (to verify)', `/admin/orden?zona=${zona}&estatus=1`);
await medir('dates (last month)', `/admin/orden?desde=${mesAtras}&hasta=${hoy}`);
await medir('zone + dates + payment method', `/admin/orden?zona=${zona}&desde=${mesAtras}&metodo=zelle`);
await medir('payment method', '/admin/orden?metodo=pago_movil');
await medir('customer text "gonzalez"', '/admin/orden?q=gonzalez');
await medir('customer text "bench-1234@"', '/admin/orden?q=bench-1234%40');
await medir('zone + status, deep page (100)', `/admin/orden?zona=${zona}&estatus=6&pagina=100`);
await medir('no filter, deep page (1000)', '/admin/orden?pagina=1000');
await medir('by total, largest first', '/admin/orden?orden=total&dir=desc');
await medir('by delivery day, deep page (500)', '/admin/orden?orden=entrega&dir=asc&pagina=500');

console.log(`\npurchases report, one zone over a month (budget ≤ 500 ms):`);
await medir('report page 1 (by total)', `/admin/reporte/compra-usuario?zona=${zona}&desde=${mesAtras}`, 20);
await medir(
  'report by name, page 10',
  `/admin/reporte/compra-usuario?zona=${zona}&desde=${mesAtras}&orden=nombre&dir=asc&pagina=10`,
  20,
);
await medir('report CSV', `/admin/reporte/compra-usuario/csv?zona=${zona}&desde=${mesAtras}`, 10);
await medir(
  'report over a year',
  `/admin/reporte/compra-usuario?zona=${zona}&desde=${sumarDias(hoy, -364)}`,
  10,
);

for (const [nombre, compra, dias] of [
  ['todos', 'todos', null],
  ['compraron en 30 días', 'compro', 30],
  ['no compran hace 90 días', 'no-compro', 90],
] as const) {
  await app.inject({
    method: 'POST',
    url: '/admin/onesignal/registrar',
    headers,
    payload: { nombre, zona, compra, dias },
  });
}
console.log('\npush segments:');
await medir('segments list (3 segments counted live)', '/admin/onesignal', 20);

await app.close();
await entorno.cerrar();
