/**
 * Back-office advertising, quick lists and the search history (issue 18): field errors, optimistic
 * concurrency, history, the preview → publish flow reaching the store at once, quick lists reaching
 * the store at once, and the search history's figures by zone.
 */
import {
  BuscadorHistorialSchema,
  etiquetaZona,
  InicioZonaSchema,
  MensajesAdmin,
  MensajesPublicidad,
} from '@mercado/shared/contracts';
import { fromThousandths, quantityBounds } from '@mercado/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenConRoles } from './admin-acceso.ts';
import { destacadoBody, listaBody, subida, unico, visibles } from './admin-publicidad-contexto.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';

describe('advertising, quick lists and search history', () => {
  let t: TestApp;
  let staff: string;
  let otro: string;
  beforeAll(async () => {
    t = await createTestApp();
    const roles = ['ROLE_ADMIN', 'ROLE_PUBLICIDAD', 'ROLE_LISTA_RAPIDA', 'ROLE_ZONA_caracas'];
    staff = await tokenConRoles(t, roles);
    otro = await tokenConRoles(t, roles);
  }, 60_000);
  afterAll(() => t?.close());

  const pedir = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const tienda = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/website/inicio/caracas' });
    expect(res.statusCode).toBe(200);
    return InicioZonaSchema.parse(res.json());
  };

  it('a message and a featured block wait for Publicar: the preview shows them, the store shows them right after publishing', async () => {
    const antes = await tienda();
    const [a, b] = await visibles(t, 'caracas', 2);
    const { version } = (await pedir(staff, 'GET', '/admin/publicidad/zona/caracas/publicidad')).json();
    const mensaje = await pedir(staff, 'PUT', '/admin/publicidad/zona/caracas/mensaje-publicidad', {
      mensaje: 'Envío gratis este fin de semana',
      version,
    });
    expect(mensaje.statusCode, mensaje.body).toBe(200);
    const bloque = await pedir(staff, 'POST', '/admin/publicidad/zona/caracas/destacado', {
      ...destacadoBody(),
      titulo: 'Lo nuevo del mes',
      especial: true,
      productos: [b!.id, a!.id],
    });
    expect(bloque.statusCode, bloque.body).toBe(201);

    // Nothing reaches shoppers yet.
    const sinPublicar = await tienda();
    expect(sinPublicar.mensajePublicidad).toBe(antes.mensajePublicidad);
    expect(sinPublicar.destacados.map((d) => d.titulo)).toEqual(antes.destacados.map((d) => d.titulo));

    const previa = (await pedir(staff, 'GET', '/admin/publicidad/zona/caracas/vista-previa')).json();
    expect(previa.pendiente).toBe(true);
    expect(previa.inicio.mensajePublicidad).toBe('Envío gratis este fin de semana');
    // A special block goes first, with its products in the order given.
    expect(previa.inicio.destacados[0].titulo).toBe('Lo nuevo del mes');
    expect(previa.inicio.destacados[0].productos.map((p: { id: number }) => p.id)).toEqual([b!.id, a!.id]);
    const zonas = (await pedir(staff, 'GET', '/admin/publicidad/zona')).json();
    expect(zonas.items.find((z: { slug: string }) => z.slug === 'caracas').pendiente).toBe(true);

    // A change made after the preview was opened: publishing what was previewed is refused.
    const { version: v2 } = (await pedir(otro, 'GET', '/admin/publicidad/zona/caracas/publicidad')).json();
    await pedir(otro, 'PUT', '/admin/publicidad/zona/caracas/mensaje-publicidad', {
      mensaje: 'Envío gratis este fin de semana en Caracas',
      version: v2,
    });
    const viejo = await pedir(staff, 'POST', '/admin/publicidad/zona/caracas/publicar', {
      firma: previa.firma,
      alcance: 'todo',
    });
    expect(viejo.statusCode).toBe(409);
    expect(viejo.json().mensaje).toBe(MensajesPublicidad.PUBLICACION_CAMBIO);
    expect((await tienda()).mensajePublicidad).toBe(antes.mensajePublicidad);

    const nueva = (await pedir(staff, 'GET', '/admin/publicidad/zona/caracas/vista-previa')).json();
    const publicado = await pedir(staff, 'POST', '/admin/publicidad/zona/caracas/publicar', {
      firma: nueva.firma,
      alcance: 'todo',
    });
    expect(publicado.statusCode, publicado.body).toBe(200);
    const despues = await tienda();
    expect(despues.mensajePublicidad).toBe('Envío gratis este fin de semana en Caracas');
    expect(despues.destacados[0]!.titulo).toBe('Lo nuevo del mes');
    expect(despues.destacados[0]!.productos.map((p) => p.id)).toEqual([b!.id, a!.id]);
    const pagina = await t.app.inject({
      method: 'GET',
      url: `/api/website/destacado/caracas/${bloque.json().id}`,
    });
    expect(pagina.statusCode).toBe(200);
    expect((await pedir(staff, 'GET', '/admin/publicidad/zona/caracas/vista-previa')).json().pendiente).toBe(
      false,
    );

    // Deactivating the block is a change to publish too.
    const b1 = (await pedir(staff, 'GET', `/admin/publicidad/destacado/${bloque.json().id}`)).json();
    await pedir(staff, 'PUT', `/admin/publicidad/destacado/${b1.id}/estatus`, {
      estatus: 2,
      version: b1.version,
    });
    expect((await tienda()).destacados[0]!.titulo).toBe('Lo nuevo del mes');
    const f = (await pedir(staff, 'GET', '/admin/publicidad/zona/caracas/vista-previa')).json().firma;
    await pedir(staff, 'POST', '/admin/publicidad/zona/caracas/publicar', { firma: f, alcance: 'todo' });
    expect((await tienda()).destacados.map((d) => d.titulo)).not.toContain('Lo nuevo del mes');
  });

  it('a slider reaches the store with both its images uploaded, once published', async () => {
    const { id, version } = (
      await pedir(staff, 'POST', '/admin/publicidad/zona/caracas/slider', {
        alt: 'Semana del café',
        url: '/caracas/buscar?q=cafe',
        prioridad: 0,
        estatus: 1,
      })
    ).json();
    const subir = (ruta: string, v: number) =>
      t.app.inject({
        method: 'PUT',
        url: `${ruta}?version=${v}`,
        ...subida(),
        headers: { ...subida().headers, ...bearer(staff) },
      });
    const escritorio = await subir(`/admin/publicidad/slider/${id}/imagen`, version);
    expect(escritorio.statusCode, escritorio.body).toBe(200);
    expect(escritorio.json().url).toMatch(/^\/media\/subidas\/slider\//);
    // The phone image at the version before the first upload: refused, nothing stored on the record.
    expect((await subir(`/admin/publicidad/slider/${id}/imagen-movil`, version)).statusCode).toBe(409);
    const previa = async () =>
      (await pedir(staff, 'GET', '/admin/publicidad/zona/caracas/vista-previa')).json();
    expect((await previa()).inicio.sliders.map((x: { id: number }) => x.id)).not.toContain(id);
    const movil = await subir(`/admin/publicidad/slider/${id}/imagen-movil`, escritorio.json().version);
    expect(movil.statusCode).toBe(200);
    const conAmbas = await previa();
    expect(conAmbas.inicio.sliders.map((x: { id: number }) => x.id)).toContain(id);
    expect((await tienda()).sliders.map((x) => x.id)).not.toContain(id);
    await pedir(staff, 'POST', '/admin/publicidad/zona/caracas/publicar', {
      firma: conAmbas.firma,
      alcance: 'todo',
    });
    const slider = (await tienda()).sliders.find((x) => x.id === id);
    expect(slider?.imagen.url).toMatch(/\/media\/subidas\/slider\/.+\.webp$/);
    expect(slider?.alt).toBe('Semana del café');
  });

  it('a slider without its phone image is not published: refused in Spanish, nothing goes live; inactive, it may wait', async () => {
    const antes = await tienda();
    const { id, version } = (
      await pedir(staff, 'POST', '/admin/publicidad/zona/caracas/slider', {
        alt: 'Semana del cacao',
        url: '',
        prioridad: 0,
        estatus: 1,
      })
    ).json();
    const escritorio = await t.app.inject({
      method: 'PUT',
      url: `/admin/publicidad/slider/${id}/imagen?version=${version}`,
      ...subida(),
      headers: { ...subida().headers, ...bearer(staff) },
    });
    expect(escritorio.statusCode, escritorio.body).toBe(200);
    const publicar = async (token: string) => {
      const previa = (await pedir(token, 'GET', '/admin/publicidad/zona/caracas/vista-previa')).json();
      return pedir(token, 'POST', '/admin/publicidad/zona/caracas/publicar', {
        firma: previa.firma,
        alcance: 'todo',
      });
    };
    // It changes nothing shoppers see, yet it waits, named, so that Publicar says what is missing.
    const previa = (await pedir(staff, 'GET', '/admin/publicidad/zona/caracas/vista-previa')).json();
    expect(previa.pendiente).toBe(true);
    expect(previa.cambios).toContainEqual(
      expect.objectContaining({ que: 'Imagen del carrusel «Semana del cacao»' }),
    );
    for (const token of [staff, otro]) {
      const rechazo = await publicar(token);
      expect(rechazo.statusCode).toBe(422);
      expect(rechazo.json().mensaje).toBe(
        'La imagen del carrusel «Semana del cacao» no tiene la imagen para teléfonos. Súbala en Carrusel o desactive esa imagen antes de publicar.',
      );
    }
    expect((await tienda()).sliders).toEqual(antes.sliders);

    // Deactivated, it does not stop the zone's publication.
    const apagado = await pedir(staff, 'PUT', `/admin/publicidad/slider/${id}/estatus`, {
      estatus: 2,
      version: escritorio.json().version,
    });
    expect(apagado.statusCode, apagado.body).toBe(200);
    expect((await publicar(staff)).statusCode).toBe(200);
    expect((await tienda()).sliders.map((x) => x.id)).not.toContain(id);
  });

  it('field errors name the field; a slug is unique in its zone; a product once per block', async () => {
    const mal = await pedir(staff, 'POST', '/admin/publicidad/zona/caracas/destacado', {
      ...destacadoBody(),
      titulo: '  ',
      slug: 'Con Espacios',
      prioridad: -1,
    });
    expect(mal.statusCode).toBe(400);
    expect(Object.keys(mal.json().campos).toSorted()).toEqual(['prioridad', 'slug', 'titulo']);

    const [p] = await visibles(t, 'caracas', 1);
    const body = { ...destacadoBody(), productos: [p!.id, p!.id, 999_999] };
    const repetido = await pedir(staff, 'POST', '/admin/publicidad/zona/caracas/destacado', body);
    expect(repetido.statusCode).toBe(422);
    expect(repetido.json().campos).toEqual({
      'productos.1': MensajesPublicidad.PRODUCTO_REPETIDO,
      'productos.2': MensajesPublicidad.PRODUCTO_NO_EXISTE,
    });

    const creado = await pedir(staff, 'POST', '/admin/publicidad/zona/caracas/destacado', {
      ...body,
      productos: [p!.id],
    });
    expect(creado.statusCode).toBe(201);
    const enUso = await pedir(staff, 'POST', '/admin/publicidad/zona/caracas/destacado', {
      ...body,
      productos: [],
    });
    expect(enUso.statusCode).toBe(422);
    expect(enUso.json().campos).toEqual({ slug: MensajesAdmin.SLUG_EN_USO });
    const libre = (s: string) =>
      pedir(staff, 'GET', `/admin/publicidad/zona/caracas/destacado/verificar?slug=${s}`).then((r) =>
        r.json(),
      );
    expect(await libre(body.slug)).toEqual({ disponible: false });
    expect(await libre(unico('otro'))).toEqual({ disponible: true });

    const enlace = await pedir(staff, 'POST', '/admin/publicidad/zona/caracas/slider', {
      alt: '',
      url: 'javascript:alert(1)',
      prioridad: 0,
      estatus: 1,
    });
    expect(enlace.statusCode).toBe(400);
    expect(Object.keys(enlace.json().campos).toSorted()).toEqual(['alt', 'url']);
  });

  it('two staff saving the same block: the second is refused with 409 and the first change stays; the history says who changed what', async () => {
    const { id } = (
      await pedir(staff, 'POST', '/admin/publicidad/zona/caracas/destacado', destacadoBody())
    ).json();
    const abierto = (await pedir(staff, 'GET', `/admin/publicidad/destacado/${id}`)).json();
    const cuerpo = (titulo: string) => ({
      titulo,
      slug: abierto.slug,
      prioridad: abierto.prioridad,
      estatus: abierto.estatus,
      especial: false,
      productos: [],
      version: abierto.version,
    });
    expect(
      (await pedir(staff, 'PUT', `/admin/publicidad/destacado/${id}`, cuerpo('Primero'))).statusCode,
    ).toBe(200);
    const segundo = await pedir(otro, 'PUT', `/admin/publicidad/destacado/${id}`, cuerpo('Segundo'));
    expect(segundo.statusCode).toBe(409);
    expect(segundo.json().mensaje).toBe(MensajesAdmin.CONFLICTO);
    expect((await pedir(staff, 'GET', `/admin/publicidad/destacado/${id}`)).json().titulo).toBe('Primero');

    const h = (await pedir(staff, 'GET', `/admin/publicidad/destacado/${id}/historial`)).json();
    expect(h.items.map((c: { accion: string }) => c.accion)).toEqual(['editar', 'crear']);
    expect(h.items[0].antes).toEqual({ titulo: 'Ofertas de la semana' });
    expect(h.items[0].despues).toEqual({ titulo: 'Primero' });
    expect(h.items[0].usuario).toMatch(/@demo\.test$/);
  });

  it('lists page, sort and filter on the server', async () => {
    for (const titulo of ['Zapallo fresco', 'Ácido y dulce']) {
      await pedir(staff, 'POST', '/admin/publicidad/zona/caracas/destacado', { ...destacadoBody(), titulo });
    }
    const res = (
      await pedir(staff, 'GET', '/admin/publicidad/zona/caracas/destacado?q=acido&orden=titulo&dir=desc')
    ).json();
    expect(res.items.map((d: { titulo: string }) => d.titulo)).toEqual(['Ácido y dulce']);
    expect(res.total).toBe(1);
    expect(
      (await pedir(staff, 'GET', '/admin/publicidad/zona/caracas/destacado?orden=precio')).statusCode,
    ).toBe(400);
  });

  it('a quick list with two products and quantities on their steps shows in the store right after saving', async () => {
    const [a, b] = await visibles(t, 'caracas', 2);
    const pasos = (p: typeof a) => quantityBounds({ ...p!, existencia: '9999' });
    const mal = await pedir(staff, 'POST', '/admin/lista-rapida/zona/caracas', {
      ...listaBody(),
      productos: [
        { producto: a!.id, cantidad: fromThousandths(pasos(a).start + 1) },
        { producto: b!.id, cantidad: '0' },
      ],
    });
    expect(mal.statusCode).toBe(422);
    expect(Object.keys(mal.json().campos)).toEqual(['productos.0.cantidad']);
    expect(mal.json().campos['productos.0.cantidad']).toMatch(/^Use 0 \(el mínimo\) o /);

    const cantidad = fromThousandths(pasos(a).start + pasos(a).step);
    const body = {
      ...listaBody(),
      nombre: 'Desayuno criollo',
      productos: [
        { producto: a!.id, cantidad },
        { producto: b!.id, cantidad: '0' },
      ],
    };
    const creada = await pedir(staff, 'POST', '/admin/lista-rapida/zona/caracas', body);
    expect(creada.statusCode, creada.body).toBe(201);
    const enTienda = await t.app.inject({
      method: 'GET',
      url: `/api/website/listarapida/caracas/${body.slug}`,
    });
    expect(enTienda.statusCode).toBe(200);
    const detalle = enTienda.json();
    expect(detalle.nombre).toBe('Desayuno criollo');
    expect(detalle.items.map((i: { producto: { id: number } }) => i.producto.id)).toEqual([a!.id, b!.id]);
    expect(detalle.items[0].cantidadSugerida).toBe(cantidad);

    // Editing with a stale version is refused; the history lists the change.
    const { id } = creada.json();
    const abierta = (await pedir(staff, 'GET', `/admin/lista-rapida/${id}`)).json();
    expect(abierta.productos.map((p: { cantidad: string }) => p.cantidad)).toEqual([
      Number(cantidad).toFixed(3),
      '0.000',
    ]);
    const editar = (token: string, nombre: string) =>
      pedir(token, 'PUT', `/admin/lista-rapida/${id}`, { ...body, nombre, version: abierta.version });
    expect((await editar(staff, 'Desayuno llanero')).statusCode).toBe(200);
    const tarde = await editar(otro, 'Desayuno andino');
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().mensaje).toBe(MensajesAdmin.CONFLICTO);
    const lista = await t.app.inject({ method: 'GET', url: `/api/website/listarapida/caracas/${body.slug}` });
    expect(lista.json().nombre).toBe('Desayuno llanero');
    const h = (await pedir(staff, 'GET', `/admin/lista-rapida/${id}/historial`)).json();
    expect(h.items[0].despues).toEqual({ nombre: 'Desayuno llanero' });
  });

  it('search history by zone and period: top queries, without results, click-through, conversions, per day', async () => {
    const indice = t.config.buscador.indexName;
    const log = async (query: string, hits: number, zona: string, queryId: string | null, dias = 0) => {
      await t.db
        .insertInto('search_query_log' as never)
        .values({
          index_name: indice,
          query,
          query_normalizada: query.toLowerCase(),
          nb_hits: hits,
          query_id: queryId,
          analytics_tags: `{${etiquetaZona(zona)}}`,
          creado_en: new Date(Date.now() - dias * 86_400_000).toISOString(),
        } as never)
        .execute();
    };
    const id = (n: number) => n.toString(16).padStart(32, '0');
    await log('harina pan', 10, 'caracas', id(1));
    await log('harina pan', 10, 'caracas', id(2), 1);
    await log('harina pan', 10, 'valencia', id(3));
    await log('queso guayanes', 0, 'caracas', id(4));
    await log('cafe', 4, 'caracas', null);
    const evento = async (tipo: 'click' | 'conversion', queryId: string, positions: string | null) =>
      t.db
        .insertInto('search_event' as never)
        .values({
          event_type: tipo,
          event_name: tipo === 'click' ? 'Clic' : 'Compra',
          index_name: indice,
          user_token: 'u-1',
          query_id: queryId,
          object_ids: '{1}',
          positions,
          ocurrido_en: new Date().toISOString(),
        } as never)
        .execute();
    await evento('click', id(1), '{3}');
    await evento('conversion', id(1), null);
    await evento('click', id(3), '{1}');

    const res = await pedir(staff, 'GET', '/admin/buscador/historial?zona=caracas');
    expect(res.statusCode, res.body).toBe(200);
    const h = BuscadorHistorialSchema.parse(res.json());
    expect(h.zona).toBe('caracas');
    expect(h.busquedas).toBe(4);
    expect(h.masBuscadas[0]).toEqual({ query: 'harina pan', busquedas: 2, resultados: 10, clics: 1 });
    expect(h.sinResultados).toEqual([{ query: 'queso guayanes', busquedas: 1 }]);
    expect(h.clics).toMatchObject({
      busquedasRastreadas: 3,
      busquedasConClic: 1,
      posicionPromedio: 3,
      conversiones: 1,
    });
    expect(h.porDia.map((d) => d.busquedas)).toEqual([1, 3]);
    expect(h.porDia[1]!.sinResultados).toBe(1);

    const todas = BuscadorHistorialSchema.parse(
      (
        await pedir(
          await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_PUBLICIDAD']),
          'GET',
          '/admin/buscador/historial',
        )
      ).json(),
    );
    expect(todas.zona).toBeNull();
    expect(todas.masBuscadas.find((q) => q.query === 'harina pan')).toMatchObject({ busquedas: 3, clics: 2 });
  });

  it('a search that falls back from names and brands to every attribute is logged once, with the hits the shopper saw', async () => {
    await t.app.buscador.todo();
    const indice = t.config.buscador.indexName;
    const buscar = (params: Record<string, unknown>) =>
      t.app.busqueda.searcher.search(indice, {
        query: 'frutas',
        analyticsTags: [etiquetaZona('caracas')],
        ...params,
      });
    // As the storefront does: names and brands first, then everything when that finds nothing.
    const primero = await buscar({ restrictSearchableAttributes: ['nombre', 'marca'] });
    expect(primero.nbHits).toBe(0);
    const segundo = await buscar({});
    expect(segundo.nbHits).toBeGreaterThan(0);
    await t.app.busqueda.queryLog.flush();
    const filas = await t.db
      .selectFrom('search_query_log' as never)
      .select(['nb_hits', 'analytics_tags'] as never)
      .where('query' as never, '=', 'frutas' as never)
      .execute();
    expect(filas).toEqual([{ nb_hits: segundo.nbHits, analytics_tags: ['zona:caracas'] }]);
  });
});
