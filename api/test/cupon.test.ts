/**
 * Coupons (issue 5) on PGlite and PostgreSQL: "Mis cupones" (offered to everyone or to the user, by
 * zone, within dates, with uses left), applying a code to a cart with the Spanish reason of each
 * refusal (unknown, inactive, dates, zone, minimum, per-user and total limits), the coupons allowed at
 * payment, the coupon re-checked when the order is placed, and the brute-force guard on codes.
 * Fixture codes: src/db/seed-fixtures.ts.
 */
import {
  CarritoVistaSchema,
  CuponesPagoSchema,
  CuponesUsuarioSchema,
  MensajesCupon,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUPON_EXHAUSTED_CODE,
  COUPON_EXPIRED_CODE,
  COUPON_FIXED_CODE,
  COUPON_FUTURE_CODE,
  COUPON_INACTIVE_CODE,
  COUPON_MIN_PURCHASE_CODE,
  COUPON_ONE_USE_CODE,
  COUPON_PERCENT_CODE,
  COUPON_ZONE_CODE,
  INACTIVE_ZONE_SLUG,
  OFFER_PRODUCT_SLUG,
  OTRA_ZONA_SLUG,
  PRICE_PRODUCT_SLUG,
  TAX_GENERAL_PRODUCT_SLUG,
  TAX_REDUCED_PRODUCT_SLUG,
  ZONA_SLUG,
} from '../src/db/seed-fixtures.ts';
import {
  compradorNuevo,
  cuerpoPickup,
  formPago,
  guardar,
  idsDe,
  registrar,
  tokenDe,
} from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let cliente: string;
let prime: string;
let mayorista: string;
let id: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({
    cuponMaxFailsUsuario: 3,
    cuponMaxFailsAddress: 6,
    cuponWindowSeconds: 900,
    ordenBarridoSegundos: 0,
  });
  [cliente, prime, mayorista] = await Promise.all([
    tokenDe(t, 'cliente@demo.test'),
    tokenDe(t, 'prime@demo.test'),
    tokenDe(t, 'mayorista@demo.test'),
  ]);
  id = await idsDe(t, [
    PRICE_PRODUCT_SLUG,
    OFFER_PRODUCT_SLUG,
    TAX_GENERAL_PRODUCT_SLUG,
    TAX_REDUCED_PRODUCT_SLUG,
  ]);
});
afterAll(async () => {
  await t?.close();
});

async function misCupones(token: string, zona = ZONA_SLUG) {
  const r = await t.app.inject({
    method: 'GET',
    url: `/usuario/cupon/cuponesusuario/${zona}`,
    headers: bearer(token),
  });
  expect(r.statusCode).toBe(200);
  return CuponesUsuarioSchema.parse(r.json()).cupones;
}

async function aplicar(token: string, carritoId: number, codigo: string, ip = '127.0.0.1') {
  return t.app.inject({
    method: 'GET',
    url: `/usuario/carrito/${carritoId}/cupon/${encodeURIComponent(codigo)}/aplicar`,
    headers: bearer(token),
    remoteAddress: ip,
  });
}

/** Cart `pagina` with `n` units of the price product (≈ $6.5 each for normal). */
async function carritoDe(token: string, pagina: number, n: number, zona = ZONA_SLUG) {
  const r = await guardar(
    t,
    token,
    pagina,
    [{ producto: id[PRICE_PRODUCT_SLUG]!, cantidad: String(n) }],
    zona,
  );
  return CarritoVistaSchema.parse(r.json());
}

describe('Mis cupones', () => {
  it('offered to everyone or to this user, for the zone, valid now, with uses left', async () => {
    const c = await misCupones(cliente);
    expect(c.map((x) => x.codigo).sort()).toEqual(
      [COUPON_PERCENT_CODE, COUPON_FIXED_CODE, COUPON_MIN_PURCHASE_CODE, COUPON_ONE_USE_CODE].sort(),
    );
    const pct = c.find((x) => x.codigo === COUPON_PERCENT_CODE)!;
    expect(pct).toMatchObject({
      porcentaje: true,
      valor: '10.00',
      minimoCompra: '15.00',
      zonas: [],
      usosRestantes: 1,
      descripcion: '10 % de descuento en compras desde $ 15,00',
    });
    expect(c.find((x) => x.codigo === COUPON_FIXED_CODE)).toMatchObject({
      zonas: [ZONA_SLUG],
      usosRestantes: 3,
      descripcion: '$ 5,00 de descuento en compras desde $ 25,00',
    });
    expect(c.find((x) => x.codigo === COUPON_MIN_PURCHASE_CODE)!.usosRestantes).toBeNull();
    // Valencia: its zone coupon, not the caracas one.
    expect((await misCupones(cliente, OTRA_ZONA_SLUG)).map((x) => x.codigo).sort()).toEqual(
      [COUPON_PERCENT_CODE, COUPON_ZONE_CODE, COUPON_MIN_PURCHASE_CODE, COUPON_ONE_USE_CODE].sort(),
    );
    expect((await misCupones(prime)).map((x) => x.codigo).sort()).toEqual(
      [COUPON_PERCENT_CODE, COUPON_MIN_PURCHASE_CODE, COUPON_ONE_USE_CODE].sort(),
    );
    expect((await misCupones(mayorista)).map((x) => x.codigo).sort()).toEqual(
      [COUPON_PERCENT_CODE, COUPON_MIN_PURCHASE_CODE].sort(),
    );
  });

  it('none → an empty list (the panel says "Actualmente no posees cupones disponibles !"); user role and an active zone needed', async () => {
    await t.db.updateTable('cupon').set({ publico: false }).execute();
    expect(await misCupones(mayorista)).toEqual([]);
    expect(MensajesCupon.SIN_CUPONES).toBe('Actualmente no posees cupones disponibles !');
    await t.db
      .updateTable('cupon')
      .set({ publico: true })
      .where('codigo', 'in', [
        COUPON_PERCENT_CODE,
        COUPON_ZONE_CODE,
        COUPON_MIN_PURCHASE_CODE,
        COUPON_INACTIVE_CODE,
      ])
      .execute();
    expect(
      (await t.app.inject({ method: 'GET', url: `/usuario/cupon/cuponesusuario/${ZONA_SLUG}` })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/usuario/cupon/cuponesusuario/${INACTIVE_ZONE_SLUG}`,
          headers: bearer(cliente),
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('applying a code to a cart', () => {
  it('each refusal has its Spanish reason', async () => {
    const c = await carritoDe(cliente, 0, 3); // ≈ $ 19.50: above 15, below 25
    expect(Number(c.totales.subtotal)).toBeGreaterThan(15);
    expect(Number(c.totales.subtotal)).toBeLessThan(25);
    const casos: [string, string | RegExp][] = [
      ['NOEXISTE', MensajesCupon.NO_EXISTE],
      [COUPON_INACTIVE_CODE, MensajesCupon.NO_EXISTE],
      [COUPON_EXPIRED_CODE, MensajesCupon.VENCIDO],
      [
        COUPON_FUTURE_CODE,
        /^El cupón aún no está vigente: podrá usarlo a partir del \d{1,2} de \w+ de \d{4}$/,
      ],
      [COUPON_ZONE_CODE, MensajesCupon.ZONA],
      [COUPON_MIN_PURCHASE_CODE, 'El cupón requiere una compra mínima de $ 100,00'],
      [COUPON_FIXED_CODE, 'El cupón requiere una compra mínima de $ 25,00'],
      [COUPON_EXHAUSTED_CODE, MensajesCupon.LIMITE_TOTAL],
    ];
    for (const [codigo, mensaje] of casos) {
      const r = await aplicar(cliente, c.id, codigo, '10.9.0.1');
      expect(r.statusCode, codigo).toBe(422);
      expect(r.json().mensaje).toMatch(mensaje);
      expect(r.json().campos.codigo).toBe(r.json().mensaje);
    }
    const vacio = await carritoDe(cliente, 1, 0);
    expect((await aplicar(cliente, vacio.id, COUPON_ONE_USE_CODE, '10.9.0.1')).json().mensaje).toBe(
      MensajesCupon.CARRITO_VACIO,
    );
    expect((await aplicar(cliente, c.id, 'x', '10.9.0.1')).statusCode).toBe(400);
    expect((await aplicar(prime, c.id, COUPON_PERCENT_CODE, '10.9.0.1')).statusCode).toBe(404);
  });

  it('a valid code (any case) applies: the discount in the totals; re-checked on every read; removable', async () => {
    const c0 = await carritoDe(cliente, 0, 3);
    const r = await aplicar(cliente, c0.id, COUPON_PERCENT_CODE.toLowerCase());
    expect(r.statusCode).toBe(200);
    const c = CarritoVistaSchema.parse(r.json());
    expect(c.version).toBe(c0.version + 1);
    expect(c.cupon).toMatchObject({
      codigo: COUPON_PERCENT_CODE,
      aplicable: true,
      motivo: null,
      porcentaje: true,
    });
    const sub = Math.round(Number(c.totales.subtotal) * 100);
    expect(c.totales.descuentoCupon).toBe((Math.round(sub / 10) / 100).toFixed(2));
    expect(c.cupon!.descuento).toBe(c.totales.descuentoCupon);
    // Below the coupon's minimum the cart keeps it, not applied, with the reason.
    const menos = CarritoVistaSchema.parse(
      (await guardar(t, cliente, 0, [{ producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '2' }])).json(),
    );
    expect(menos.cupon).toMatchObject({
      aplicable: false,
      descuento: '0.00',
      motivo: 'El cupón requiere una compra mínima de $ 15,00',
    });
    expect(menos.totales.descuentoCupon).toBe('0.00');
    // Coupons at payment for this cart.
    const pago = CuponesPagoSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/usuario/cupon/cuponesusuariopago/${ZONA_SLUG}/0`,
          headers: bearer(cliente),
        })
      ).json(),
    );
    expect(pago.carritoId).toBe(c.id);
    const porCodigo = Object.fromEntries(pago.cupones.map((x) => [x.codigo, x]));
    expect(porCodigo[COUPON_PERCENT_CODE]).toMatchObject({ aplicado: true, aplicable: false });
    expect(porCodigo[COUPON_ONE_USE_CODE]).toMatchObject({
      aplicado: false,
      aplicable: true,
      descuento: '1.00',
      motivo: null,
    });
    expect(porCodigo[COUPON_MIN_PURCHASE_CODE]).toMatchObject({
      aplicable: false,
      motivo: 'El cupón requiere una compra mínima de $ 100,00',
    });
    const quitado = await t.app.inject({
      method: 'DELETE',
      url: `/usuario/carrito/${c.id}/cupon`,
      headers: bearer(cliente),
    });
    expect(CarritoVistaSchema.parse(quitado.json()).cupon).toBeNull();
  });

  it('a fixed amount: exactly its value off a cart above its minimum, also in the order placed', async () => {
    const c0 = await carritoDe(cliente, 2, 5); // ≈ $ 32
    const c = CarritoVistaSchema.parse((await aplicar(cliente, c0.id, COUPON_FIXED_CODE)).json());
    expect([c.cupon?.aplicable, c.totales.descuentoCupon]).toEqual([true, '5.00']);
    const fp = await formPago(t, cliente, 2);
    const r = await registrar(t, cliente, 2, cuerpoPickup(fp));
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().orden.totales.descuentoCupon).toBe('5.00');
    expect(r.json().orden.cupon.codigo).toBe(COUPON_FIXED_CODE);
    expect((await misCupones(cliente)).find((x) => x.codigo === COUPON_FIXED_CODE)!.usosRestantes).toBe(2);
  });
});

describe('use limits, counted by orders', () => {
  it('per user: once used, refused for that user and gone from Mis cupones; re-checked under lock when placing', async () => {
    // Prime applies the one-use coupon to two carts, places the first: the second is refused.
    const a = await carritoDe(prime, 1, 1);
    const b = await carritoDe(prime, 2, 1);
    expect((await aplicar(prime, a.id, COUPON_ONE_USE_CODE)).statusCode).toBe(200);
    expect((await aplicar(prime, b.id, COUPON_ONE_USE_CODE)).statusCode).toBe(200);
    const r1 = await registrar(t, prime, 1, cuerpoPickup(await formPago(t, prime, 1)));
    expect(r1.statusCode, r1.body).toBe(201);
    expect(r1.json().orden.totales.descuentoCupon).toBe('1.00');
    const r2 = await registrar(t, prime, 2, cuerpoPickup(await formPago(t, prime, 2)));
    expect(r2.statusCode).toBe(422);
    expect(r2.json().mensaje).toBe(
      `El cupón ${COUPON_ONE_USE_CODE} ya no aplica: ${MensajesCupon.LIMITE_USUARIO}`,
    );
    expect((await aplicar(prime, b.id, COUPON_ONE_USE_CODE)).json().mensaje).toBe(
      MensajesCupon.LIMITE_USUARIO,
    );
    expect((await misCupones(prime)).map((x) => x.codigo)).not.toContain(COUPON_ONE_USE_CODE);
  });

  it('in total: after its last use nobody can apply it', async () => {
    // UNAVEZ: 3 uses in total; prime used 1 above. It is assigned to its customers: these join them.
    const asignado = async (n: string) => {
      const u = await compradorNuevo(t, n, UsuarioTipo.PRIME);
      const cupon = await t.db
        .selectFrom('cupon')
        .select('id')
        .where('codigo', '=', COUPON_ONE_USE_CODE)
        .executeTakeFirstOrThrow();
      await t.db.insertInto('cupon_usuario').values({ cupon_id: cupon.id, usuario_id: u.id }).execute();
      return u;
    };
    for (const n of ['limite-1', 'limite-2']) {
      const u = await asignado(n);
      const c = await carritoDe(u.token, 0, 1);
      expect((await aplicar(u.token, c.id, COUPON_ONE_USE_CODE)).statusCode).toBe(200);
      expect((await registrar(t, u.token, 0, cuerpoPickup(await formPago(t, u.token, 0)))).statusCode).toBe(
        201,
      );
    }
    const ultimo = await asignado('limite-3');
    const c = await carritoDe(ultimo.token, 0, 1);
    expect((await aplicar(ultimo.token, c.id, COUPON_ONE_USE_CODE)).json().mensaje).toBe(
      MensajesCupon.LIMITE_TOTAL,
    );
  });
});

describe('guessing codes', () => {
  it('after N unknown codes the user gets 429 (even for a valid code); codes that exist do not count', async () => {
    const u = await compradorNuevo(t, 'adivina');
    const c = await carritoDe(u.token, 0, 3);
    const ip = '198.51.100.7';
    // Existing codes that do not apply are not guesses.
    for (let i = 0; i < 4; i++)
      expect((await aplicar(u.token, c.id, COUPON_EXPIRED_CODE, ip)).statusCode).toBe(422);
    for (const code of ['ADIVINO1', 'ADIVINO2', 'ADIVINO3'])
      expect((await aplicar(u.token, c.id, code, ip)).statusCode).toBe(422);
    const bloqueado = await aplicar(u.token, c.id, COUPON_PERCENT_CODE, ip);
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json().mensaje).toBe(MensajesCupon.DEMASIADOS_INTENTOS);
    // The seconds left of the window the user's first unknown code started.
    expect(Number(bloqueado.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(bloqueado.headers['retry-after'])).toBeLessThanOrEqual(900);
    // Other users are fine; from the same address until the address limit.
    const v = await compradorNuevo(t, 'adivina-2');
    const cv = await carritoDe(v.token, 0, 3);
    for (const code of ['ADIVINO4', 'ADIVINO5', 'ADIVINO6'])
      expect((await aplicar(v.token, cv.id, code, ip)).statusCode).toBe(422);
    const w = await compradorNuevo(t, 'adivina-3');
    const cw = await carritoDe(w.token, 0, 3);
    expect((await aplicar(w.token, cw.id, COUPON_PERCENT_CODE, ip)).statusCode).toBe(429);
    expect((await aplicar(w.token, cw.id, COUPON_PERCENT_CODE, '198.51.100.8')).statusCode).toBe(200);
    // The window passes.
    await t.db
      .updateTable('intento_limite')
      .set({ ventana_fin: new Date(Date.now() - 1000) })
      .where('clave', 'like', 'cupon:%')
      .execute();
    expect((await aplicar(u.token, c.id, COUPON_PERCENT_CODE, ip)).statusCode).toBe(200);
  });

  it('another customer’s private code counts as a miss and answers exactly as a code that does not exist', async () => {
    // UNAVEZ is assigned to certain customers (cupon_usuario); this one is not among them.
    const u = await compradorNuevo(t, 'adivina-ajeno');
    const c = await carritoDe(u.token, 0, 3);
    const ip = '198.51.100.20';
    const inexistente = await aplicar(u.token, c.id, 'NOEXISTE77', ip);
    expect(inexistente.statusCode).toBe(422);
    for (let i = 0; i < 2; i++) {
      const ajeno = await aplicar(u.token, c.id, COUPON_ONE_USE_CODE, ip);
      expect(ajeno.statusCode).toBe(422);
      expect(ajeno.json()).toEqual(inexistente.json());
    }
    // Three misses: even a code the customer may use waits for the window.
    expect((await aplicar(u.token, c.id, COUPON_PERCENT_CODE, ip)).statusCode).toBe(429);
  });
});
