/**
 * The catalogue back-office (issue 18): products. A stale save is refused and saves nothing; every
 * change is recorded; what staff change is in the storefront and the search index right after the write.
 */
import { MensajesAdmin, MensajesProducto, MensajesSubida } from '@mercado/shared/contracts';
import { describe, expect, it } from 'vitest';
import { TAG_SLUG } from '../src/db/seed-fixtures.ts';
import {
  ana,
  beto,
  conStockYPrecio,
  enBuscador,
  enCategoria,
  enTienda,
  IMAGEN,
  idDe,
  llamar,
  multipart,
  PRODUCTO_SEMBRADO,
  prepararCatalogo,
  productoForm,
  subida,
  t,
} from './admin-catalogo-contexto.ts';
import { bearer } from './helpers.ts';

prepararCatalogo();

describe('products', () => {
  it('validation names each field (sale mode rules too) and saves nothing', async () => {
    const harinas = await idDe(t, 'categoria', 'harinas');
    const antes = await t.db
      .selectFrom('producto')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const mal = await llamar(ana, 'POST', '/admin/producto', {
      ...productoForm(harinas),
      nombre: '',
      slug: 'Mal Slug',
      grupo: '0',
      unidad: '0',
      minimo: '2',
      maximo: '1',
      impuestoClase: 'lujo',
    });
    expect(mal.status).toBe(400);
    expect(mal.body.campos).toMatchObject({
      nombre: expect.any(String),
      slug: expect.any(String),
      impuestoClase: 'Elija la clase de IVA',
    });
    const reglas = await llamar(ana, 'POST', '/admin/producto', {
      ...productoForm(harinas),
      grupo: '0',
      unidad: '0',
      minimo: '2',
      maximo: '1',
    });
    expect(reglas.body.campos).toEqual({
      grupo: MensajesProducto.GRUPO,
      unidad: MensajesProducto.UNIDAD,
      maximo: MensajesProducto.MAXIMO,
    });
    const sinCategoria = await llamar(ana, 'POST', '/admin/producto', productoForm(999_999));
    expect([sinCategoria.status, sinCategoria.body.campos]).toEqual([
      422,
      { categoriaId: MensajesProducto.CATEGORIA_NO_EXISTE },
    ]);
    const repetido = await llamar(ana, 'POST', '/admin/producto', productoForm(harinas, PRODUCTO_SEMBRADO));
    expect([repetido.status, repetido.body.campos]).toEqual([409, { slug: MensajesAdmin.SLUG_EN_USO }]);
    const despues = await t.db
      .selectFrom('producto')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(despues.n).toBe(antes.n);
    expect((await llamar(ana, 'GET', `/admin/producto/verificar?slug=${PRODUCTO_SEMBRADO}`)).body).toEqual({
      disponible: false,
    });
  });

  it('two staff save the same product: the second gets 409 and nothing of theirs is saved', async () => {
    const harinas = await idDe(t, 'categoria', 'harinas');
    const creado = (await llamar(ana, 'POST', '/admin/producto', productoForm(harinas))).body;
    const abierto = (await llamar(beto, 'GET', `/admin/producto/${creado.id}`)).body;
    const { id, categoria: _c, impuesto: _i, estatus: _e, imagen: _im, imagenes: _ims, ...resto } = abierto;
    const form = { ...resto, descripcion: resto.descripcion ?? '' };
    const primero = await llamar(ana, 'PUT', `/admin/producto/${id}`, { ...form, nombre: 'Nombre de Ana' });
    expect(primero.status).toBe(200);
    expect(primero.body.version).toBe(abierto.version + 1);
    const segundo = await llamar(beto, 'PUT', `/admin/producto/${id}`, {
      ...form,
      nombre: 'Nombre de Beto',
      marca: 'Beto',
    });
    expect(segundo).toEqual({
      status: 409,
      body: { mensaje: MensajesAdmin.CONFLICTO, campos: { version: MensajesAdmin.CONFLICTO } },
    });
    const guardado = (await llamar(ana, 'GET', `/admin/producto/${id}`)).body;
    expect([guardado.nombre, guardado.marca]).toEqual(['Nombre de Ana', 'Marca']);

    // The history: the creation and Ana's change, with who and the fields before and after.
    const historial = (await llamar(ana, 'GET', `/admin/producto/${id}/historial`)).body;
    expect(historial.items.map((c: { accion: string }) => c.accion)).toEqual(['editar', 'crear']);
    expect(historial.items[0]).toMatchObject({
      usuario: expect.stringMatching(/@demo\.test$/),
      antes: { nombre: creado.nombre },
      despues: { nombre: 'Nombre de Ana' },
    });
  });

  it('the same for categories: a stale save is 409 with the clear message', async () => {
    const harinas = await idDe(t, 'categoria', 'harinas');
    const abierta = (await llamar(beto, 'GET', `/admin/categoria/${harinas}/formeditar`)).body.categoria;
    const form = {
      nombre: abierta.nombre,
      slug: abierta.slug,
      padreId: abierta.padreId,
      icono: abierta.icono,
      orden: abierta.orden,
      version: abierta.version,
    };
    expect((await llamar(ana, 'PUT', `/admin/categoria/${harinas}`, { ...form, orden: 7 })).status).toBe(200);
    const tarde = await llamar(beto, 'PUT', `/admin/categoria/${harinas}`, { ...form, orden: 9 });
    expect([tarde.status, tarde.body.mensaje]).toEqual([409, MensajesAdmin.CONFLICTO]);
    expect((await llamar(ana, 'GET', `/admin/categoria/${harinas}/simple`)).status).toBe(200);
    expect(
      (await t.db.selectFrom('categoria').select('orden').where('id', '=', harinas).executeTakeFirstOrThrow())
        .orden,
    ).toBe(7);
    const cambios = (await llamar(ana, 'GET', `/admin/categoria/${harinas}/historial`)).body.items;
    expect(cambios[0]).toMatchObject({
      accion: 'editar',
      antes: { orden: abierta.orden },
      despues: { orden: 7 },
    });
  });

  it('a product and a category change are in the storefront and the search index right after the write', async () => {
    // A new category under Víveres and a product in it, with stock and a price in Caracas.
    const viveres = await idDe(t, 'categoria', 'viveres');
    const cat = (
      await llamar(ana, 'POST', '/admin/categoria', {
        nombre: 'Pruebas de visibilidad',
        slug: 'pruebas-visibilidad',
        padreId: viveres,
        icono: null,
        orden: 0,
      })
    ).body;
    const p = (
      await llamar(ana, 'POST', '/admin/producto', {
        ...productoForm(cat.id, 'quinchoncho-visible-1-kg'),
        nombre: 'Quinchoncho visible 1 kg',
      })
    ).body;
    await conStockYPrecio(p.id);
    // A save puts it in search at once (the stock above came in through the database).
    const { id, categoria: _c, impuesto: _i, estatus: _e, imagen: _im, imagenes: _ims, ...resto } = p;
    const form = { ...resto, descripcion: resto.descripcion ?? '' };
    const editado = (
      await llamar(ana, 'PUT', `/admin/producto/${id}`, { ...form, nombre: 'Quinchoncho morado 1 kg' })
    ).body;
    expect(await enTienda(p.slug)).toBe(200);
    expect(await enCategoria('pruebas-visibilidad')).toEqual([p.slug]);
    expect(await enBuscador('quinchoncho morado')).toEqual([String(id)]);

    // Deactivating its category (or its parent's... its own here) hides it everywhere.
    const inactiva = await llamar(ana, 'PUT', `/admin/categoria/${cat.id}/estatus`, {
      estatus: 2,
      version: cat.version,
    });
    expect([inactiva.status, inactiva.body.estatus]).toEqual([200, 2]);
    expect(await enTienda(p.slug)).toBe(404);
    expect(await enCategoria('pruebas-visibilidad')).toEqual([]);
    expect(await enBuscador('quinchoncho morado')).toEqual([]);
    const activa = await llamar(ana, 'PUT', `/admin/categoria/${cat.id}/estatus`, {
      estatus: 1,
      version: inactiva.body.version,
    });
    expect(activa.status).toBe(200);
    expect(await enTienda(p.slug)).toBe(200);
    expect(await enBuscador('quinchoncho morado')).toEqual([String(id)]);

    // Renaming the category renames it in the product's record.
    const renombrada = await llamar(ana, 'PUT', `/admin/categoria/${cat.id}`, {
      nombre: 'Granos especiales',
      slug: 'pruebas-visibilidad',
      padreId: viveres,
      icono: null,
      orden: 0,
      version: activa.body.version,
    });
    expect(renombrada.status).toBe(200);
    expect(await enBuscador('granos especiales quinchoncho')).toEqual([String(id)]);

    // The product's own status, and one bulk change: a stale row refuses the batch.
    const otro = (await llamar(ana, 'POST', '/admin/producto', productoForm(cat.id))).body;
    const lote = [
      { id, version: editado.version },
      { id: otro.id, version: otro.version + 5 },
    ];
    const rechazado = await llamar(ana, 'PUT', '/admin/producto/estatus', { estatus: 2, productos: lote });
    expect([rechazado.status, rechazado.body.mensaje]).toEqual([409, MensajesAdmin.CONFLICTO]);
    expect(await enTienda(p.slug)).toBe(200);
    const aplicado = await llamar(ana, 'PUT', '/admin/producto/estatus', {
      estatus: 2,
      productos: [
        { id, version: editado.version },
        { id: otro.id, version: otro.version },
      ],
    });
    expect(aplicado).toEqual({ status: 200, body: { actualizados: 2 } });
    expect(await enTienda(p.slug)).toBe(404);
    expect(await enBuscador('quinchoncho morado')).toEqual([]);
    for (const pid of [id, otro.id]) {
      const h = (await llamar(ana, 'GET', `/admin/producto/${pid}/historial`)).body.items[0];
      expect(h).toMatchObject({ accion: 'estatus', antes: { estatus: 1 }, despues: { estatus: 2 } });
    }
    const uno = await llamar(ana, 'PUT', `/admin/producto/${id}/estatus`, {
      estatus: 1,
      version: editado.version + 1,
    });
    expect([uno.status, uno.body.estatus]).toEqual([200, 1]);
    expect(await enTienda(p.slug)).toBe(200);
    expect(await enBuscador('quinchoncho morado')).toEqual([String(id)]);
  });

  it('several ordered images: the first is the storefront’s main image; reorder and remove', async () => {
    const pid = await idDe(t, 'producto', PRODUCTO_SEMBRADO);
    const subir = async (archivo: { payload: Buffer; headers: Record<string, string> }) =>
      t.app.inject({
        method: 'POST',
        url: `/admin/producto/${pid}/imagen`,
        payload: archivo.payload,
        headers: { ...archivo.headers, ...bearer(ana) },
      });
    const una = await subir(IMAGEN);
    expect(una.statusCode, una.body).toBe(200);
    const dos = (await subir(await subida('#e74c3c'))).json();
    expect(dos.imagenes).toHaveLength(2);
    const [primera, segunda] = dos.imagenes as { id: number; url: string }[];
    expect(dos.imagen).toBe(primera!.url);
    expect(primera!.url).toMatch(
      /\/media\/subidas\/producto\/cafe-molido-fama-de-america-500-g-[0-9a-f]{12}-400\.webp$/,
    );
    const tienda = (
      await t.app.inject({ method: 'GET', url: `/api/website/producto/caracas/${PRODUCTO_SEMBRADO}` })
    ).json();
    expect([tienda.imagen, tienda.imagenes.map((i: { url: string }) => i.url)]).toEqual([
      primera!.url,
      [primera!.url, segunda!.url],
    ]);

    const reordenado = await llamar(ana, 'PUT', `/admin/producto/${pid}/imagen`, {
      imagenes: [segunda!.id, primera!.id],
    });
    expect(reordenado.body.imagen).toBe(segunda!.url);
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/website/producto/caracas/${PRODUCTO_SEMBRADO}` })
      ).json().imagen,
    ).toBe(segunda!.url);
    // A list that is not the product's images (one left out) is refused: someone changed them.
    const incompleto = await llamar(ana, 'PUT', `/admin/producto/${pid}/imagen`, { imagenes: [primera!.id] });
    expect([incompleto.status, incompleto.body.campos]).toEqual([
      409,
      { imagenes: MensajesProducto.IMAGENES_CAMBIARON },
    ]);
    const quitada = await llamar(ana, 'DELETE', `/admin/producto/${pid}/imagen/${segunda!.id}`);
    expect(quitada.body).toEqual({ imagen: primera!.url, imagenes: [primera] });
    const ultima = await llamar(ana, 'DELETE', `/admin/producto/${pid}/imagen/${primera!.id}`);
    expect(ultima.body.imagenes).toEqual([]);
    expect(ultima.body.imagen).toMatch(/\/media\/producto\/cafe-molido-fama-de-america-500-g\.svg$/);

    // A text file named and typed as a PNG: refused by its content, nothing added.
    const texto = await subir(await multipart(Buffer.from('no soy una imagen')));
    expect([texto.statusCode, texto.json().campos]).toEqual([400, { archivo: MensajesSubida.FORMATO }]);
    expect((await llamar(ana, 'GET', `/admin/producto/${pid}`)).body.imagenes).toEqual([]);
  });

  it('lists on the server with filters: category (with its subcategories), tag, status, text', async () => {
    const viveres = await idDe(t, 'categoria', 'viveres');
    const etiqueta = await idDe(t, 'etiqueta', TAG_SLUG);
    const porCategoria = (await llamar(ana, 'GET', `/admin/producto?categoria=${viveres}&orden=nombre`)).body;
    expect(porCategoria.total).toBeGreaterThan(50);
    expect(porCategoria.items).toHaveLength(50);
    const pagina2 = (await llamar(ana, 'GET', `/admin/producto?categoria=${viveres}&orden=nombre&pagina=2`))
      .body;
    const ids1 = new Set(porCategoria.items.map((p: { id: number }) => p.id));
    expect(pagina2.items.some((p: { id: number }) => ids1.has(p.id))).toBe(false);
    const texto = (await llamar(ana, 'GET', '/admin/producto?q=cafe%20molido')).body;
    expect(texto.items.map((p: { slug: string }) => p.slug)).toContain(PRODUCTO_SEMBRADO);
    const conEtiqueta = (await llamar(ana, 'GET', `/admin/producto?etiqueta=${etiqueta}&estatus=1`)).body;
    expect(conEtiqueta.total).toBeGreaterThan(0);
    expect(conEtiqueta.items.every((p: { estatus: number }) => p.estatus === 1)).toBe(true);
    const opciones = (await llamar(ana, 'GET', '/admin/producto/opciones')).body;
    expect(opciones.impuestos.map((i: { porcentaje: string }) => i.porcentaje)).toEqual([
      '16.0000',
      '8.0000',
      '0.0000',
    ]);
  });
});
