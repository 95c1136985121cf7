/**
 * Checkout and orders (issue 5): expiry returning everything, the status machine and its roles,
 * tracking and the order list (after the orders the earlier cases of this file placed).
 */
import {
  MensajesOrden,
  OrdenAdminSchema,
  OrdenDetalleSchema,
  OrdenEstatus,
  OrdenPaginaSchema,
  OrdenRegistradaSchema,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { toCents } from '@mercado/shared/rules';
import { describe, expect, it } from 'vitest';
import {
  CLIENTE_SALDO,
  COUPON_ONE_USE_CODE,
  PAGO_MOVIL_BANK_CODE,
  PRICE_PRODUCT_SLUG,
  QUICK_LIST_CLAMPED_SLUG,
  TAX_GENERAL_PRODUCT_SLUG,
  ZONA_SLUG,
} from '../src/db/seed-fixtures.ts';
import { expirarOrdenes } from '../src/services/orden/expiracion.ts';
import { compradorNuevo, cuerpoPickup, existencia, formPago, registrar } from './checkout-helpers.ts';
import { bearer } from './helpers.ts';
import {
  aplicar,
  delivery,
  id,
  preparar,
  prepararOrdenes,
  putEstatus,
  rastreoDe,
  reservados,
  saldo,
  t,
  tok,
} from './orden-contexto.ts';

prepararOrdenes();

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
    // Expired: tracking keeps it a day with its final status (issue 34).
    expect((await rastreoDe(tok.cliente)).find((o) => o.dataOrder.id === orden.id)?.estatus).toBe(
      OrdenEstatus.EXPIRADA,
    );
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
    // Delivered: tracking keeps it a day, every step done (issue 34).
    expect((await rastreoDe(tok.mayorista)).find((o) => o.dataOrder.id === delivery1)?.estatus).toBe(
      OrdenEstatus.ENTREGADA,
    );
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
