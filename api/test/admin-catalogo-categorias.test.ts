/**
 * The catalogue back-office (issue 18): categories and tags. Bad input names the field and changes
 * nothing; slugs are unique; a category never becomes its own ancestor; every change is recorded and
 * reaches the storefront and the search index right after the write.
 */
import { MensajesAdmin, MensajesCategoria } from '@mercado/shared/contracts';
import { describe, expect, it } from 'vitest';
import {
  ana,
  idDe,
  llamar,
  PRODUCTO_SEMBRADO,
  prepararCatalogo,
  t,
  tags,
} from './admin-catalogo-contexto.ts';

prepararCatalogo();

describe('categories', () => {
  it('registers a nested category; slug and name checked as typed and on save (409 naming the field)', async () => {
    const viveres = await idDe(t, 'categoria', 'viveres');
    const libre = await llamar(
      ana,
      'GET',
      '/admin/categoria/verificar?slug=legumbres-secas&nombre=Legumbres',
    );
    expect(libre.body).toEqual({ disponible: true });
    expect((await llamar(ana, 'GET', '/admin/categoria/verificar?slug=harinas')).body).toEqual({
      disponible: false,
    });
    expect(
      (await llamar(ana, 'GET', `/admin/categoria/verificar?nombre=HARINAS&padreId=${viveres}`)).body,
    ).toEqual({ disponible: false });

    const nueva = await llamar(ana, 'POST', '/admin/categoria', {
      nombre: 'Legumbres secas',
      slug: 'legumbres-secas',
      padreId: viveres,
      icono: 'bean',
      orden: 4,
    });
    expect(nueva.status).toBe(201);
    expect(nueva.body).toMatchObject({
      nombre: 'Legumbres secas',
      ruta: 'Víveres › Legumbres secas',
      icono: 'bean',
      iconoUrl: expect.stringMatching(/\/media\/icono\/bean\.svg$/),
      estatus: 1,
      version: 1,
    });

    const repetido = await llamar(ana, 'POST', '/admin/categoria', {
      nombre: 'Otra',
      slug: 'legumbres-secas',
      padreId: null,
      icono: null,
      orden: 0,
    });
    expect(repetido).toEqual({
      status: 409,
      body: { mensaje: MensajesAdmin.SLUG_EN_USO, campos: { slug: MensajesAdmin.SLUG_EN_USO } },
    });
    const hermana = await llamar(ana, 'POST', '/admin/categoria', {
      nombre: 'legumbres SECAS',
      slug: 'legumbres-2',
      padreId: viveres,
      icono: null,
      orden: 0,
    });
    expect([hermana.status, hermana.body.campos]).toEqual([409, { nombre: MensajesCategoria.NOMBRE_EN_USO }]);
  });

  it('bad input names the field and saves nothing', async () => {
    const antes = await t.db
      .selectFrom('categoria')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const mal = await llamar(ana, 'POST', '/admin/categoria', {
      nombre: 'x',
      slug: 'Con Espacios',
      padreId: null,
      icono: 'no es un icono',
      orden: -1,
    });
    expect(mal.status).toBe(400);
    expect(Object.keys(mal.body.campos).sort()).toEqual(['icono', 'nombre', 'orden', 'slug']);
    const sinIcono = await llamar(ana, 'POST', '/admin/categoria', {
      nombre: 'Sin ícono',
      slug: 'sin-icono',
      padreId: null,
      icono: 'no-existe-este-icono',
      orden: 0,
    });
    expect([sinIcono.status, sinIcono.body.campos]).toEqual([
      422,
      { icono: MensajesCategoria.ICONO_NO_EXISTE },
    ]);
    const despues = await t.db
      .selectFrom('categoria')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(despues.n).toBe(antes.n);
  });

  it('a category cannot become its own ancestor: itself or a descendant as parent is 422, and its parents offered exclude them', async () => {
    const viveres = await idDe(t, 'categoria', 'viveres');
    const harinas = await idDe(t, 'categoria', 'harinas');
    const form = (await llamar(ana, 'GET', `/admin/categoria/${viveres}/formeditar`)).body;
    const base = {
      nombre: form.categoria.nombre,
      slug: form.categoria.slug,
      icono: form.categoria.icono,
      orden: form.categoria.orden,
      version: form.categoria.version,
    };
    for (const padreId of [viveres, harinas]) {
      const ciclo = await llamar(ana, 'PUT', `/admin/categoria/${viveres}`, { ...base, padreId });
      expect(ciclo).toEqual({
        status: 422,
        body: { mensaje: MensajesCategoria.CICLO, campos: { padreId: MensajesCategoria.CICLO } },
      });
    }
    expect(
      (
        await t.db
          .selectFrom('categoria')
          .select('padre_id')
          .where('id', '=', viveres)
          .executeTakeFirstOrThrow()
      ).padre_id,
    ).toBeNull();
    const padres = (await llamar(ana, 'GET', `/admin/categoria/${viveres}/padresdisponibles`)).body as {
      id: number;
    }[];
    const ids = padres.map((p) => p.id);
    expect(ids).not.toContain(viveres);
    expect(ids).not.toContain(harinas);
    expect(ids).toContain(await idDe(t, 'categoria', 'bebidas'));
    expect(form.padres.map((p: { id: number }) => p.id)).toEqual(ids);
  });

  it('the tree calls: todas, selector (nested), sinsubcategorias (leaves), simple, full', async () => {
    const viveres = await idDe(t, 'categoria', 'viveres');
    const todas = (await llamar(ana, 'GET', '/admin/categoria/todas')).body as { id: number; ruta: string }[];
    expect(todas.find((c) => c.ruta === 'Víveres › Harinas')).toBeTruthy();
    const selector = (await llamar(ana, 'GET', '/admin/categoria/selector')).body as {
      id: number;
      subcategoria: { nombre: string }[];
    }[];
    expect(selector.find((c) => c.id === viveres)?.subcategoria.map((s) => s.nombre)).toContain('Harinas');
    const hojas = (await llamar(ana, 'GET', '/admin/categoria/sinsubcategorias')).body as { id: number }[];
    expect(hojas.map((h) => h.id)).not.toContain(viveres);
    expect(hojas.map((h) => h.id)).toContain(await idDe(t, 'categoria', 'harinas'));
    expect((await llamar(ana, 'GET', `/admin/categoria/${viveres}/simple`)).body).toEqual({
      id: viveres,
      slug: 'viveres',
      nombre: 'Víveres',
      estatus: 1,
    });
    const full = (await llamar(ana, 'GET', `/admin/categoria/${viveres}/full`)).body;
    expect(full.padre).toBeNull();
    expect(full.subcategorias.map((s: { nombre: string }) => s.nombre)).toContain('Harinas');
    const iconos = (await llamar(ana, 'GET', '/admin/categoria/iconos?q=coffee')).body;
    expect(iconos.iconos).toContainEqual({
      nombre: 'coffee',
      url: expect.stringMatching(/\/media\/icono\/coffee\.svg$/),
      terminos: ['café', 'cacao'],
    });
  });

  it('lists on the server: text filter without accents, status, parent, sort, 50 a page', async () => {
    const viveres = await idDe(t, 'categoria', 'viveres');
    const texto = (await llamar(ana, 'GET', '/admin/categoria?q=VIVERES')).body;
    expect(texto.items.map((c: { slug: string }) => c.slug)).toEqual(['viveres']);
    const hijas = (await llamar(ana, 'GET', `/admin/categoria?padre=${viveres}&orden=nombre&dir=desc`)).body;
    const nombres = hijas.items.map((c: { nombre: string }) => c.nombre);
    expect(nombres.length).toBeGreaterThan(2);
    expect(nombres).toEqual([...nombres].sort((a, b) => b.localeCompare(a, 'es')));
    const inactivas = (await llamar(ana, 'GET', '/admin/categoria?estatus=2')).body;
    expect(inactivas.items.every((c: { estatus: number }) => c.estatus === 2)).toBe(true);
    expect(hijas.porPagina).toBe(50);
  });
});

describe('tags', () => {
  it('registers a tag, adds products found by name, removes one; the search records follow', async () => {
    const creada = await llamar(tags, 'POST', '/admin/etiqueta', {
      nombre: 'Sin gluten ni lactosa',
      slug: 'sin-gluten-ni-lactosa',
      orden: 3,
    });
    expect(creada.status).toBe(201);
    const repetida = await llamar(tags, 'POST', '/admin/etiqueta', {
      nombre: 'SIN GLUTEN NI LACTOSA',
      slug: 'otra',
      orden: 3,
    });
    expect([repetida.status, repetida.body.campos]).toEqual([409, { nombre: MensajesAdmin.NOMBRE_EN_USO }]);
    const id = creada.body.id as number;
    const encontrados = (await llamar(tags, 'GET', `/admin/etiqueta/${id}/producto/buscar?q=cafe molido`))
      .body as { id: number; slug: string; nombre: string }[];
    const cafe = encontrados.find((p) => p.slug === PRODUCTO_SEMBRADO)!;
    expect(cafe).toBeTruthy();
    expect(
      (await llamar(tags, 'POST', `/admin/etiqueta/${id}/producto`, { productos: [cafe.id] })).body,
    ).toEqual({ productos: 1 });
    expect(
      (await llamar(tags, 'GET', `/admin/etiqueta/${id}/producto/buscar?q=cafe molido`)).body.map(
        (p: { id: number }) => p.id,
      ),
    ).not.toContain(cafe.id);
    const lista = (await llamar(tags, 'GET', `/admin/etiqueta/${id}/producto`)).body;
    expect(lista.items.map((p: { slug: string }) => p.slug)).toEqual([PRODUCTO_SEMBRADO]);
    const registro = await t.app.buscador.productos([cafe.id]);
    expect(registro.guardados).toEqual([String(cafe.id)]);
    const enTag = (
      await t.app.inject({ method: 'GET', url: `/api/website/etiqueta/caracas/sin-gluten-ni-lactosa` })
    ).json();
    expect(enTag.productos.items.map((p: { slug: string }) => p.slug)).toEqual([PRODUCTO_SEMBRADO]);

    expect((await llamar(tags, 'DELETE', `/admin/etiqueta/${id}/producto/${cafe.id}`)).body).toEqual({
      productos: 0,
    });
    const historial = (await llamar(tags, 'GET', `/admin/etiqueta/${id}/historial`)).body.items;
    expect(historial.map((h: { accion: string; despues: unknown }) => [h.accion, h.despues])).toEqual([
      ['editar', { productos: [] }],
      ['editar', { productos: [cafe.nombre] }],
      ['crear', { nombre: 'Sin gluten ni lactosa', slug: 'sin-gluten-ni-lactosa', orden: 3, estatus: 1 }],
    ]);
    const noExiste = await llamar(tags, 'POST', `/admin/etiqueta/${id}/producto`, { productos: [999_999] });
    expect(noExiste.status).toBe(422);
  });
});
