/**
 * Business rules an attacker leans on (issue 16), on PGlite and PostgreSQL (where parallel requests
 * run on real connections): another customer's coupon, unpaid orders holding a zone's stock, a
 * payment reference used twice, negative or malformed amounts.
 */
import {
  CarritoVistaSchema,
  MensajesCupon,
  MensajesOrden,
  type OrdenAdmin,
  OrdenAdminSchema,
  OrdenEstatus,
  type OrdenRegistrarEntrada,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUPON_FIXED_CODE,
  COUPON_ONE_USE_CODE,
  OTRA_ZONA_SLUG,
  PRICE_PRODUCT_SLUG,
  TAX_EXEMPT_PRODUCT_SLUG,
  ZONA_SLUG,
} from '../src/db/seed-fixtures.ts';
import {
  compradorNuevo,
  cuerpoPickup,
  fijarExistencia,
  formPago,
  guardar,
  idsDe,
  registrar,
  tokenDe,
} from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';
import { pedidoPorVerificar, staffCon } from './pedido-helpers.ts';

let t: TestApp;
let staff: string;
let id: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({ ordenBarridoSegundos: 0 }, { poolMax: 8 });
  await t.db.updateTable('zona_horario_pickup').set({ capacidad: 1000 }).execute();
  staff = await staffCon(t, 'abuso', ['ROLE_ADMIN', 'ROLE_PEDIDO']);
  id = await idsDe(t, [PRICE_PRODUCT_SLUG, TAX_EXEMPT_PRODUCT_SLUG]);
});
afterAll(async () => {
  await t?.close();
});

const aplicar = (token: string, carritoId: number, codigo: string) =>
  t.app.inject({
    method: 'GET',
    url: `/usuario/carrito/${carritoId}/cupon/${codigo}/aplicar`,
    headers: bearer(token),
  });
const usosDe = async (codigo: string) =>
  Number(
    (
      await t.db
        .selectFrom('cupon_uso as u')
        .innerJoin('cupon as c', 'c.id', 'u.cupon_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('c.codigo', '=', codigo)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a coupon assigned to certain customers', () => {
  it('applies only to them: a stranger who learnt the code is told it is not available, and uses none', async () => {
    const extrano = await compradorNuevo(t, 'extrano');
    const cliente = await tokenDe(t, 'cliente@demo.test');
    const usos = { fijo: await usosDe(COUPON_FIXED_CODE), unaVez: await usosDe(COUPON_ONE_USE_CODE) };
    // About $ 32: above AHORRA5's minimum, in its zone.
    const lineas = [{ producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '5' }];
    const carrito = CarritoVistaSchema.parse((await guardar(t, extrano.token, 0, lineas)).json());
    for (const codigo of [COUPON_FIXED_CODE, COUPON_ONE_USE_CODE]) {
      const r = await aplicar(extrano.token, carrito.id, codigo);
      expect(r.statusCode, codigo).toBe(422);
      expect(r.json()).toEqual({
        mensaje: MensajesCupon.NO_EXISTE,
        campos: { codigo: MensajesCupon.NO_EXISTE },
      });
    }
    // A coupon already in the stranger's cart (set before it was assigned) is refused when placing.
    const unaVez = await t.db
      .selectFrom('cupon')
      .select('id')
      .where('codigo', '=', COUPON_ONE_USE_CODE)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('carrito').set({ cupon_id: unaVez.id }).where('id', '=', carrito.id).execute();
    const fp = await formPago(t, extrano.token, 0);
    expect(fp.carrito.cupon).toMatchObject({ aplicable: false, motivo: MensajesCupon.NO_EXISTE });
    const orden = await registrar(t, extrano.token, 0, cuerpoPickup(fp));
    expect(orden.statusCode).toBe(422);
    expect(orden.json().mensaje).toBe(
      `El cupón ${COUPON_ONE_USE_CODE} ya no aplica: ${MensajesCupon.NO_EXISTE}`,
    );
    expect({ fijo: await usosDe(COUPON_FIXED_CODE), unaVez: await usosDe(COUPON_ONE_USE_CODE) }).toEqual(
      usos,
    );

    // Its customer still uses it.
    const suyo = CarritoVistaSchema.parse((await guardar(t, cliente, 1, lineas)).json());
    const r = await aplicar(cliente, suyo.id, COUPON_FIXED_CODE);
    expect(r.statusCode, r.body).toBe(200);
  });
});

describe('orders waiting for payment verification', () => {
  it('a customer holds at most 2: of 5 placed at once, 2 are created, 3 refused with the reason', async () => {
    const comprador = await compradorNuevo(t, 'referencias', UsuarioTipo.PRIME);
    const producto = id[TAX_EXEMPT_PRODUCT_SLUG]!;
    // Five carts: three in Caracas, two in Valencia, each placed with a made-up reference.
    const carritos = [
      ...[0, 1, 2].map((pagina) => ({ zona: ZONA_SLUG, pagina })),
      ...[0, 1].map((pagina) => ({ zona: OTRA_ZONA_SLUG, pagina })),
    ];
    for (const zona of [ZONA_SLUG, OTRA_ZONA_SLUG])
      await fijarExistencia(t, producto, '1000.000', UsuarioTipo.PRIME, zona);
    const cuerpos: OrdenRegistrarEntrada[] = [];
    for (const [i, c] of carritos.entries()) {
      await guardar(t, comprador.token, c.pagina, [{ producto, cantidad: '1' }], c.zona);
      const cuerpo = cuerpoPickup(await formPago(t, comprador.token, c.pagina, c.zona));
      cuerpos.push({ ...cuerpo, pago: { ...cuerpo.pago, referencia: `90000${i}` } });
    }
    const rs = await Promise.all(
      carritos.map((c, i) => registrar(t, comprador.token, c.pagina, cuerpos[i]!, c.zona)),
    );
    const codigos = rs.map((r) => r.statusCode);
    console.log(
      `5 parallel unverified orders of one customer, limit 2 → ${codigos.filter((s) => s === 201).length} created, ${codigos.filter((s) => s === 422).length} × 422`,
    );
    expect(codigos.filter((s) => s === 201)).toHaveLength(2);
    expect(codigos.filter((s) => s === 422)).toHaveLength(3);
    for (const r of rs.filter((x) => x.statusCode === 422))
      expect(r.json().mensaje).toBe(MensajesOrden.LIMITE_POR_VERIFICAR);
    const { n } = await t.db
      .selectFrom('orden')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('usuario_id', '=', comprador.id)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(2);

    // Once staff verify one, the customer may place another; the limit is the store's setting.
    const creada = rs.find((r) => r.statusCode === 201)!.json().orden.id as number;
    const verificada = await t.app.inject({
      method: 'PUT',
      url: `/admin/orden/${creada}/estatus`,
      headers: bearer(staff),
      payload: { estatus: OrdenEstatus.CONFIRMADA },
    });
    expect(verificada.statusCode).toBe(200);
    const otra = carritos.findIndex((_, i) => rs[i]!.statusCode === 422);
    const c = carritos[otra]!;
    const cuerpo = cuerpoPickup(await formPago(t, comprador.token, c.pagina, c.zona));
    const r = await registrar(t, comprador.token, c.pagina, { ...cuerpo, pago: cuerpos[otra]!.pago }, c.zona);
    expect(r.statusCode, r.body).toBe(201);
  });
});

describe('a payment reference used on another order', () => {
  it('is flagged to staff on both orders, in the list and in each order; another reference is not', async () => {
    const [a, b] = await Promise.all([
      compradorNuevo(t, 'ref-a', UsuarioTipo.PRIME),
      compradorNuevo(t, 'ref-b', UsuarioTipo.PRIME),
    ]);
    const primera = await pedidoPorVerificar(t, a.token, { referencia: '4242421' });
    const segunda = await pedidoPorVerificar(t, b.token, { referencia: ' 4242421 ' });
    const aparte = await pedidoPorVerificar(t, a.token, { pagina: 1, referencia: '4242422' });
    const leer = async (ordenId: number): Promise<OrdenAdmin> => {
      const r = await t.app.inject({
        method: 'GET',
        url: `/admin/orden/${ordenId}/full`,
        headers: bearer(staff),
      });
      expect(r.statusCode).toBe(200);
      return OrdenAdminSchema.parse(r.json());
    };
    expect((await leer(segunda.id)).referenciaUsadaEn).toEqual([primera.numero]);
    expect(await leer(primera.id)).toMatchObject({
      referenciaUsadaEn: [segunda.numero],
      cliente: { email: 'comprador-ref-a@demo.test' },
    });
    expect((await leer(aparte.id)).referenciaUsadaEn).toEqual([]);
    const lista = await t.app.inject({
      method: 'GET',
      url: `/admin/orden?estatus=${OrdenEstatus.POR_VERIFICAR}`,
      headers: bearer(staff),
    });
    const porId = new Map(lista.json().items.map((o: OrdenAdmin) => [o.id, o.referenciaUsadaEn]));
    expect(porId.get(segunda.id)).toEqual([primera.numero]);
    expect(porId.get(aparte.id)).toEqual([]);
  });
});

describe('amounts', () => {
  it('a negative or malformed amount is a 400 naming the field, never clamped: nothing is placed', async () => {
    const comprador = await compradorNuevo(t, 'montos', UsuarioTipo.PRIME);
    await guardar(t, comprador.token, 0, [{ producto: id[TAX_EXEMPT_PRODUCT_SLUG]!, cantidad: '1' }]);
    const fp = await formPago(t, comprador.token, 0);
    const base = cuerpoPickup(fp);
    const casos: [string, object][] = [
      ['pago.saldo', { pago: { ...base.pago, saldo: '-5.00' } }],
      ['pago.saldo', { pago: { ...base.pago, saldo: '5' } }],
      ['pago.saldo', { pago: { ...base.pago, saldo: '1e3' } }],
      ['pago.efectivo', { pago: { metodo: 'efectivo_usd', efectivo: '-20.00' } }],
      ['totalEsperado', { totalEsperado: '-1.00' }],
      ['totalEsperado', { totalEsperado: '9'.repeat(400) }],
    ];
    for (const [campo, cambio] of casos) {
      const r = await registrar(t, comprador.token, 0, { ...base, ...cambio });
      expect(r.statusCode, JSON.stringify(cambio)).toBe(400);
      expect(r.json().campos).toHaveProperty([campo]);
    }
    const { n } = await t.db
      .selectFrom('orden')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('usuario_id', '=', comprador.id)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(0);
  });
});
