/** Storefront API (issue 4): the product page, tags and featured blocks, quick lists, and the seed. */
import {
  DestacadoPaginaSchema,
  EtiquetaListadoSchema,
  InicioZonaSchema,
  ListaRapidaDetalleSchema,
  ListasRapidasSchema,
  MensajesTienda,
  PAGE_SIZE,
} from '@mercado/shared/contracts';
import { suggestedQuantityValue, toCents } from '@mercado/shared/rules';
import { describe, expect, it } from 'vitest';
import { seed } from '../src/db/seed.ts';
import {
  ALWAYS_VISIBLE_SLUGS,
  BIG_CATEGORY_SLUG,
  BIG_CATEGORY_SUB_SLUG,
  BIG_DESTACADO_SLUG,
  DESTACADO_SLUG,
  INACTIVE_CATEGORY_PRODUCT_SLUG,
  INACTIVE_PRODUCT_SLUG,
  INACTIVE_TAG_SLUG,
  OFFER_PRODUCT_SLUG,
  OUT_OF_STOCK_FOR_NORMAL_SLUG,
  PRICE_PRODUCT_SLUG,
  QUICK_LIST_CLAMPED_SLUG,
  QUICK_LIST_SLUG,
  QUICK_LIST_SLUGS,
  QUICK_LIST_WEIGHED_SLUG,
  TAG_SLUG,
  TAX_EXEMPT_PRODUCT_SLUG,
} from '../src/db/seed-fixtures.ts';
import { CONTENIDO_ZONAS, LISTAS } from '../src/db/seed-storefront-data.ts';
import { error, ok, prepararTienda, producto, t } from './storefront-contexto.ts';

prepararTienda();

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
