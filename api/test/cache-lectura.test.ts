/**
 * The read cache (issue 39, decision 0051): the store's public reads are served from memory, and the
 * next read after any change behind them shows it (price, stock, rate, configuration, publication,
 * maintenance, product deactivated), whoever wrote it: migration 0041's triggers notify on commit.
 * A change drops only the reads of the table it touched: the others stay hits. Nothing a signed-in
 * user gets reaches another user or an anonymous visitor. ETag and 304, bytes made once.
 * On PGlite and on PostgreSQL (DATABASE_URL).
 *
 * The tests write through their own pool, as a sweep or SQL by hand would: on PostgreSQL its notice
 * reaches the listener a moment after the commit, so each write is followed by `escrito()`, the wait an
 * API request that writes makes before it answers (cache-instancias covers that path).
 */

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  EstatusRegistro,
  InicioZonaSchema,
  MensajesTienda,
  ProductoDetalleSchema,
  ResolveResponseSchema,
  type TokenPayload,
} from '@mercado/shared/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CACHE_PUBLICA } from '../src/cache/http.ts';
import { cacheInstalada } from '../src/cache/lectura.ts';
import { OFFER_PRODUCT_SLUG, PRICE_PRODUCT_SLUG } from '../src/db/seed-fixtures.ts';
import { contenidoPublicado, guardarPublicado } from '../src/services/contenido-zona.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every listener has handled the notices of what was committed (PGlite: at once). */
const escrito = () => cacheInstalada(t.db)!.sincronizar();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function producto(slug: string, headers: Record<string, string> = {}) {
  const res = await get(`/api/website/producto/caracas/${slug}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ProductoDetalleSchema.parse(res.json());
}

const resolve = async (headers: Record<string, string> = {}) =>
  ResolveResponseSchema.parse((await get('/api/website/resolve?zona=caracas', headers)).json());

const ids = async (slug: string) =>
  t.db
    .selectFrom('producto as p')
    .innerJoin('zona as z', (j) => j.on('z.slug', '=', 'caracas'))
    .select(['p.id as producto', 'z.id as zona'])
    .where('p.slug', '=', slug)
    .executeTakeFirstOrThrow();

describe('served from memory', () => {
  it('a second read of a page is a hit, not computed again', async () => {
    const cache = cacheInstalada(t.db)!;
    expect(cache.activa).toBe(true);
    await producto(PRICE_PRODUCT_SLUG);
    const antes = { ...cache.cuenta };
    const a = await producto(PRICE_PRODUCT_SLUG);
    const b = await producto(PRICE_PRODUCT_SLUG);
    expect(b).toEqual(a);
    expect(cache.cuenta.aciertos).toBe(antes.aciertos + 2);
    expect(cache.cuenta.calculos).toBe(antes.calculos);
  });
});

describe('the next read after a change shows it', () => {
  it('a price', async () => {
    const { producto: id, zona } = await ids(PRICE_PRODUCT_SLUG);
    const antes = await producto(PRICE_PRODUCT_SLUG);
    await t.db
      .updateTable('producto_precio')
      .set({ precio: sql`precio + 1` })
      .where('producto_id', '=', id)
      .where('zona_id', '=', zona)
      .execute();
    await escrito();
    const despues = await producto(PRICE_PRODUCT_SLUG);
    expect(Number(despues.precio)).toBeCloseTo(Number(antes.precio) + 1, 2);
  });

  it('stock: sold out, the product page and the list drop it', async () => {
    const { producto: id, zona } = await ids(OFFER_PRODUCT_SLUG);
    const lista = async () => (await get('/api/website/productos/caracas?pag=1')).json().total as number;
    await producto(OFFER_PRODUCT_SLUG);
    const total = await lista();
    await t.db
      .updateTable('producto_existencia')
      .set({ existencia: '0' })
      .where('producto_id', '=', id)
      .where('zona_id', '=', zona)
      .execute();
    await escrito();
    const res = await get(`/api/website/producto/caracas/${OFFER_PRODUCT_SLUG}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().mensaje).toBe(MensajesTienda.PRODUCTO_NO_DISPONIBLE);
    expect(await lista()).toBe(total - 1);
    await t.db
      .updateTable('producto_existencia')
      .set({ existencia: '25' })
      .where('producto_id', '=', id)
      .where('zona_id', '=', zona)
      .execute();
    await escrito();
    expect((await producto(OFFER_PRODUCT_SLUG)).slug).toBe(OFFER_PRODUCT_SLUG);
  });

  it('the rate (resolve)', async () => {
    const antes = await resolve();
    const bolivar = antes.moneda.find((m) => m.tipo === 'bolivar')!;
    const nueva = (Number(bolivar.tasa) + 1.5).toFixed(4);
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('moneda').set({ tasa: nueva }).where('id', '=', bolivar.id).execute();
      await trx
        .insertInto('tasa_historial')
        .values({
          moneda_id: bolivar.id,
          tasa: nueva,
          anterior: bolivar.tasa,
          creado_en: new Date(Date.now() + 60_000),
        })
        .execute();
    });
    await escrito();
    const despues = await resolve();
    expect(Number(despues.moneda.find((m) => m.id === bolivar.id)!.tasa)).toBeCloseTo(Number(nueva), 4);
    expect(despues.tasaActualizada).not.toBe(antes.tasaActualizada);
  });

  it('the configuration (resolve)', async () => {
    const antes = await resolve();
    const minimo = (Number(antes.configuracion.minimoCompra) + 3).toFixed(2);
    await t.db.updateTable('configuracion').set({ minimo_compra: minimo }).where('id', '=', 1).execute();
    await escrito();
    expect((await resolve()).configuracion.minimoCompra).toBe(minimo);
  });

  it('advertising published (the zone home)', async () => {
    const inicio = async () =>
      InicioZonaSchema.parse((await get('/api/website/inicio/caracas')).json()).mensajePublicidad;
    await inicio();
    const mensaje = `Publicado ${Date.now()}`;
    const { zona } = await ids(PRICE_PRODUCT_SLUG);
    // What 'Publicar' stores (the back-office's own service), with a new message.
    const contenido = await contenidoPublicado(t.db, zona);
    const { id: uid } = await t.db
      .selectFrom('usuario')
      .select('id')
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirstOrThrow();
    const admin = { uid } as TokenPayload;
    await t.db.transaction().execute((trx) => guardarPublicado(trx, admin, zona, { ...contenido, mensaje }));
    await escrito();
    expect(await inicio()).toBe(mensaje);
  });

  it('a product deactivated', async () => {
    await producto(PRICE_PRODUCT_SLUG);
    await t.db
      .updateTable('producto')
      .set({ estatus: EstatusRegistro.INACTIVO })
      .where('slug', '=', PRICE_PRODUCT_SLUG)
      .execute();
    await escrito();
    expect((await get(`/api/website/producto/caracas/${PRICE_PRODUCT_SLUG}`)).statusCode).toBe(404);
    await t.db
      .updateTable('producto')
      .set({ estatus: EstatusRegistro.ACTIVO })
      .where('slug', '=', PRICE_PRODUCT_SLUG)
      .execute();
    await escrito();
    expect((await get(`/api/website/producto/caracas/${PRICE_PRODUCT_SLUG}`)).statusCode).toBe(200);
  });

  it('a zone put in maintenance: 409, then back', async () => {
    const url = `/api/website/producto/caracas/${PRICE_PRODUCT_SLUG}`;
    expect((await get(url)).statusCode).toBe(200);
    expect((await resolve()).zona?.estatus).toBe(EstatusRegistro.ACTIVO);
    await t.db
      .updateTable('zona')
      .set({ estatus: EstatusRegistro.INACTIVO })
      .where('slug', '=', 'caracas')
      .execute();
    await escrito();
    try {
      const res = await get(url);
      expect(res.statusCode).toBe(409);
      expect(res.json().mensaje).toBe(MensajesTienda.ZONA_MANTENIMIENTO);
      expect((await resolve()).zona?.estatus).toBe(EstatusRegistro.INACTIVO);
    } finally {
      await t.db
        .updateTable('zona')
        .set({ estatus: EstatusRegistro.ACTIVO })
        .where('slug', '=', 'caracas')
        .execute();
      await escrito();
    }
    expect((await get(url)).statusCode).toBe(200);
  });

  it('a write rolled back changes nothing and empties nothing', async () => {
    const cache = cacheInstalada(t.db)!;
    await producto(PRICE_PRODUCT_SLUG);
    const avisos = cache.cuenta.avisos;
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.updateTable('producto_precio').set({ precio: '999.00' }).execute();
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    // Had it notified, the notice would be here by now.
    await escrito();
    expect(cache.cuenta.avisos).toBe(avisos);
    expect((await producto(PRICE_PRODUCT_SLUG)).precio).not.toBe('999.00');
  });
});

describe('a change drops only the reads of the table it touched', () => {
  const urlProducto = `/api/website/producto/caracas/${PRICE_PRODUCT_SLUG}`;
  const urlResolve = '/api/website/resolve?zona=caracas';

  /** Whether `url`'s next read is a hit (served from memory) or computed again. */
  async function acierta(url: string): Promise<boolean> {
    const cache = cacheInstalada(t.db)!;
    const calculos = cache.cuenta.calculos;
    expect((await get(url)).statusCode).toBe(200);
    return cache.cuenta.calculos === calculos;
  }

  it('each entry carries the tables its queries named', async () => {
    await get(urlResolve);
    await get(urlProducto);
    const cache = cacheInstalada(t.db)!;
    const deResolve = cache.tablasDe(JSON.stringify(['resolve', 'caracas']));
    const deProducto = cache.tablasDe(JSON.stringify(['producto', PRICE_PRODUCT_SLUG, 'caracas', 1]));
    for (const tabla of ['moneda', 'tasa_historial', 'configuracion', 'zona', 'categoria'])
      expect(deResolve?.has(tabla), tabla).toBe(true);
    expect(deResolve?.has('producto_existencia')).toBe(false);
    for (const tabla of ['producto', 'producto_precio', 'producto_existencia', 'zona'])
      expect(deProducto?.has(tabla), tabla).toBe(true);
    expect(deProducto?.has('moneda')).toBe(false);
  });

  it('the rate: resolve is computed again, a product page and the product list stay', async () => {
    for (const url of [urlResolve, urlProducto, '/api/website/productos/caracas?pag=1']) await get(url);
    const bolivar = (await resolve()).moneda.find((m) => m.tipo === 'bolivar')!;
    await t.db
      .updateTable('moneda')
      .set({ tasa: (Number(bolivar.tasa) + 0.5).toFixed(4) })
      .where('id', '=', bolivar.id)
      .execute();
    await escrito();
    expect(await acierta(urlProducto)).toBe(true);
    expect(await acierta('/api/website/productos/caracas?pag=1')).toBe(true);
    expect(await acierta(urlResolve)).toBe(false);
  });

  it("a product's stock: its page is computed again, resolve stays", async () => {
    const { producto: id, zona } = await ids(PRICE_PRODUCT_SLUG);
    await get(urlResolve);
    await get(urlProducto);
    await t.db
      .updateTable('producto_existencia')
      .set({ existencia: sql`existencia + 1` })
      .where('producto_id', '=', id)
      .where('zona_id', '=', zona)
      .execute();
    await escrito();
    expect(await acierta(urlResolve)).toBe(true);
    expect(await acierta(urlProducto)).toBe(false);
  });

  it('the configuration: resolve is computed again, a product page stays', async () => {
    const antes = await resolve();
    await get(urlProducto);
    await t.db
      .updateTable('configuracion')
      .set({ minimo_compra: (Number(antes.configuracion.minimoCompra) + 1).toFixed(2) })
      .where('id', '=', 1)
      .execute();
    await escrito();
    expect(await acierta(urlProducto)).toBe(true);
    expect(await acierta(urlResolve)).toBe(false);
  });

  it('a table no cached read uses: every read stays', async () => {
    const urls = [urlResolve, urlProducto, '/api/website/inicio/caracas'];
    for (const url of urls) await get(url);
    // Coupons: checkout reads them, no cached page does (its trigger notifies all the same).
    const avisos = cacheInstalada(t.db)!.cuenta.avisos;
    await t.db.updateTable('cupon').set({ estatus: sql`estatus` }).execute();
    await escrito();
    expect(cacheInstalada(t.db)!.cuenta.avisos).toBe(avisos + 1);
    for (const url of urls) expect(await acierta(url), url).toBe(true);
  });
});

describe('a hit is sent as bytes made once', () => {
  it('plain, brotli and gzip decode to the same answer, with the same ETag', async () => {
    const url = `/api/website/inicio/caracas`;
    const plano = await get(url);
    const br = await get(url, { 'accept-encoding': 'br' });
    const gz = await get(url, { 'accept-encoding': 'gzip, deflate' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plano.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plano.body);
    expect(br.headers.etag).toBe(plano.headers.etag);
    expect(InicioZonaSchema.parse(plano.json()).zona.slug).toBe('caracas');
    // A matching ETag with brotli asked: 304, no body, no encoding.
    const nada = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(plano.headers.etag) });
    expect(nada.statusCode).toBe(304);
    expect(nada.rawPayload.length).toBe(0);
    expect(nada.headers['content-encoding']).toBeUndefined();
  });

  it("a hit is not parsed again by its response schema (resolve: only the caller's fields)", async () => {
    const urlResolve = '/api/website/resolve?zona=caracas';
    const urlProducto = `/api/website/producto/caracas/${PRICE_PRODUCT_SLUG}`;
    await get(urlResolve);
    await get(urlProducto);
    const deResolve = vi.spyOn(ResolveResponseSchema, 'parse');
    const deProducto = vi.spyOn(ProductoDetalleSchema, 'parse');
    try {
      const r = await get(urlResolve);
      const p = await get(urlProducto);
      expect(deResolve).not.toHaveBeenCalled();
      expect(deProducto).not.toHaveBeenCalled();
      expect(r.statusCode).toBe(200);
      expect(p.statusCode).toBe(200);
    } finally {
      deResolve.mockRestore();
      deProducto.mockRestore();
    }
  });

  it("resolve: the shared part made once, the caller's fields each time", async () => {
    const prime = bearer((await login(t.app, 'prime@demo.test')).body.token);
    const a = await resolve();
    const b = await resolve(prime);
    expect(b.moneda).toEqual(a.moneda);
    expect(b.categoria).toEqual(a.categoria);
    expect(a.usuarioTipo).toBe(1);
    expect(b.usuarioTipo).toBe(2);
    expect(Date.parse(b.fechaServer)).toBeGreaterThanOrEqual(Date.parse(a.fechaServer));
  });
});

describe('nothing per user is shared', () => {
  it("a prime shopper's prices and resolve stay theirs; anonymous and another user get their own", async () => {
    const prime = bearer((await login(t.app, 'prime@demo.test')).body.token);
    const cliente = bearer((await login(t.app, 'cliente@demo.test')).body.token);
    const { producto: id, zona } = await ids(PRICE_PRODUCT_SLUG);
    const precios = await t.db
      .selectFrom('producto_precio')
      .select(['usuario_tipo', 'precio'])
      .where('producto_id', '=', id)
      .where('zona_id', '=', zona)
      .execute();
    const precioDe = (tipo: number) => precios.find((p) => p.usuario_tipo === tipo)!.precio;
    // Prime first, so a cache keyed wrongly would hand its answer to the others.
    const dePrime = await producto(PRICE_PRODUCT_SLUG, prime);
    const deAnonimo = await producto(PRICE_PRODUCT_SLUG);
    const deCliente = await producto(PRICE_PRODUCT_SLUG, cliente);
    expect(precioDe(2)).not.toBe(precioDe(1));
    expect(dePrime.precio).toBe(precioDe(2));
    expect(deAnonimo.precio).toBe(precioDe(1));
    expect(deCliente.precio).toBe(precioDe(1));

    const rPrime = await resolve(prime);
    const rAnonimo = await resolve();
    const rCliente = await resolve(cliente);
    expect(rPrime.usuarioTipo).toBe(2);
    expect(rPrime.membresia).not.toBeNull();
    expect(rAnonimo.usuarioTipo).toBe(1);
    expect(rAnonimo.usuarioEstatus).toBeNull();
    expect(rAnonimo.membresia).toBeNull();
    expect(rCliente.usuarioTipo).toBe(1);
    expect(rCliente.membresia).toBeNull();
  });

  it('a signed-in answer is no-store without validators; an anonymous one a CDN may keep a second', async () => {
    const cliente = bearer((await login(t.app, 'cliente@demo.test')).body.token);
    const url = `/api/website/producto/caracas/${PRICE_PRODUCT_SLUG}`;
    const privada = await get(url, cliente);
    expect(privada.headers['cache-control']).toBe('no-store');
    expect(privada.headers.etag).toBeUndefined();
    expect(String(privada.headers.vary)).toMatch(/authorization/i);
    const publica = await get(url);
    expect(publica.headers['cache-control']).toBe(CACHE_PUBLICA);
    expect(String(publica.headers.vary)).toMatch(/authorization/i);
  });
});

describe('ETag and 304', () => {
  it('If-None-Match with the ETag: 304 without a body; after a price change: 200 with a new ETag', async () => {
    const url = `/api/website/producto/caracas/${PRICE_PRODUCT_SLUG}`;
    const primera = await get(url);
    const etag = String(primera.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const otra = await get(url, { 'if-none-match': etag });
    expect(otra.statusCode).toBe(304);
    expect(otra.body).toBe('');
    expect((await get(url, { 'if-none-match': 'W/"otro"' })).statusCode).toBe(200);
    await t.db.updateTable('producto_precio').set({ oferta: sql`oferta + 0.01` }).execute();
    await escrito();
    const cambiada = await get(url, { 'if-none-match': etag });
    expect(cambiada.statusCode).toBe(200);
    expect(cambiada.headers.etag).not.toBe(etag);
  });
});
