/**
 * The shared setup of the storefront API tests (storefront*.test.ts, issue 4), on PGlite and on
 * PostgreSQL (DATABASE_URL). Fixture slugs come from src/db/seed-fixtures.ts:
 * - OUT_OF_STOCK_FOR_NORMAL_SLUG (harina amarilla Juana): stock 0 for normal in caracas, > 0 for
 *   prime and mayorista;
 * - INACTIVE_PRODUCT_SLUG (aceite de oliva Borges), INACTIVE_CATEGORY_SLUG (temporada-navidena with
 *   INACTIVE_CATEGORY_PRODUCT_SLUG);
 * - BIG_CATEGORY_SLUG (viveres): > 100 visible products in caracas.
 */
import {
  ApiErrorSchema,
  CategoriaListadoSchema,
  type OrdenProductos,
  ProductoDetalleSchema,
  type ProductoVista,
  SupermercadoListadoSchema,
} from '@mercado/shared/contracts';
import { displayPrice } from '@mercado/shared/rules';
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, cacheAlDia, createTestApp, login, type TestApp } from './helpers.ts';

export let t: TestApp;
export const tokens: Record<'cliente' | 'prime' | 'mayorista', string> = {
  cliente: '',
  prime: '',
  mayorista: '',
};

export type Viewer = 'anon' | keyof typeof tokens;

export async function call(url: string, viewer: Viewer = 'anon') {
  return t.app.inject({
    method: 'GET',
    url,
    ...(viewer === 'anon' ? {} : { headers: bearer(tokens[viewer]) }),
  });
}
export async function ok(url: string, viewer: Viewer = 'anon') {
  const res = await call(url, viewer);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}
export async function error(url: string, status: number, viewer: Viewer = 'anon') {
  const res = await call(url, viewer);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  return ApiErrorSchema.parse(res.json());
}

export const categoria = async (path: string, query = '', viewer: Viewer = 'anon') =>
  CategoriaListadoSchema.parse(
    await ok(`/api/categoria/supermercado/${path}?zona=caracas${query ? `&${query}` : ''}`, viewer),
  );

/** Every product of a paged listing, all pages. */
export async function todas(
  fetchPage: (pag: number) => Promise<{ items: ProductoVista[]; paginas: number; total: number }>,
) {
  const first = await fetchPage(1);
  const items = [...first.items];
  for (let p = 2; p <= first.paginas; p++) items.push(...(await fetchPage(p)).items);
  expect(items).toHaveLength(first.total);
  return items;
}
export const todasCategoria = (slug: string, viewer: Viewer = 'anon', orden: OrdenProductos = 'relevancia') =>
  todas(async (pag) => (await categoria(slug, `pag=${pag}&orden=${orden}`, viewer)).productos);
export const todasSupermercado = (viewer: Viewer = 'anon', zona = 'caracas') =>
  todas(
    async (pag) =>
      SupermercadoListadoSchema.parse(await ok(`/api/website/supermercado/${zona}?pag=${pag}`, viewer))
        .productos,
  );
export const producto = async (slug: string, viewer: Viewer = 'anon', zona = 'caracas') =>
  ProductoDetalleSchema.parse(await ok(`/api/website/producto/${zona}/${slug}`, viewer));

export async function setEstatus(tabla: 'producto' | 'categoria', slug: string, estatus: number) {
  await t.db.updateTable(tabla).set({ estatus }).where('slug', '=', slug).execute();
  await cacheAlDia(t.db);
}

/** The same normalisation as the nombre_orden column (lower, no Spanish accents), compared as bytes. */
export const claveNombre = (s: string) =>
  s.replace(/[ÁÉÍÓÚÜÑáéíóúüñ]/g, (c) => 'AEIOUUNaeiouun'['ÁÉÍÓÚÜÑáéíóúüñ'.indexOf(c)]!).toLowerCase();
export const shown = (p: ProductoVista) => displayPrice(p).cents;

/** One app per test file, with the tokens of a normal, a prime and a mayorista buyer. */
export function prepararTienda(): void {
  beforeAll(async () => {
    t = await createTestApp();
    for (const u of ['cliente', 'prime', 'mayorista'] as const) {
      tokens[u] = (await login(t.app, `${u}@demo.test`)).body.token;
    }
  });
  afterAll(async () => {
    await t?.close();
  });
}
