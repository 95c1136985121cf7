/**
 * Storefront API (issue 4), on PGlite and on PostgreSQL (DATABASE_URL). Fixture slugs come from
 * src/db/seed-fixtures.ts:
 * - OUT_OF_STOCK_FOR_NORMAL_SLUG (harina amarilla Juana): stock 0 for normal in caracas, > 0 for
 *   prime and mayorista;
 * - INACTIVE_PRODUCT_SLUG (aceite de oliva Borges), INACTIVE_CATEGORY_SLUG (temporada-navidena with
 *   INACTIVE_CATEGORY_PRODUCT_SLUG);
 * - BIG_CATEGORY_SLUG (viveres): > 100 visible products in caracas.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  ApiErrorSchema,
  CategoriaListadoSchema,
  DESTACADO_MAX_PRODUCTOS,
  DestacadoPaginaSchema,
  EtiquetaListadoSchema,
  InicioZonaSchema,
  ListaRapidaDetalleSchema,
  ListasRapidasSchema,
  MensajesTienda,
  type OrdenProductos,
  PAGE_SIZE,
  ProductoDetalleSchema,
  type ProductoVista,
  SupermercadoListadoSchema,
} from '@mercado/shared/contracts';
import {
  displayPrice,
  impuestoClase,
  isProductoVisible,
  suggestedQuantityValue,
  toCents,
} from '@mercado/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../src/db/seed.ts';
import {
  ALWAYS_VISIBLE_SLUGS,
  BIG_CATEGORY_SLUG,
  BIG_CATEGORY_SUB_SLUG,
  BIG_DESTACADO_SLUG,
  DESTACADO_SLUG,
  INACTIVE_CATEGORY_PRODUCT_SLUG,
  INACTIVE_CATEGORY_SLUG,
  INACTIVE_PRODUCT_SLUG,
  INACTIVE_TAG_SLUG,
  INACTIVE_ZONE_SLUG,
  OFFER_PRODUCT_SLUG,
  OUT_OF_STOCK_FOR_NORMAL_SLUG,
  PRICE_PRODUCT_SLUG,
  QUICK_LIST_CLAMPED_SLUG,
  QUICK_LIST_SLUG,
  QUICK_LIST_SLUGS,
  QUICK_LIST_WEIGHED_SLUG,
  TAG_SLUG,
  TAX_EXEMPT_PRODUCT_SLUG,
  TAX_GENERAL_PRODUCT_SLUG,
  TAX_REDUCED_PRODUCT_SLUG,
  WEIGHED_PRODUCT_SLUG,
} from '../src/db/seed-fixtures.ts';
import { CONTENIDO_ZONAS, LISTAS } from '../src/db/seed-storefront-data.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<'cliente' | 'prime' | 'mayorista', string> = { cliente: '', prime: '', mayorista: '' };
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['cliente', 'prime', 'mayorista'] as const) {
    tokens[u] = (await login(t.app, `${u}@demo.test`)).body.token;
  }
});
afterAll(async () => {
  await t?.close();
});

type Viewer = 'anon' | keyof typeof tokens;

async function call(url: string, viewer: Viewer = 'anon') {
  return t.app.inject({
    method: 'GET',
    url,
    ...(viewer === 'anon' ? {} : { headers: bearer(tokens[viewer]) }),
  });
}
async function ok(url: string, viewer: Viewer = 'anon') {
  const res = await call(url, viewer);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}
async function error(url: string, status: number, viewer: Viewer = 'anon') {
  const res = await call(url, viewer);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  return ApiErrorSchema.parse(res.json());
}

const categoria = async (path: string, query = '', viewer: Viewer = 'anon') =>
  CategoriaListadoSchema.parse(
    await ok(`/api/categoria/supermercado/${path}?zona=caracas${query ? `&${query}` : ''}`, viewer),
  );

/** Every product of a paged listing, all pages. */
async function todas(
  fetchPage: (pag: number) => Promise<{ items: ProductoVista[]; paginas: number; total: number }>,
) {
  const first = await fetchPage(1);
  const items = [...first.items];
  for (let p = 2; p <= first.paginas; p++) items.push(...(await fetchPage(p)).items);
  expect(items).toHaveLength(first.total);
  return items;
}
const todasCategoria = (slug: string, viewer: Viewer = 'anon', orden: OrdenProductos = 'relevancia') =>
  todas(async (pag) => (await categoria(slug, `pag=${pag}&orden=${orden}`, viewer)).productos);
const todasSupermercado = (viewer: Viewer = 'anon', zona = 'caracas') =>
  todas(
    async (pag) =>
      SupermercadoListadoSchema.parse(await ok(`/api/website/supermercado/${zona}?pag=${pag}`, viewer))
        .productos,
  );
const producto = async (slug: string, viewer: Viewer = 'anon', zona = 'caracas') =>
  ProductoDetalleSchema.parse(await ok(`/api/website/producto/${zona}/${slug}`, viewer));

async function setEstatus(tabla: 'producto' | 'categoria', slug: string, estatus: number) {
  await t.db.updateTable(tabla).set({ estatus }).where('slug', '=', slug).execute();
}

/** The same normalisation as the nombre_orden column (lower, no Spanish accents), compared as bytes. */
const claveNombre = (s: string) =>
  s.replace(/[ÁÉÍÓÚÜÑáéíóúüñ]/g, (c) => 'AEIOUUNaeiouun'['ÁÉÍÓÚÜÑáéíóúüñ'.indexOf(c)]!).toLowerCase();
const shown = (p: ProductoVista) => displayPrice(p).cents;

describe('GET /api/website/inicio/{zona}', () => {
  it('caracas: sliders, banners, message, destacados, category shortcuts, menu links', async () => {
    const r = InicioZonaSchema.parse(await ok('/api/website/inicio/caracas'));
    expect(r.zona.slug).toBe('caracas');
    expect(r.sliders.length).toBeGreaterThanOrEqual(3);
    for (const s of r.sliders) {
      expect(s.alt.length).toBeGreaterThan(10);
      expect(s.imagen).toMatchObject({ ancho: 1200, alto: 400 });
      expect(s.imagenMovil).toMatchObject({ ancho: 800, alto: 600 });
    }
    expect(r.imagenOferta?.url).toBe('/caracas/etiqueta/ofertas-de-la-semana');
    expect(r.imagenListaRapida?.url).toBe('/caracas/lista-rapida');
    expect(r.mensajePublicidad).toMatch(/Caracas/);
    expect(r.destacados.length).toBeGreaterThanOrEqual(3);
    for (const d of r.destacados) {
      expect(d.productos.length).toBeGreaterThan(0);
      expect(d.productos.length).toBeLessThanOrEqual(DESTACADO_MAX_PRODUCTOS);
      expect(d.total).toBeGreaterThanOrEqual(d.productos.length);
      expect(d.imagen).not.toBeNull();
    }
    const slugs = r.categorias.map((c) => c.slug);
    expect(slugs).toContain(BIG_CATEGORY_SLUG);
    expect(slugs).not.toContain(INACTIVE_CATEGORY_SLUG);
    expect(r.categorias[0]!.imagen).toMatchObject({ ancho: 200, alto: 200 });
    expect(r.links.length).toBeGreaterThan(0);
    const prioridades = r.links.map((l) => l.prioridad);
    expect(prioridades).toEqual([...prioridades].sort((a, b) => a - b));
    expect(r.links.some((l) => l.externo)).toBe(true);
  });

  it('reaches a browser compressed (brotli, else gzip): the same JSON in a fraction of the bytes', async () => {
    const plain = await call('/api/website/inicio/caracas');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/website/inicio/caracas',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('valencia has its own content; the banner images are served as SVG with their size', async () => {
    const r = InicioZonaSchema.parse(await ok('/api/website/inicio/valencia'));
    expect(r.zona.slug).toBe('valencia');
    expect(r.destacados.length).toBeGreaterThanOrEqual(3);
    expect(r.destacados[0]!.slug).toBe('carnes-para-la-parrilla');
    expect(r.sliders.some((s) => s.url === null)).toBe(true);
    for (const url of [r.sliders[0]!.imagen.url, r.sliders[0]!.imagenMovil.url, r.imagenOferta!.imagen.url]) {
      const path = new URL(url).pathname;
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toMatch(/<svg[^>]+width="\d+" height="\d+"/);
    }
    expect((await t.app.inject({ method: 'GET', url: '/media/banner/no-existe.svg' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/banner/destacado-ofertas-movil.svg' })).statusCode,
    ).toBe(404);
  });
});

describe('zones', () => {
  const endpoints = (zona: string) => [
    `/api/website/inicio/${zona}`,
    `/api/website/destacado/${zona}/${DESTACADO_SLUG}`,
    `/api/categoria/supermercado/${BIG_CATEGORY_SLUG}?zona=${zona}`,
    `/api/categoria/supermercado/${BIG_CATEGORY_SLUG}/${BIG_CATEGORY_SUB_SLUG}?zona=${zona}`,
    `/api/website/supermercado/${zona}`,
    `/api/website/etiqueta/${zona}/${TAG_SLUG}`,
    `/api/website/producto/${zona}/${PRICE_PRODUCT_SLUG}`,
    `/api/website/listarapida/${zona}`,
    `/api/website/listarapida/${zona}/${QUICK_LIST_SLUG}`,
  ];

  it('an unknown zone is 404 on every endpoint', async () => {
    for (const url of endpoints('atlantida')) {
      expect((await error(url, 404)).mensaje).toBe(MensajesTienda.ZONA_NO_EXISTE);
    }
  });

  it('an inactive zone is 409 (maintenance) on every endpoint', async () => {
    for (const url of endpoints(INACTIVE_ZONE_SLUG)) {
      expect((await error(url, 409)).mensaje).toBe(MensajesTienda.ZONA_MANTENIMIENTO);
    }
  });
});

describe('visibility (isProductoVisible on the server)', () => {
  it('an inactive product is never shown, and shown again once active', async () => {
    const listado = async () => (await todasCategoria(BIG_CATEGORY_SLUG)).map((p) => p.slug);
    expect(await listado()).not.toContain(INACTIVE_PRODUCT_SLUG);
    expect((await error(`/api/website/producto/caracas/${INACTIVE_PRODUCT_SLUG}`, 404)).mensaje).toBe(
      MensajesTienda.PRODUCTO_NO_DISPONIBLE,
    );
    await setEstatus('producto', INACTIVE_PRODUCT_SLUG, 1);
    try {
      expect(await listado()).toContain(INACTIVE_PRODUCT_SLUG);
      expect((await producto(INACTIVE_PRODUCT_SLUG)).slug).toBe(INACTIVE_PRODUCT_SLUG);
    } finally {
      await setEstatus('producto', INACTIVE_PRODUCT_SLUG, 2);
    }
  });

  it('an inactive category hides itself and its products (which have stock)', async () => {
    const stock = await t.db
      .selectFrom('producto_existencia as e')
      .innerJoin('producto as p', 'p.id', 'e.producto_id')
      .select('e.existencia')
      .where('p.slug', '=', INACTIVE_CATEGORY_PRODUCT_SLUG)
      .execute();
    expect(stock.some((s) => Number(s.existencia) > 0)).toBe(true);
    expect(
      (await error(`/api/categoria/supermercado/${INACTIVE_CATEGORY_SLUG}?zona=caracas`, 404)).mensaje,
    ).toBe(MensajesTienda.CATEGORIA_NO_EXISTE);
    await error(`/api/website/producto/caracas/${INACTIVE_CATEGORY_PRODUCT_SLUG}`, 404);
    const all = await todasSupermercado();
    expect(all.some((p) => p.categoria.slug === INACTIVE_CATEGORY_SLUG)).toBe(false);
    // The quick list 'hallacas' holds a product of that category: it is left out.
    const hallacas = ListaRapidaDetalleSchema.parse(await ok('/api/website/listarapida/caracas/hallacas'));
    expect(hallacas.items.some((i) => i.producto.slug === 'hallacas-6-und')).toBe(false);
  });

  it('an inactive parent category hides its subcategories and their products', async () => {
    await setEstatus('categoria', BIG_CATEGORY_SLUG, 2);
    try {
      await error(
        `/api/categoria/supermercado/${BIG_CATEGORY_SLUG}/${BIG_CATEGORY_SUB_SLUG}?zona=caracas`,
        404,
      );
      await error(`/api/website/producto/caracas/${TAX_EXEMPT_PRODUCT_SLUG}`, 404);
      const inicio = InicioZonaSchema.parse(await ok('/api/website/inicio/caracas'));
      expect(inicio.categorias.map((c) => c.slug)).not.toContain(BIG_CATEGORY_SLUG);
      for (const d of inicio.destacados) {
        expect(d.productos.some((p) => p.slug === TAX_EXEMPT_PRODUCT_SLUG)).toBe(false);
      }
    } finally {
      await setEstatus('categoria', BIG_CATEGORY_SLUG, 1);
    }
    expect((await producto(TAX_EXEMPT_PRODUCT_SLUG)).slug).toBe(TAX_EXEMPT_PRODUCT_SLUG);
  });

  it('stock 0 for normal hides the product from anonymous and normal users only', async () => {
    const slug = OUT_OF_STOCK_FOR_NORMAL_SLUG;
    for (const viewer of ['anon', 'cliente'] as const) {
      await error(`/api/website/producto/caracas/${slug}`, 404, viewer);
      expect(
        (await categoria(BIG_CATEGORY_SUB_SLUG, 'orden=nombre', viewer)).productos.items.map((p) => p.slug),
      ).not.toContain(slug);
      const desayuno = DestacadoPaginaSchema.parse(
        await ok('/api/website/destacado/caracas/para-el-desayuno', viewer),
      );
      expect(desayuno.productos.items.map((p) => p.slug)).not.toContain(slug);
    }
    for (const viewer of ['prime', 'mayorista'] as const) {
      const p = await producto(slug, viewer);
      expect(Number(p.existencia)).toBeGreaterThan(0);
      expect(
        (await categoria(BIG_CATEGORY_SUB_SLUG, 'orden=nombre', viewer)).productos.items.map((x) => x.slug),
      ).toContain(slug);
      // First of the curated block for those who can buy it.
      const desayuno = DestacadoPaginaSchema.parse(
        await ok('/api/website/destacado/caracas/para-el-desayuno', viewer),
      );
      expect(desayuno.productos.items[0]!.slug).toBe(slug);
    }
    // Valencia has stock for normal.
    expect((await producto(slug, 'cliente', 'valencia')).slug).toBe(slug);
    // Quick list: one product fewer for normal.
    const anon = ListaRapidaDetalleSchema.parse(
      await ok(`/api/website/listarapida/caracas/${QUICK_LIST_SLUG}`),
    );
    const may = ListaRapidaDetalleSchema.parse(
      await ok(`/api/website/listarapida/caracas/${QUICK_LIST_SLUG}`, 'mayorista'),
    );
    expect(anon.items.map((i) => i.producto.slug)).not.toContain(slug);
    expect(may.items.map((i) => i.producto.slug)).toContain(slug);
  });

  it('zero stock set for one user type hides it for that type only (live change)', async () => {
    const slug = TAX_GENERAL_PRODUCT_SLUG;
    const ids = await t.db
      .selectFrom('producto as p')
      .innerJoin('zona as z', (j) => j.on('z.slug', '=', 'caracas'))
      .select(['p.id as pid', 'z.id as zid'])
      .where('p.slug', '=', slug)
      .executeTakeFirstOrThrow();
    const set = (existencia: string) =>
      t.db
        .updateTable('producto_existencia')
        .set({ existencia })
        .where('producto_id', '=', ids.pid)
        .where('zona_id', '=', ids.zid)
        .where('usuario_tipo', '=', 2)
        .execute();
    await set('0');
    try {
      await error(`/api/website/producto/caracas/${slug}`, 404, 'prime');
      expect((await producto(slug, 'cliente')).slug).toBe(slug);
      expect((await producto(slug, 'mayorista')).slug).toBe(slug);
    } finally {
      await set('50.000');
    }
    expect((await producto(slug, 'prime')).slug).toBe(slug);
  });

  it('the listing is exactly the products the shared rule calls visible (caracas, normal)', async () => {
    const rows = await t.db
      .selectFrom('producto as p')
      .innerJoin('zona as z', (j) => j.on('z.slug', '=', 'caracas'))
      .leftJoin('producto_existencia as e', (j) =>
        j.onRef('e.producto_id', '=', 'p.id').onRef('e.zona_id', '=', 'z.id').on('e.usuario_tipo', '=', 1),
      )
      .select(['p.slug', 'p.estatus', 'p.categoria_id', 'e.existencia', 'z.estatus as zona_estatus'])
      .execute();
    const cats = await t.db.selectFrom('categoria').select(['id', 'padre_id', 'estatus']).execute();
    const byId = new Map(cats.map((c) => [c.id, c]));
    const chain = (id: number | null): number[] => {
      const out: number[] = [];
      for (
        let c = id === null ? undefined : byId.get(id);
        c;
        c = c.padre_id === null ? undefined : byId.get(c.padre_id)
      ) {
        out.push(c.estatus);
      }
      return out;
    };
    const expected = rows
      .filter((r) =>
        isProductoVisible({
          estatus: r.estatus,
          categoriaEstatus: chain(r.categoria_id),
          existencia: r.existencia,
          zonaEstatus: r.zona_estatus,
        }),
      )
      .map((r) => r.slug)
      .sort();
    const api = (await todasSupermercado()).map((p) => p.slug).sort();
    expect(api).toEqual(expected);
    expect(api.length).toBeGreaterThan(300);
    expect(api.length).toBeLessThan(rows.length);
  });
});

describe('category listing: subtree, breadcrumbs, paging', () => {
  it('the big category holds > 100 products of its whole subtree, 50 a page, page 3 exists', async () => {
    const p1 = await categoria(BIG_CATEGORY_SLUG);
    expect(p1.categoria.slug).toBe(BIG_CATEGORY_SLUG);
    expect(p1.migas).toEqual([{ slug: BIG_CATEGORY_SLUG, nombre: 'Víveres' }]);
    expect(p1.subcategorias.map((c) => c.slug)).toContain(BIG_CATEGORY_SUB_SLUG);
    expect(p1.orden).toBe('relevancia');
    const { total, paginas } = p1.productos;
    expect(total).toBeGreaterThan(2 * PAGE_SIZE);
    expect(paginas).toBe(Math.ceil(total / PAGE_SIZE));
    expect(paginas).toBeGreaterThanOrEqual(3);
    expect(p1.productos.items).toHaveLength(PAGE_SIZE);
    const p3 = await categoria(BIG_CATEGORY_SLUG, 'pag=3');
    expect(p3.productos.pagina).toBe(3);
    expect(p3.productos.items).toHaveLength(Math.min(PAGE_SIZE, total - 2 * PAGE_SIZE));
    const past = await categoria(BIG_CATEGORY_SLUG, `pag=${paginas + 1}`);
    expect(past.productos.items).toHaveLength(0);
    const all = await todasCategoria(BIG_CATEGORY_SLUG);
    expect(new Set(all.map((p) => p.id)).size).toBe(total);
    // Products of the subcategories, none directly in the root.
    const subSlugs = new Set(p1.subcategorias.map((c) => c.slug));
    expect(all.every((p) => subSlugs.has(p.categoria.slug))).toBe(true);
  });

  it('a subcategory: breadcrumbs from the root, only its products; a foreign pair is 404', async () => {
    const r = await categoria(`${BIG_CATEGORY_SLUG}/${BIG_CATEGORY_SUB_SLUG}`);
    expect(r.migas.map((m) => m.slug)).toEqual([BIG_CATEGORY_SLUG, BIG_CATEGORY_SUB_SLUG]);
    expect(r.categoria.slug).toBe(BIG_CATEGORY_SUB_SLUG);
    expect(r.subcategorias).toEqual([]);
    expect(r.productos.items.every((p) => p.categoria.slug === BIG_CATEGORY_SUB_SLUG)).toBe(true);
    // The sub alone answers the same products.
    const alone = await categoria(BIG_CATEGORY_SUB_SLUG);
    expect(alone.productos.total).toBe(r.productos.total);
    await error(`/api/categoria/supermercado/${BIG_CATEGORY_SLUG}/quesos?zona=caracas`, 404);
    await error('/api/categoria/supermercado/no-existe?zona=caracas', 404);
  });

  it('bad query → 400 naming the field', async () => {
    for (const pag of ['0', '-1', 'abc', '1.5']) {
      const e = await error(`/api/categoria/supermercado/${BIG_CATEGORY_SLUG}?zona=caracas&pag=${pag}`, 400);
      expect(e.campos?.pag).toBe('Página inválida');
    }
    expect(
      (await error(`/api/categoria/supermercado/${BIG_CATEGORY_SLUG}?zona=caracas&orden=barato`, 400)).campos
        ?.orden,
    ).toBe(MensajesTienda.ORDEN_INVALIDO);
    expect((await error(`/api/categoria/supermercado/${BIG_CATEGORY_SLUG}`, 400)).campos?.zona).toBe(
      MensajesTienda.ZONA_REQUERIDA,
    );
    expect((await error('/api/website/supermercado/caracas?pag=0', 400)).campos?.pag).toBeDefined();
    expect(
      (await error(`/api/website/etiqueta/caracas/${TAG_SLUG}?orden=x`, 400)).campos?.orden,
    ).toBeDefined();
    expect(
      (await error(`/api/website/destacado/caracas/${DESTACADO_SLUG}?pag=x`, 400)).campos?.pag,
    ).toBeDefined();
  });

  it('supermercado: every root category (nested) and every visible product', async () => {
    const r = SupermercadoListadoSchema.parse(await ok('/api/website/supermercado/caracas?pag=2'));
    expect(r.productos.pagina).toBe(2);
    expect(r.categorias.map((c) => c.slug)).toContain(BIG_CATEGORY_SLUG);
    expect(r.categorias.map((c) => c.slug)).not.toContain(INACTIVE_CATEGORY_SLUG);
    expect(r.categorias.find((c) => c.slug === BIG_CATEGORY_SLUG)!.subcategoria.length).toBeGreaterThan(3);
    expect(r.productos.total).toBeGreaterThan(300);
  });
});

describe('ordering', () => {
  const isSorted = <T>(xs: T[], cmp: (a: T, b: T) => number) =>
    xs.every((x, i) => i === 0 || cmp(xs[i - 1]!, x) <= 0);
  const byName = (a: ProductoVista, b: ProductoVista) =>
    claveNombre(a.nombre) < claveNombre(b.nombre)
      ? -1
      : claveNombre(a.nombre) > claveNombre(b.nombre)
        ? 1
        : 0;

  it('nombre: alphabetical without regard to accents or case, across pages', async () => {
    const all = await todasCategoria(BIG_CATEGORY_SLUG, 'anon', 'nombre');
    expect(isSorted(all, byName)).toBe(true);
  });

  it('precio_asc / precio_desc: by the price shown (offer when > 0), across pages', async () => {
    const asc = await todasCategoria(BIG_CATEGORY_SLUG, 'anon', 'precio_asc');
    expect(isSorted(asc, (a, b) => shown(a) - shown(b))).toBe(true);
    const desc = await todasCategoria(BIG_CATEGORY_SLUG, 'anon', 'precio_desc');
    expect(isSorted(desc, (a, b) => shown(b) - shown(a))).toBe(true);
    // The offer decides: some product on offer is placed by its offer price, below its regular price.
    expect(asc.some((p) => toCents(p.oferta) > 0)).toBe(true);
    // The mayorista order uses mayorista prices.
    const may = await todasCategoria(BIG_CATEGORY_SUB_SLUG, 'mayorista', 'precio_asc');
    expect(isSorted(may, (a, b) => shown(a) - shown(b))).toBe(true);
  });

  it('relevancia (default): seeded popularity first, then name', async () => {
    const all = await todasCategoria(BIG_CATEGORY_SLUG);
    const pops = new Map(
      (await t.db.selectFrom('producto').select(['id', 'popularidad']).execute()).map((r) => [
        r.id,
        r.popularidad,
      ]),
    );
    expect(new Set(pops.values()).size).toBeGreaterThan(10);
    expect(isSorted(all, (a, b) => pops.get(b.id)! - pops.get(a.id)! || byName(a, b) || a.id - b.id)).toBe(
      true,
    );
    const tag = EtiquetaListadoSchema.parse(await ok(`/api/website/etiqueta/caracas/${TAG_SLUG}`));
    expect(tag.orden).toBe('relevancia');
    expect(isSorted(tag.productos.items, (a, b) => pops.get(b.id)! - pops.get(a.id)!)).toBe(true);
  });
});

describe('prices per user type, tax class, sale mode', () => {
  async function dbPrecios(slug: string) {
    return t.db
      .selectFrom('producto_precio as pp')
      .innerJoin('producto as p', 'p.id', 'pp.producto_id')
      .innerJoin('zona as z', 'z.id', 'pp.zona_id')
      .select(['pp.usuario_tipo', 'pp.precio', 'pp.oferta'])
      .where('p.slug', '=', slug)
      .where('z.slug', '=', 'caracas')
      .orderBy('pp.usuario_tipo')
      .execute();
  }

  it('anonymous and normal see the normal price, prime and mayorista their own', async () => {
    const db = await dbPrecios(PRICE_PRODUCT_SLUG);
    const anon = await producto(PRICE_PRODUCT_SLUG);
    const normal = await producto(PRICE_PRODUCT_SLUG, 'cliente');
    const prime = await producto(PRICE_PRODUCT_SLUG, 'prime');
    const mayorista = await producto(PRICE_PRODUCT_SLUG, 'mayorista');
    expect([anon.precio, normal.precio, prime.precio, mayorista.precio]).toEqual([
      db[0]!.precio,
      db[0]!.precio,
      db[1]!.precio,
      db[2]!.precio,
    ]);
    expect(toCents(prime.precio)).toBeLessThan(toCents(normal.precio));
    expect(toCents(mayorista.precio)).toBeLessThan(toCents(prime.precio));
    expect(anon.oferta).toBe('0.00');
    // The same prices in listings, the home and quick lists.
    const enLista = async (viewer: Viewer) =>
      (await todasCategoria('cafe-azucar-y-cacao', viewer)).find((p) => p.slug === PRICE_PRODUCT_SLUG)!
        .precio;
    expect(await enLista('prime')).toBe(prime.precio);
    expect(await enLista('mayorista')).toBe(mayorista.precio);
    const quincena = ListaRapidaDetalleSchema.parse(
      await ok(`/api/website/listarapida/caracas/${QUICK_LIST_SLUG}`, 'mayorista'),
    );
    expect(quincena.items.find((i) => i.producto.slug === PRICE_PRODUCT_SLUG)!.producto.precio).toBe(
      mayorista.precio,
    );
  });

  it('offer price per user type (> 0 means offer)', async () => {
    const db = await dbPrecios(OFFER_PRODUCT_SLUG);
    for (const [viewer, i] of [
      ['anon', 0],
      ['prime', 1],
      ['mayorista', 2],
    ] as const) {
      const p = await producto(OFFER_PRODUCT_SLUG, viewer);
      expect(p.oferta).toBe(db[i]!.oferta);
      expect(toCents(p.oferta)).toBeGreaterThan(0);
      expect(toCents(p.oferta)).toBeLessThan(toCents(p.precio));
    }
  });

  it('IVA class per product: exempt basic foods, reduced 8 %, general 16 %', async () => {
    expect(await producto(TAX_EXEMPT_PRODUCT_SLUG)).toMatchObject({
      impuesto: '0.0000',
      impuestoClase: 'exento',
    });
    expect(await producto(TAX_REDUCED_PRODUCT_SLUG)).toMatchObject({
      impuesto: '8.0000',
      impuestoClase: 'reducido',
    });
    expect(await producto(TAX_GENERAL_PRODUCT_SLUG)).toMatchObject({
      impuesto: '16.0000',
      impuestoClase: 'general',
    });
    const all = await todasSupermercado();
    expect(all.every((p) => p.impuestoClase === impuestoClase(p.impuesto))).toBe(true);
    const count = (c: string) => all.filter((p) => p.impuestoClase === c).length;
    expect(count('exento')).toBeGreaterThan(50);
    expect(count('reducido')).toBeGreaterThan(5);
    expect(count('general')).toBeGreaterThan(count('reducido'));
  });

  it('a weighed product: per kg, quantity rules in kg; every product has its image size', async () => {
    const p = await producto(WEIGHED_PRODUCT_SLUG);
    expect(p).toMatchObject({
      modalidadVenta: 'peso',
      presentacion: 'por kg',
      minimo: '0.500',
      grupo: '0.250',
      maximo: '5.000',
      imagenAncho: 400,
      imagenAlto: 400,
    });
    const all = await todasSupermercado();
    expect(all.filter((x) => x.modalidadVenta === 'peso').length).toBeGreaterThan(20);
    expect(all.every((x) => x.imagenAncho > 0 && x.imagenAlto > 0 && x.imagen.startsWith('http'))).toBe(true);
  });
});

describe('GET /api/website/producto/{zona}/{slug}', () => {
  it('the product in full: description, brand, size, breadcrumbs, tags, images', async () => {
    const p = await producto(TAX_EXEMPT_PRODUCT_SLUG);
    expect(p.marca).toBe('P.A.N.');
    expect(p.presentacion).toBe('1 kg');
    expect(p.descripcion).toBeTruthy();
    expect(p.migas.map((m) => m.slug)).toEqual([BIG_CATEGORY_SLUG, BIG_CATEGORY_SUB_SLUG]);
    expect(p.categoria.slug).toBe(BIG_CATEGORY_SUB_SLUG);
    expect(p.etiquetas.map((e) => e.slug)).toEqual(
      expect.arrayContaining(['hecho-en-venezuela', 'sin-gluten', 'desayuno']),
    );
    expect(p.imagenes[0]).toEqual({ url: p.imagen, ancho: 400, alto: 400 });
    await error('/api/website/producto/caracas/no-existe', 404);
  });

  it('an inactive tag is not listed on the product nor served', async () => {
    const p = await producto(PRICE_PRODUCT_SLUG);
    expect(p.etiquetas.map((e) => e.slug)).not.toContain(INACTIVE_TAG_SLUG);
    expect((await error(`/api/website/etiqueta/caracas/${INACTIVE_TAG_SLUG}`, 404)).mensaje).toBe(
      MensajesTienda.ETIQUETA_NO_EXISTE,
    );
    await error('/api/website/etiqueta/caracas/no-existe', 404);
  });
});

describe('tags and featured blocks', () => {
  it('a tag lists its visible products, paged', async () => {
    const r = EtiquetaListadoSchema.parse(await ok(`/api/website/etiqueta/caracas/${TAG_SLUG}?orden=nombre`));
    expect(r.etiqueta).toEqual({ slug: TAG_SLUG, nombre: 'Hecho en Venezuela' });
    expect(r.orden).toBe('nombre');
    expect(r.productos.total).toBeGreaterThan(PAGE_SIZE);
    const tagged = new Set(
      (
        await t.db
          .selectFrom('producto_etiqueta as pe')
          .innerJoin('etiqueta as e', 'e.id', 'pe.etiqueta_id')
          .select('pe.producto_id')
          .where('e.slug', '=', TAG_SLUG)
          .execute()
      ).map((x) => x.producto_id),
    );
    expect(r.productos.items.every((p) => tagged.has(p.id))).toBe(true);
    expect(await ok('/api/website/etiqueta/valencia/limpieza')).toBeTruthy();
  });

  it('a featured block by slug or id, curated order, paged', async () => {
    const inicio = InicioZonaSchema.parse(await ok('/api/website/inicio/caracas'));
    const bloque = inicio.destacados.find((d) => d.slug === DESTACADO_SLUG)!;
    const bySlug = DestacadoPaginaSchema.parse(await ok(`/api/website/destacado/caracas/${DESTACADO_SLUG}`));
    const byId = DestacadoPaginaSchema.parse(await ok(`/api/website/destacado/caracas/${bloque.id}`));
    expect(byId).toEqual(bySlug);
    expect(bySlug.titulo).toBe('Ofertas de la semana');
    expect(bySlug.productos.total).toBe(bloque.total);
    expect(bySlug.productos.items.slice(0, bloque.productos.length).map((p) => p.id)).toEqual(
      bloque.productos.map((p) => p.id),
    );
    expect(bySlug.productos.items[0]!.slug).toBe(OFFER_PRODUCT_SLUG);
    expect(bySlug.productos.items.every((p) => toCents(p.oferta) > 0)).toBe(true);

    const big1 = DestacadoPaginaSchema.parse(
      await ok(`/api/website/destacado/caracas/${BIG_DESTACADO_SLUG}`),
    );
    expect(big1.productos.total).toBeGreaterThan(PAGE_SIZE);
    expect(big1.productos.items).toHaveLength(PAGE_SIZE);
    const big2 = DestacadoPaginaSchema.parse(
      await ok(`/api/website/destacado/caracas/${BIG_DESTACADO_SLUG}?pag=2`),
    );
    expect(big2.productos.items).toHaveLength(big1.productos.total - PAGE_SIZE);
    expect(big2.productos.items.some((p) => big1.productos.items.some((q) => q.id === p.id))).toBe(false);

    expect((await error('/api/website/destacado/caracas/no-existe', 404)).mensaje).toBe(
      MensajesTienda.DESTACADO_NO_EXISTE,
    );
    // A block of another zone is not served here.
    const valencia = InicioZonaSchema.parse(await ok('/api/website/inicio/valencia'));
    await error(`/api/website/destacado/caracas/${valencia.destacados[0]!.id}`, 404);
  });
});

describe('quick lists', () => {
  it('lists the zone quick lists with their visible product counts', async () => {
    const r = ListasRapidasSchema.parse(await ok('/api/website/listarapida/caracas'));
    expect(r.listas.map((l) => l.slug)).toEqual([...QUICK_LIST_SLUGS]);
    for (const l of r.listas) {
      expect(l.nombre).toBeTruthy();
      expect(l.descripcion).toBeTruthy();
      expect(l.imagen).toMatchObject({ ancho: 600, alto: 300 });
      expect(l.cantidadProductos).toBeGreaterThan(3);
    }
    const may = ListasRapidasSchema.parse(await ok('/api/website/listarapida/caracas', 'mayorista'));
    const count = (x: typeof r, slug: string) => x.listas.find((l) => l.slug === slug)!.cantidadProductos;
    // The out-of-stock-for-normal product is in the quincena list.
    expect(count(may, QUICK_LIST_SLUG)).toBeGreaterThan(count(r, QUICK_LIST_SLUG));
    const valencia = ListasRapidasSchema.parse(await ok('/api/website/listarapida/valencia'));
    expect(valencia.listas[0]!.slug).toBe('parrilla-del-domingo');
    expect((await error('/api/website/listarapida/caracas/no-existe', 404)).mensaje).toBe(
      MensajesTienda.LISTA_NO_EXISTE,
    );
  });

  it('suggested quantities follow each product rules (minimum, list quantity, maximo, steps)', async () => {
    const quincena = ListaRapidaDetalleSchema.parse(
      await ok(`/api/website/listarapida/caracas/${QUICK_LIST_SLUG}`),
    );
    expect(quincena.cantidadProductos).toBe(quincena.items.length);
    const pedidas = new Map(
      (
        await t.db
          .selectFrom('lista_rapida_producto as lp')
          .innerJoin('lista_rapida as l', 'l.id', 'lp.lista_rapida_id')
          .innerJoin('zona as z', 'z.id', 'l.zona_id')
          .innerJoin('producto as p', 'p.id', 'lp.producto_id')
          .select(['p.slug', 'lp.cantidad', 'lp.orden'])
          .where('z.slug', '=', 'caracas')
          .where('l.slug', '=', QUICK_LIST_SLUG)
          .execute()
      ).map((r) => [r.slug, r]),
    );
    const ordenes = quincena.items.map((i) => pedidas.get(i.producto.slug)!.orden);
    expect(ordenes).toEqual([...ordenes].sort((a, b) => a - b));
    for (const i of quincena.items) {
      expect(i.cantidadSugerida).toBe(
        suggestedQuantityValue(i.producto, pedidas.get(i.producto.slug)!.cantidad),
      );
    }
    const jabon = quincena.items.find((i) => i.producto.slug === QUICK_LIST_CLAMPED_SLUG)!;
    expect(pedidas.get(QUICK_LIST_CLAMPED_SLUG)!.cantidad).toBe('20.000');
    expect(jabon.producto.maximo).toBe('12.000');
    expect(jabon.cantidadSugerida).toBe('12');
    expect(quincena.items.find((i) => i.producto.slug === TAX_EXEMPT_PRODUCT_SLUG)!.cantidadSugerida).toBe(
      '4',
    );
    expect(quincena.items.find((i) => i.producto.slug === 'pollo-entero-kg')!.cantidadSugerida).toBe('2');

    const desayuno = ListaRapidaDetalleSchema.parse(
      await ok('/api/website/listarapida/caracas/desayuno-criollo'),
    );
    const cantidad = (slug: string) => desayuno.items.find((i) => i.producto.slug === slug)?.cantidadSugerida;
    // Asked 1.3 kg, steps of 0.25 kg from 0.5 → 1.25.
    expect(cantidad(QUICK_LIST_WEIGHED_SLUG)).toBe('1.25');
    // Asked 0 → the product minimum (0.5 kg).
    expect(cantidad('aguacate-kg')).toBe('0.5');
  });
});

describe('seed', () => {
  it('every product the storefront content names exists in the catalogue', async () => {
    const slugs = new Set((await t.db.selectFrom('producto').select('slug').execute()).map((r) => r.slug));
    const named = [
      ...LISTAS.flatMap((l) => l.items.map(([slug]) => slug)),
      ...Object.values(CONTENIDO_ZONAS).flatMap((z) => z.destacados.flatMap((d) => d.primero ?? [])),
      ...ALWAYS_VISIBLE_SLUGS,
      OUT_OF_STOCK_FOR_NORMAL_SLUG,
      INACTIVE_PRODUCT_SLUG,
      INACTIVE_CATEGORY_PRODUCT_SLUG,
    ];
    expect(named.filter((s) => !slugs.has(s))).toEqual([]);
    const listas = await t.db
      .selectFrom('lista_rapida_producto')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(listas.n)).toBe(
      Object.values(CONTENIDO_ZONAS).reduce(
        (n, z) => n + z.listas.reduce((m, slug) => m + LISTAS.find((l) => l.slug === slug)!.items.length, 0),
        0,
      ),
    );
  });

  it('is idempotent: a second run changes nothing', async () => {
    const counts = async () =>
      Promise.all(
        (
          [
            'etiqueta',
            'producto_etiqueta',
            'zona_slider',
            'zona_publicidad',
            'destacado',
            'destacado_producto',
            'lista_rapida',
            'lista_rapida_producto',
            'producto',
          ] as const
        ).map(async (tabla) =>
          Number(
            (
              await t.db
                .selectFrom(tabla)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const before = await counts();
    expect(before.every((n) => n > 0)).toBe(true);
    expect(await seed(t.db, { passwordHash: 'x' })).toBe(false);
    expect(await counts()).toEqual(before);
  });
});
