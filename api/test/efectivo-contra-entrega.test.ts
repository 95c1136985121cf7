/**
 * Cash on delivery that cannot be abused (issue 31, decision 0034), on PGlite and PostgreSQL (where
 * parallel placements run on real connections): the cash a customer declares is bounded, the change
 * owed comes from what the courier confirms receiving, and a customer's open unpaid orders are capped
 * whatever the method.
 */
import {
  MensajesOrden,
  OrdenAdminSchema,
  type OrdenDetalle,
  OrdenEstatus,
  OrdenesSinPagarSchema,
  OrdenRegistradaSchema,
  type OrdenRegistrarEntrada,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { formatMoney, fromCents, toCents } from '@mercado/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTRA_ZONA_SLUG, TAX_EXEMPT_PRODUCT_SLUG, ZONA_SLUG } from '../src/db/seed-fixtures.ts';
import {
  compradorNuevo,
  existencia,
  fijarExistencia,
  formPago,
  franjaLibre,
  guardar,
  idsDe,
  registrar,
} from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';
import { pedidoPorVerificar, staffCon } from './pedido-helpers.ts';
import { darSaldo } from './saldo-helpers.ts';

const E = OrdenEstatus;
const PRIME = UsuarioTipo.PRIME;

let t: TestApp;
let staff: string;
let producto: number;

beforeAll(async () => {
  t = await createTestApp({ ordenBarridoSegundos: 0 }, { poolMax: 8 });
  await t.db.updateTable('zona_horario').set({ capacidad: 1000 }).execute();
  await t.db.updateTable('zona_horario_pickup').set({ capacidad: 1000 }).execute();
  staff = await staffCon(t, 'efectivo', ['ROLE_ADMIN', 'ROLE_PEDIDO']);
  producto = (await idsDe(t, [TAX_EXEMPT_PRODUCT_SLUG]))[TAX_EXEMPT_PRODUCT_SLUG]!;
  for (const zona of [ZONA_SLUG, OTRA_ZONA_SLUG]) await fijarExistencia(t, producto, '1000.000', PRIME, zona);
}, 600_000);
afterAll(async () => {
  await t?.close();
});

/** One unit in a prime buyer's cart (no minimum purchase), and the checkout's data for it. */
async function carrito(token: string, pagina: number, zona = ZONA_SLUG) {
  const g = await guardar(t, token, pagina, [{ producto, cantidad: '1' }], zona);
  expect(g.statusCode, g.body).toBe(200);
  return formPago(t, token, pagina, zona);
}

/** Delivered in the first free slot, paid in cash on delivery, declaring `efectivo` when given. */
function cuerpoEfectivo(fp: Awaited<ReturnType<typeof formPago>>, efectivo?: string): OrdenRegistrarEntrada {
  const franja = franjaLibre(fp, 'delivery');
  return {
    idempotencia: fp.idempotencia,
    carritoVersion: fp.carrito.version,
    tipoEnvio: 'delivery',
    direccionNueva: {
      sectorId: fp.areas[0]!.sectores[0]!.id,
      direccion: 'Av. Principal, edificio 12',
      guardar: false,
    },
    franja: { horarioId: franja.horarioId, fecha: franja.fecha },
    pago: { metodo: 'efectivo_usd', ...(efectivo ? { efectivo } : {}) },
  };
}

async function pedidoEfectivo(token: string, pagina = 0, zona = ZONA_SLUG, efectivo?: string) {
  const fp = await carrito(token, pagina, zona);
  const r = await registrar(t, token, pagina, cuerpoEfectivo(fp, efectivo), zona);
  expect(r.statusCode, r.body).toBe(201);
  return OrdenRegistradaSchema.parse(r.json()).orden;
}

const putEstatus = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/admin/orden/${id}/estatus`, headers: bearer(staff), payload });

/** Staff move a confirmed delivery order until it is on its way. */
async function enCamino(orden: OrdenDetalle) {
  for (const estatus of [E.EN_PREPARACION, E.LISTA, E.EN_CAMINO]) {
    const r = await putEstatus(orden.id, { estatus });
    expect(r.statusCode, r.body).toBe(200);
  }
}

const ordenesDe = async (usuarioId: string) =>
  Number(
    (
      await t.db
        .selectFrom('orden')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('usuario_id', '=', usuarioId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const excede = (maximoCents: number) =>
  `El efectivo no puede pasar de ${formatMoney(maximoCents, null)}: el monto a pagar más un billete de $ 100,00, el de mayor denominación`;

describe('the cash a customer declares', () => {
  it('goes from the amount due to that plus $ 100 (the largest bill); beyond is refused on the field, nothing placed', async () => {
    const c = await compradorNuevo(t, 'declara', PRIME);
    // The same cart on page 1, placed without a declaration, tells the amount due.
    const referencia = await pedidoEfectivo(c.token, 1);
    const monto = toCents(referencia.totales.montoMetodo);
    const fp = await carrito(c.token, 0);
    for (const efectivo of ['9999999999.99', fromCents(monto + 10_001)]) {
      const r = await registrar(t, c.token, 0, cuerpoEfectivo(fp, efectivo));
      expect(r.statusCode, efectivo).toBe(422);
      expect(r.json()).toEqual({
        mensaje: excede(monto + 10_000),
        campos: { 'pago.efectivo': excede(monto + 10_000) },
      });
    }
    expect(await ordenesDe(c.id)).toBe(1);
    const r = await registrar(t, c.token, 0, cuerpoEfectivo(fp, fromCents(monto + 10_000)));
    expect(r.statusCode, r.body).toBe(201);
    const { orden } = OrdenRegistradaSchema.parse(r.json());
    expect([orden.totales.montoMetodo, orden.pago.efectivo]).toEqual([
      referencia.totales.montoMetodo,
      fromCents(monto + 10_000),
    ]);
  });
});

describe('the change owed on delivery', () => {
  it('is what the courier confirms receiving above the amount due, not what the customer declared', async () => {
    const c = await compradorNuevo(t, 'vuelto', PRIME);
    const orden = await pedidoEfectivo(c.token, 0, ZONA_SLUG, '100.00');
    const monto = toCents(orden.totales.montoMetodo);
    await enCamino(orden);
    const entregar = (extra: Record<string, unknown>) =>
      putEstatus(orden.id, { estatus: E.ENTREGADA, estatusActual: E.EN_CAMINO, ...extra });
    const rechazos: [Record<string, unknown>, string][] = [
      [{}, MensajesOrden.EFECTIVO_RECIBIDO_REQUERIDO],
      [{ efectivoRecibido: '9999999999.99' }, excede(monto + 10_000)],
      [{ efectivoRecibido: fromCents(monto + 10_001) }, excede(monto + 10_000)],
      [{ efectivoRecibido: fromCents(monto - 1) }, MensajesOrden.EFECTIVO_INSUFICIENTE],
    ];
    for (const [extra, mensaje] of rechazos) {
      const r = await entregar(extra);
      expect(r.statusCode, JSON.stringify(extra)).toBe(422);
      expect(r.json()).toEqual({ mensaje, campos: { efectivoRecibido: mensaje } });
    }
    const antes = await t.db
      .selectFrom('orden')
      .select(['estatus', 'efectivo_recibido'])
      .where('id', '=', orden.id)
      .executeTakeFirstOrThrow();
    expect(antes).toEqual({ estatus: E.EN_CAMINO, efectivo_recibido: null });
    expect(await t.db.selectFrom('vuelto').select('id').where('orden_id', '=', orden.id).execute()).toEqual(
      [],
    );

    // The customer declared $ 100; the courier received $ 20 more than the amount due.
    const r = await entregar({ efectivoRecibido: fromCents(monto + 2_000) });
    expect(r.statusCode, r.body).toBe(200);
    const entregada = OrdenAdminSchema.parse(r.json());
    expect(entregada.estatus).toBe(E.ENTREGADA);
    expect(entregada.montos.efectivoRecibido).toBe(fromCents(monto + 2_000));
    expect(entregada.vuelto).toMatchObject({ monto: '20.00', metodo: 'efectivo_usd', motivo: 'efectivo' });
  });

  it('none when the courier received the exact amount; the cash received is only for a cash order being delivered', async () => {
    const c = await compradorNuevo(t, 'exacto', PRIME);
    const orden = await pedidoEfectivo(c.token, 0, ZONA_SLUG, '100.00');
    await enCamino(orden);
    const r = await putEstatus(orden.id, {
      estatus: E.ENTREGADA,
      efectivoRecibido: orden.totales.montoMetodo,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(OrdenAdminSchema.parse(r.json())).toMatchObject({
      vuelto: null,
      montos: { efectivoRecibido: orden.totales.montoMetodo },
    });

    const referencia = await pedidoPorVerificar(t, c.token, { pagina: 1, referencia: '5550001' });
    const mal = await putEstatus(referencia.id, { estatus: E.CONFIRMADA, efectivoRecibido: '10.00' });
    expect(mal.statusCode).toBe(422);
    expect(mal.json().campos).toEqual({ efectivoRecibido: MensajesOrden.EFECTIVO_RECIBIDO_NO_APLICA });
    expect(
      (
        await t.db
          .selectFrom('orden')
          .select('estatus')
          .where('id', '=', referencia.id)
          .executeTakeFirstOrThrow()
      ).estatus,
    ).toBe(E.POR_VERIFICAR);
  });
});

describe('open unpaid orders of one customer', () => {
  it('of 18 cash placements at once from the 6 carts a customer can fill (3 tabs each): exactly 3 orders', async () => {
    const c = await compradorNuevo(t, 'sin-pagar', PRIME);
    const antes = {
      [ZONA_SLUG]: toCents(await existencia(t, producto, PRIME, ZONA_SLUG)),
      [OTRA_ZONA_SLUG]: toCents(await existencia(t, producto, PRIME, OTRA_ZONA_SLUG)),
    };
    const intentos: { zona: string; pagina: number; cuerpo: OrdenRegistrarEntrada }[] = [];
    for (const zona of [ZONA_SLUG, OTRA_ZONA_SLUG]) {
      for (const pagina of [0, 1, 2]) {
        const cuerpo = cuerpoEfectivo(await carrito(c.token, pagina, zona), '50.00');
        for (const pestana of [1, 2, 3])
          intentos.push({
            zona,
            pagina,
            cuerpo: { ...cuerpo, idempotencia: `${cuerpo.idempotencia}-${pestana}` },
          });
      }
    }
    const rs = await Promise.all(intentos.map((i) => registrar(t, c.token, i.pagina, i.cuerpo, i.zona)));
    const codigos = rs.map((r) => r.statusCode);
    const cuantos = (s: number) => codigos.filter((x) => x === s).length;
    console.log(
      `18 parallel cash placements of one customer, cap 3 → ${cuantos(201)} created, ${cuantos(422)} × 422, ${cuantos(409)} × 409`,
    );
    // Each cart's tabs wait on its lock: a cart placed leaves its other tabs a changed cart (409),
    // a refused one refuses them too.
    expect([cuantos(201), cuantos(409), cuantos(422)]).toEqual([3, 6, 9]);
    for (const r of rs.filter((x) => x.statusCode === 422)) {
      expect(r.json()).toEqual({
        mensaje: MensajesOrden.LIMITE_SIN_PAGAR,
        campos: { 'pago.metodo': MensajesOrden.LIMITE_SIN_PAGAR },
      });
    }
    expect(await ordenesDe(c.id)).toBe(3);
    const tomadas =
      antes[ZONA_SLUG] -
      toCents(await existencia(t, producto, PRIME, ZONA_SLUG)) +
      antes[OTRA_ZONA_SLUG] -
      toCents(await existencia(t, producto, PRIME, OTRA_ZONA_SLUG));
    expect(tomadas).toBe(300);
  });

  it('counts a reference waiting and cash to collect, not a wallet-paid order; a delivered one frees its place', async () => {
    const c = await compradorNuevo(t, 'mezcla', PRIME);
    await darSaldo(t.db, c.id, '100.00');
    const referencia = await pedidoPorVerificar(t, c.token, { pagina: 0, referencia: '5550002' });
    const efectivo = await pedidoEfectivo(c.token, 1);
    const valencia = await pedidoEfectivo(c.token, 0, OTRA_ZONA_SLUG);

    const fp = await carrito(c.token, 2);
    const cuarta = await registrar(t, c.token, 2, cuerpoEfectivo(fp));
    expect(cuarta.statusCode).toBe(422);
    expect(cuarta.json().mensaje).toBe(MensajesOrden.LIMITE_SIN_PAGAR);
    // The orders the cap counted, as the checkout names them (decision 0034, issue 33).
    const sinPagar = async () =>
      OrdenesSinPagarSchema.parse(
        (
          await t.app.inject({ method: 'GET', url: '/usuario/orden/sin-pagar', headers: bearer(c.token) })
        ).json(),
      );
    expect(await sinPagar()).toMatchObject({
      maxSinPagar: 3,
      maxPorVerificar: 2,
      ordenes: [
        {
          id: referencia.id,
          numero: referencia.numero,
          zona: ZONA_SLUG,
          pagina: 0,
          estatus: E.POR_VERIFICAR,
          metodo: 'pago_movil',
        },
        { id: efectivo.id, zona: ZONA_SLUG, pagina: 1, estatus: E.CONFIRMADA, metodo: 'efectivo_usd' },
        { id: valencia.id, zona: OTRA_ZONA_SLUG, pagina: 0, metodo: 'efectivo_usd' },
      ],
    });
    const conSaldo = await registrar(t, c.token, 2, {
      ...cuerpoEfectivo(fp),
      pago: { saldo: '100.00', metodo: null },
    });
    expect(conSaldo.statusCode, conSaldo.body).toBe(201);

    await enCamino(efectivo);
    const entregada = await putEstatus(efectivo.id, {
      estatus: E.ENTREGADA,
      efectivoRecibido: efectivo.totales.montoMetodo,
    });
    expect(entregada.statusCode, entregada.body).toBe(200);
    expect((await sinPagar()).ordenes.map((o) => o.id)).toEqual([referencia.id, valencia.id]);
    const otra = await registrar(t, c.token, 1, cuerpoEfectivo(await carrito(c.token, 1)));
    expect(otra.statusCode, otra.body).toBe(201);
  });
});
