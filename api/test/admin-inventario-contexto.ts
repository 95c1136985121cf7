/**
 * The shared setup of the back-office inventory tests (admin-inventario-*.test.ts, issue 18, decision
 * 0025): dates, a zone's branch and rows, versions, one app per file with its staff and buyers, and
 * the helpers that read the storefront and search.
 */
import { filtroDisponibilidad } from '@mercado/shared/contracts';
import { caracasDay } from '@mercado/shared/rules';
import { afterAll, beforeAll } from 'vitest';
import { tokenDe } from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';

export const HOY = caracasDay(new Date());
export const diaMas = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export async function zonaId(t: TestApp, slug: string) {
  return (await t.db.selectFrom('zona').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
}
/** The zone's first active branch. */
export async function sucursalDe(t: TestApp, zona: string) {
  const s = await t.db
    .selectFrom('sucursal as s')
    .innerJoin('zona as z', 'z.id', 's.zona_id')
    .select('s.id')
    .where('z.slug', '=', zona)
    .where('s.estatus', '=', 1)
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  return s.id;
}
/** An inventory row of the zone's first branch. */
export async function filaDe(t: TestApp, zona: string) {
  return t.db
    .selectFrom('inventario')
    .select(['id', 'producto_id', 'version', 'existencia', 'costo'])
    .where('sucursal_id', '=', await sucursalDe(t, zona))
    .orderBy('id')
    .executeTakeFirstOrThrow();
}
export async function versionPrecio(t: TestApp, zona: string, producto: number, tipo = 1) {
  const r = await t.db
    .selectFrom('producto_precio')
    .select('version')
    .where('zona_id', '=', await zonaId(t, zona))
    .where('producto_id', '=', producto)
    .where('usuario_tipo', '=', tipo)
    .executeTakeFirst();
  return r?.version ?? null;
}

/** The version of a product's inventory row in a branch, as the export writes it. */
export async function versionInventario(t: TestApp, sucursal: number, producto: number) {
  const r = await t.db
    .selectFrom('inventario')
    .select('version')
    .where('sucursal_id', '=', sucursal)
    .where('producto_id', '=', producto)
    .executeTakeFirstOrThrow();
  return r.version;
}

export let t: TestApp;
export let admin: string;
export let caracas: string;
export const tokens: Record<string, string> = {};
export const url = (zona: string, resto = '') => `/admin/inventario/zona/${zona}${resto}`;
export const pedir = (method: 'GET' | 'POST' | 'PUT', u: string, token: string, payload?: object) =>
  t.app.inject({ method, url: u, headers: bearer(token), ...(payload ? { payload } : {}) });

/** An active product in an active category without stock in caracas (seeded so). */
export async function productoSinStock() {
  const r = await t.db
    .selectFrom('producto as p')
    .innerJoin('categoria as c', 'c.id', 'p.categoria_id')
    .select(['p.id', 'p.slug', 'p.nombre'])
    .where('p.estatus', '=', 1)
    .where('c.estatus', '=', 1)
    .where('c.padre_id', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('producto_existencia as e')
            .innerJoin('zona as z', 'z.id', 'e.zona_id')
            .select('e.producto_id')
            .whereRef('e.producto_id', '=', 'p.id')
            .where('z.slug', '=', 'caracas')
            .where('e.existencia', '>', '0'),
        ),
      ),
    )
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  return r;
}

export const storefront = (slug: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/website/producto/caracas/${slug}`,
    ...(token ? { headers: bearer(token) } : {}),
  });
export const buscar = async (texto: string, tipo: number) => {
  const r = await t.app.inject({
    method: 'POST',
    url: '/1/indexes/productos/query',
    headers: { 'x-algolia-application-id': 'local', 'x-algolia-api-key': 'local-admin-key' },
    payload: { query: texto, filters: filtroDisponibilidad('caracas', tipo), hitsPerPage: 20 },
  });
  return r.json().hits as {
    objectID: string;
    disponibilidad: Record<string, { precio: string; existencia: number }>;
  }[];
};

/** One app per test file, the search index filled, with the admin's, the zone's and the buyers' tokens. */
export function prepararInventario(): void {
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.buscador.todo();
    admin = await tokenDe(t, 'admin@demo.test');
    caracas = await tokenDe(t, 'inventario@demo.test');
    for (const email of ['cliente@demo.test', 'prime@demo.test', 'mayorista@demo.test'])
      tokens[email] = await tokenDe(t, email);
  }, 60_000);
  afterAll(() => t?.close());
}
