/**
 * "Mis favoritos" (issue 34): a shopper's saved products are theirs alone, saved once however many
 * times, and listed in any zone at that zone's price and stock for their user type; a product the
 * zone does not sell is listed without a price. Bad ids and unknown products are refused.
 */
import { randomUUID } from 'node:crypto';
import {
  FavoritosIdsSchema,
  FavoritosZonaSchema,
  MAX_FAVORITOS,
  MensajesFavorito,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INACTIVE_PRODUCT_SLUG,
  OTRA_ZONA_SLUG,
  PRICE_PRODUCT_SLUG,
  TAX_GENERAL_PRODUCT_SLUG,
  ZONA_SLUG,
} from '../src/db/seed-fixtures.ts';
import { compradorNuevo } from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 600_000);
afterAll(async () => {
  await t?.close();
});

const comprador = (tipo: number = UsuarioTipo.NORMAL) => compradorNuevo(t, randomUUID().slice(0, 8), tipo);

const idDe = async (slug: string) =>
  (await t.db.selectFrom('producto').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

const pedir = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string) =>
  t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}) });

async function guardar(token: string, id: number | string) {
  const r = await pedir('PUT', `/usuario/favorito/producto/${id}`, token);
  expect(r.statusCode, r.body).toBe(200);
  return FavoritosIdsSchema.parse(r.json()).ids;
}

async function listar(token: string, zona: string) {
  const r = await pedir('GET', `/usuario/favorito/zona/${zona}`, token);
  expect(r.statusCode, r.body).toBe(200);
  return FavoritosZonaSchema.parse(r.json()).items;
}

const precioEn = async (productoId: number, zona: string, tipo: number) =>
  (
    await t.db
      .selectFrom('producto_precio as pp')
      .innerJoin('zona as z', 'z.id', 'pp.zona_id')
      .select('pp.precio')
      .where('pp.producto_id', '=', productoId)
      .where('z.slug', '=', zona)
      .where('pp.usuario_tipo', '=', tipo)
      .executeTakeFirstOrThrow()
  ).precio;

describe('favoritos', () => {
  it('saving a product twice keeps one favourite; removing it twice is fine', async () => {
    const { token } = await comprador();
    const id = await idDe(PRICE_PRODUCT_SLUG);
    expect(await guardar(token, id)).toEqual([id]);
    expect(await guardar(token, id)).toEqual([id]);
    expect(await listar(token, ZONA_SLUG)).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      const r = await pedir('DELETE', `/usuario/favorito/producto/${id}`, token);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual({ ids: [] });
    }
  });

  it("is per user: another shopper's favourites are never seen nor removed", async () => {
    const a = await comprador();
    const b = await comprador();
    const id = await idDe(PRICE_PRODUCT_SLUG);
    await guardar(a.token, id);
    expect((await pedir('GET', '/usuario/favorito', b.token)).json()).toEqual({ ids: [] });
    expect(await listar(b.token, ZONA_SLUG)).toEqual([]);
    expect((await pedir('DELETE', `/usuario/favorito/producto/${id}`, b.token)).json()).toEqual({ ids: [] });
    expect((await pedir('GET', '/usuario/favorito', a.token)).json()).toEqual({ ids: [id] });
  });

  it('lists across zones at each zone’s price for the user type, newest first', async () => {
    const { token } = await comprador(UsuarioTipo.PRIME);
    const cafe = await idDe(PRICE_PRODUCT_SLUG);
    const mayonesa = await idDe(TAX_GENERAL_PRODUCT_SLUG);
    await guardar(token, cafe);
    await guardar(token, mayonesa);
    for (const zona of [ZONA_SLUG, OTRA_ZONA_SLUG]) {
      const items = await listar(token, zona);
      expect(items.map((f) => f.producto.id)).toEqual([mayonesa, cafe]);
      const enZona = items[1]?.enZona;
      expect(enZona?.precio).toBe(await precioEn(cafe, zona, UsuarioTipo.PRIME));
      expect(Number(enZona?.existencia)).toBeGreaterThan(0);
    }
  });

  it('says which products the zone does not sell (no price there, inactive) and keeps the sold-out', async () => {
    const { token } = await comprador();
    const sinPrecio = await idDe(TAX_GENERAL_PRODUCT_SLUG);
    const inactivo = await idDe(INACTIVE_PRODUCT_SLUG);
    await guardar(token, sinPrecio);
    await guardar(token, inactivo);
    await t.db
      .deleteFrom('producto_precio')
      .where('producto_id', '=', sinPrecio)
      .where('zona_id', '=', t.db.selectFrom('zona').select('id').where('slug', '=', OTRA_ZONA_SLUG))
      .execute();
    const porId = (items: Awaited<ReturnType<typeof listar>>) =>
      new Map(items.map((f) => [f.producto.id, f]));
    const valencia = porId(await listar(token, OTRA_ZONA_SLUG));
    expect(valencia.get(sinPrecio)?.enZona).toBeNull();
    expect(valencia.get(sinPrecio)?.producto.nombre).toBeTruthy();
    expect(valencia.get(inactivo)?.enZona).toBeNull();
    expect(porId(await listar(token, ZONA_SLUG)).get(sinPrecio)?.enZona).not.toBeNull();
  });

  it('refuses bad ids, unknown products and zones, the signed-out, and past the limit', async () => {
    const { id: uid, token } = await comprador();
    for (const malo of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await pedir('PUT', `/usuario/favorito/producto/${malo}`, token)).statusCode).toBe(400);
    }
    const desconocido = await pedir('PUT', '/usuario/favorito/producto/987654', token);
    expect(desconocido.statusCode).toBe(404);
    expect(desconocido.json().mensaje).toBe(MensajesFavorito.PRODUCTO_NO_EXISTE);
    expect((await pedir('GET', '/usuario/favorito/zona/no-existe', token)).statusCode).toBe(404);
    expect((await pedir('GET', '/usuario/favorito')).statusCode).toBe(401);
    expect(
      (await pedir('PUT', `/usuario/favorito/producto/${await idDe(PRICE_PRODUCT_SLUG)}`)).statusCode,
    ).toBe(401);

    const ids = await t.db
      .selectFrom('producto')
      .select('id')
      .orderBy('id')
      .limit(MAX_FAVORITOS + 1)
      .execute();
    await t.db
      .insertInto('favorito')
      .values(ids.slice(0, MAX_FAVORITOS).map((p) => ({ usuario_id: uid, producto_id: p.id })))
      .execute();
    const otro = ids[MAX_FAVORITOS]?.id ?? 0;
    const lleno = await pedir('PUT', `/usuario/favorito/producto/${otro}`, token);
    expect(lleno.statusCode).toBe(409);
    expect(lleno.json().mensaje).toBe(MensajesFavorito.LIMITE);
    // One already saved is still fine at the limit.
    expect(await guardar(token, ids[0]?.id ?? 0)).toHaveLength(MAX_FAVORITOS);
  });
});
