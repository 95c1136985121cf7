/**
 * Storefront API (issue 4): category listings (subtree, breadcrumbs, paging), ordering, prices per user
 * type, tax class and sale mode.
 */
import {
  EtiquetaListadoSchema,
  ListaRapidaDetalleSchema,
  MensajesTienda,
  PAGE_SIZE,
  type ProductoVista,
  SupermercadoListadoSchema,
} from '@mercado/shared/contracts';
import { impuestoClase, toCents } from '@mercado/shared/rules';
import { describe, expect, it } from 'vitest';
import {
  BIG_CATEGORY_SLUG,
  BIG_CATEGORY_SUB_SLUG,
  DESTACADO_SLUG,
  INACTIVE_CATEGORY_SLUG,
  OFFER_PRODUCT_SLUG,
  PRICE_PRODUCT_SLUG,
  QUICK_LIST_SLUG,
  TAG_SLUG,
  TAX_EXEMPT_PRODUCT_SLUG,
  TAX_GENERAL_PRODUCT_SLUG,
  TAX_REDUCED_PRODUCT_SLUG,
  WEIGHED_PRODUCT_SLUG,
} from '../src/db/seed-fixtures.ts';
import {
  categoria,
  claveNombre,
  error,
  ok,
  prepararTienda,
  producto,
  shown,
  t,
  todasCategoria,
  todasSupermercado,
  type Viewer,
} from './storefront-contexto.ts';

prepararTienda();

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
