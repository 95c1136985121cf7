/**
 * Checkout and orders (issue 5): formpago as data, and placing orders with their totals in each
 * combination.
 */
import {
  ApiErrorSchema,
  type CarritoVista,
  claveIdempotencia,
  DireccionFormDataSchema,
  MensajesOrden,
  OrdenDetalleSchema,
  OrdenEstatus,
  OrdenPaginaSchema,
  OrdenRegistradaSchema,
  type OrdenRegistrarEntrada,
  RastreoSchema,
  ZonaSectoresSchema,
} from '@mercado/shared/contracts';
import { caracasDay, costoEnvio, sumarDias, toCents } from '@mercado/shared/rules';
import { describe, expect, it } from 'vitest';
import {
  BLOCKED_DATE_OFFSET_DAYS,
  CLIENTE_DIRECCION,
  CLIENTE_SALDO,
  COUPON_PERCENT_CODE,
  FAR_AREA_NAME,
  OFFER_PRODUCT_SLUG,
  PAGO_MOVIL_BANK_CODE,
  PICKUP_NAME,
  PRICE_PRODUCT_SLUG,
  TAX_GENERAL_PRODUCT_SLUG,
  TAX_REDUCED_PRODUCT_SLUG,
  WEIGHED_PRODUCT_SLUG,
  ZONA_SLUG,
} from '../src/db/seed-fixtures.ts';
import { cuerpoPickup, existencia, formPago, franjaLibre, registrar } from './checkout-helpers.ts';
import { bearer, cacheAlDia } from './helpers.ts';
import {
  aplicar,
  CESTA,
  delivery,
  id,
  preparar,
  prepararOrdenes,
  saldo,
  t,
  tok,
  totalesPara,
} from './orden-contexto.ts';

prepararOrdenes();

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
    const envio = costoEnvio(fp.reglasEnvio, dir.areaId, toCents(fp.carrito.totales.productos!));
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
    await cacheAlDia(t.db);
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
    const envio = costoEnvio(fp.reglasEnvio, area.id, toCents(fp.carrito.totales.productos!));
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
      'pago.referencia': 'La referencia debe tener entre 4 y 12 dígitos, solo números',
      'pago.banco': MensajesOrden.BANCO_REQUERIDO,
      'pago.telefono': MensajesOrden.TELEFONO_PAGO_REQUERIDO,
    });
    const sinMetodo = await intento({ pago: { saldo: '0.00', metodo: null } });
    expect(sinMetodo.body.mensaje).toBe(MensajesOrden.METODO_REQUERIDO);
    const dir = fp.direcciones[0]!;
    const envio = costoEnvio(fp.reglasEnvio, dir.areaId, toCents(fp.carrito.totales.productos!));
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
