/**
 * The orders back-office section (issue 19): access over every entry, the status machine table-driven
 * over every pair of statuses, two staff at once, concurrent cancels giving back exactly once, change
 * owed (`vuelto`, decision 0029), the list's server-side filters and what is new since the page loaded.
 */
import { randomUUID } from 'node:crypto';
import {
  Mensajes,
  MensajesOrden,
  ORDEN_ESTATUS_NOMBRES,
  OrdenAdminPaginaSchema,
  OrdenAdminSchema,
  OrdenDataFiltroSchema,
  type OrdenDetalle,
  OrdenEstatus,
  type OrdenEstatusValor,
  type OrdenRegistrarEntrada,
  type TipoEnvio,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { endpoints } from '@mercado/shared/endpoints';
import { puedeCambiarEstatus } from '@mercado/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUPON_PERCENT_CODE,
  OTRA_ZONA_SLUG,
  TAX_EXEMPT_PRODUCT_SLUG,
  ZONA_SLUG,
} from '../src/db/seed-fixtures.ts';
import { probarAcceso, ZONA_AJENA } from './admin-acceso.ts';
import {
  compradorNuevo,
  cuerpoPickup,
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
import { darSaldo, saldoDe } from './saldo-helpers.ts';

const E = OrdenEstatus;
const TODOS = Object.values(E) as OrdenEstatusValor[];

/** A fresh buyer's order paid by Pago Móvil, waiting for verification. */
async function pedidoNuevo(t: TestApp, zona = ZONA_SLUG): Promise<OrdenDetalle> {
  const c = await compradorNuevo(t, randomUUID().slice(0, 8), UsuarioTipo.PRIME);
  return pedidoPorVerificar(t, c.token, { zona, referencia: String(Date.now()).slice(-8) });
}

probarAcceso('pedido: every entry checks its role (and the zone it names)', endpoints.adminPedido, {
  rolSeccion: 'ROLE_PEDIDO',
  rolAjeno: 'ROLE_PRODUCTO',
  casos: {
    dataFiltro: { entrada: () => ({}) },
    listarOrdenesAdmin: { entrada: (_, zona) => ({ zona }), porZona: true },
    ordenesNuevas: { entrada: (_, zona) => ({ zona, despues: 0 }), porZona: true },
    leerOrdenAdmin: (() => {
      let orden: number | undefined;
      return {
        entrada: async (t: TestApp) => {
          orden ??= (await pedidoNuevo(t)).id;
          return { id: orden };
        },
      };
    })(),
    cambiarEstatus: (() => {
      let orden: number | undefined;
      return {
        entrada: async (t: TestApp) => {
          orden ??= (await pedidoNuevo(t)).id;
          return { id: orden, estatus: E.CONFIRMADA, estatusActual: E.POR_VERIFICAR };
        },
      };
    })(),
  },
});

let t: TestApp;
let admin: string;
let otraAdmin: string;
let caracas: string;
let producto: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffCon(t, 'pedido-uno', ['ROLE_ADMIN', 'ROLE_PEDIDO']);
  otraAdmin = await staffCon(t, 'pedido-dos', ['ROLE_ADMIN', 'ROLE_PEDIDO']);
  caracas = await staffCon(t, 'pedido-caracas', ['ROLE_ADMIN', 'ROLE_PEDIDO', `ROLE_ZONA_${ZONA_SLUG}`]);
  producto = (await idsDe(t, [TAX_EXEMPT_PRODUCT_SLUG]))[TAX_EXEMPT_PRODUCT_SLUG]!;
}, 600_000);
afterAll(async () => {
  await t?.close();
});

const putEstatus = (token: string, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/admin/orden/${id}/estatus`, headers: bearer(token), payload });
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const estatusDe = async (id: number) =>
  (await t.db.selectFrom('orden').select('estatus').where('id', '=', id).executeTakeFirstOrThrow()).estatus;

/** A prime buyer's order of `cantidad` units, delivered or picked up, paid as `pago` says. */
async function pedido(
  tipo: TipoEnvio,
  opciones: {
    cantidad?: string;
    pago?: OrdenRegistrarEntrada['pago'];
    saldo?: string;
    cupon?: string;
  } = {},
) {
  const c = await compradorNuevo(t, randomUUID().slice(0, 8), UsuarioTipo.PRIME);
  if (opciones.saldo) {
    await darSaldo(t.db, c.id, opciones.saldo);
  }
  await fijarExistencia(t, producto, '1000.000', UsuarioTipo.PRIME);
  const g = await guardar(t, c.token, 0, [{ producto, cantidad: opciones.cantidad ?? '1' }]);
  expect(g.statusCode, g.body).toBe(200);
  let fp = await formPago(t, c.token, 0);
  if (opciones.cupon) {
    const ap = await get(c.token, `/usuario/carrito/${fp.carrito.id}/cupon/${opciones.cupon}/aplicar`);
    expect(ap.statusCode, ap.body).toBe(200);
    fp = await formPago(t, c.token, 0);
  }
  const base = cuerpoPickup(fp);
  const franja = franjaLibre(fp, tipo);
  const cuerpo: OrdenRegistrarEntrada =
    tipo === 'pickup'
      ? { ...base, ...(opciones.pago ? { pago: opciones.pago } : {}) }
      : {
          ...base,
          tipoEnvio: 'delivery',
          pickupId: undefined,
          direccionNueva: { sectorId: fp.areas[0]!.sectores[0]!.id, direccion: 'Av. Principal, edificio 12' },
          franja: { horarioId: franja.horarioId, fecha: franja.fecha },
          ...(opciones.pago ? { pago: opciones.pago } : {}),
        };
  const r = await registrar(t, c.token, 0, cuerpo);
  expect(r.statusCode, r.body).toBe(201);
  return { orden: r.json().orden as OrdenDetalle, comprador: c, franja };
}

/** Puts an order in `estatus` as if staff had moved it there (the transition under test starts from it). */
async function ponerEn(id: number, estatus: OrdenEstatusValor) {
  await t.db
    .updateTable('orden')
    .set({ estatus, pago_verificado: estatus !== E.POR_VERIFICAR })
    .where('id', '=', id)
    .execute();
}

describe('the status machine, table-driven', () => {
  for (const tipo of ['pickup', 'delivery'] as const) {
    for (const de of TODOS) {
      const legales = TODOS.filter((a) => puedeCambiarEstatus(de, a, tipo));
      it(`${tipo}, from «${ORDEN_ESTATUS_NOMBRES[de]}»: only ${legales.map((a) => ORDEN_ESTATUS_NOMBRES[a]).join(', ') || 'nothing'}`, async () => {
        // Every illegal target is a 422 naming both statuses, and changes nothing.
        const { orden } = await pedido(tipo);
        await ponerEn(orden.id, de);
        for (const a of TODOS.filter((x) => !legales.includes(x))) {
          const r = await putEstatus(admin, orden.id, { estatus: a, mensaje: 'Motivo de prueba' });
          expect([r.statusCode, r.json().mensaje]).toEqual([
            422,
            `${MensajesOrden.TRANSICION_INVALIDA}: de «${ORDEN_ESTATUS_NOMBRES[de]}» a «${ORDEN_ESTATUS_NOMBRES[a]}»`,
          ]);
          expect(await estatusDe(orden.id)).toBe(de);
        }
        // Every legal target is taken, recorded with who and when, and offered as a next step before.
        for (const [i, a] of legales.entries()) {
          const id = i === 0 ? orden.id : (await pedido(tipo)).orden.id;
          await ponerEn(id, de);
          const antes = OrdenAdminSchema.parse((await get(admin, `/admin/orden/${id}/full`)).json());
          expect(antes.siguientes.toSorted()).toEqual(legales);
          const r = await putEstatus(admin, id, {
            estatus: a,
            estatusActual: de,
            mensaje: 'Motivo de prueba',
          });
          expect(r.statusCode, r.body).toBe(200);
          const o = OrdenAdminSchema.parse(r.json());
          expect(o.estatus).toBe(a);
          expect(o.historial.at(-1)).toMatchObject({
            estatus: a,
            usuario: 'Staff pedido-uno (staff-pedido-uno@demo.test)',
          });
        }
      });
    }
  }
});

describe('rejecting a payment', () => {
  it('needs a reason; gives back the stock; the customer reads the reason on the order', async () => {
    const { orden, comprador } = await pedido('pickup', { cantidad: '3' });
    const stock = await existencia(t, producto, UsuarioTipo.PRIME);
    const sin = await putEstatus(admin, orden.id, { estatus: E.RECHAZADA, mensaje: '  ' });
    expect([sin.statusCode, sin.json().mensaje]).toEqual([422, MensajesOrden.MOTIVO_REQUERIDO]);
    expect(await estatusDe(orden.id)).toBe(E.POR_VERIFICAR);
    const r = await putEstatus(admin, orden.id, {
      estatus: E.RECHAZADA,
      mensaje: 'La referencia no aparece en el banco',
      estatusActual: E.POR_VERIFICAR,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().vuelto).toBeNull();
    expect(Number(await existencia(t, producto, UsuarioTipo.PRIME))).toBe(Number(stock) + 3);
    const suya = await get(comprador.token, `/usuario/orden/${orden.id}/usuario`);
    expect(suya.json()).toMatchObject({
      estatus: E.RECHAZADA,
      estatusNombre: 'Pago rechazado',
      siguientePaso: MensajesOrden.RECHAZADA,
    });
    expect(suya.json().historial.at(-1).mensaje).toBe('La referencia no aparece en el banco');
  });
});

describe('two staff at once', () => {
  it('verifying and rejecting one order at the same moment: one wins, the other is told (409)', async () => {
    const { orden } = await pedido('pickup');
    const rs = await Promise.all([
      putEstatus(admin, orden.id, { estatus: E.CONFIRMADA, estatusActual: E.POR_VERIFICAR }),
      putEstatus(otraAdmin, orden.id, {
        estatus: E.RECHAZADA,
        estatusActual: E.POR_VERIFICAR,
        mensaje: 'Referencia repetida',
      }),
    ]);
    expect(rs.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const perdio = rs.find((r) => r.statusCode === 409)!;
    expect(perdio.json().mensaje).toBe(MensajesOrden.ESTATUS_CAMBIO);
    const gano = rs.find((r) => r.statusCode === 200)!.json();
    expect(await estatusDe(orden.id)).toBe(gano.estatus);
    const historial = await t.db
      .selectFrom('orden_historial')
      .select('estatus')
      .where('orden_id', '=', orden.id)
      .execute();
    expect(historial).toHaveLength(2);
  });

  it('five cancels at once of a verified order: stock, slot, coupon use and wallet part come back once; one vuelto', async () => {
    const { orden, comprador, franja } = await pedido('delivery', {
      cantidad: '20',
      saldo: '10.00',
      cupon: COUPON_PERCENT_CODE,
      pago: {
        saldo: '2.00',
        metodo: 'pago_movil',
        referencia: '77001122',
        banco: '0134',
        telefono: '0414-5551234',
      },
    });
    expect(orden.cupon?.codigo).toBe(COUPON_PERCENT_CODE);
    expect((await putEstatus(admin, orden.id, { estatus: E.CONFIRMADA })).statusCode).toBe(200);
    const stock = Number(await existencia(t, producto, UsuarioTipo.PRIME));
    const reserva = async () =>
      (
        await t.db
          .selectFrom('franja_reserva')
          .select('reservados')
          .where('tipo', '=', 'delivery')
          .where('horario_id', '=', franja.horarioId)
          .where('fecha', '=', franja.fecha)
          .executeTakeFirstOrThrow()
      ).reservados;
    const reservados = await reserva();

    const rs = await Promise.all(
      [admin, otraAdmin, admin, otraAdmin, caracas].map((tok, i) =>
        putEstatus(tok, orden.id, {
          estatus: E.CANCELADA,
          mensaje: 'Sin despacho hoy',
          ...(i % 2 === 0 ? { estatusActual: E.CONFIRMADA } : {}),
        }),
      ),
    );
    expect(rs.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // The others: 409 when they said what they saw, else the machine refuses a cancelled order.
    for (const [i, r] of rs.entries()) {
      if (r.statusCode !== 200) expect(r.statusCode).toBe(i % 2 === 0 ? 409 : 422);
    }

    // The cart holds at most the product's per-order maximum: the order's own quantity comes back.
    expect(Number(await existencia(t, producto, UsuarioTipo.PRIME))).toBe(
      stock + Number(orden.lineas[0]!.cantidad),
    );
    expect(await reserva()).toBe(reservados - 1);
    const usos = await t.db
      .selectFrom('cupon_uso')
      .select('liberado_en')
      .where('orden_id', '=', orden.id)
      .execute();
    expect(usos).toHaveLength(1);
    expect(usos[0]!.liberado_en).not.toBeNull();
    const movimientos = await t.db
      .selectFrom('saldo_movimiento')
      .select(['tipo', 'monto'])
      .where('orden_id', '=', orden.id)
      .orderBy('id')
      .execute();
    expect(movimientos).toEqual([
      { tipo: 'ordenpago', monto: '-2.00' },
      { tipo: 'reintegro', monto: '2.00' },
    ]);
    expect(await saldoDe(t.db, comprador.id)).toBe('10.00');
    const o = OrdenAdminSchema.parse((await get(admin, `/admin/orden/${orden.id}/full`)).json());
    expect(o.vuelto).toMatchObject({
      monto: orden.totales.montoMetodo,
      metodo: 'pago_movil',
      motivo: 'cancelacion',
      estatus: 'pendiente',
    });
    expect(o.montos).toEqual({
      saldo: '2.00',
      metodo: orden.totales.montoMetodo,
      verificado: true,
      efectivoRecibido: null,
    });
  });
});

describe('change owed on delivery', () => {
  it('cash the courier received above the amount due is recorded as vuelto when the order is delivered', async () => {
    const { orden } = await pedido('delivery', { pago: { metodo: 'efectivo_usd', efectivo: '100.00' } });
    expect(orden.estatus).toBe(E.CONFIRMADA);
    for (const e of [E.EN_PREPARACION, E.LISTA, E.EN_CAMINO]) {
      expect((await putEstatus(admin, orden.id, { estatus: e })).statusCode).toBe(200);
    }
    const cancelar = OrdenAdminSchema.parse((await get(admin, `/admin/orden/${orden.id}/full`)).json());
    expect(cancelar.vuelto).toBeNull();
    const r = OrdenAdminSchema.parse(
      (await putEstatus(admin, orden.id, { estatus: E.ENTREGADA, efectivoRecibido: '100.00' })).json(),
    );
    const cambio = (10000 - Math.round(Number(orden.totales.montoMetodo) * 100)) / 100;
    expect(r.vuelto).toMatchObject({ monto: cambio.toFixed(2), metodo: 'efectivo_usd', motivo: 'efectivo' });
    expect(Number(r.vuelto!.montoBs)).toBeCloseTo(cambio * Number(orden.totales.tasa), 1);
  });
});

describe('the list', () => {
  it('filters on the server: customer text, order number, method, delivery or pickup, status, dates, slot', async () => {
    const a = await pedido('delivery');
    const b = await pedido('pickup');
    const lista = async (token: string, query: string) => {
      const r = await get(token, `/admin/orden?${query}`);
      expect(r.statusCode, r.body).toBe(200);
      return OrdenAdminPaginaSchema.parse(r.json());
    };
    const email = (
      await t.db
        .selectFrom('usuario')
        .select('email')
        .where('id', '=', a.comprador.id)
        .executeTakeFirstOrThrow()
    ).email;
    expect(
      (await lista(admin, `q=${encodeURIComponent(email.toUpperCase())}`)).items.map((o) => o.id),
    ).toEqual([a.orden.id]);
    expect((await lista(admin, `q=${a.orden.numero}`)).items.map((o) => o.id)).toEqual([a.orden.id]);
    // The name without case or accents, as renamed after the order; the phone; the document.
    const apellido = `Ñáñez${randomUUID().slice(0, 6)}`;
    const cliente = await t.db
      .updateTable('usuario')
      .set({ nombre: `Josefina ${apellido}` })
      .where('id', '=', a.comprador.id)
      .returning(['telefono', 'documento'])
      .executeTakeFirstOrThrow();
    for (const q of [`josefina ${apellido.toUpperCase()}`, apellido.replace('Ñá', 'na'), cliente.documento]) {
      expect(
        (await lista(admin, `q=${encodeURIComponent(q)}`)).items.map((o) => o.id),
        q,
      ).toEqual([a.orden.id]);
    }
    expect((await lista(admin, `q=${cliente.telefono}`)).items.map((o) => o.id)).toContain(a.orden.id);
    const pickup = await lista(admin, 'tipoEnvio=pickup&metodo=pago_movil&estatus=1');
    expect(pickup.items.map((o) => o.id)).toContain(b.orden.id);
    expect(pickup.items.map((o) => o.id)).not.toContain(a.orden.id);
    expect(pickup.items.every((o) => o.tipoEnvio === 'pickup' && o.metodoPago === 'pago_movil')).toBe(true);
    const hoy = new Date(a.orden.fecha);
    const dia = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(hoy);
    expect((await lista(admin, `desde=${dia}&hasta=${dia}&q=${a.orden.numero}`)).total).toBe(1);
    expect((await lista(admin, `hasta=2020-01-01&q=${a.orden.numero}`)).total).toBe(0);
    const franja = `${a.orden.franja.horaInicio}-${a.orden.franja.horaFin}`;
    const porFranja = await lista(admin, `franja=${franja}&tipoEnvio=delivery`);
    expect(porFranja.items.map((o) => o.id)).toContain(a.orden.id);
    const filtros = OrdenDataFiltroSchema.parse((await get(admin, '/admin/orden/datafiltro')).json());
    expect(filtros.franjas.map((f) => f.valor)).toContain(franja);
    expect(filtros.estatus.map((e) => e.nombre)).toContain('Pago rechazado');
    // Newest first by default; sorted by total when asked, ties by id.
    const todas = await lista(admin, '');
    expect(todas.items[0]!.id).toBeGreaterThanOrEqual(b.orden.id);
    const porTotal = (await lista(admin, 'orden=total&dir=asc')).items.map((o) => Number(o.total));
    expect(porTotal).toEqual([...porTotal].sort((x, y) => x - y));
    expect((await get(admin, '/admin/orden?desde=ayer')).statusCode).toBe(400);
  });

  it('zone staff: filter choices, list and orders of their zones only (another zone named 403, its order 403 too)', async () => {
    const filtros = OrdenDataFiltroSchema.parse((await get(caracas, '/admin/orden/datafiltro')).json());
    expect(filtros.zonas.map((z) => z.valor)).toEqual([ZONA_SLUG]);
    await pedidoNuevo(t);
    const valencia = await pedidoNuevo(t, OTRA_ZONA_SLUG);
    const propias = OrdenAdminPaginaSchema.parse((await get(caracas, '/admin/orden')).json());
    const { n } = await t.db
      .selectFrom('orden as o')
      .innerJoin('zona as z', 'z.id', 'o.zona_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('z.slug', '=', ZONA_SLUG)
      .executeTakeFirstOrThrow();
    expect(propias.total).toBe(Number(n));
    expect(new Set(propias.items.map((o) => o.zona))).toEqual(new Set([ZONA_SLUG]));
    expect((await get(caracas, `/admin/orden?zona=${ZONA_AJENA}`)).statusCode).toBe(403);
    expect((await get(caracas, `/admin/orden/${valencia.id}/full`)).statusCode).toBe(403);
    const r = await putEstatus(caracas, valencia.id, { estatus: E.CONFIRMADA });
    expect([r.statusCode, r.json().mensaje]).toEqual([403, Mensajes.SIN_PERMISO_ZONA]);
    const nuevas = (await get(caracas, `/admin/orden/nuevas?despues=${valencia.id - 1}`)).json();
    expect(nuevas.nuevas).toBe(0);
  });

  it('what is new: the orders matching the filters placed after the newest one shown', async () => {
    const primera = OrdenAdminPaginaSchema.parse((await get(admin, '/admin/orden?estatus=1')).json());
    const ultimo = primera.items[0]!.id;
    expect((await get(admin, `/admin/orden/nuevas?despues=${ultimo}&estatus=1`)).json()).toEqual({
      nuevas: 0,
      ultimo,
    });
    const a = await pedidoNuevo(t);
    const b = await pedidoNuevo(t);
    expect((await get(admin, `/admin/orden/nuevas?despues=${ultimo}&estatus=1`)).json()).toEqual({
      nuevas: 2,
      ultimo: b.id,
    });
    await putEstatus(admin, a.id, { estatus: E.CONFIRMADA });
    expect((await get(admin, `/admin/orden/nuevas?despues=${ultimo}&estatus=1`)).json()).toEqual({
      nuevas: 1,
      ultimo: b.id,
    });
  });
});
