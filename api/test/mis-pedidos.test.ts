/**
 * "Mis pedidos" (issue 34): the customer's list (zone name, payment method, status filter), one order
 * in full (picking's changes, refunds to the balance, no staff names; another's is a 404), buying it
 * again into a chosen cart (today's prices, what is missing, the cart's rules) and tracking keeping a
 * finished order a day with its final status and the reason staff gave.
 */
import { randomUUID } from 'node:crypto';
import {
  MensajesOrden,
  MensajesRepetir,
  OrdenEstatus,
  OrdenPaginaSchema,
  OrdenUsuarioSchema,
  RastreoSchema,
  RepetirOrdenSchema,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INACTIVE_ZONE_SLUG,
  PRICE_PRODUCT_SLUG,
  TAX_EXEMPT_PRODUCT_SLUG,
  TAX_GENERAL_PRODUCT_SLUG,
  ZONA_SLUG,
} from '../src/db/seed-fixtures.ts';
import {
  carritos,
  compradorNuevo,
  cuerpoPickup,
  fijarExistencia,
  formPago,
  guardar,
  idsDe,
  registrar,
} from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';
import { staffCon } from './pedido-helpers.ts';

const E = OrdenEstatus;
let t: TestApp;
let admin: string;
let id: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffCon(t, 'mis-pedidos', ['ROLE_ADMIN', 'ROLE_PEDIDO']);
  id = await idsDe(t, [PRICE_PRODUCT_SLUG, TAX_EXEMPT_PRODUCT_SLUG, TAX_GENERAL_PRODUCT_SLUG]);
  for (const p of Object.values(id)) await fijarExistencia(t, p, '1000.000', UsuarioTipo.PRIME);
}, 600_000);
afterAll(async () => {
  await t?.close();
});

const comprador = () => compradorNuevo(t, randomUUID().slice(0, 8), UsuarioTipo.PRIME);

/** An order of 2 coffees and 3 flours picked up, paid by Pago Móvil (waiting for verification), `saldo` from the balance. */
async function pedido(token: string, saldo = '0.00') {
  const g = await guardar(t, token, 0, [
    { producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '2' },
    { producto: id[TAX_EXEMPT_PRODUCT_SLUG]!, cantidad: '3' },
  ]);
  expect(g.statusCode).toBe(200);
  const cuerpo = cuerpoPickup(await formPago(t, token, 0));
  const r = await registrar(t, token, 0, { ...cuerpo, pago: { ...cuerpo.pago, saldo } });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().orden as { id: number; numero: string };
}

async function cambiar(orden: number, estatusActual: number, estatus: number, mensaje?: string) {
  const r = await t.app.inject({
    method: 'PUT',
    url: `/admin/orden/${orden}/estatus`,
    headers: bearer(admin),
    payload: { estatus, estatusActual, ...(mensaje ? { mensaje } : {}) },
  });
  expect(r.statusCode, r.body).toBe(200);
}

const leer = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const repetir = (token: string, orden: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/usuario/orden/${orden}/repetir`, headers: bearer(token), payload });

describe('the list', () => {
  it('lists newest first with zone name and method, filters by status, and never shows another shopper’s', async () => {
    const c = await comprador();
    const primera = await pedido(c.token);
    const segunda = await pedido(c.token);
    await cambiar(primera.id, E.POR_VERIFICAR, E.CONFIRMADA);
    await pedido((await comprador()).token);

    const todas = OrdenPaginaSchema.parse((await leer(c.token, '/usuario/orden/pagina/1')).json());
    expect(todas.items.map((o) => o.id)).toEqual([segunda.id, primera.id]);
    expect(todas.items[0]).toMatchObject({
      zona: ZONA_SLUG,
      zonaNombre: 'Caracas',
      metodoNombre: 'Pago Móvil',
      cantidadProductos: 2,
      estatus: E.POR_VERIFICAR,
    });
    expect(Number(todas.items[0]!.totalBs)).toBeGreaterThan(Number(todas.items[0]!.total));

    const confirmadas = OrdenPaginaSchema.parse(
      (await leer(c.token, `/usuario/orden/pagina/1?estatus=${E.CONFIRMADA}`)).json(),
    );
    expect(confirmadas.items.map((o) => o.id)).toEqual([primera.id]);
    expect(confirmadas.total).toBe(1);

    const mala = await leer(c.token, '/usuario/orden/pagina/1?estatus=12');
    expect(mala.statusCode).toBe(400);
    expect(mala.json().campos.estatus).toBe('Estatus inválido');
  });
});

describe('one order', () => {
  it('another shopper’s order is a 404', async () => {
    const orden = await pedido((await comprador()).token);
    const r = await leer((await comprador()).token, `/usuario/orden/${orden.id}/usuario`);
    expect(r.statusCode).toBe(404);
    expect(r.json().mensaje).toBe(MensajesOrden.ORDEN_NO_EXISTE);
  });

  it('a rejected payment reads its reason in the history, without staff names', async () => {
    const c = await comprador();
    const rechazada = await pedido(c.token);
    await cambiar(rechazada.id, E.POR_VERIFICAR, E.RECHAZADA, 'La referencia no corresponde a ningún pago');
    const body = (await leer(c.token, `/usuario/orden/${rechazada.id}/usuario`)).json();
    const r = OrdenUsuarioSchema.parse(body);
    expect(r.estatus).toBe(E.RECHAZADA);
    expect(r.historial.at(-1)).toMatchObject({
      estatus: E.RECHAZADA,
      mensaje: 'La referencia no corresponde a ningún pago',
    });
    expect(r.expiraEn).toBeNull();
    expect(r.lineas.every((l) => l.cambio === null)).toBe(true);
    expect(r.reintegros).toEqual([]);
    expect(JSON.stringify(body)).not.toContain('staff-mis-pedidos');
  });

  it('a pending payment carries its verification deadline', async () => {
    const c = await comprador();
    const orden = await pedido(c.token);
    const d = OrdenUsuarioSchema.parse((await leer(c.token, `/usuario/orden/${orden.id}/usuario`)).json());
    expect(d.expiraEn).not.toBeNull();
    expect(new Date(d.expiraEn!).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('buying an order again', () => {
  it('fills the chosen cart at today’s prices, says what is missing or costs more, and keeps a larger quantity', async () => {
    const c = await comprador();
    const orden = await pedido(c.token);
    const cafe = id[PRICE_PRODUCT_SLUG]!;
    const harina = id[TAX_EXEMPT_PRODUCT_SLUG]!;
    const mayonesa = id[TAX_GENERAL_PRODUCT_SLUG]!;
    const zona = (
      await t.db.selectFrom('zona').select('id').where('slug', '=', ZONA_SLUG).executeTakeFirstOrThrow()
    ).id;
    const precioPrime = (p: number) =>
      t.db
        .selectFrom('producto_precio')
        .select(['precio', 'oferta'])
        .where('producto_id', '=', p)
        .where('zona_id', '=', zona)
        .where('usuario_tipo', '=', UsuarioTipo.PRIME)
        .executeTakeFirstOrThrow();
    const antes = await precioPrime(cafe);
    // The coffee costs more today; the flour ran out; cart 2 already holds 5 coffees and a mayonnaise.
    await t.db
      .updateTable('producto_precio')
      .set({ precio: '9.99', oferta: '0.00' })
      .where('producto_id', '=', cafe)
      .where('zona_id', '=', zona)
      .where('usuario_tipo', '=', UsuarioTipo.PRIME)
      .execute();
    await fijarExistencia(t, harina, '0.000', UsuarioTipo.PRIME);
    try {
      expect(
        (
          await guardar(t, c.token, 1, [
            { producto: cafe, cantidad: '5' },
            { producto: mayonesa, cantidad: '1' },
          ])
        ).statusCode,
      ).toBe(200);
      const r = await repetir(c.token, orden.id, { zona: ZONA_SLUG, pagina: 1 });
      expect(r.statusCode, r.body).toBe(200);
      const res = RepetirOrdenSchema.parse(r.json());
      expect(res.agregados).toEqual([
        {
          producto: expect.objectContaining({ id: cafe }),
          cantidad: '5',
          cantidadPedida: '2',
          precioPagado: Number(antes.oferta) > 0 ? antes.oferta : antes.precio,
          precioActual: '9.99',
          mensaje: null,
        },
      ]);
      expect(res.faltantes).toEqual([
        {
          producto: expect.objectContaining({ id: harina }),
          cantidadPedida: '3',
          motivo: 'Inventario insuficiente: este producto se agotó por ahora',
        },
      ]);
      expect(res.carrito.cantidadProductos).toBe(2);
      const enCarrito = (await carritos(t, c.token))[1]!;
      expect(enCarrito.version).toBe(res.carrito.version);
      expect(enCarrito.lineas.map((l) => [l.producto.id, l.cantidad])).toEqual([
        [cafe, '5'],
        [mayonesa, '1'],
      ]);

      // Again, with the flour back: it goes in with the order's quantity; the coffee stays at 5.
      await fijarExistencia(t, harina, '1000.000', UsuarioTipo.PRIME);
      const otra = RepetirOrdenSchema.parse(
        (await repetir(c.token, orden.id, { zona: ZONA_SLUG, pagina: 1 })).json(),
      );
      expect(otra.faltantes).toEqual([]);
      expect(otra.agregados.map((a) => [a.producto.id, a.cantidad])).toEqual([
        [cafe, '5'],
        [harina, '3'],
      ]);
      expect(otra.mensaje).toBe(MensajesRepetir.AGREGADO);
    } finally {
      await t.db
        .updateTable('producto_precio')
        .set({ precio: antes.precio, oferta: antes.oferta })
        .where('producto_id', '=', cafe)
        .where('zona_id', '=', zona)
        .where('usuario_tipo', '=', UsuarioTipo.PRIME)
        .execute();
      await fijarExistencia(t, harina, '1000.000', UsuarioTipo.PRIME);
    }
  });

  it('refuses another’s order, an inactive zone and a cart that does not exist', async () => {
    const c = await comprador();
    const orden = await pedido(c.token);
    const ajeno = await repetir((await comprador()).token, orden.id, { zona: ZONA_SLUG, pagina: 0 });
    expect(ajeno.statusCode).toBe(404);
    expect((await repetir(c.token, orden.id, { zona: INACTIVE_ZONE_SLUG, pagina: 0 })).statusCode).toBe(409);
    const mala = await repetir(c.token, orden.id, { zona: ZONA_SLUG, pagina: 3 });
    expect(mala.statusCode).toBe(400);
    expect(mala.json().campos.pagina).toBeDefined();
    expect((await repetir(c.token, orden.id, { zona: ZONA_SLUG, pagina: 0, extra: 1 })).statusCode).toBe(400);
  });

  it('refuses a cart that would hold more than its limit of products, leaving it as it was', async () => {
    const c = await comprador();
    const orden = await pedido(c.token);
    const otros = await t.db
      .selectFrom('producto')
      .select('id')
      .where('id', 'not in', Object.values(id))
      .orderBy('id')
      .limit(150)
      .execute();
    const carrito = (await carritos(t, c.token))[2]!;
    // Written straight to the table: the products' stock does not matter for the count.
    await t.db
      .insertInto('carrito_detalle')
      .values(
        otros.map((p, orden) => ({
          carrito_id: carrito.id,
          producto_id: p.id,
          cantidad: '1',
          tipo: 1,
          orden,
        })),
      )
      .execute();
    const r = await repetir(c.token, orden.id, { zona: ZONA_SLUG, pagina: 2 });
    expect(r.statusCode).toBe(422);
    expect(r.json().mensaje).toBe(MensajesRepetir.SIN_ESPACIO);
    const despues = await t.db
      .selectFrom('carrito_detalle')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('carrito_id', '=', carrito.id)
      .executeTakeFirstOrThrow();
    expect(Number(despues.n)).toBe(150);
  });
});

describe('tracking', () => {
  it('keeps a delivered and a rejected order a day, with the final status and the reason', async () => {
    const c = await comprador();
    const entregada = await pedido(c.token);
    for (const [de, a] of [
      [E.POR_VERIFICAR, E.CONFIRMADA],
      [E.CONFIRMADA, E.EN_PREPARACION],
      [E.EN_PREPARACION, E.LISTA],
      [E.LISTA, E.ENTREGADA],
    ] as const)
      await cambiar(entregada.id, de, a);
    const rechazada = await pedido(c.token);
    await cambiar(rechazada.id, E.POR_VERIFICAR, E.RECHAZADA, 'Referencia repetida');
    const vieja = await pedido(c.token);
    await cambiar(vieja.id, E.POR_VERIFICAR, E.CANCELADA);
    // Cancelled two days ago: tracking has let it go.
    await t.db
      .updateTable('orden_historial')
      .set({ creado_en: new Date(Date.now() - 2 * 86_400_000) })
      .where('orden_id', '=', vieja.id)
      .where('estatus', '=', E.CANCELADA)
      .execute();

    const { ordenes } = RastreoSchema.parse((await leer(c.token, '/usuario/rastreo/listado')).json());
    expect(ordenes.map((o) => [o.dataOrder.id, o.estatus])).toEqual([
      [rechazada.id, E.RECHAZADA],
      [entregada.id, E.ENTREGADA],
    ]);
    const r = ordenes[0]!;
    expect(r.process.pasos.find((p) => p.mensajeError)?.mensajeError).toBe('Referencia repetida');
    expect(ordenes[1]!.process.pasos.at(-1)).toMatchObject({ completado: true, actual: true });
  });
});
