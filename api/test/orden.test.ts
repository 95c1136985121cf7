/**
 * Checkout and orders (issue 5) on PGlite and PostgreSQL (DATABASE_URL: real concurrent connections):
 * formpago as data, totals in each combination (offer, coupon, IVA classes, packaging, shipping by
 * zone and area, wallet part, IGTF on the foreign-currency part, bolívares, frozen rate), refusals
 * that leave nothing half done, idempotent placement, expiry returning everything, the status
 * machine and its roles, tracking, the order list, and concurrency: 20 buyers for 5 units sell
 * exactly 5; concurrent bookings never exceed a slot's capacity.
 */
import {
  ApiErrorSchema,
  type CarritoVista,
  CarritoVistaSchema,
  claveIdempotencia,
  DireccionFormDataSchema,
  type FormPago,
  MensajesCarrito,
  MensajesOrden,
  OrdenAdminSchema,
  OrdenDetalleSchema,
  OrdenEstatus,
  OrdenPaginaSchema,
  OrdenRegistradaSchema,
  type OrdenRegistrarEntrada,
  RastreoSchema,
  UsuarioTipo,
  ZonaSectoresSchema,
} from '@mercado/shared/contracts';
import {
  calcularTotales,
  caracasDay,
  costoEnvio,
  entradaCarrito,
  sumarDias,
  toCents,
  totalesDinero,
} from '@mercado/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLOCKED_DATE_OFFSET_DAYS,
  CLIENTE_DIRECCION,
  CLIENTE_SALDO,
  COUPON_ONE_USE_CODE,
  COUPON_PERCENT_CODE,
  FAR_AREA_NAME,
  OFFER_PRODUCT_SLUG,
  PAGO_MOVIL_BANK_CODE,
  PICKUP_NAME,
  PRICE_PRODUCT_SLUG,
  QUICK_LIST_CLAMPED_SLUG,
  TAX_EXEMPT_PRODUCT_SLUG,
  TAX_GENERAL_PRODUCT_SLUG,
  TAX_REDUCED_PRODUCT_SLUG,
  WEIGHED_PRODUCT_SLUG,
  ZONA_SLUG,
} from '../src/db/seed-fixtures.ts';
import { expirarOrdenes } from '../src/services/orden/expiracion.ts';
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
  tokenDe,
  zonaId,
} from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const tok: Record<'cliente' | 'prime' | 'mayorista' | 'admin' | 'catalogo' | 'sintelefono', string> = {
  cliente: '',
  prime: '',
  mayorista: '',
  admin: '',
  catalogo: '',
  sintelefono: '',
};
let id: Record<string, number>;
let caracas: number;

beforeAll(async () => {
  t = await createTestApp({ ordenBarridoSegundos: 0 }, { poolMax: 12 });
  // These cases place many unpaid orders for one customer; the limits on them have their own tests
  // (orden-abuso.test.ts, efectivo-contra-entrega.test.ts).
  await t.db
    .updateTable('configuracion')
    .set({ max_ordenes_por_verificar: 100, max_ordenes_sin_pagar: 100 })
    .execute();
  for (const k of Object.keys(tok) as (keyof typeof tok)[]) tok[k] = await tokenDe(t, `${k}@demo.test`);
  id = await idsDe(t, [
    PRICE_PRODUCT_SLUG,
    OFFER_PRODUCT_SLUG,
    WEIGHED_PRODUCT_SLUG,
    TAX_EXEMPT_PRODUCT_SLUG,
    TAX_REDUCED_PRODUCT_SLUG,
    TAX_GENERAL_PRODUCT_SLUG,
    QUICK_LIST_CLAMPED_SLUG,
  ]);
  caracas = await zonaId(t);
});
afterAll(async () => {
  await t?.close();
});

const CESTA = () => [
  { producto: id[OFFER_PRODUCT_SLUG]!, cantidad: '3' },
  { producto: id[TAX_GENERAL_PRODUCT_SLUG]!, cantidad: '2' },
  { producto: id[TAX_REDUCED_PRODUCT_SLUG]!, cantidad: '1' },
  { producto: id[WEIGHED_PRODUCT_SLUG]!, cantidad: '0.75' },
];

/** Fills cart `pagina` (must be valid as sent) and reads its formpago. */
async function preparar(token: string, pagina: number, lineas = CESTA()): Promise<FormPago> {
  const r = await guardar(t, token, pagina, lineas);
  expect(r.statusCode).toBe(200);
  CarritoVistaSchema.parse(r.json());
  return formPago(t, token, pagina);
}

/**
 * What the page computes for a choice: the shared rule on the cart it shows, read as the page reads
 * it (`entradaCarrito`), in dollars and in bolívares.
 */
function totalesPara(
  fp: FormPago,
  o: { envio?: string; saldo?: string; igtf?: boolean; cupon?: boolean } = {},
) {
  const { lineas, cupon } = entradaCarrito(fp.carrito);
  return totalesDinero(
    calcularTotales({
      lineas,
      cupon: o.cupon ? cupon : null,
      empaquetado: fp.costoEmpaquetado,
      envio: o.envio ?? '0.00',
      saldo: o.saldo ?? '0.00',
      igtf: o.igtf ? fp.igtf : null,
      tasa: fp.tasa,
    }),
  );
}

async function saldo(email: string): Promise<string> {
  const r = await t.db
    .selectFrom('usuario_saldo as s')
    .innerJoin('usuario as u', 'u.id', 's.usuario_id')
    .select('s.saldo')
    .where('u.email', '=', email)
    .executeTakeFirst();
  return r?.saldo ?? '0.00';
}

async function reservados(tipo: string, horarioId: number, fecha: string): Promise<number> {
  const r = await t.db
    .selectFrom('franja_reserva')
    .select('reservados')
    .where('tipo', '=', tipo)
    .where('horario_id', '=', horarioId)
    .where('fecha', '=', fecha)
    .executeTakeFirst();
  return r?.reservados ?? 0;
}

async function cuentaOrdenes(): Promise<number> {
  const r = await t.db
    .selectFrom('orden')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

async function aplicar(token: string, carritoId: number, codigo: string) {
  return t.app.inject({
    method: 'GET',
    url: `/usuario/carrito/${carritoId}/cupon/${codigo}/aplicar`,
    headers: bearer(token),
  });
}

function delivery(fp: FormPago, extra: Partial<OrdenRegistrarEntrada> = {}): OrdenRegistrarEntrada {
  const f = franjaLibre(fp);
  return {
    idempotencia: fp.idempotencia,
    carritoVersion: fp.carrito.version,
    tipoEnvio: 'delivery',
    direccionId: fp.direcciones[0]?.id,
    franja: { horarioId: f.horarioId, fecha: f.fecha },
    pago: {
      metodo: 'pago_movil',
      referencia: '0012345678',
      banco: PAGO_MOVIL_BANK_CODE,
      telefono: '0414-5551234',
    },
    ...extra,
  };
}

describe('formpago: the checkout as data', () => {
  it('payment methods, banks, balance, addresses, areas, slots without blocked dates, pickup, rules, config', async () => {
    const fp = await preparar(tok.cliente, 0);
    expect(fp.carrito.valido).toBe(true);
    expect(fp.idempotencia).toBe(claveIdempotencia(fp.carrito));
    expect(fp.metodosPago.map((m) => m.codigo)).toEqual([
      'saldo',
      'pago_movil',
      'transferencia',
      'zelle',
      'efectivo_usd',
    ]);
    const m = Object.fromEntries(fp.metodosPago.map((x) => [x.codigo, x]));
    expect(m.pago_movil).toMatchObject({
      moneda: 'VES',
      divisa: false,
      requiereBanco: true,
      requiereTelefono: true,
      requiereReferencia: true,
      requiereVerificacion: true,
    });
    expect(m.pago_movil!.datosDestino.length).toBeGreaterThan(0);
    expect(m.transferencia).toMatchObject({
      requiereReferencia: true,
      requiereBanco: false,
      requiereVerificacion: true,
    });
    expect(m.zelle).toMatchObject({
      moneda: 'USD',
      divisa: true,
      requiereReferencia: true,
      requiereVerificacion: true,
    });
    expect(m.efectivo_usd).toMatchObject({
      divisa: true,
      contraEntrega: true,
      soloDelivery: true,
      requiereVerificacion: false,
    });
    expect(m.saldo).toMatchObject({ esSaldo: true, divisa: false });
    expect(fp.bancos.map((b) => b.codigo)).toContain(PAGO_MOVIL_BANK_CODE);
    expect(fp.saldo).toBe(CLIENTE_SALDO);
    expect(fp.direcciones[0]).toMatchObject({
      direccion: CLIENTE_DIRECCION,
      predeterminada: true,
      zona: ZONA_SLUG,
    });
    expect(fp.areas.map((a) => a.nombre)).toContain(FAR_AREA_NAME);
    expect(fp.areas.every((a) => a.sectores.length > 0)).toBe(true);
    const bloqueada = sumarDias(caracasDay(new Date()), BLOCKED_DATE_OFFSET_DAYS);
    expect(fp.franjasDelivery.length).toBeGreaterThan(5);
    expect(fp.franjasDelivery.some((f) => f.fecha === bloqueada)).toBe(false);
    expect(fp.franjasDelivery.some((f) => f.estado === 'disponible')).toBe(true);
    for (const f of fp.franjasDelivery)
      expect(f.estado === 'cerrada').toBe(Date.parse(f.cierraEn) <= Date.now());
    expect(fp.pickup[0]!.nombre).toBe(PICKUP_NAME);
    expect(fp.pickup[0]!.franjas.some((f) => f.estado === 'disponible')).toBe(true);
    expect(fp.reglasEnvio.filter((r) => r.areaId === null).map((r) => [r.desde, r.costo])).toEqual([
      ['0.00', '3.00'],
      ['30.00', '1.50'],
      ['60.00', '0.00'],
    ]);
    expect([fp.igtf, fp.tasa, fp.costoEmpaquetado, fp.minimoCompra, fp.minutosVerificacion]).toEqual([
      '3.0000',
      '236.4500',
      '0.50',
      '10.00',
      120,
    ]);
    expect(fp.tiposEnvio.map((x) => x.codigo)).toEqual(['delivery', 'pickup']);
    expect(fp.sustituciones.map((x) => x.codigo)).toEqual(['reemplazar', 'no_reemplazar']);
  });

  it('zone sectors and the address form data (optional bearer)', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/zona/sector' });
    const zonas = all.json().map((z: unknown) => ZonaSectoresSchema.parse(z));
    expect(zonas.map((z: { zona: { slug: string } }) => z.zona.slug).sort()).toEqual(['caracas', 'valencia']);
    const one = await t.app.inject({ method: 'GET', url: `/api/zona/sector?zona=${ZONA_SLUG}` });
    expect(one.json()).toHaveLength(1);
    const anon = DireccionFormDataSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/website/direccion/formdata' })).json(),
    );
    expect(anon.direcciones).toEqual([]);
    expect(anon.zonas.length).toBe(2);
    const mine = DireccionFormDataSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/website/direccion/formdata',
          headers: bearer(tok.cliente),
        })
      ).json(),
    );
    expect(mine.direcciones.map((d) => d.direccion)).toContain(CLIENTE_DIRECCION);
  });
});

describe('placing orders: totals in each combination', () => {
  it('delivery + Pago Móvil + percentage coupon: offer, IVA by class, packaging, zone shipping, Bs; stock taken, cart emptied, rate frozen', async () => {
    let fp = await preparar(tok.cliente, 0);
    const ap = await aplicar(tok.cliente, fp.carrito.id, COUPON_PERCENT_CODE.toLowerCase());
    expect(ap.statusCode).toBe(200);
    fp = await formPago(t, tok.cliente, 0);
    expect(fp.carrito.cupon).toMatchObject({ codigo: COUPON_PERCENT_CODE, aplicable: true });
    const dir = fp.direcciones[0]!;
    const envio = costoEnvio(fp.reglasEnvio, dir.areaId, toCents(fp.carrito.totales.subtotal));
    const esperado = totalesPara(fp, { envio: (envio / 100).toFixed(2), cupon: true });
    expect(Number(esperado.ahorroOfertas)).toBeGreaterThan(0);
    expect(Number(esperado.descuentoCupon)).toBeGreaterThan(0);
    expect(esperado.iva.map((i) => i.clase)).toEqual(['general', 'reducido', 'exento']);
    expect(esperado.empaquetado).toBe('0.50');
    const antes = await existencia(t, id[OFFER_PRODUCT_SLUG]!);
    const body = delivery(fp, {
      totalEsperado: esperado.total,
      sustitucion: 'no_reemplazar',
      sustituciones: [{ producto: id[OFFER_PRODUCT_SLUG]!, sustitucion: 'reemplazar' }],
    });
    const r = await registrar(t, tok.cliente, 0, body);
    expect(r.statusCode, r.body).toBe(201);
    const { orden, repetida } = OrdenRegistradaSchema.parse(r.json());
    expect(repetida).toBe(false);
    expect(orden.totales).toEqual(esperado);
    expect(orden.totales.envio).toBe((envio / 100).toFixed(2));
    expect(orden.estatus).toBe(OrdenEstatus.POR_VERIFICAR);
    expect(Date.parse(orden.expiraEn!)).toBeGreaterThan(Date.now() + 110 * 60_000);
    expect(orden.pago).toMatchObject({
      metodo: 'pago_movil',
      referencia: '0012345678',
      banco: PAGO_MOVIL_BANK_CODE,
    });
    expect(orden.cupon?.codigo).toBe(COUPON_PERCENT_CODE);
    expect(orden.direccion).toContain(CLIENTE_DIRECCION);
    expect(orden.sustitucion).toBe('no_reemplazar');
    expect(orden.lineas.map((l) => [l.producto.id, l.sustitucion])).toEqual([
      [id[OFFER_PRODUCT_SLUG], 'reemplazar'],
      [id[TAX_GENERAL_PRODUCT_SLUG], 'no_reemplazar'],
      [id[TAX_REDUCED_PRODUCT_SLUG], 'no_reemplazar'],
      [id[WEIGHED_PRODUCT_SLUG], 'no_reemplazar'],
    ]);
    expect(orden.historial.map((h) => h.estatus)).toEqual([OrdenEstatus.POR_VERIFICAR]);
    expect(orden.siguientePaso).toContain(MensajesOrden.SIGUIENTE_POR_VERIFICAR);
    expect(Number(await existencia(t, id[OFFER_PRODUCT_SLUG]!))).toBe(Number(antes) - 3);
    const carrito = (
      await t.app.inject({
        method: 'GET',
        url: `/usuario/carrito/zona/${ZONA_SLUG}`,
        headers: bearer(tok.cliente),
      })
    ).json().carritos[0] as CarritoVista;
    expect([carrito.lineas.length, carrito.cupon, carrito.version]).toEqual([
      0,
      null,
      fp.carrito.version + 1,
    ]);
    // The rate is frozen in the order.
    await t.db.updateTable('moneda').set({ tasa: '300.0000' }).where('id', '=', 2).execute();
    const leida = OrdenDetalleSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/usuario/orden/${orden.id}/usuario`,
          headers: bearer(tok.cliente),
        })
      ).json(),
    );
    expect([leida.totales.tasa, leida.totales.bs]).toEqual(['236.4500', esperado.bs]);
    // The bolívares the page showed are the order's: in its row, its listing and its tracking.
    const fila = await t.db
      .selectFrom('orden')
      .select('total_bs')
      .where('id', '=', orden.id)
      .executeTakeFirstOrThrow();
    expect(fila.total_bs).toBe(esperado.bs.total);
    const leer = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: bearer(tok.cliente) })).json();
    const listado = OrdenPaginaSchema.parse(await leer('/usuario/orden/pagina/1'));
    expect(listado.items.find((o) => o.id === orden.id)?.totalBs).toBe(esperado.bs.total);
    const rastreo = RastreoSchema.parse(await leer('/usuario/rastreo/listado'));
    expect(rastreo.ordenes.find((o) => o.dataOrder.id === orden.id)?.totalBs).toBe(esperado.bs.total);
    await t.db.updateTable('moneda').set({ tasa: '236.4500' }).where('id', '=', 2).execute();
  });

  it('Zelle with part of the wallet: IGTF only on the foreign-currency rest; the wallet debited with a ledger row', async () => {
    const fp = await preparar(tok.prime, 0);
    const saldoAntes = await saldo('prime@demo.test');
    const f = franjaLibre(fp, 'pickup');
    const esperado = totalesPara(fp, { saldo: '10.00', igtf: true });
    expect(esperado.saldoUsado).toBe('10.00');
    expect(Number(esperado.igtf)).toBeGreaterThan(0);
    const r = await registrar(t, tok.prime, 0, {
      ...cuerpoPickup(fp),
      franja: { horarioId: f.horarioId, fecha: f.fecha },
      pago: { saldo: '10.00', metodo: 'zelle', referencia: 'ZL12345AB' },
      totalEsperado: esperado.total,
    });
    expect(r.statusCode, r.body).toBe(201);
    const { orden } = OrdenRegistradaSchema.parse(r.json());
    expect(orden.totales).toEqual(esperado);
    const resto = toCents(esperado.total) - toCents(esperado.igtf) - 1000;
    expect(toCents(orden.totales.igtf)).toBe(Math.round((resto * 3) / 100));
    expect(toCents(orden.totales.montoMetodo)).toBe(resto + toCents(orden.totales.igtf));
    expect([orden.totales.envio, orden.tipoEnvio]).toEqual(['0.00', 'pickup']);
    expect(toCents(await saldo('prime@demo.test'))).toBe(toCents(saldoAntes) - 1000);
    const mov = await t.db
      .selectFrom('saldo_movimiento')
      .selectAll()
      .where('orden_id', '=', orden.id)
      .execute();
    expect(mov.map((m) => [m.tipo, m.monto])).toEqual([['ordenpago', '-10.00']]);
  });

  it('cash USD to a new address in the far area: that area’s shipping rule, IGTF, confirmed at once, the address saved', async () => {
    const fp = await preparar(tok.mayorista, 0);
    const area = fp.areas.find((a) => a.nombre === FAR_AREA_NAME)!;
    const envio = costoEnvio(fp.reglasEnvio, area.id, toCents(fp.carrito.totales.subtotal));
    expect(envio).toBe(500);
    const esperado = totalesPara(fp, { envio: '5.00', igtf: true });
    const r = await registrar(t, tok.mayorista, 0, {
      ...delivery(fp),
      direccionId: undefined,
      direccionNueva: {
        sectorId: area.sectores[0]!.id,
        direccion: 'Calle La Paz, Casa 12',
        referencia: 'Al lado de la panadería',
      },
      pago: { metodo: 'efectivo_usd', efectivo: '100.00' },
    });
    expect(r.statusCode, r.body).toBe(201);
    const { orden } = OrdenRegistradaSchema.parse(r.json());
    expect(orden.totales).toEqual(esperado);
    expect(Number(orden.totales.igtf)).toBeGreaterThan(0);
    expect(orden.estatus).toBe(OrdenEstatus.CONFIRMADA);
    expect(orden.expiraEn).toBeNull();
    expect(orden.pago).toMatchObject({ metodo: 'efectivo_usd', efectivo: '100.00', referencia: null });
    expect(orden.direccion).toContain('Calle La Paz, Casa 12');
    expect(orden.direccion).toContain(FAR_AREA_NAME);
    const fp2 = await formPago(t, tok.mayorista, 1);
    expect(fp2.direcciones.map((d) => d.direccion)).toContain('Calle La Paz, Casa 12');
  });

  it('pickup paid entirely with the wallet: confirmed, no shipping, no IGTF, no method', async () => {
    const fp = await preparar(tok.prime, 1, [{ producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '2' }]);
    const esperado = totalesPara(fp, { saldo: fp.saldo });
    expect(esperado.montoMetodo).toBe('0.00');
    const r = await registrar(t, tok.prime, 1, {
      ...cuerpoPickup(fp),
      pago: { saldo: fp.saldo, metodo: null },
    });
    expect(r.statusCode, r.body).toBe(201);
    const { orden } = OrdenRegistradaSchema.parse(r.json());
    expect(orden.totales).toEqual(esperado);
    expect([orden.estatus, orden.pago.metodo, orden.totales.igtf, orden.totales.envio]).toEqual([
      OrdenEstatus.CONFIRMADA,
      null,
      '0.00',
      '0.00',
    ]);
    expect(orden.siguientePaso).toBe(MensajesOrden.SIGUIENTE_CONFIRMADA);
    expect(toCents(await saldo('prime@demo.test'))).toBe(toCents(fp.saldo) - toCents(esperado.total));
  });

  it('what each method needs is checked from its data; wallet and total are checked too', async () => {
    const fp = await preparar(tok.cliente, 1, [
      ...CESTA(),
      { producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '4' },
    ]);
    const intento = async (extra: Partial<OrdenRegistrarEntrada>) => {
      const r = await registrar(t, tok.cliente, 1, { ...delivery(fp), ...extra });
      return { status: r.statusCode, body: ApiErrorSchema.parse(r.json()) };
    };
    const cash = await intento({ ...cuerpoPickup(fp), pago: { metodo: 'efectivo_usd' } });
    expect([cash.status, cash.body.mensaje]).toEqual([422, MensajesOrden.METODO_NO_DISPONIBLE]);
    const sinRef = await intento({
      pago: { metodo: 'pago_movil', banco: PAGO_MOVIL_BANK_CODE, telefono: '0414-5551234' },
    });
    expect(sinRef.body.campos).toEqual({ 'pago.referencia': MensajesOrden.REFERENCIA_REQUERIDA });
    const malRef = await intento({ pago: { metodo: 'pago_movil', referencia: 'ABC', banco: '9999' } });
    expect(malRef.body.campos).toEqual({
      'pago.referencia': MensajesOrden.REFERENCIA_INVALIDA,
      'pago.banco': MensajesOrden.BANCO_REQUERIDO,
      'pago.telefono': MensajesOrden.TELEFONO_PAGO_REQUERIDO,
    });
    const sinMetodo = await intento({ pago: { saldo: '0.00', metodo: null } });
    expect(sinMetodo.body.mensaje).toBe(MensajesOrden.METODO_REQUERIDO);
    const dir = fp.direcciones[0]!;
    const envio = costoEnvio(fp.reglasEnvio, dir.areaId, toCents(fp.carrito.totales.subtotal));
    const debido = totalesPara(fp, { envio: (envio / 100).toFixed(2) });
    expect(toCents(debido.total)).toBeGreaterThan(toCents(CLIENTE_SALDO) + 1);
    const masQueSaldo = await intento({
      pago: { saldo: '25.01', metodo: 'transferencia', referencia: '12345678' },
    });
    expect([masQueSaldo.status, masQueSaldo.body.campos]).toEqual([
      422,
      { 'pago.saldo': MensajesOrden.SALDO_INSUFICIENTE },
    ]);
    const otroTotal = await intento({
      pago: { metodo: 'transferencia', referencia: '12345678' },
      totalEsperado: '1.00',
    });
    expect([otroTotal.status, otroTotal.body.mensaje]).toEqual([409, MensajesOrden.TOTAL_CAMBIO]);
    expect(otroTotal.body.campos?.totalEsperado).toMatch(/^El total actual es \$ /);
    const malo = await registrar(t, tok.cliente, 1, { ...delivery(fp), direccionId: undefined });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().campos).toHaveProperty('direccionId');
    // Nothing was placed by any of these.
    expect(await saldo('cliente@demo.test')).toBe(CLIENTE_SALDO);
    expect((await formPago(t, tok.cliente, 1)).carrito.version).toBe(fp.carrito.version);
  });
});

describe('a refusal leaves nothing half done', () => {
  it('a product that ran out between adding and paying: 422 naming the line; stock, slot, coupon, wallet and cart untouched', async () => {
    const fp0 = await preparar(tok.cliente, 2, [
      { producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '2' },
      { producto: id[QUICK_LIST_CLAMPED_SLUG]!, cantidad: '3' },
    ]);
    expect((await aplicar(tok.cliente, fp0.carrito.id, COUPON_ONE_USE_CODE)).statusCode).toBe(200);
    const fp = await formPago(t, tok.cliente, 2);
    await fijarExistencia(t, id[QUICK_LIST_CLAMPED_SLUG]!, '0.000');
    const stockAntes = await existencia(t, id[PRICE_PRODUCT_SLUG]!);
    const body = delivery(fp, {
      pago: {
        saldo: '5.00',
        metodo: 'pago_movil',
        referencia: '1234',
        banco: PAGO_MOVIL_BANK_CODE,
        telefono: '0414-5551234',
      },
    });
    const slotAntes = await reservados('delivery', body.franja.horarioId, body.franja.fecha);
    const usosAntes = await t.db
      .selectFrom('cupon_uso')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const ordenesAntes = await cuentaOrdenes();
    const r = await registrar(t, tok.cliente, 2, body);
    expect(r.statusCode).toBe(422);
    const err = ApiErrorSchema.parse(r.json());
    const nombre = fp.carrito.lineas.find((l) => l.producto.id === id[QUICK_LIST_CLAMPED_SLUG])!.producto
      .nombre;
    expect(err.mensaje).toBe(`No hay existencia suficiente de ${nombre}: se agotó`);
    expect(err.campos).toEqual({ [`lineas.${id[QUICK_LIST_CLAMPED_SLUG]}`]: err.mensaje });
    expect(await existencia(t, id[PRICE_PRODUCT_SLUG]!)).toBe(stockAntes);
    expect(await reservados('delivery', body.franja.horarioId, body.franja.fecha)).toBe(slotAntes);
    const usos = await t.db
      .selectFrom('cupon_uso')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(usos.n)).toBe(Number(usosAntes.n));
    expect(await saldo('cliente@demo.test')).toBe(CLIENTE_SALDO);
    expect(await cuentaOrdenes()).toBe(ordenesAntes);
    const carrito = (await formPago(t, tok.cliente, 2)).carrito;
    expect([carrito.version, carrito.lineas.length, carrito.cupon?.codigo]).toEqual([
      fp.carrito.version,
      2,
      COUPON_ONE_USE_CODE,
    ]);
    // Two left: the reason says how many.
    await fijarExistencia(t, id[QUICK_LIST_CLAMPED_SLUG]!, '2.000');
    const r2 = await registrar(t, tok.cliente, 2, body);
    expect(r2.json().mensaje).toBe(`No hay existencia suficiente de ${nombre}: quedan 2 und`);
    await fijarExistencia(t, id[QUICK_LIST_CLAMPED_SLUG]!, '80.000');
  });

  it('slots: full, past the cut-off, on a blocked date, or not of the zone are refused', async () => {
    const fp = await formPago(t, tok.cliente, 2);
    const f = franjaLibre(fp);
    const body = delivery(fp, { franja: { horarioId: f.horarioId, fecha: f.fecha } });
    await t.db
      .updateTable('zona_horario')
      .set({ corte_minutos: 100000 })
      .where('id', '=', f.horarioId)
      .execute();
    expect((await registrar(t, tok.cliente, 2, body)).json().mensaje).toBe(MensajesOrden.FRANJA_CERRADA);
    await t.db
      .updateTable('zona_horario')
      .set({ corte_minutos: 120 })
      .where('id', '=', f.horarioId)
      .execute();
    await t.db
      .insertInto('zona_envio_bloqueo')
      .values({ zona_id: caracas, fecha: f.fecha, motivo: 'prueba' })
      .execute();
    expect((await registrar(t, tok.cliente, 2, body)).json().mensaje).toBe(MensajesOrden.FECHA_BLOQUEADA);
    await t.db
      .deleteFrom('zona_envio_bloqueo')
      .where('zona_id', '=', caracas)
      .where('fecha', '=', f.fecha)
      .where('motivo', '=', 'prueba')
      .execute();
    await t.db
      .insertInto('franja_reserva')
      .values({ tipo: 'delivery', horario_id: f.horarioId, fecha: f.fecha, reservados: f.capacidad })
      .onConflict((oc) =>
        oc.columns(['tipo', 'horario_id', 'fecha']).doUpdateSet({ reservados: f.capacidad }),
      )
      .execute();
    expect((await registrar(t, tok.cliente, 2, body)).json().mensaje).toBe(MensajesOrden.FRANJA_LLENA);
    expect((await formPago(t, tok.cliente, 2)).franjasDelivery.find((x) => x.id === f.id)?.estado).toBe(
      'llena',
    );
    await t.db
      .updateTable('franja_reserva')
      .set({ reservados: 0 })
      .where('horario_id', '=', f.horarioId)
      .where('fecha', '=', f.fecha)
      .execute();
    // Each schedule row is for one weekday: the next day is not one of its slots.
    const mal = await registrar(
      t,
      tok.cliente,
      2,
      delivery(fp, { franja: { horarioId: f.horarioId, fecha: sumarDias(f.fecha, 1) } }),
    );
    expect(mal.json().mensaje).toBe(MensajesOrden.FRANJA_INVALIDA);
  });

  it('a stale cart version is 409; no phone 422; below the minimum 422, no amount in a currency the API cannot know', async () => {
    const fp = await formPago(t, tok.cliente, 2);
    const stale = await registrar(
      t,
      tok.cliente,
      2,
      delivery(fp, { carritoVersion: fp.carrito.version - 1 }),
    );
    expect([stale.statusCode, stale.json().mensaje]).toEqual([409, MensajesOrden.CARRITO_CAMBIO]);
    const sinTel = await registrar(t, tok.sintelefono, 0, delivery(fp));
    expect([sinTel.statusCode, sinTel.json().mensaje]).toEqual([422, MensajesOrden.TELEFONO_REQUERIDO]);
    const poco = await preparar(tok.cliente, 1, [{ producto: id[TAX_REDUCED_PRODUCT_SLUG]!, cantidad: '1' }]);
    const r = await registrar(t, tok.cliente, 1, delivery(poco));
    expect([r.statusCode, r.json().mensaje]).toEqual([422, MensajesCarrito.MINIMO_NO_ALCANZADO]);
  });
});

describe('idempotent placement', () => {
  it('the same request twice (a retry) makes one order; the second answer is 200 repetida', async () => {
    const fp = await preparar(tok.prime, 2, [{ producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '1' }]);
    const body = cuerpoPickup(fp);
    const antes = await cuentaOrdenes();
    const a = await registrar(t, tok.prime, 2, body);
    const b = await registrar(t, tok.prime, 2, body);
    expect([a.statusCode, b.statusCode]).toEqual([201, 200]);
    expect(b.json().repetida).toBe(true);
    expect(b.json().orden.id).toBe(a.json().orden.id);
    expect(await cuentaOrdenes()).toBe(antes + 1);
    // The same key with another request is refused.
    const otra = await registrar(t, tok.prime, 2, { ...body, pago: { ...body.pago, referencia: '999999' } });
    expect([otra.statusCode, otra.json().mensaje]).toEqual([409, MensajesOrden.IDEMPOTENCIA_REUSADA]);
  });

  it('a double click (concurrent requests with one key) makes one order', async () => {
    const fp = await preparar(tok.prime, 2, [{ producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '1' }]);
    const body = cuerpoPickup(fp);
    const antes = await cuentaOrdenes();
    const rs = await Promise.all([1, 2, 3].map(() => registrar(t, tok.prime, 2, body)));
    expect(rs.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(rs.map((r) => r.json().orden.id)).size).toBe(1);
    expect(await cuentaOrdenes()).toBe(antes + 1);
  });

  it('two tabs with their own keys for one cart version: one order, the other told the cart changed', async () => {
    const fp = await preparar(tok.prime, 2, [{ producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '1' }]);
    const antes = await cuentaOrdenes();
    const rs = await Promise.all(
      ['pestana-uno-123', 'pestana-dos-456'].map((k) =>
        registrar(t, tok.prime, 2, cuerpoPickup(fp, { idempotencia: k })),
      ),
    );
    expect(rs.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(rs.find((r) => r.statusCode === 409)!.json().mensaje).toBe(MensajesOrden.CARRITO_CAMBIO);
    expect(await cuentaOrdenes()).toBe(antes + 1);
  });
});

async function putEstatus(token: string, ordenId: number, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: `/admin/orden/${ordenId}/estatus`,
    headers: bearer(token),
    payload,
  });
}

async function rastreoDe(token: string) {
  const r = await t.app.inject({ method: 'GET', url: '/usuario/rastreo/listado', headers: bearer(token) });
  expect(r.statusCode).toBe(200);
  return RastreoSchema.parse(r.json()).ordenes;
}

describe('expiry of unverified reference payments', () => {
  it('past its time the order expires on read: stock, slot, coupon use and wallet part come back', async () => {
    const fp0 = await preparar(tok.cliente, 2, [
      { producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '2' },
      { producto: id[QUICK_LIST_CLAMPED_SLUG]!, cantidad: '3' },
    ]);
    if (!fp0.carrito.cupon)
      expect((await aplicar(tok.cliente, fp0.carrito.id, COUPON_ONE_USE_CODE)).statusCode).toBe(200);
    const fp = await formPago(t, tok.cliente, 2);
    const stock = [
      await existencia(t, id[PRICE_PRODUCT_SLUG]!),
      await existencia(t, id[QUICK_LIST_CLAMPED_SLUG]!),
    ];
    const body = delivery(fp, { pago: { saldo: '5.00', metodo: 'transferencia', referencia: '55554444' } });
    const slot = await reservados('delivery', body.franja.horarioId, body.franja.fecha);
    const r = await registrar(t, tok.cliente, 2, body);
    expect(r.statusCode, r.body).toBe(201);
    const orden = r.json().orden;
    expect(await reservados('delivery', body.franja.horarioId, body.franja.fecha)).toBe(slot + 1);
    expect(await saldo('cliente@demo.test')).toBe('20.00');
    // The coupon's only use per user is taken.
    const fpOtra = await preparar(tok.cliente, 1);
    expect((await aplicar(tok.cliente, fpOtra.carrito.id, COUPON_ONE_USE_CODE)).json().mensaje).toMatch(
      /máximo de veces/,
    );
    expect((await rastreoDe(tok.cliente)).map((o) => o.dataOrder.id)).toContain(orden.id);

    await t.db
      .updateTable('orden')
      .set({ expira_en: new Date(Date.now() - 60_000) })
      .where('id', '=', orden.id)
      .execute();
    expect((await rastreoDe(tok.cliente)).map((o) => o.dataOrder.id)).not.toContain(orden.id);
    const leida = OrdenDetalleSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/usuario/orden/${orden.id}/usuario`,
          headers: bearer(tok.cliente),
        })
      ).json(),
    );
    expect(leida.estatus).toBe(OrdenEstatus.EXPIRADA);
    expect(leida.expiraEn).toBeNull();
    expect(leida.historial.map((h) => [h.estatus, h.mensaje])).toEqual([
      [OrdenEstatus.POR_VERIFICAR, null],
      [OrdenEstatus.EXPIRADA, MensajesOrden.EXPIRADA],
    ]);
    expect([
      await existencia(t, id[PRICE_PRODUCT_SLUG]!),
      await existencia(t, id[QUICK_LIST_CLAMPED_SLUG]!),
    ]).toEqual(stock);
    expect(await reservados('delivery', body.franja.horarioId, body.franja.fecha)).toBe(slot);
    expect(await saldo('cliente@demo.test')).toBe(CLIENTE_SALDO);
    const mov = await t.db
      .selectFrom('saldo_movimiento')
      .select(['tipo', 'monto'])
      .where('orden_id', '=', orden.id)
      .orderBy('id')
      .execute();
    expect(mov).toEqual([
      { tipo: 'ordenpago', monto: '-5.00' },
      { tipo: 'reintegro', monto: '5.00' },
    ]);
    expect((await aplicar(tok.cliente, fpOtra.carrito.id, COUPON_ONE_USE_CODE)).statusCode).toBe(200);
  });

  it('the sweep expires every due order; a status change on a due order expires it instead', async () => {
    const fp = await preparar(tok.prime, 2, [{ producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '1' }]);
    const a = (await registrar(t, tok.prime, 2, cuerpoPickup(fp))).json().orden;
    const fp2 = await preparar(tok.prime, 2, [{ producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '1' }]);
    const b = (await registrar(t, tok.prime, 2, cuerpoPickup(fp2))).json().orden;
    expect([a.estatus, b.estatus]).toEqual([OrdenEstatus.POR_VERIFICAR, OrdenEstatus.POR_VERIFICAR]);
    const stock = await existencia(t, id[PRICE_PRODUCT_SLUG]!, UsuarioTipo.PRIME);
    const pendiente = await t.db
      .selectFrom('orden_detalle as d')
      .innerJoin('orden as o', 'o.id', 'd.orden_id')
      .select((eb) => eb.fn.sum<string>('d.cantidad').as('q'))
      .where('d.producto_id', '=', id[PRICE_PRODUCT_SLUG]!)
      .where('o.usuario_tipo', '=', UsuarioTipo.PRIME)
      .where('o.estatus', '=', OrdenEstatus.POR_VERIFICAR)
      .executeTakeFirstOrThrow();
    expect(Number(pendiente.q)).toBeGreaterThanOrEqual(2);
    // Nothing due yet.
    expect(await expirarOrdenes(t.db)).toEqual([]);
    const productos = await expirarOrdenes(t.db, { ahora: new Date(Date.now() + 121 * 60_000) });
    // Every order due by then (earlier tests' too) expired; these two among them.
    expect(productos).toContain(id[PRICE_PRODUCT_SLUG]);
    const quedan = await t.db
      .selectFrom('orden')
      .select('id')
      .where('estatus', '=', OrdenEstatus.POR_VERIFICAR)
      .execute();
    expect(quedan).toEqual([]);
    const estatus = await t.db
      .selectFrom('orden')
      .select(['id', 'estatus'])
      .where('id', 'in', [a.id, b.id])
      .orderBy('id')
      .execute();
    expect(estatus.map((e) => e.estatus)).toEqual([OrdenEstatus.EXPIRADA, OrdenEstatus.EXPIRADA]);
    expect(Number(await existencia(t, id[PRICE_PRODUCT_SLUG]!, UsuarioTipo.PRIME))).toBe(
      Number(stock) + Number(pendiente.q),
    );

    const fp3 = await preparar(tok.prime, 2, [{ producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '1' }]);
    const c = (await registrar(t, tok.prime, 2, cuerpoPickup(fp3))).json().orden;
    await t.db
      .updateTable('orden')
      .set({ expira_en: new Date(Date.now() - 1000) })
      .where('id', '=', c.id)
      .execute();
    const tarde = await putEstatus(tok.admin, c.id, { estatus: OrdenEstatus.CONFIRMADA });
    expect([tarde.statusCode, tarde.json().mensaje]).toEqual([422, MensajesOrden.EXPIRADA]);
    const leida = await t.db
      .selectFrom('orden')
      .select('estatus')
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(leida.estatus).toBe(OrdenEstatus.EXPIRADA);
  });
});

describe('status machine, roles and tracking', () => {
  let delivery1: number;
  it('staff verify the payment and move the order along; tracking shows the steps with times', async () => {
    const fp = await preparar(tok.mayorista, 1);
    const r = await registrar(
      t,
      tok.mayorista,
      1,
      delivery(fp, { pago: { metodo: 'zelle', referencia: 'ABCDEF123' } }),
    );
    expect(r.statusCode, r.body).toBe(201);
    delivery1 = r.json().orden.id;
    let tr = (await rastreoDe(tok.mayorista)).find((o) => o.dataOrder.id === delivery1)!;
    expect(tr.dataOrder).toMatchObject({
      tipoEnvio: 'delivery',
      numero: `P-${String(delivery1).padStart(6, '0')}`,
    });
    expect(tr.dataOrder.horaEntrega).toBe(r.json().orden.franja.etiqueta);
    expect(tr.process.pasos.map((p) => [p.nombre, p.completado, p.actual])).toEqual([
      ['Pedido recibido', true, false],
      ['Pago verificado', false, true],
      ['En preparación', false, false],
      ['Listo para el despacho', false, false],
      ['En camino', false, false],
      ['Entregado', false, false],
    ]);
    expect(tr.process.imagen).toMatch(/\/media\/rastreo\/recibido\.svg$/);
    for (const e of [
      OrdenEstatus.CONFIRMADA,
      OrdenEstatus.EN_PREPARACION,
      OrdenEstatus.LISTA,
      OrdenEstatus.EN_CAMINO,
    ]) {
      const u = await putEstatus(tok.admin, delivery1, { estatus: e });
      expect(u.statusCode, u.body).toBe(200);
      expect(OrdenDetalleSchema.parse(u.json()).estatus).toBe(e);
    }
    tr = (await rastreoDe(tok.mayorista)).find((o) => o.dataOrder.id === delivery1)!;
    expect(tr.process.pasos.map((p) => [p.completado, p.actual])).toEqual([
      [true, false],
      [true, false],
      [true, false],
      [true, false],
      [true, true],
      [false, false],
    ]);
    expect(tr.process.pasos.every((p) => (p.hora !== null) === p.completado)).toBe(true);
    const img = await t.app.inject({ method: 'GET', url: new URL(tr.process.imagen).pathname });
    expect([img.statusCode, img.headers['content-type']]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    expect(tr.process.imagen).toMatch(/en-camino\.svg$/);
    const fin = await putEstatus(tok.admin, delivery1, {
      estatus: OrdenEstatus.ENTREGADA,
      estatusActual: OrdenEstatus.EN_CAMINO,
    });
    expect(fin.json().historial.map((h: { estatus: number }) => h.estatus)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await rastreoDe(tok.mayorista)).map((o) => o.dataOrder.id)).not.toContain(delivery1);
  });

  it('the substitution choices come back: in tracking the order’s and the products that differ, to staff every line’s', async () => {
    const fp = await preparar(tok.mayorista, 2);
    const r = await registrar(
      t,
      tok.mayorista,
      2,
      delivery(fp, {
        pago: { metodo: 'zelle', referencia: 'SUST12345' },
        sustitucion: 'reemplazar',
        sustituciones: [{ producto: id[TAX_GENERAL_PRODUCT_SLUG]!, sustitucion: 'no_reemplazar' }],
      }),
    );
    expect(r.statusCode, r.body).toBe(201);
    const orden = OrdenRegistradaSchema.parse(r.json()).orden;
    const general = orden.lineas.find((l) => l.producto.id === id[TAX_GENERAL_PRODUCT_SLUG])!;

    const tr = (await rastreoDe(tok.mayorista)).find((o) => o.dataOrder.id === orden.id)!;
    expect(tr.sustitucion).toBe('reemplazar');
    expect(tr.sustituciones).toEqual([
      {
        producto: { id: general.producto.id, nombre: general.producto.nombre },
        sustitucion: 'no_reemplazar',
      },
    ]);

    const staff = await t.app.inject({
      method: 'GET',
      url: `/admin/orden/${orden.id}/full`,
      headers: bearer(tok.admin),
    });
    expect(staff.statusCode, staff.body).toBe(200);
    const vista = OrdenAdminSchema.parse(staff.json());
    expect(vista.sustitucion).toBe('reemplazar');
    expect(vista.lineas.map((l) => [l.producto.id, l.sustitucion])).toEqual(
      orden.lineas.map((l) => [
        l.producto.id,
        l.producto.id === general.producto.id ? 'no_reemplazar' : 'reemplazar',
      ]),
    );
  });

  it('only the transitions of the machine; optimistic concurrency; roles checked on the server', async () => {
    expect((await putEstatus(tok.admin, delivery1, { estatus: OrdenEstatus.CANCELADA })).statusCode).toBe(
      422,
    );
    const fp = await preparar(tok.prime, 2, [{ producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '1' }]);
    const o = (await registrar(t, tok.prime, 2, cuerpoPickup(fp))).json().orden;
    const salto = await putEstatus(tok.admin, o.id, { estatus: OrdenEstatus.ENTREGADA });
    expect([salto.statusCode, salto.json().mensaje]).toEqual([
      422,
      `${MensajesOrden.TRANSICION_INVALIDA}: de «Pago por verificar» a «Entregado»`,
    ]);
    const viejo = await putEstatus(tok.admin, o.id, {
      estatus: OrdenEstatus.CONFIRMADA,
      estatusActual: OrdenEstatus.CONFIRMADA,
    });
    expect([viejo.statusCode, viejo.json().mensaje]).toEqual([409, MensajesOrden.ESTATUS_CAMBIO]);
    expect((await putEstatus(tok.cliente, o.id, { estatus: 2 })).statusCode).toBe(403);
    expect((await putEstatus(tok.catalogo, o.id, { estatus: 2 })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/admin/orden/${o.id}/estatus`, payload: { estatus: 2 } }))
        .statusCode,
    ).toBe(401);
    expect((await putEstatus(tok.admin, o.id, { estatus: 99 })).statusCode).toBe(400);
    expect((await putEstatus(tok.admin, 99999999, { estatus: 2 })).statusCode).toBe(404);
    for (const e of [OrdenEstatus.CONFIRMADA, OrdenEstatus.EN_PREPARACION, OrdenEstatus.LISTA]) {
      expect((await putEstatus(tok.admin, o.id, { estatus: e })).statusCode).toBe(200);
    }
    // A pickup order is never "on its way".
    expect((await putEstatus(tok.admin, o.id, { estatus: OrdenEstatus.EN_CAMINO })).statusCode).toBe(422);
    const tr = (await rastreoDe(tok.prime)).find((x) => x.dataOrder.id === o.id)!;
    expect(tr.process.pasos.map((p) => p.nombre)).toEqual([
      'Pedido recibido',
      'Pago verificado',
      'En preparación',
      'Listo para retirar',
      'Retirado',
    ]);
    expect(tr.process.pasos.find((p) => p.actual)!.nombre).toBe('Listo para retirar');
  });

  it('cancelling gives everything back: the wallet part to the wallet, the verified payment as change owed', async () => {
    const fp = await preparar(tok.prime, 2, [{ producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '2' }]);
    const stock = await existencia(t, id[PRICE_PRODUCT_SLUG]!, UsuarioTipo.PRIME);
    const saldoAntes = await saldo('prime@demo.test');
    const o = (
      await registrar(
        t,
        tok.prime,
        2,
        cuerpoPickup(fp, {
          pago: {
            saldo: '1.00',
            metodo: 'pago_movil',
            referencia: '4321',
            banco: PAGO_MOVIL_BANK_CODE,
            telefono: '0424-5552345',
          },
        }),
      )
    ).json().orden;
    expect(toCents(await saldo('prime@demo.test'))).toBe(toCents(saldoAntes) - 100);
    await putEstatus(tok.admin, o.id, { estatus: OrdenEstatus.CONFIRMADA });
    const c = await putEstatus(tok.admin, o.id, {
      estatus: OrdenEstatus.CANCELADA,
      mensaje: 'Sin despacho en la zona',
    });
    expect(c.json().estatus).toBe(OrdenEstatus.CANCELADA);
    expect(c.json().historial.at(-1).mensaje).toBe('Sin despacho en la zona');
    expect(await existencia(t, id[PRICE_PRODUCT_SLUG]!, UsuarioTipo.PRIME)).toBe(stock);
    expect(await saldo('prime@demo.test')).toBe(saldoAntes);
    // The Pago Móvil part staff verified is paid back by Pago Móvil (decision 0029).
    expect(c.json().vuelto).toMatchObject({
      monto: o.totales.montoMetodo,
      metodo: 'pago_movil',
      motivo: 'cancelacion',
      estatus: 'pendiente',
    });
  });

  it('the order list and one order, only the owner’s; a user without open orders tracks nothing', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/usuario/orden/pagina/1',
      headers: bearer(tok.prime),
    });
    const pagina = OrdenPaginaSchema.parse(r.json());
    expect(pagina.total).toBeGreaterThan(3);
    expect(pagina.items.map((o) => o.id)).toEqual([...pagina.items.map((o) => o.id)].sort((a, b) => b - a));
    expect(pagina.items[0]).toMatchObject({ zona: ZONA_SLUG, cantidadProductos: 1 });
    const ajena = await t.app.inject({
      method: 'GET',
      url: `/usuario/orden/${pagina.items[0]!.id}/usuario`,
      headers: bearer(tok.cliente),
    });
    expect(ajena.statusCode).toBe(404);
    const nuevo = await compradorNuevo(t, 'sin-pedidos');
    expect(await rastreoDe(nuevo.token)).toEqual([]);
    const vacia = OrdenPaginaSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/usuario/orden/pagina/1', headers: bearer(nuevo.token) })
      ).json(),
    );
    expect([vacia.total, vacia.paginas, vacia.items]).toEqual([0, 1, []]);
    const resolve = await t.app.inject({
      method: 'GET',
      url: '/api/website/resolve',
      headers: bearer(tok.prime),
    });
    expect(resolve.json().usuarioEsNuevo).toBe(false);
    const resolveNuevo = await t.app.inject({
      method: 'GET',
      url: '/api/website/resolve',
      headers: bearer(nuevo.token),
    });
    expect(resolveNuevo.json().usuarioEsNuevo).toBe(true);
  });
});

describe('concurrency', () => {
  it('20 buyers at once for the last 5 units: exactly 5 orders, stock 0, the others told the product ran out', async () => {
    const producto = id[TAX_EXEMPT_PRODUCT_SLUG]!;
    await fijarExistencia(t, producto, '5.000', UsuarioTipo.PRIME);
    const compradores = await Promise.all(
      Array.from({ length: 20 }, (_, i) => compradorNuevo(t, `carrera-${i}`, UsuarioTipo.PRIME)),
    );
    const cuerpos: OrdenRegistrarEntrada[] = [];
    for (const c of compradores) {
      const g = await guardar(t, c.token, 0, [{ producto, cantidad: '1' }]);
      expect(g.statusCode).toBe(200);
      const fp = await formPago(t, c.token, 0);
      cuerpos.push(cuerpoPickup(fp));
    }
    // Plenty of room in the slot: only the stock limits.
    await t.db
      .updateTable('zona_horario_pickup')
      .set({ capacidad: 1000 })
      .where('id', '=', cuerpos[0]!.franja.horarioId)
      .execute();
    const rs = await Promise.all(compradores.map((c, i) => registrar(t, c.token, 0, cuerpos[i]!)));
    const codigos = rs.map((r) => r.statusCode);
    expect(codigos.filter((s) => s === 201)).toHaveLength(5);
    expect(codigos.filter((s) => s === 422)).toHaveLength(15);
    for (const r of rs.filter((x) => x.statusCode === 422)) {
      expect(r.json().mensaje).toMatch(/^No hay existencia suficiente de .+: se agotó$/);
    }
    expect(Number(await existencia(t, producto, UsuarioTipo.PRIME))).toBe(0);
    const vendidas = await t.db
      .selectFrom('orden_detalle as d')
      .innerJoin('orden as o', 'o.id', 'd.orden_id')
      .select((eb) => eb.fn.sum<string>('d.cantidad').as('q'))
      .where('d.producto_id', '=', producto)
      .where('o.usuario_tipo', '=', UsuarioTipo.PRIME)
      .executeTakeFirstOrThrow();
    expect(Number(vendidas.q)).toBe(5);
  });

  it('concurrent bookings never exceed a slot’s capacity', async () => {
    const compradores = await Promise.all(
      Array.from({ length: 8 }, (_, i) => compradorNuevo(t, `franja-${i}`, UsuarioTipo.PRIME)),
    );
    const cuerpos: OrdenRegistrarEntrada[] = [];
    let franja: { horarioId: number; fecha: string } | undefined;
    for (const c of compradores) {
      await guardar(t, c.token, 0, [{ producto: id[PRICE_PRODUCT_SLUG]!, cantidad: '1' }]);
      const fp = await formPago(t, c.token, 0);
      const f = franjaLibre(fp);
      franja ??= { horarioId: f.horarioId, fecha: f.fecha };
      cuerpos.push({
        ...delivery(fp, { franja }),
        direccionId: undefined,
        direccionNueva: {
          sectorId: fp.areas[0]!.sectores[0]!.id,
          direccion: 'Av. Principal, Edificio Sol',
          guardar: false,
        },
      });
    }
    await t.db
      .updateTable('zona_horario')
      .set({ capacidad: 3 })
      .where('id', '=', franja!.horarioId)
      .execute();
    await t.db
      .deleteFrom('franja_reserva')
      .where('horario_id', '=', franja!.horarioId)
      .where('tipo', '=', 'delivery')
      .execute();
    const rs = await Promise.all(compradores.map((c, i) => registrar(t, c.token, 0, cuerpos[i]!)));
    expect(rs.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(rs.filter((r) => r.statusCode === 422).map((r) => r.json().mensaje)).toEqual(
      Array(5).fill(MensajesOrden.FRANJA_LLENA),
    );
    expect(await reservados('delivery', franja!.horarioId, franja!.fecha)).toBe(3);
    await t.db
      .updateTable('zona_horario')
      .set({ capacidad: 15 })
      .where('id', '=', franja!.horarioId)
      .execute();
  });
});
