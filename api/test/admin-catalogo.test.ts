/**
 * The catalogue back-office (issue 18): categories, tags and products. Every entry checks its role on
 * the server (probarAcceso); bad input names the field and changes nothing; slugs are unique; a
 * category never becomes its own ancestor; a stale save is refused and saves nothing; every change is
 * recorded; and what staff change is in the storefront and the search index right after the write.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  MensajesAdmin,
  MensajesCategoria,
  MensajesProducto,
  MensajesSubida,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { endpoints } from '@mercado/shared/endpoints';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAG_SLUG } from '../src/db/seed-fixtures.ts';
import { probarAcceso, tokenConRoles } from './admin-acceso.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';

/** `bytes` as a browser's FormData sends an image (field `archivo`). */
async function multipart(bytes: Uint8Array) {
  const form = new FormData();
  form.append('archivo', new Blob([bytes], { type: 'image/png' }), 'foto.png');
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}
/** A small PNG upload. */
const subida = async (color = '#2e86c1') =>
  multipart(
    await sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
      .png()
      .toBuffer(),
  );
const IMAGEN = await subida();

const idDe = async (t: TestApp, tabla: 'categoria' | 'producto' | 'etiqueta', slug: string) =>
  (await t.db.selectFrom(tabla).select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
const versionDe = async (t: TestApp, tabla: 'categoria' | 'producto' | 'etiqueta', id: number) =>
  (await t.db.selectFrom(tabla).select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;
let sufijo = 0;
const unico = (base: string) => `${base}-${Date.now().toString(36)}-${++sufijo}`;

const PRODUCTO_SEMBRADO = 'cafe-molido-fama-de-america-500-g';
const productoForm = (categoriaId: number, slug = unico('producto-prueba')) => ({
  nombre: `Producto ${slug}`,
  slug,
  marca: 'Marca',
  presentacion: '1 kg',
  descripcion: '',
  categoriaId,
  etiquetaIds: [],
  impuestoClase: 'general',
  modalidadVenta: 'unidad',
  minimo: '1',
  maximo: '0',
  grupo: '1',
  unidad: '1',
});

// ---------------------------------------------------------------------------------------------------
// Access: every entry of each domain (no token 401, another section's role 403, its role 2xx).
// ---------------------------------------------------------------------------------------------------

const categoria = async (t: TestApp) => {
  const id = await idDe(t, 'categoria', 'harinas');
  return { id, version: await versionDe(t, 'categoria', id) };
};

probarAcceso('categoria: every entry checks ROLE_CATEGORIA', endpoints.adminCategoria, {
  rolSeccion: 'ROLE_CATEGORIA',
  rolAjeno: 'ROLE_TIENDA',
  casos: {
    listado: { entrada: () => ({}) },
    registrar: {
      entrada: () => {
        const slug = unico('acceso');
        return { nombre: slug, slug, padreId: null, icono: 'wheat', orden: 1 };
      },
    },
    editar: {
      entrada: async (t) => ({
        ...(await categoria(t)),
        nombre: 'Harinas',
        slug: 'harinas',
        padreId: await idDe(t, 'categoria', 'viveres'),
        icono: 'wheat',
        orden: 2,
      }),
    },
    estatus: { entrada: async (t) => ({ ...(await categoria(t)), estatus: 1 }) },
    imagen: { entrada: categoria, cuerpo: () => IMAGEN },
    padresDisponibles: { entrada: categoria },
    sinSubcategorias: { entrada: () => ({}) },
    selector: { entrada: () => ({}) },
    todas: { entrada: () => ({}) },
    simple: { entrada: categoria },
    full: { entrada: categoria },
    formEditar: { entrada: categoria },
    verificar: { entrada: () => ({ slug: 'harinas' }) },
    iconos: { entrada: () => ({ q: 'wheat' }) },
    historial: { entrada: categoria },
  },
});

const etiqueta = async (t: TestApp) => {
  const id = await idDe(t, 'etiqueta', TAG_SLUG);
  return { id, version: await versionDe(t, 'etiqueta', id) };
};

probarAcceso('etiqueta: every entry checks ROLE_ETIQUETA', endpoints.adminEtiqueta, {
  rolSeccion: 'ROLE_ETIQUETA',
  rolAjeno: 'ROLE_PRODUCTO',
  casos: {
    listado: { entrada: () => ({}) },
    registrar: {
      entrada: () => {
        const slug = unico('acceso');
        return { nombre: slug, slug, orden: 1 };
      },
    },
    detalle: { entrada: etiqueta },
    editar: {
      entrada: async (t) => ({
        ...(await etiqueta(t)),
        nombre: 'Hecho en Venezuela',
        slug: TAG_SLUG,
        orden: 1,
      }),
    },
    estatus: { entrada: async (t) => ({ ...(await etiqueta(t)), estatus: 1 }) },
    verificar: { entrada: () => ({ nombre: 'Nueva' }) },
    productos: { entrada: etiqueta },
    buscarProducto: { entrada: async (t) => ({ ...(await etiqueta(t)), q: 'arroz' }) },
    agregarProductos: {
      entrada: async (t) => ({
        ...(await etiqueta(t)),
        productos: [await idDe(t, 'producto', PRODUCTO_SEMBRADO)],
      }),
    },
    quitarProducto: {
      entrada: async (t) => ({
        ...(await etiqueta(t)),
        producto: await idDe(t, 'producto', PRODUCTO_SEMBRADO),
      }),
    },
    historial: { entrada: etiqueta },
  },
});

const producto = async (t: TestApp) => {
  const id = await idDe(t, 'producto', PRODUCTO_SEMBRADO);
  return { id, version: await versionDe(t, 'producto', id) };
};

probarAcceso('producto: every entry checks ROLE_PRODUCTO', endpoints.adminProducto, {
  rolSeccion: 'ROLE_PRODUCTO',
  rolAjeno: 'ROLE_CATEGORIA',
  casos: {
    listado: { entrada: () => ({}) },
    opciones: { entrada: () => ({}) },
    registrar: {
      entrada: async (t) => productoForm(await idDe(t, 'categoria', 'harinas')),
      estados: [201],
    },
    detalle: { entrada: producto },
    editar: {
      entrada: async (t) => {
        const { id, version } = await producto(t);
        return { ...productoForm(await idDe(t, 'categoria', 'harinas'), PRODUCTO_SEMBRADO), id, version };
      },
    },
    estatus: { entrada: async (t) => ({ ...(await producto(t)), estatus: 1 }) },
    estatusLote: { entrada: async (t) => ({ estatus: 1, productos: [await producto(t)] }) },
    subirImagen: { entrada: producto, cuerpo: () => IMAGEN },
    ordenarImagenes: {
      entrada: async (t) => {
        const { id } = await producto(t);
        const imagenes = await t.db
          .selectFrom('producto_imagen')
          .select('id')
          .where('producto_id', '=', id)
          .orderBy('orden')
          .orderBy('id')
          .execute();
        return { id, imagenes: imagenes.map((i) => i.id).reverse() };
      },
    },
    quitarImagen: {
      entrada: async (t) => {
        const { id } = await producto(t);
        const imagen = await t.db
          .insertInto('producto_imagen')
          .values({
            producto_id: id,
            url: '/media/subidas/producto/x-400.webp',
            ancho: 400,
            alto: 400,
            orden: 9,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id, imagen: imagen.id };
      },
    },
    verificar: { entrada: () => ({ slug: PRODUCTO_SEMBRADO }) },
    historial: { entrada: producto },
  },
});

probarAcceso(
  'search-index sync of a product (spec §7): ROLE_PRODUCTO',
  {
    indexarProducto: endpoints.buscador.indexarProducto,
    reindexarProducto: endpoints.buscador.reindexarProducto,
  },
  {
    rolSeccion: 'ROLE_PRODUCTO',
    rolAjeno: 'ROLE_CATEGORIA',
    casos: { indexarProducto: { entrada: producto }, reindexarProducto: { entrada: producto } },
  },
);

probarAcceso(
  'search-index sync of a product’s availability (stock and prices: ROLE_INVENTARIO)',
  { indexarDisponibilidad: endpoints.buscador.indexarDisponibilidad },
  {
    rolSeccion: 'ROLE_INVENTARIO',
    rolAjeno: 'ROLE_PRODUCTO',
    casos: { indexarDisponibilidad: { entrada: producto } },
  },
);

// ---------------------------------------------------------------------------------------------------
// Behaviour
// ---------------------------------------------------------------------------------------------------

let t: TestApp;
let medios: string;
/** Two staff of the catalogue (CATEGORIA and PRODUCTO), and one of tags. */
let ana: string;
let beto: string;
let tags: string;

beforeAll(async () => {
  medios = await mkdtemp(path.join(tmpdir(), 'catalogo-'));
  t = await createTestApp({ medios: { dir: medios, s3: null } });
  await t.app.buscador.todo();
  ana = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_CATEGORIA', 'ROLE_PRODUCTO']);
  beto = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_CATEGORIA', 'ROLE_PRODUCTO']);
  tags = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_ETIQUETA']);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await rm(medios, { recursive: true, force: true });
});

async function llamar(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}

/** The products index's hits for `query` (the objectIDs), asked with the admin key. */
async function enBuscador(query: string): Promise<string[]> {
  const { appId, adminKey } = t.config.buscador.local;
  const res = await t.app.inject({
    method: 'POST',
    url: `/1/indexes/${t.config.buscador.indexName}/query`,
    headers: {
      'x-algolia-application-id': appId,
      'x-algolia-api-key': adminKey,
      'content-type': 'text/plain',
    },
    payload: JSON.stringify({ query }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().hits as { objectID: string }[]).map((h) => h.objectID);
}

const enTienda = async (slug: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/website/producto/caracas/${slug}` })).statusCode;
const enCategoria = async (categoriaSlug: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/categoria/supermercado/${categoriaSlug}?zona=caracas`,
  });
  return res.statusCode === 200 ? (res.json().productos.items as { slug: string }[]).map((p) => p.slug) : [];
};

/** Stock and a price in Caracas for every user type: the inventory section's part, set in the database. */
async function conStockYPrecio(productoId: number) {
  const zona = await t.db
    .selectFrom('zona')
    .select('id')
    .where('slug', '=', 'caracas')
    .executeTakeFirstOrThrow();
  for (const tipo of [UsuarioTipo.NORMAL, UsuarioTipo.PRIME, UsuarioTipo.MAYORISTA]) {
    await t.db
      .insertInto('producto_precio')
      .values({
        producto_id: productoId,
        zona_id: zona.id,
        usuario_tipo: tipo,
        precio: '3.50',
        oferta: '0.00',
      })
      .execute();
    await t.db
      .insertInto('producto_existencia')
      .values({ producto_id: productoId, zona_id: zona.id, usuario_tipo: tipo, existencia: '20' })
      .execute();
  }
}

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
      .body as { id: number; slug: string }[];
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
      ['editar', { productos: [cafe.id] }],
      ['crear', { nombre: 'Sin gluten ni lactosa', slug: 'sin-gluten-ni-lactosa', orden: 3, estatus: 1 }],
    ]);
    const noExiste = await llamar(tags, 'POST', `/admin/etiqueta/${id}/producto`, { productos: [999_999] });
    expect(noExiste.status).toBe(422);
  });
});
