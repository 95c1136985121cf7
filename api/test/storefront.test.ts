/**
 * Storefront API (issue 4): the zone's home, unknown and inactive zones, and visibility (isProductoVisible
 * on the server).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  DESTACADO_MAX_PRODUCTOS,
  DestacadoPaginaSchema,
  InicioZonaSchema,
  ListaRapidaDetalleSchema,
  MensajesTienda,
} from '@mercado/shared/contracts';
import { isProductoVisible } from '@mercado/shared/rules';
import { describe, expect, it } from 'vitest';
import {
  BIG_CATEGORY_SLUG,
  BIG_CATEGORY_SUB_SLUG,
  DESTACADO_SLUG,
  INACTIVE_CATEGORY_PRODUCT_SLUG,
  INACTIVE_CATEGORY_SLUG,
  INACTIVE_PRODUCT_SLUG,
  INACTIVE_ZONE_SLUG,
  OUT_OF_STOCK_FOR_NORMAL_SLUG,
  PRICE_PRODUCT_SLUG,
  QUICK_LIST_SLUG,
  TAG_SLUG,
  TAX_EXEMPT_PRODUCT_SLUG,
  TAX_GENERAL_PRODUCT_SLUG,
} from '../src/db/seed-fixtures.ts';
import {
  call,
  categoria,
  error,
  ok,
  prepararTienda,
  producto,
  setEstatus,
  t,
  todasCategoria,
  todasSupermercado,
} from './storefront-contexto.ts';

prepararTienda();

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
    `/api/website/entrega/${zona}`,
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
