/**
 * The embedded Algolia-compatible search service (issue 6): the products index the API fills from the
 * catalogue.
 */
import {
  BUSQUEDA_PRIMERO_EN,
  BuscadorConfigSchema,
  BuscadorHistorialSchema,
  filtroDisponibilidad,
  ProductoBuscadorSchema,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { algoliasearch } from 'algoliasearch';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  INACTIVE_CATEGORY_PRODUCT_SLUG,
  INACTIVE_PRODUCT_SLUG,
  OFFER_PRODUCT_SLUG,
  OUT_OF_STOCK_FOR_NORMAL_SLUG,
  ZONA_SLUG,
} from '../src/db/seed-fixtures.ts';
import { bearer, login } from './helpers.ts';
import {
  APP_ID,
  adminClient,
  hostsOf,
  prepararBuscador,
  SEARCH_KEY,
  searchClient,
  statusOf,
  t,
} from './search-contexto.ts';

prepararBuscador();

describe('the products index', () => {
  const productos = () => algoliasearch(APP_ID, SEARCH_KEY, { hosts: hostsOf() });
  const idOf = async (slug: string) =>
    String(
      (await t.db.selectFrom('producto').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id,
    );
  const find = async (query: string, zona: string, tipo: number) =>
    (
      await productos().searchSingleIndex<Record<string, unknown>>({
        indexName: 'productos',
        searchParams: { query, filters: filtroDisponibilidad(zona, tipo), hitsPerPage: 50 },
      })
    ).hits;

  beforeAll(async () => {
    await t.app.buscador.todo();
  });

  it('tells the front-end where to search (GET /api/website/buscador)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/website/buscador' });
    // Its searchKey is a secured key made for the caller (search-secured-key.test.ts).
    expect(BuscadorConfigSchema.parse(res.json())).toMatchObject({
      appId: 'local',
      indexName: 'productos',
      host: '',
    });
  });

  it('holds one §3 record per findable product, keyed zone_usertype', async () => {
    const hits = await find('arroz blanco primor', ZONA_SLUG, UsuarioTipo.NORMAL);
    const offer = hits.find((h) => h.slug === OFFER_PRODUCT_SLUG);
    expect(offer).toBeDefined();
    const record = ProductoBuscadorSchema.parse(
      await adminClient().getObject({ indexName: 'productos', objectID: String(offer!.objectID) }),
    );
    expect(Object.keys(record.disponibilidad)).toEqual(
      expect.arrayContaining(['caracas_1', 'caracas_2', 'caracas_3', 'valencia_1']),
    );
    expect(Object.keys(record.disponibilidad).some((k) => k.startsWith('maracaibo_'))).toBe(false);
    expect(Number(record.disponibilidad.caracas_1!.oferta)).toBeGreaterThan(0);
  });

  it('"cafe" suggests coffee: names and brands first, categories only when they match nothing', async () => {
    // The storefront's ten suggestions (spec §9), searched first where BUSQUEDA_PRIMERO_EN says.
    const sugerir = async (query: string, restrictSearchableAttributes?: string[]) =>
      (
        await productos().searchSingleIndex<Record<string, unknown>>({
          indexName: 'productos',
          searchParams: {
            query,
            filters: filtroDisponibilidad(ZONA_SLUG, UsuarioTipo.NORMAL),
            hitsPerPage: 10,
            ...(restrictSearchableAttributes ? { restrictSearchableAttributes } : {}),
          },
        })
      ).hits.map((h) => String(h.nombre));
    // Every product of "Café, Azúcar y Cacao" holds "café" in its category: sugar and oats among them.
    expect(await sugerir('cafe')).toEqual(expect.arrayContaining([expect.stringMatching(/^(Avena|Azúcar)/)]));
    const cafe = await sugerir('cafe', BUSQUEDA_PRIMERO_EN);
    expect(cafe.length).toBeGreaterThan(0);
    for (const nombre of cafe) expect(nombre).toMatch(/^Café /);
    for (const nombre of await sugerir('azucar', BUSQUEDA_PRIMERO_EN)) expect(nombre).toMatch(/^Azúcar /);
    // A category's word no name holds: found through the category, asked without the restriction.
    expect(await sugerir('frutas', BUSQUEDA_PRIMERO_EN)).toEqual([]);
    expect(await sugerir('frutas')).toEqual(expect.arrayContaining(['Mango', 'Parchita']));
  });

  it('"pan" suggests bread first: a whole word above the prefix of a longer one, ñ is not n (issue 36)', async () => {
    const sugerir = async (query: string, restrictSearchableAttributes?: string[]) =>
      (
        await productos().searchSingleIndex<Record<string, unknown>>({
          indexName: 'productos',
          searchParams: {
            query,
            filters: filtroDisponibilidad(ZONA_SLUG, UsuarioTipo.NORMAL),
            hitsPerPage: 10,
            ...(restrictSearchableAttributes ? { restrictSearchableAttributes } : {}),
          },
        })
      ).hits.map((h) => String(h.nombre));
    for (const restringir of [BUSQUEDA_PRIMERO_EN, undefined]) {
      const nombres = await sugerir('pan', restringir);
      expect(nombres[0]).toMatch(/^Pan /);
      expect(nombres.filter((n) => n.startsWith('Pañales'))).toEqual([]);
    }
    // Typed with its ñ, the diapers come first.
    expect((await sugerir('pañ', BUSQUEDA_PRIMERO_EN))[0]).toMatch(/^Pañales/);
  });

  it('only products active, in an active category, with stock for the key are findable under it', async () => {
    const juana = await idOf(OUT_OF_STOCK_FOR_NORMAL_SLUG);
    expect((await find('harina juana', ZONA_SLUG, UsuarioTipo.NORMAL)).map((h) => h.objectID)).not.toContain(
      juana,
    );
    expect((await find('harina juana', ZONA_SLUG, UsuarioTipo.PRIME)).map((h) => h.objectID)).toContain(
      juana,
    );
    for (const slug of [INACTIVE_PRODUCT_SLUG, INACTIVE_CATEGORY_PRODUCT_SLUG]) {
      expect(
        await statusOf(adminClient().getObject({ indexName: 'productos', objectID: await idOf(slug) })),
      ).toBe(404);
    }
  });

  it('admin pushes one product on demand; roles are checked on the server', async () => {
    const id = await idOf(OFFER_PRODUCT_SLUG);
    const url = `/admin/algolia/productodisponibilidad/${id}`;
    expect((await t.app.inject({ method: 'PUT', url })).statusCode).toBe(401);
    const cliente = (await login(t.app, 'cliente@demo.test')).body.token as string;
    expect((await t.app.inject({ method: 'PUT', url, headers: bearer(cliente) })).statusCode).toBe(403);
    const catalogo = (await login(t.app, 'catalogo@demo.test')).body.token as string;
    expect((await t.app.inject({ method: 'PUT', url, headers: bearer(catalogo) })).statusCode).toBe(403);
    const admin = (await login(t.app, 'admin@demo.test')).body.token as string;

    await t.db
      .updateTable('producto_existencia')
      .set({ existencia: '0' })
      .where('producto_id', '=', Number(id))
      .execute();
    const gone = await t.app.inject({ method: 'PUT', url, headers: bearer(admin) });
    expect(gone.json()).toEqual({ objectID: id, indexado: false });
    expect(await statusOf(adminClient().getObject({ indexName: 'productos', objectID: id }))).toBe(404);

    await t.db
      .updateTable('producto_existencia')
      .set({ existencia: '7' })
      .where('producto_id', '=', Number(id))
      .execute();
    await t.db
      .updateTable('producto')
      .set({ nombre: 'Arroz blanco Primor edición especial' })
      .where('id', '=', Number(id))
      .execute();
    const back = await t.app.inject({
      method: 'POST',
      url: `/admin/algolia/productobase/${id}`,
      headers: bearer(catalogo),
    });
    expect(back.json()).toEqual({ objectID: id, indexado: true });
    const hits = await find('edicion especial', 'valencia', UsuarioTipo.MAYORISTA);
    expect(hits.map((h) => h.objectID)).toEqual([id]);
    expect((hits[0]!.disponibilidad as Record<string, { existencia: number }>).valencia_3!.existencia).toBe(
      7,
    );

    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/admin/algolia/productobase/999999',
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(404);
  });
  it('GET /admin/buscador/historial: role checked on the server, days validated, figures of the products index', async () => {
    const url = '/admin/buscador/historial';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const catalogo = (await login(t.app, 'catalogo@demo.test')).body.token as string;
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(catalogo) })).statusCode).toBe(403);
    const admin = (await login(t.app, 'admin@demo.test')).body.token as string;

    const invalidas: Record<string, string>[] = [
      { desde: '2026-13-01' },
      { desde: '2026-11-10', hasta: '2026-11-01' },
      { desde: '2024-01-01', hasta: '2026-01-01' },
    ];
    for (const query of invalidas) {
      const bad = await t.app.inject({ method: 'GET', url, query, headers: bearer(admin) });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().campos.desde).toMatch(/fecha|días/);
    }

    await searchClient().searchSingleIndex({
      indexName: 'productos',
      searchParams: { query: 'zzzz sin resultados', clickAnalytics: true },
    });
    await t.app.busqueda.queryLog.flush();
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const h = BuscadorHistorialSchema.parse(res.json());
    expect(h.sinResultados).toContainEqual({ query: 'zzzz sin resultados', busquedas: 1 });
    // The default window is the last 30 days, ending today (Caracas).
    expect(Date.parse(h.hasta) - Date.parse(h.desde)).toBe(30 * 24 * 3600 * 1000);
  });
});
