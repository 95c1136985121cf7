/**
 * Issue 36: the per-order maximum (maximo × unidad, spec §5) holds on every cart write, the merge at
 * sign-in adds quantities (capped), and no write takes a cart over CARRITO_MAX_LINEAS lines. The API
 * caps and reports; it never stores more.
 */
import {
  CARRITO_MAX_LINEAS,
  CarritoConEstatusSchema,
  CarritoVistaSchema,
  CarritoDetalleEstatus as E,
  MensajesCarrito,
} from '@mercado/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OFFER_PRODUCT_SLUG,
  PRICE_PRODUCT_SLUG,
  TAX_GENERAL_PRODUCT_SLUG,
  WEIGHED_PRODUCT_SLUG,
  ZONA_SLUG,
} from '../src/db/seed-fixtures.ts';
import { carritos, guardar, idsDe, tokenDe } from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let prime: string;
let id: Record<string, number>;

const url = (accion = '') => `/usuario/carrito/zona/${ZONA_SLUG}${accion}`;
const lineasDe = async (pagina: number) =>
  (await carritos(t, prime))[pagina]!.lineas.map((l) => [l.producto.id, l.cantidad]);

beforeAll(async () => {
  t = await createTestApp();
  prime = await tokenDe(t, 'prime@demo.test');
  id = await idsDe(t, [
    PRICE_PRODUCT_SLUG,
    OFFER_PRODUCT_SLUG,
    TAX_GENERAL_PRODUCT_SLUG,
    WEIGHED_PRODUCT_SLUG,
  ]);
  // The seed's products: maximo 12 und (5 kg by weight), the fixtures with plenty of stock.
  const p = await t.db
    .selectFrom('producto')
    .select(['maximo', 'unidad'])
    .where('id', '=', id[PRICE_PRODUCT_SLUG]!)
    .executeTakeFirstOrThrow();
  expect([p.maximo, p.unidad]).toEqual(['12.000', '1.000']);
});
afterAll(async () => {
  await t?.close();
});

describe('the per-order maximum', () => {
  it('save: 16 und of a product with maximum 12 stores 12 and reports it', async () => {
    const r = await guardar(t, prime, 1, [{ producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '16' }]);
    expect(r.statusCode).toBe(200);
    expect(CarritoConEstatusSchema.parse(r.json()).ajustes).toEqual([
      expect.objectContaining({
        producto: id[PRICE_PRODUCT_SLUG],
        estatus: E.MAXIMO_SUPERADO,
        mensaje: 'La cantidad máxima de compra es 12 und',
        cantidadSolicitada: '16',
        cantidad: '12',
      }),
    ]);
    expect(await lineasDe(1)).toEqual([[id[PRICE_PRODUCT_SLUG], '12']]);
  });

  it('individual: 16 und stores 12; by weight 7 kg stores 5 kg', async () => {
    for (const [producto, cantidad, guardada] of [
      [id[PRICE_PRODUCT_SLUG]!, '16', '12'],
      [id[WEIGHED_PRODUCT_SLUG]!, '7', '5'],
    ] as const) {
      const r = await t.app.inject({
        method: 'POST',
        url: url('/individual'),
        headers: bearer(prime),
        payload: { pagina: 2, producto, cantidad },
      });
      const [ajuste] = CarritoConEstatusSchema.parse(r.json()).ajustes;
      expect([ajuste!.estatus, ajuste!.cantidad]).toEqual([E.MAXIMO_SUPERADO, guardada]);
    }
    expect(await lineasDe(2)).toEqual([
      [id[PRICE_PRODUCT_SLUG], '12'],
      [id[WEIGHED_PRODUCT_SLUG], '5'],
    ]);
  });
});

describe('the merge at sign-in (combinar)', () => {
  const combinar = (carritoDetalle: { producto: number; cantidad: string }[]) =>
    t.app.inject({
      method: 'POST',
      url: url('/combinar'),
      headers: bearer(prime),
      payload: { carritoDetalle },
    });

  it('adds the quantities of a product in both carts: 1 + 2 → 3; the others stay', async () => {
    await guardar(t, prime, 0, [
      { producto: id[OFFER_PRODUCT_SLUG]!, cantidad: '1' },
      { producto: id[TAX_GENERAL_PRODUCT_SLUG]!, cantidad: '2' },
    ]);
    const r = await combinar([
      { producto: id[OFFER_PRODUCT_SLUG]!, cantidad: '2' },
      { producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '1' },
    ]);
    expect(r.statusCode).toBe(200);
    expect(CarritoVistaSchema.parse(r.json()).lineas.map((l) => [l.producto.id, l.cantidad])).toEqual([
      [id[OFFER_PRODUCT_SLUG], '3'],
      [id[TAX_GENERAL_PRODUCT_SLUG], '2'],
      [id[PRICE_PRODUCT_SLUG], '1'],
    ]);
  });

  it('the sum is capped at the maximum (8 + 8 → 12), reported with what was asked', async () => {
    await guardar(t, prime, 0, [{ producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '8' }]);
    const r = await combinar([{ producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '8' }]);
    expect(CarritoConEstatusSchema.parse(r.json()).ajustes).toEqual([
      expect.objectContaining({ estatus: E.MAXIMO_SUPERADO, cantidadSolicitada: '16', cantidad: '12' }),
    ]);
    expect(await lineasDe(0)).toEqual([[id[PRICE_PRODUCT_SLUG], '12']]);
  });

  it(`never takes the cart over ${CARRITO_MAX_LINEAS} lines: the local products that do not fit stay out, reported`, async () => {
    const otros = await t.db
      .selectFrom('producto')
      .select('id')
      .orderBy('id')
      .limit(CARRITO_MAX_LINEAS + 2)
      .execute();
    const ids = otros.map((o) => o.id);
    const [c] = await carritos(t, prime);
    // A stored cart already holding 149 lines (written directly: sellable or not, they count).
    await t.db.deleteFrom('carrito_detalle').where('carrito_id', '=', c!.id).execute();
    await t.db
      .insertInto('carrito_detalle')
      .values(
        ids
          .slice(0, CARRITO_MAX_LINEAS - 1)
          .map((p, orden) => ({ carrito_id: c!.id, producto_id: p, cantidad: '1.000', tipo: 1, orden })),
      )
      .execute();
    const local = ids.slice(CARRITO_MAX_LINEAS - 1);
    const r = await combinar([
      { producto: ids[0]!, cantidad: '1' },
      ...local.map((producto) => ({ producto, cantidad: '1' })),
    ]);
    expect(r.statusCode).toBe(200);
    const { ajustes } = CarritoConEstatusSchema.parse(r.json());
    const fuera = ajustes.filter((a) => a.mensaje === MensajesCarrito.DEMASIADAS_LINEAS);
    expect(fuera.map((a) => [a.producto, a.estatus, a.cantidad])).toEqual(
      local.slice(1).map((p) => [p, E.NO_DISPONIBLE, '0']),
    );
    const guardadas = await t.db
      .selectFrom('carrito_detalle')
      .select(['producto_id'])
      .where('carrito_id', '=', c!.id)
      .execute();
    expect(guardadas.length).toBeLessThanOrEqual(CARRITO_MAX_LINEAS);
    expect(guardadas.map((g) => g.producto_id)).not.toContain(local[1]);
  });

  it(`individual: one more product in a full cart is a 422 (nothing changes); changing a line is not`, async () => {
    const otros = await t.db
      .selectFrom('producto')
      .select('id')
      .orderBy('id')
      .limit(CARRITO_MAX_LINEAS + 1)
      .execute();
    const ids = otros.map((o) => o.id);
    const c = (await carritos(t, prime))[1]!;
    await t.db.deleteFrom('carrito_detalle').where('carrito_id', '=', c.id).execute();
    await t.db
      .insertInto('carrito_detalle')
      .values(
        ids
          .slice(0, CARRITO_MAX_LINEAS)
          .map((p, orden) => ({ carrito_id: c.id, producto_id: p, cantidad: '1.000', tipo: 1, orden })),
      )
      .execute();
    const antes = await t.db
      .selectFrom('carrito')
      .select('version')
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    const r = await t.app.inject({
      method: 'POST',
      url: url('/individual'),
      headers: bearer(prime),
      payload: { pagina: 1, producto: ids[CARRITO_MAX_LINEAS], cantidad: '1' },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().mensaje).toBe(MensajesCarrito.DEMASIADAS_LINEAS);
    const despues = await t.db
      .selectFrom('carrito')
      .select('version')
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(despues.version).toBe(antes.version);
    const cambio = await t.app.inject({
      method: 'POST',
      url: url('/individual'),
      headers: bearer(prime),
      payload: { pagina: 1, producto: id[PRICE_PRODUCT_SLUG], cantidad: '2' },
    });
    expect(cambio.statusCode).toBe(200);
  });
});
