/**
 * Picking (issue 19, decision 0030), on PGlite and PostgreSQL: marks and what they do to stock, the
 * substitution rules, the refund of missing and cheaper lines when the order is closed (exact cents,
 * once under concurrent closes), a later cancellation that gives back only the rest, and the access
 * of every entry.
 */
import {
  MensajesAdmin,
  MensajesPreparacion,
  OrdenAdminSchema,
  OrdenEstatus,
  type OrdenPreparacion,
  OrdenPreparacionSchema,
  PreparacionFranjaSchema,
  SustitutosSchema,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { endpoints } from '@mercado/shared/endpoints';
import { fromCents, toCents } from '@mercado/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZONA_SLUG } from '../src/db/seed-fixtures.ts';
import { probarAcceso } from './admin-acceso.ts';
import { pedidoEnPreparacion, type SLUGS, surtir } from './admin-preparacion-contexto.ts';
import { compradorNuevo, existencia, tokenDe } from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';
import { saldoDe } from './saldo-helpers.ts';

describe('picking a slot', () => {
  let t: TestApp;
  let admin: string;
  let prime: { token: string };
  let p: Record<keyof typeof SLUGS, number>;

  beforeAll(async () => {
    t = await createTestApp({ ordenBarridoSegundos: 0 }, { poolMax: 8 });
    await t.db.updateTable('zona_horario_pickup').set({ capacidad: 1000 }).execute();
    await t.db
      .updateTable('configuracion')
      .set({ max_ordenes_por_verificar: 100, max_ordenes_sin_pagar: 100 })
      .execute();
    admin = await tokenDe(t, 'admin@demo.test');
    prime = await compradorNuevo(t, 'picking', UsuarioTipo.PRIME);
    p = await surtir(t);
  }, 180_000);
  afterAll(() => t?.close());

  const url = (ordenId: number, resto = '') =>
    `/admin/preparacion/zona/${ZONA_SLUG}/orden/${ordenId}${resto}`;
  const marcar = (ordenId: number, producto: number, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: url(ordenId, `/linea/${producto}`),
      headers: bearer(admin),
      payload: body,
    });
  const cerrar = (ordenId: number, estatus: number = OrdenEstatus.LISTA) =>
    t.app.inject({
      method: 'PUT',
      url: `/admin/orden/${ordenId}/estatus`,
      headers: bearer(admin),
      payload: { estatus },
    });
  const saldo = (usuarioId: string) => saldoDe(t.db, usuarioId);
  const reintegros = (ordenId: number) =>
    t.db
      .selectFrom('saldo_movimiento')
      .select('monto')
      .where('orden_id', '=', ordenId)
      .where('tipo', '=', 'reintegro')
      .orderBy('id')
      .execute();
  const stock = (producto: number) => existencia(t, producto, UsuarioTipo.PRIME);

  it('marks lines, substitutes only with a cheaper product the customer accepts, closes refunding the difference once, and a later cancel gives back only the rest', async () => {
    const o = await pedidoEnPreparacion(
      t,
      admin,
      prime.token,
      [
        { producto: p.harina, cantidad: '2' },
        { producto: p.cafe, cantidad: '1' },
      ],
      { sustituciones: [{ producto: p.cafe, sustitucion: 'no_reemplazar' }] },
    );

    const franjas = await t.app.inject({
      method: 'GET',
      url: `/admin/preparacion/zona/${ZONA_SLUG}`,
      headers: bearer(admin),
    });
    expect(franjas.statusCode, franjas.body).toBe(200);
    const franja = franjas
      .json()
      .franjas.find(
        (f: { horarioId: number; fecha: string }) =>
          f.horarioId === o.horario_id && f.fecha === o.franja_fecha,
      );
    expect(franja).toMatchObject({ tipo: 'pickup', ordenes: 1, porMarcar: 2 });

    const vista = await t.app.inject({
      method: 'GET',
      url: `/admin/preparacion/zona/${ZONA_SLUG}/franja/pickup/${o.franja_fecha}/${o.horario_id}`,
      headers: bearer(admin),
    });
    expect(vista.statusCode, vista.body).toBe(200);
    const slot = PreparacionFranjaSchema.parse(vista.json());
    const enSlot = slot.ordenes.find((x) => x.id === o.id)!;
    expect(enSlot.lineas.map((l) => [l.producto.id, l.cantidad, l.sustitucion, l.marca])).toEqual([
      [p.harina, '2', 'reemplazar', null],
      [p.cafe, '1', 'no_reemplazar', null],
    ]);
    expect(slot.productos.find((x) => x.producto.id === p.harina)).toMatchObject({
      cantidad: '2',
      ordenes: [{ numero: enSlot.numero, cantidad: '2', sustitucion: 'reemplazar' }],
    });

    // The substitutes offered: cheaper products of the zone, never the line's own.
    const sust = await t.app.inject({
      method: 'GET',
      url: url(o.id, `/linea/${p.harina}/sustitutos`),
      headers: bearer(admin),
    });
    expect(sust.statusCode, sust.body).toBe(200);
    const ofrecidos = SustitutosSchema.parse(sust.json()).items;
    expect(ofrecidos.find((s) => s.id === p.otraHarina)).toMatchObject({
      precioUnitario: '1.95',
      total: '3.90',
    });
    expect(ofrecidos.map((s) => s.id)).not.toContain(p.mayonesa);
    expect(ofrecidos.map((s) => s.id)).not.toContain(p.harina);
    expect(ofrecidos.every((s) => toCents(s.precioUnitario) <= 250)).toBe(true);

    const cara = await marcar(o.id, p.harina, { estado: 'sustituido', sustituto: p.mayonesa });
    expect([cara.statusCode, cara.json().mensaje]).toEqual([422, MensajesPreparacion.SUSTITUTO_CARO]);
    const noReemplazar = await marcar(o.id, p.cafe, { estado: 'sustituido', sustituto: p.otraHarina });
    expect([noReemplazar.statusCode, noReemplazar.json().mensaje]).toEqual([
      422,
      MensajesPreparacion.NO_REEMPLAZAR,
    ]);
    const sinSustituto = await marcar(o.id, p.harina, { estado: 'sustituido' });
    expect(sinSustituto.statusCode).toBe(400);

    const faltaCafe = await marcar(o.id, p.cafe, { estado: 'faltante' });
    expect(faltaCafe.statusCode, faltaCafe.body).toBe(200);
    // Picking started: closing waits for every line.
    const antesDeTiempo = await cerrar(o.id);
    expect([antesDeTiempo.statusCode, antesDeTiempo.json().mensaje]).toEqual([
      422,
      MensajesPreparacion.SIN_MARCAR,
    ]);

    const [harinaAntes, otraAntes, cafeAntes] = [
      await stock(p.harina),
      await stock(p.otraHarina),
      await stock(p.cafe),
    ];
    const sustituida = await marcar(o.id, p.harina, { estado: 'sustituido', sustituto: p.otraHarina });
    expect(sustituida.statusCode, sustituida.body).toBe(200);
    const despues: OrdenPreparacion = OrdenPreparacionSchema.parse(sustituida.json());
    expect(despues.lineas[0]!.marca).toMatchObject({
      estado: 'sustituido',
      sustituto: { id: p.otraHarina, precioUnitario: '1.95', total: '3.90' },
      diferencia: '1.10',
      version: 1,
    });
    expect(despues.lineas[1]!.marca).toMatchObject({ estado: 'faltante', diferencia: '7.30' });
    expect([despues.porMarcar, despues.reintegro]).toEqual([0, '8.40']);
    // The substitute's stock is taken, the flour's given back; the missing coffee stays taken.
    expect(Number(await stock(p.harina))).toBe(Number(harinaAntes) + 2);
    expect(Number(await stock(p.otraHarina))).toBe(Number(otraAntes) - 2);
    expect(await stock(p.cafe)).toBe(cafeAntes);

    // A mark made meanwhile: the stale page is told.
    const vieja = await marcar(o.id, p.harina, { estado: 'recogido' });
    expect([vieja.statusCode, vieja.json().mensaje]).toEqual([409, MensajesAdmin.CONFLICTO]);

    const saldoAntes = await saldo(o.usuario_id);
    const cerrada = await cerrar(o.id);
    expect(cerrada.statusCode, cerrada.body).toBe(200);
    expect(toCents(await saldo(o.usuario_id)) - toCents(saldoAntes)).toBe(840);
    expect(await reintegros(o.id)).toEqual([{ monto: '8.40' }]);

    // The customer's tracking and the full order show what changed and what came back.
    const cambios = {
      preparacion: [
        {
          producto: { id: p.harina, nombre: expect.any(String) },
          estado: 'sustituido',
          sustituto: { id: p.otraHarina, nombre: expect.any(String) },
        },
        { producto: { id: p.cafe, nombre: expect.any(String) }, estado: 'faltante', sustituto: null },
      ],
      reintegroPreparacion: '8.40',
    };
    const rastreo = await t.app.inject({
      method: 'GET',
      url: '/usuario/rastreo/listado',
      headers: bearer(prime.token),
    });
    expect(
      rastreo.json().ordenes.find((x: { dataOrder: { id: number } }) => x.dataOrder.id === o.id),
    ).toMatchObject(cambios);
    const completa = await t.app.inject({
      method: 'GET',
      url: `/admin/orden/${o.id}/full`,
      headers: bearer(admin),
    });
    expect(completa.json()).toMatchObject(cambios);
    // Staff also read each line as delivered, who marked it and when, and the refund's author.
    const full = OrdenAdminSchema.parse(completa.json());
    const porAdmin = 'Administradora Demo (admin@demo.test)';
    expect(full.lineas.map((l) => [l.producto.id, l.marca])).toEqual([
      [
        p.harina,
        expect.objectContaining({
          estado: 'sustituido',
          sustituto: { id: p.otraHarina, nombre: expect.any(String), precioUnitario: '1.95', total: '3.90' },
          diferencia: '1.10',
          marcadoPor: porAdmin,
        }),
      ],
      [p.cafe, expect.objectContaining({ estado: 'faltante', sustituto: null, diferencia: '7.30' })],
    ]);
    const marcadoEn = Date.parse(full.lineas[0]!.marca!.marcadoEn);
    expect(Math.abs(Date.now() - marcadoEn)).toBeLessThan(60_000);
    expect(full.reintegros).toEqual([
      {
        monto: '8.40',
        fecha: expect.any(String),
        descripcion: expect.stringContaining(full.numero),
        estatus: OrdenEstatus.LISTA,
        usuario: porAdmin,
      },
    ]);
    expect(full.reintegros[0]!.fecha).toBe(
      full.historial.find((h) => h.estatus === OrdenEstatus.LISTA)!.fecha,
    );

    const tarde = await marcar(o.id, p.harina, { estado: 'recogido', version: 1 });
    expect([tarde.statusCode, tarde.json().mensaje]).toEqual([422, MensajesPreparacion.NO_EN_PREPARACION]);

    const historial = await t.app.inject({
      method: 'GET',
      url: url(o.id, '/historial'),
      headers: bearer(admin),
    });
    expect(historial.statusCode).toBe(200);
    expect(
      historial.json().items.map((c: { despues: Record<string, string> }) => Object.values(c.despues)[0]),
    ).toEqual([expect.stringMatching(/^Sustituido por /), 'Faltante']);

    // Cancelled after the picking: the rest of what was paid (the wallet part to the wallet, the
    // verified method's part as change owed, decision 0029), the substitute back on the shelf.
    const otraAlCerrar = await stock(p.otraHarina);
    const harinaAlCerrar = await stock(p.harina);
    const cancelada = await cerrar(o.id, OrdenEstatus.CANCELADA);
    expect(cancelada.statusCode, cancelada.body).toBe(200);
    const enSaldo = toCents(o.saldo_usado);
    const pagado = enSaldo + toCents(o.monto_metodo);
    const restoEnSaldo = Math.max(0, enSaldo - 840);
    expect(await reintegros(o.id)).toEqual(
      restoEnSaldo > 0 ? [{ monto: '8.40' }, { monto: fromCents(restoEnSaldo) }] : [{ monto: '8.40' }],
    );
    expect(toCents(await saldo(o.usuario_id)) - toCents(saldoAntes)).toBe(840 + restoEnSaldo);
    const vuelto = await t.db
      .selectFrom('vuelto')
      .select('monto')
      .where('orden_id', '=', o.id)
      .executeTakeFirst();
    expect(840 + restoEnSaldo + toCents(vuelto?.monto ?? '0')).toBe(pagado);
    expect(Number(await stock(p.otraHarina))).toBe(Number(otraAlCerrar) + 2);
    expect(await stock(p.harina)).toBe(harinaAlCerrar);
    expect(await stock(p.cafe)).toBe(cafeAntes);
    const trasCancelar = OrdenAdminSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/admin/orden/${o.id}/full`, headers: bearer(admin) })
      ).json(),
    );
    expect(trasCancelar.reintegros.map((r) => [r.monto, r.estatus])).toEqual(
      restoEnSaldo > 0
        ? [
            ['8.40', OrdenEstatus.LISTA],
            [fromCents(restoEnSaldo), OrdenEstatus.CANCELADA],
          ]
        : [['8.40', OrdenEstatus.LISTA]],
    );
  });

  it('substitutes: the same product of another brand first, then its category, then sibling categories; never another department', async () => {
    const o = await pedidoEnPreparacion(t, admin, prime.token, [{ producto: p.cafe, cantidad: '1' }]);
    const ofrecer = async (q = '') => {
      const r = await t.app.inject({
        method: 'GET',
        url: url(o.id, `/linea/${p.cafe}/sustitutos?q=${encodeURIComponent(q)}`),
        headers: bearer(admin),
      });
      expect(r.statusCode, r.body).toBe(200);
      return SustitutosSchema.parse(r.json()).items;
    };
    const departamento = await t.db
      .selectFrom('categoria as c')
      .innerJoin('categoria as d', 'd.id', 'c.padre_id')
      .select('c.nombre')
      .where('d.slug', '=', 'viveres')
      .execute();
    const deViveres = new Set(departamento.map((c) => c.nombre));

    const todos = await ofrecer();
    expect(todos.length).toBeGreaterThan(0);
    // Coffees of other brands lead; the category's other products follow; every one from Víveres.
    const cercanias = todos.map((s) => s.cercania);
    expect(cercanias).toEqual(
      [...cercanias].sort((a, b) => (a === b ? 0 : a === 'misma_categoria' ? -1 : 1)),
    );
    // The same coffee of another brand in the same size first: the dearest of them.
    expect(todos[0]).toMatchObject({ id: p.otroCafe, presentacion: '500 g' });
    const primeroOtro = todos.findIndex((s) => !s.nombre.startsWith('Café molido '));
    expect(todos.slice(primeroOtro).some((s) => s.nombre.startsWith('Café molido '))).toBe(false);
    expect(todos.every((s) => deViveres.has(s.categoria))).toBe(true);
    expect(todos.find((s) => s.id === p.otroCafe)).toMatchObject({
      cercania: 'misma_categoria',
      precioUnitario: '6.90',
      total: '6.90',
      diferencia: '-0.40',
    });
    expect(todos.find((s) => s.id === p.azucar)).toMatchObject({
      cercania: 'misma_categoria',
      diferencia: '-5.80',
    });
    expect(todos.every((s) => toCents(s.diferencia) === toCents(s.total) - 730)).toBe(true);
    // A sibling category's product, found by name; the cheaper fabric softener never.
    expect((await ofrecer('harina')).find((s) => s.id === p.harina)).toMatchObject({
      cercania: 'vecina',
      diferencia: '-4.80',
    });
    expect(await ofrecer('suavizante')).toEqual([]);
    const ajeno = await marcar(o.id, p.cafe, { estado: 'sustituido', sustituto: p.suavizante });
    expect([ajeno.statusCode, ajeno.json().mensaje]).toEqual([
      422,
      MensajesPreparacion.SUSTITUTO_OTRO_DEPARTAMENTO,
    ]);
    const vecino = await marcar(o.id, p.cafe, { estado: 'sustituido', sustituto: p.harina });
    expect(vecino.statusCode, vecino.body).toBe(200);
  });

  it('two staff closing one order at once: one closes, the refund is made once', async () => {
    const o = await pedidoEnPreparacion(t, admin, prime.token, [
      { producto: p.harina, cantidad: '1' },
      { producto: p.cafe, cantidad: '3' },
    ]);
    expect((await marcar(o.id, p.harina, { estado: 'faltante' })).statusCode).toBe(200);
    expect((await marcar(o.id, p.cafe, { estado: 'recogido' })).statusCode).toBe(200);
    const saldoAntes = await saldo(o.usuario_id);
    const [a, b] = await Promise.all([cerrar(o.id), cerrar(o.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    expect(await reintegros(o.id)).toEqual([{ monto: '2.50' }]);
    expect(toCents(await saldo(o.usuario_id)) - toCents(saldoAntes)).toBe(250);
  });

  it('a coupon’s share is not refunded: the difference is scaled to what was paid for the products', async () => {
    const o = await pedidoEnPreparacion(t, admin, prime.token, [
      { producto: p.harina, cantidad: '3' },
      { producto: p.cafe, cantidad: '1' },
    ]);
    // As if a 10% coupon had taken 1.48 off the 14.80 subtotal.
    await t.db.updateTable('orden').set({ descuento: '1.48' }).where('id', '=', o.id).execute();
    expect((await marcar(o.id, p.harina, { estado: 'sustituido', sustituto: p.otraHarina })).statusCode).toBe(
      200,
    );
    const r = await marcar(o.id, p.cafe, { estado: 'recogido' });
    // Difference 3 × (2.50 − 1.95) = 1.65; 90% of it is 1.485 → 1.49 (half up).
    expect(OrdenPreparacionSchema.parse(r.json()).reintegro).toBe('1.49');
    expect((await cerrar(o.id)).statusCode).toBe(200);
    expect(await reintegros(o.id)).toEqual([{ monto: '1.49' }]);
  });

  it('an order moved to ready without picking closes as all picked, refunding nothing', async () => {
    const o = await pedidoEnPreparacion(t, admin, prime.token, [{ producto: p.cafe, cantidad: '1' }]);
    expect((await cerrar(o.id)).statusCode).toBe(200);
    expect(await reintegros(o.id)).toEqual([]);
  });
});

/** One Caracas or Valencia order in preparation per test app, made on first use. */
const pedidos = new WeakMap<TestApp, Promise<{ id: number; producto: number; franja: string }>>();
function pedidoDeAcceso(t: TestApp) {
  let pedido = pedidos.get(t);
  if (!pedido) {
    pedido = (async () => {
      await t.db.updateTable('zona_horario_pickup').set({ capacidad: 1000 }).execute();
      const p = await surtir(t);
      const comprador = await compradorNuevo(t, 'acceso-preparacion', UsuarioTipo.PRIME);
      const o = await pedidoEnPreparacion(t, await tokenDe(t, 'admin@demo.test'), comprador.token, [
        { producto: p.harina, cantidad: '1' },
      ]);
      return { id: o.id, producto: p.harina, franja: `${o.franja_fecha}|${o.horario_id}` };
    })();
    pedidos.set(t, pedido);
  }
  return pedido;
}
const caso = (entrada: (o: { id: number; producto: number; fecha: string; horario: number }) => object) => ({
  porZona: true,
  entrada: async (t: TestApp, zona: string) => {
    const o = await pedidoDeAcceso(t);
    const [fecha, horario] = o.franja.split('|');
    return { zona, ...entrada({ id: o.id, producto: o.producto, fecha: fecha!, horario: Number(horario) }) };
  },
});

probarAcceso('picking: every entry checks ROLE_PEDIDO and the zone', endpoints.adminPreparacion, {
  rolSeccion: 'ROLE_PEDIDO',
  rolAjeno: 'ROLE_CATEGORIA',
  zonaDeRegistroPrimero: true,
  casos: {
    franjas: caso(() => ({})),
    franja: caso((o) => ({ tipo: 'pickup', fecha: o.fecha, horario: o.horario })),
    marcar: caso((o) => ({ orden: o.id, producto: o.producto, estado: 'recogido' })),
    sustitutos: caso((o) => ({ orden: o.id, producto: o.producto })),
    historial: caso((o) => ({ orden: o.id })),
  },
});
