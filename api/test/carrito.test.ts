/**
 * Carts (issue 5) on PGlite and PostgreSQL: the 3 pages, every line status of spec §3 on write and on
 * read, the status-field response that never replaces the client's cart, individual lines, merging
 * the anonymous cart, clearing, prices and minimum per user type, totals = the shared rule.
 */
import {
  ApiErrorSchema,
  CarritoConEstatusSchema,
  CarritosZonaSchema,
  CarritoVistaSchema,
  CarritoDetalleEstatus as E,
  esCarritoConEstatus,
  MensajesCarrito,
  MensajesTienda,
} from '@mercado/shared/contracts';
import { calcularTotales, entradaCarrito, mensajeLineaCarrito, totalesDinero } from '@mercado/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INACTIVE_CATEGORY_PRODUCT_SLUG,
  INACTIVE_PRODUCT_SLUG,
  INACTIVE_ZONE_SLUG,
  OFFER_PRODUCT_SLUG,
  OTRA_ZONA_SLUG,
  OUT_OF_STOCK_FOR_NORMAL_SLUG,
  PRICE_PRODUCT_SLUG,
  QUICK_LIST_CLAMPED_SLUG,
  TAX_EXEMPT_PRODUCT_SLUG,
  TAX_GENERAL_PRODUCT_SLUG,
  TAX_REDUCED_PRODUCT_SLUG,
  WEIGHED_PRODUCT_SLUG,
  ZONA_SLUG,
} from '../src/db/seed-fixtures.ts';
import { carritos, existencia, fijarExistencia, guardar, idsDe, tokenDe } from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let cliente: string;
let prime: string;
let mayorista: string;
let id: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  [cliente, prime, mayorista] = await Promise.all([
    tokenDe(t, 'cliente@demo.test'),
    tokenDe(t, 'prime@demo.test'),
    tokenDe(t, 'mayorista@demo.test'),
  ]);
  id = await idsDe(t, [
    PRICE_PRODUCT_SLUG,
    OFFER_PRODUCT_SLUG,
    WEIGHED_PRODUCT_SLUG,
    TAX_EXEMPT_PRODUCT_SLUG,
    TAX_REDUCED_PRODUCT_SLUG,
    TAX_GENERAL_PRODUCT_SLUG,
    OUT_OF_STOCK_FOR_NORMAL_SLUG,
    INACTIVE_PRODUCT_SLUG,
    INACTIVE_CATEGORY_PRODUCT_SLUG,
    QUICK_LIST_CLAMPED_SLUG,
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('reading the carts', () => {
  it('3 empty carts per user and zone, pagina 0..2, ids stable', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/usuario/carrito/zona/${ZONA_SLUG}`,
      headers: bearer(cliente),
    });
    expect(r.statusCode).toBe(200);
    const body = CarritosZonaSchema.parse(r.json());
    expect(body.zona.slug).toBe(ZONA_SLUG);
    expect(body.carritos.map((c) => c.pagina)).toEqual([0, 1, 2]);
    expect(body.carritos.every((c) => c.lineas.length === 0 && !c.valido && c.cupon === null)).toBe(true);
    expect(body.carritos[0]!.totales.total).toBe('0.00');
    const otra = await carritos(t, cliente);
    expect(otra.map((c) => c.id)).toEqual(body.carritos.map((c) => c.id));
    // Another zone, other carts.
    const valencia = await carritos(t, cliente, OTRA_ZONA_SLUG);
    expect(valencia.map((c) => c.id).some((x) => body.carritos.some((c) => c.id === x))).toBe(false);
  });

  it('needs a user; unknown zone 404, inactive zone 409', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/usuario/carrito/zona/${ZONA_SLUG}` })).statusCode,
    ).toBe(401);
    const nx = await t.app.inject({
      method: 'GET',
      url: '/usuario/carrito/zona/no-existe',
      headers: bearer(cliente),
    });
    expect(nx.statusCode).toBe(404);
    expect(nx.json().mensaje).toBe(MensajesTienda.ZONA_NO_EXISTE);
    const off = await t.app.inject({
      method: 'GET',
      url: `/usuario/carrito/zona/${INACTIVE_ZONE_SLUG}`,
      headers: bearer(cliente),
    });
    expect(off.statusCode).toBe(409);
  });
});

describe('saving a cart', () => {
  it('valid lines: the cart comes back (no status field), prices of the user type, totals = the shared rule', async () => {
    const lineas = [
      { producto: id[OFFER_PRODUCT_SLUG]!, cantidad: '2' },
      { producto: id[TAX_GENERAL_PRODUCT_SLUG]!, cantidad: '3' },
      { producto: id[TAX_REDUCED_PRODUCT_SLUG]!, cantidad: '1' },
      { producto: id[WEIGHED_PRODUCT_SLUG]!, cantidad: '1.25' },
    ];
    const r = await guardar(t, cliente, 1, lineas);
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(esCarritoConEstatus(body)).toBe(false);
    const c = CarritoVistaSchema.parse(body);
    expect(c.pagina).toBe(1);
    expect(c.lineas.map((l) => [l.producto.id, l.cantidad, l.estatus, l.mensaje])).toEqual(
      lineas.map((l) => [l.producto, l.cantidad, E.ACTIVO, null]),
    );
    const precios = await t.db
      .selectFrom('producto_precio')
      .select(['producto_id', 'precio', 'oferta'])
      .where('usuario_tipo', '=', 1)
      .where(
        'producto_id',
        'in',
        lineas.map((l) => l.producto),
      )
      .execute();
    for (const l of c.lineas) {
      const p = precios.find((x) => x.producto_id === l.producto.id)!;
      expect([l.producto.precio, l.producto.oferta]).toEqual([p.precio, p.oferta]);
    }
    const offer = c.lineas[0]!;
    expect(Number(offer.producto.oferta)).toBeGreaterThan(0);
    expect(offer.precioUnitario).toBe(offer.producto.oferta);
    expect(Number(offer.ahorro)).toBeGreaterThan(0);
    // The page's figures (the shared rule on the cart as the page reads it), in dollars and bolívares.
    const esperado = totalesDinero(calcularTotales({ ...entradaCarrito(c), tasa: c.totales.tasa }));
    expect(c.totales).toEqual(esperado);
    expect(Number(c.totales.bs.total)).toBeGreaterThan(Number(c.totales.total));
    expect(c.totales.iva.map((i) => i.clase)).toEqual(['general', 'reducido', 'exento']);
    expect(c.version).toBeGreaterThan(0);
    // Stored: a read gives the same cart.
    expect((await carritos(t, cliente))[1]).toEqual(c);
  });

  it('a save with the same content keeps the version; a change bumps it', async () => {
    const antes = (await carritos(t, cliente))[1]!;
    const mismo = await guardar(
      t,
      cliente,
      1,
      antes.lineas.map((l) => ({ producto: l.producto.id, cantidad: l.cantidad })),
    );
    expect(mismo.json().version).toBe(antes.version);
    const otro = await guardar(t, cliente, 1, [{ producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '1' }]);
    expect(otro.json().version).toBe(antes.version + 1);
  });

  it('every line status: adjusts what it can, removes what it cannot, answers with a status field', async () => {
    await fijarExistencia(t, id[QUICK_LIST_CLAMPED_SLUG]!, '3.000');
    const antes = await existencia(t, id[TAX_REDUCED_PRODUCT_SLUG]!);
    await fijarExistencia(t, id[TAX_REDUCED_PRODUCT_SLUG]!, '0.000');
    const r = await guardar(t, cliente, 2, [
      { producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '2' }, // 1 active
      { producto: id[TAX_REDUCED_PRODUCT_SLUG]!, cantidad: '1' }, // 2 insufficient inventory
      // 7: not sold to normal in caracas (no normal price there, decision 0025)
      { producto: id[OUT_OF_STOCK_FOR_NORMAL_SLUG]!, cantidad: '1' },
      { producto: id[QUICK_LIST_CLAMPED_SLUG]!, cantidad: '5' }, // 3 existence exceeded → 3
      { producto: id[WEIGHED_PRODUCT_SLUG]!, cantidad: '0.25' }, // 4 minimum unmet → 0.5
      { producto: id[TAX_EXEMPT_PRODUCT_SLUG]!, cantidad: '20' }, // 5 maximum exceeded → 12
      { producto: id[TAX_GENERAL_PRODUCT_SLUG]!, cantidad: '2.5' }, // 6 wrong quantity → 2
      { producto: id[INACTIVE_PRODUCT_SLUG]!, cantidad: '1' }, // 7 not available
      { producto: id[INACTIVE_CATEGORY_PRODUCT_SLUG]!, cantidad: '1' }, // 7 (inactive category)
      { producto: 99999999, cantidad: '1' }, // 7 (unknown)
    ]);
    expect(r.statusCode).toBe(200);
    const body = CarritoConEstatusSchema.parse(r.json());
    expect(esCarritoConEstatus(body)).toBe(true);
    expect(body.mensaje).toBe('Carrito actualizado');
    await fijarExistencia(t, id[TAX_REDUCED_PRODUCT_SLUG]!, antes);
    expect(body.ajustes.map((a) => [a.producto, a.estatus, a.cantidadSolicitada, a.cantidad])).toEqual([
      [id[TAX_REDUCED_PRODUCT_SLUG], E.INVENTARIO_INSUFICIENTE, '1', '0'],
      [id[OUT_OF_STOCK_FOR_NORMAL_SLUG], E.NO_DISPONIBLE, '1', '0'],
      [id[QUICK_LIST_CLAMPED_SLUG], E.EXISTENCIA_SUPERADA, '5', '3'],
      [id[WEIGHED_PRODUCT_SLUG], E.MINIMO_NO_ALCANZADO, '0.25', '0.5'],
      [id[TAX_EXEMPT_PRODUCT_SLUG], E.MAXIMO_SUPERADO, '20', '12'],
      [id[TAX_GENERAL_PRODUCT_SLUG], E.CANTIDAD_ERRONEA, '2.5', '2'],
      [id[INACTIVE_PRODUCT_SLUG], E.NO_DISPONIBLE, '1', '0'],
      [id[INACTIVE_CATEGORY_PRODUCT_SLUG], E.NO_DISPONIBLE, '1', '0'],
      [99999999, E.NO_DISPONIBLE, '1', '0'],
    ]);
    const mensajes = Object.fromEntries(body.ajustes.map((a) => [a.estatus, a.mensaje]));
    expect(mensajes[E.INVENTARIO_INSUFICIENTE]).toBe(
      'Inventario insuficiente: este producto se agotó por ahora',
    );
    expect(mensajes[E.EXISTENCIA_SUPERADA]).toBe(
      'La cantidad supera la existencia disponible (máximo 3 und)',
    );
    expect(mensajes[E.MINIMO_NO_ALCANZADO]).toBe('La cantidad mínima de compra es 500 g');
    expect(mensajes[E.MAXIMO_SUPERADO]).toBe('La cantidad máxima de compra es 12 und');
    expect(mensajes[E.CANTIDAD_ERRONEA]).toBe('Cantidad no válida: desde 1 und en pasos de 1 und');
    expect(mensajes[E.NO_DISPONIBLE]).toBe('Producto no disponible');
    expect(body.ajustes.find((a) => a.producto === 99999999)!.nombre).toBe('');
    // The adjusted cart is what is stored: refresh shows it, every line active.
    const c = (await carritos(t, cliente))[2]!;
    expect(c.version).toBe(body.version);
    expect(c.lineas.map((l) => [l.producto.id, l.cantidad, l.estatus])).toEqual([
      [id[PRICE_PRODUCT_SLUG], '2', E.ACTIVO],
      [id[QUICK_LIST_CLAMPED_SLUG], '3', E.ACTIVO],
      [id[WEIGHED_PRODUCT_SLUG], '0.5', E.ACTIVO],
      [id[TAX_EXEMPT_PRODUCT_SLUG], '12', E.ACTIVO],
      [id[TAX_GENERAL_PRODUCT_SLUG], '2', E.ACTIVO],
    ]);
  });

  it('a product that runs out after it was added is reported on its line when read (and not sold)', async () => {
    await fijarExistencia(t, id[QUICK_LIST_CLAMPED_SLUG]!, '0.000');
    const c = (await carritos(t, cliente))[2]!;
    const linea = c.lineas.find((l) => l.producto.id === id[QUICK_LIST_CLAMPED_SLUG])!;
    expect(linea).toMatchObject({
      cantidad: '3',
      cantidadValida: '0',
      estatus: E.INVENTARIO_INSUFICIENTE,
      total: '0.00',
      mensaje: 'Inventario insuficiente: este producto se agotó por ahora',
    });
    expect(c.valido).toBe(false);
    await fijarExistencia(t, id[QUICK_LIST_CLAMPED_SLUG]!, '2.000');
    const c2 = (await carritos(t, cliente))[2]!;
    const l2 = c2.lineas.find((l) => l.producto.id === id[QUICK_LIST_CLAMPED_SLUG])!;
    expect([l2.estatus, l2.cantidadValida]).toEqual([E.EXISTENCIA_SUPERADA, '2']);
    expect(l2.mensaje).toBe(
      mensajeLineaCarrito(E.EXISTENCIA_SUPERADA, { ...l2.producto, existencia: '2.000' }),
    );
    await fijarExistencia(t, id[QUICK_LIST_CLAMPED_SLUG]!, '80.000');
  });

  it('a product listed twice counts once (the last quantity); "0" drops a line', async () => {
    const r = await guardar(t, mayorista, 0, [
      { producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '1' },
      { producto: id[OFFER_PRODUCT_SLUG]!, cantidad: '0' },
      { producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '4' },
    ]);
    const c = CarritoVistaSchema.parse(r.json());
    expect(c.lineas.map((l) => [l.producto.id, l.cantidad])).toEqual([[id[PRICE_PRODUCT_SLUG], '4']]);
  });

  it('bad input is a 400 naming the field', async () => {
    const cases = [
      { pagina: 3, carritoDetalle: [] },
      { pagina: 0, carritoDetalle: [{ producto: 1, cantidad: 'abc' }] },
      { pagina: 0, carritoDetalle: [{ producto: -1, cantidad: '1' }] },
      {
        pagina: 0,
        carritoDetalle: Array.from({ length: 151 }, (_, i) => ({ producto: i + 1, cantidad: '1' })),
      },
    ];
    for (const payload of cases) {
      const r = await t.app.inject({
        method: 'POST',
        url: `/usuario/carrito/zona/${ZONA_SLUG}`,
        headers: bearer(cliente),
        payload,
      });
      expect(r.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(r.json()).campos).toBeDefined();
    }
    const noAuth = await t.app.inject({
      method: 'POST',
      url: `/usuario/carrito/zona/${ZONA_SLUG}`,
      payload: cases[0],
    });
    expect(noAuth.statusCode).toBe(401);
  });
});

describe('one line, merge, clear', () => {
  it('individual: sets one line, validates the whole cart, 0 removes it', async () => {
    const url = `/usuario/carrito/zona/${ZONA_SLUG}/individual`;
    const r1 = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(prime),
      payload: { pagina: 0, producto: id[PRICE_PRODUCT_SLUG], cantidad: '2' },
    });
    const r2 = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(prime),
      payload: { pagina: 0, producto: id[OFFER_PRODUCT_SLUG], cantidad: '1' },
    });
    expect(CarritoVistaSchema.parse(r2.json()).lineas.map((l) => [l.producto.id, l.cantidad])).toEqual([
      [id[PRICE_PRODUCT_SLUG], '2'],
      [id[OFFER_PRODUCT_SLUG], '1'],
    ]);
    expect(r1.statusCode).toBe(200);
    const adj = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(prime),
      payload: { pagina: 0, producto: id[PRICE_PRODUCT_SLUG], cantidad: '50' },
    });
    expect(CarritoConEstatusSchema.parse(adj.json()).ajustes).toEqual([
      expect.objectContaining({
        producto: id[PRICE_PRODUCT_SLUG],
        estatus: E.MAXIMO_SUPERADO,
        cantidad: '12',
      }),
    ]);
    const del = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(prime),
      payload: { pagina: 0, producto: id[PRICE_PRODUCT_SLUG], cantidad: '0' },
    });
    expect(CarritoVistaSchema.parse(del.json()).lineas.map((l) => l.producto.id)).toEqual([
      id[OFFER_PRODUCT_SLUG],
    ]);
  });

  it('combinar: the anonymous cart joins the stored one (a shared product adds up: 1 + 3 = 4)', async () => {
    await guardar(t, prime, 0, [
      { producto: id[OFFER_PRODUCT_SLUG]!, cantidad: '2' },
      { producto: id[TAX_GENERAL_PRODUCT_SLUG]!, cantidad: '1' },
    ]);
    const r = await t.app.inject({
      method: 'POST',
      url: `/usuario/carrito/zona/${ZONA_SLUG}/combinar`,
      headers: bearer(prime),
      payload: {
        carritoDetalle: [
          { producto: id[TAX_GENERAL_PRODUCT_SLUG], cantidad: '3' },
          { producto: id[TAX_REDUCED_PRODUCT_SLUG], cantidad: '1', tipo: 2 },
        ],
      },
    });
    expect(r.statusCode).toBe(200);
    const c = CarritoVistaSchema.parse(r.json());
    expect(c.pagina).toBe(0);
    expect(c.lineas.map((l) => [l.producto.id, l.cantidad])).toEqual([
      [id[OFFER_PRODUCT_SLUG], '2'],
      [id[TAX_GENERAL_PRODUCT_SLUG], '4'],
      [id[TAX_REDUCED_PRODUCT_SLUG], '1'],
    ]);
    // Merging an unsellable local line: status response, nothing else lost.
    const r2 = await t.app.inject({
      method: 'POST',
      url: `/usuario/carrito/zona/${ZONA_SLUG}/combinar`,
      headers: bearer(prime),
      payload: { pagina: 0, carritoDetalle: [{ producto: id[INACTIVE_PRODUCT_SLUG], cantidad: '1' }] },
    });
    expect(CarritoConEstatusSchema.parse(r2.json()).ajustes.map((a) => a.estatus)).toEqual([E.NO_DISPONIBLE]);
    expect((await carritos(t, prime))[0]!.lineas).toHaveLength(3);
  });

  it('limpiarcarrito empties one page only', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/usuario/carrito/zona/${ZONA_SLUG}/0/limpiarcarrito`,
      headers: bearer(prime),
    });
    expect(r.statusCode).toBe(200);
    const c = CarritoVistaSchema.parse(r.json());
    expect([c.pagina, c.lineas.length, c.totales.total]).toEqual([0, 0, '0.00']);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/usuario/carrito/zona/${ZONA_SLUG}/5/limpiarcarrito`,
      headers: bearer(prime),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('minimum purchase and prices per user type', () => {
  it('normal users need the configured minimum on the products with IVA; prime has minimum 0', async () => {
    const small = [{ producto: id[TAX_REDUCED_PRODUCT_SLUG]!, cantidad: '1' }];
    const n = CarritoVistaSchema.parse((await guardar(t, cliente, 0, small)).json());
    expect(n.minimoCompra).toBe('10.00');
    expect(Number(n.totales.productos)).toBeLessThan(10);
    expect([n.alcanzaMinimo, n.valido]).toEqual([false, false]);
    const p = CarritoVistaSchema.parse((await guardar(t, prime, 1, small)).json());
    expect([p.minimoCompra, p.alcanzaMinimo, p.valido]).toEqual(['0.00', true, true]);
    // Prime pays its own price.
    expect(Number(p.lineas[0]!.producto.precio)).toBeLessThan(Number(n.lineas[0]!.producto.precio));
  });

  it('the stock judged is the user type’s: out of stock for normal, sellable for prime', async () => {
    const linea = [{ producto: id[OUT_OF_STOCK_FOR_NORMAL_SLUG]!, cantidad: '1' }];
    expect(esCarritoConEstatus((await guardar(t, cliente, 0, linea)).json())).toBe(true);
    const p = CarritoVistaSchema.parse((await guardar(t, prime, 2, linea)).json());
    expect(p.lineas[0]!.estatus).toBe(E.ACTIVO);
    expect(MensajesCarrito.ACTUALIZADO).toBe('Carrito actualizado');
  });
});
