/**
 * Back-office catalogue at scale (issue 18, printed, not asserted): 10,000 products, 5 zones with 3
 * branches each (150,000 inventory rows, 150,000 prices), then at the API (Fastify inject, the whole
 * route: access, validation, query, response schema):
 * - p50/p95 of a products list page (the store's, `/api/website/productos/:zona`) and of the zone's
 *   inventory list page (default, sorted by stock, without stock, text filter, branch, a deep page);
 * - a CSV of 10,000 inventory rows with prices: preview, apply (one transaction, the search index
 *   updated after, inside the call), the same file again (nothing to write), and the index update
 *   alone on 10,000 changed records and on unchanged ones.
 * On PostgreSQL when DATABASE_URL is set (a schema of its own, dropped after), else on a temporary PGlite.
 * Usage: node bench/admin-catalogo.ts [--requests 100]
 */
import type { TokenPayload } from '@mercado/shared/contracts';
import { buildApp } from '../src/app.ts';
import { zonaInventario } from '../src/services/admin/inventario.ts';
import { aplicarCsv } from '../src/services/admin/inventario-csv.ts';
import { arg, baseDeBench } from './base.ts';
import { describirDatos, sembrarCatalogoEscala } from './catalogo-escala.ts';

const REQUESTS = Number(arg('requests', '100'));
let t0 = performance.now();
const entorno = await baseDeBench('admin');
const { db, config } = entorno;

const { zonas, sucursales } = await sembrarCatalogoEscala(db);
console.log(
  `data: ${await describirDatos(db)} ` +
    `(${((performance.now() - t0) / 1000).toFixed(1)} s, ${entorno.motor})`,
);

const app = await buildApp({ db, config, logger: false });
await app.ready();
t0 = performance.now();
await app.buscador.todo();
console.log(`search index built: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const login = await app.inject({
  method: 'POST',
  url: '/login_check',
  payload: { email: 'admin@demo.test', password: 'Demo1234!' },
});
const headers = { authorization: `Bearer ${login.json().token}` };

const percentil = (ordenados: number[], p: number) =>
  ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)]!;

async function medir(nombre: string, url: string) {
  const tiempos: number[] = [];
  for (let i = 0; i < REQUESTS + 10; i++) {
    const t = performance.now();
    const r = await app.inject({ method: 'GET', url, headers });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 200)}`);
    if (i >= 10) tiempos.push(performance.now() - t);
  }
  tiempos.sort((a, b) => a - b);
  console.log(
    `${nombre.padEnd(44)} p50 ${percentil(tiempos, 50).toFixed(1).padStart(6)} ms   p95 ${percentil(tiempos, 95).toFixed(1).padStart(6)} ms`,
  );
}

console.log(`\nlist pages (${REQUESTS} requests each, sequential, budget p95 ≤ 50 ms):`);
const ramaCaracas = sucursales.find((s) => s.zona_id === zonas[0]!.id)!.id;
await medir('products (store) /api/website/productos/caracas', '/api/website/productos/caracas?pag=1');
await medir('products (store), page 100', '/api/website/productos/caracas?pag=100');
await medir('inventory, page 1 (by name)', '/admin/inventario/zona/caracas');
await medir('inventory, by stock desc', '/admin/inventario/zona/caracas?orden=existencia&dir=desc');
await medir('inventory, without stock', '/admin/inventario/zona/caracas?sinExistencia=1');
await medir('inventory, text "arroz"', '/admin/inventario/zona/caracas?q=arroz');
await medir('inventory, one branch', `/admin/inventario/zona/caracas?sucursal=${ramaCaracas}`);
await medir('inventory, offers ending this week', '/admin/inventario/zona/caracas?oferta=vence');
await medir('inventory, page 150', '/admin/inventario/zona/caracas?pagina=150');
await medir('home with attention per zone', '/admin/resumen');

// A CSV of 10,000 rows: a caracas branch, new stock and prices for every product.
const slugs = await db.selectFrom('producto').select(['id', 'slug']).orderBy('id').limit(10_000).execute();
const ids = slugs.map((p) => p.id);
// Each row names the versions it is based on, read when the file is made, as an export writes them.
const archivo = async (precioNormal: string) => {
  const [inventario, precios] = await Promise.all([
    db
      .selectFrom('inventario')
      .select(['producto_id', 'version'])
      .where('sucursal_id', '=', ramaCaracas)
      .execute(),
    db
      .selectFrom('producto_precio')
      .select(['producto_id', 'usuario_tipo', 'version'])
      .where('zona_id', '=', zonas[0]!.id)
      .execute(),
  ]);
  const version = new Map(inventario.map((i) => [i.producto_id, i.version]));
  const precio = new Map(precios.map((p) => [`${p.producto_id}:${p.usuario_tipo}`, p.version]));
  const versiones = (id: number) =>
    [version.get(id), ...[1, 2, 3].map((t) => precio.get(`${id}:${t}`))].map((v) => v ?? '').join(',');
  return [
    'producto,sucursal,existencia,costo,precio_normal,oferta_normal,precio_prime,oferta_prime,precio_mayorista,oferta_mayorista,oferta_hasta,version,version_precio_normal,version_precio_prime,version_precio_mayorista',
    ...slugs.map(
      (p, i) =>
        `${p.slug},${ramaCaracas},"${i % 50},5",0.50,"${precioNormal}",,"9,50",,"8,80",,,${versiones(p.id)}`,
    ),
  ].join('\n');
};
const csv = await archivo('9,90');
console.log(`\nCSV: ${slugs.length} rows, ${(csv.length / 1024).toFixed(0)} KB`);
const cronometrar = async (nombre: string, presupuesto: string, fn: () => Promise<unknown>) => {
  const t = performance.now();
  const r = await fn();
  console.log(
    `${nombre.padEnd(44)} ${((performance.now() - t) / 1000).toFixed(2).padStart(6)} s   (budget ${presupuesto})`,
  );
  return r;
};
const importar = (paso: 'previa' | 'aplicar', archivoCsv: string) =>
  app.inject({
    method: 'POST',
    url: `/admin/inventario/zona/caracas/importar/${paso}`,
    headers,
    payload: { csv: archivoCsv },
  });
const previa = (await cronometrar('preview', '≤ 5 s', () => importar('previa', csv))) as Awaited<
  ReturnType<typeof app.inject>
>;
console.log(`  ${previa.statusCode} ${previa.body.slice(0, 120)}`);
const aplicado = (await cronometrar('apply + search index update', '≤ 10 s', () =>
  importar('aplicar', csv),
)) as Awaited<ReturnType<typeof app.inject>>;
console.log(`  ${aplicado.statusCode} ${aplicado.body.slice(0, 120)}`);
const repetido = (await cronometrar('the same file again (nothing changes)', '–', () =>
  importar('aplicar', csv),
)) as Awaited<ReturnType<typeof app.inject>>;
console.log(`  ${repetido.statusCode} ${repetido.body.slice(0, 120)}`);
// The index step alone, on 10,000 changed records: another file applied without it, then the update.
const usuario = JSON.parse(
  Buffer.from(login.json().token.split('.')[1], 'base64url').toString(),
) as TokenPayload;
await aplicarCsv(db, usuario, await zonaInventario(db, 'caracas'), await archivo('9,80'));
await cronometrar('search index update alone, 10,000 changed', '–', () => app.buscador.productos(ids));
await cronometrar('search index update alone, none changed', '–', () => app.buscador.productos(ids));
const ver = await app.inject({ method: 'GET', url: `/api/website/producto/caracas/${slugs[1]!.slug}` });
console.log(
  `store after apply: ${slugs[1]!.slug} precio ${ver.json().precio} existencia ${ver.json().existencia}`,
);

await app.close();
await entorno.cerrar();
