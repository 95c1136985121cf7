/** Checkout and orders (issue 5): refusals that leave nothing half done, and idempotent placement. */
import { ApiErrorSchema, MensajesCarrito, MensajesOrden } from '@mercado/shared/contracts';
import { sumarDias } from '@mercado/shared/rules';
import { describe, expect, it } from 'vitest';
import {
  CLIENTE_SALDO,
  COUPON_ONE_USE_CODE,
  PAGO_MOVIL_BANK_CODE,
  PRICE_PRODUCT_SLUG,
  QUICK_LIST_CLAMPED_SLUG,
  TAX_REDUCED_PRODUCT_SLUG,
} from '../src/db/seed-fixtures.ts';
import {
  cuerpoPickup,
  existencia,
  fijarExistencia,
  formPago,
  franjaLibre,
  registrar,
} from './checkout-helpers.ts';
import {
  aplicar,
  caracas,
  cuentaOrdenes,
  delivery,
  id,
  preparar,
  prepararOrdenes,
  reservados,
  saldo,
  t,
  tok,
} from './orden-contexto.ts';

prepararOrdenes();

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
