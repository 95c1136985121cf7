/**
 * The back-office products list at scale (issue 18: with 10,000 products a list page p95 ≤ 50 ms at
 * the API; printed, not asserted). Boots the API on a random loopback port over a seeded database
 * (base.ts), adds products up to `--productos`, signs in as staff and asks
 * each kind of list page one after another (`--veces` each), printing p50/p95/p99.
 * Usage: node bench/admin-productos.ts [--productos 10000] [--veces 200]
 */
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { arg, baseDeBench } from './base.ts';

const productos = Number(arg('productos', '10000'));
const veces = Number(arg('veces', '200'));

const entorno = await baseDeBench('admin');
const { db, config } = entorno;

// Products up to the figure, spread over the leaf categories (what a real catalogue looks like).
const hojas = await db
  .selectFrom('categoria as c')
  .select('c.id')
  .where((eb) =>
    eb.not(eb.exists(eb.selectFrom('categoria as h').select('h.id').whereRef('h.padre_id', '=', 'c.id'))),
  )
  .execute();
const { n } = await db
  .selectFrom('producto')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
const faltan = Math.max(0, productos - Number(n));
for (let desde = 0; desde < faltan; desde += 1000) {
  const lote = Array.from({ length: Math.min(1000, faltan - desde) }, (_, i) => {
    const k = desde + i;
    return {
      slug: `producto-de-banco-${k}`,
      nombre: `Producto de banco ${k} ${['arroz', 'harina', 'café', 'jabón', 'leche'][k % 5]}`,
      marca: `Marca ${k % 97}`,
      presentacion: '1 kg',
      descripcion: null,
      imagen: null,
      categoria_id: hojas[k % hojas.length]!.id,
      estatus: k % 10 === 0 ? 2 : 1,
      impuesto: '16.0000',
      modalidad_venta: 'unidad',
      minimo: '1',
      maximo: '0',
      grupo: '1',
      unidad: '1',
    };
  });
  await db.insertInto('producto').values(lote).execute();
}
// Fresh bulk load: the planner's statistics, as a live database has them (PGlite has no autovacuum).
await sql`analyze`.execute(db);

const app = await buildApp({ db, config, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no address');
const base = `http://127.0.0.1:${address.port}`;

function percentil(ordenados: number[], p: number): number {
  const i = Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1);
  return Math.round(ordenados[Math.max(0, i)]! * 10) / 10;
}

const filas: { pagina: string; 'p50 ms': number; 'p95 ms': number; 'p99 ms': number; filas: number }[] = [];
try {
  const login = await fetch(`${base}/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'catalogo@demo.test', password: 'Demo1234!' }),
  });
  const { token } = (await login.json()) as { token: string };
  const viveres = await db
    .selectFrom('categoria')
    .select('id')
    .where('slug', '=', 'viveres')
    .executeTakeFirstOrThrow();
  const paginas = [
    '/admin/producto',
    '/admin/producto?pagina=150',
    '/admin/producto?orden=categoria&dir=desc',
    '/admin/producto?q=harina',
    `/admin/producto?categoria=${viveres.id}&estatus=1`,
  ];
  for (const pagina of paginas) {
    const tiempos: number[] = [];
    let total = 0;
    for (let i = 0; i < veces; i++) {
      const inicio = performance.now();
      const res = await fetch(`${base}${pagina}`, { headers: { authorization: `Bearer ${token}` } });
      const cuerpo = (await res.json()) as { total: number };
      tiempos.push(performance.now() - inicio);
      if (!res.ok) throw new Error(`${pagina}: ${res.status} ${JSON.stringify(cuerpo)}`);
      total = cuerpo.total;
    }
    tiempos.sort((a, b) => a - b);
    filas.push({
      pagina,
      'p50 ms': percentil(tiempos, 50),
      'p95 ms': percentil(tiempos, 95),
      'p99 ms': percentil(tiempos, 99),
      filas: total,
    });
  }
} finally {
  await app.close();
  await entorno.cerrar();
}

console.log(
  `\nBack-office products list (${productos} products, ${veces} requests each, one at a time, ${entorno.motor}, loopback; target p95 ≤ 50 ms)`,
);
console.table(filas);
