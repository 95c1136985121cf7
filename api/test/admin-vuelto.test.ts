/**
 * The back-office's change owed (issue 35): where it comes from (cash above the amount due,
 * short-picked lines paid in cash), the list with what is owed per zone and per courier, registering
 * a case by hand, and settling each once — to the balance (ledger tipo 'vuelto', seen by the customer)
 * or paid in cash by someone named — with every change in its history. Bad input changes nothing.
 */
import {
  MensajesAdmin,
  MensajesVuelto,
  UsuarioTipo,
  VueltoPaginaSchema,
  VueltoRegistroSchema,
  zonaRole,
} from '@mercado/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entregar, pedidoEfectivo, prepararCatalogo, vueltosDe } from './admin-vuelto-contexto.ts';
import { compradorNuevo } from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';
import { staffCon } from './pedido-helpers.ts';

let t: TestApp;
let producto: number;
let repartidor: string;
let finanzas: string;

beforeAll(async () => {
  t = await createTestApp({ ordenBarridoSegundos: 0 }, { poolMax: 24 });
  producto = await prepararCatalogo(t);
  repartidor = await staffCon(t, 'repartidor', ['ROLE_ADMIN', 'ROLE_PEDIDO']);
  finanzas = await staffCon(t, 'finanzas', ['ROLE_ADMIN', 'ROLE_TARJETA']);
}, 600_000);
afterAll(async () => {
  await t?.close();
});

const pedir = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
  token = finanzas,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const leer = async (id: number) =>
  VueltoRegistroSchema.parse((await pedir('GET', `/admin/vuelto/${id}`)).json());

async function historial(id: number) {
  return (await pedir('GET', `/admin/vuelto/${id}/historial`)).json().items as {
    accion: string;
    antes: unknown;
    despues: Record<string, unknown>;
  }[];
}

describe('where change owed comes from', () => {
  it('cash above the amount due is owed, listed under its zone and its courier, in Bs at the order rate', async () => {
    const c = await compradorNuevo(t, 'lista', UsuarioTipo.PRIME);
    const orden = await pedidoEfectivo(t, c.token, producto);
    await entregar(t, repartidor, orden, 1_250);
    const [v] = await vueltosDe(t, orden.id);
    expect(v).toMatchObject({ motivo: 'efectivo', monto: '12.50', estatus: 'pendiente' });

    const r = await pedir('GET', `/admin/vuelto?q=${orden.numero}`);
    expect(r.statusCode, r.body).toBe(200);
    const pagina = VueltoPaginaSchema.parse(r.json());
    expect(pagina.items).toHaveLength(1);
    expect(pagina.items[0]).toMatchObject({
      orden: { id: orden.id, numero: orden.numero },
      zona: { slug: 'caracas' },
      repartidor: 'Staff repartidor (staff-repartidor@demo.test)',
      monto: '12.50',
    });
    expect(pagina.totales.pendiente).toMatchObject({ monto: '12.50', cantidad: 1 });
    expect(pagina.totales.porZona).toEqual([expect.objectContaining({ slug: 'caracas', monto: '12.50' })]);
    expect(pagina.totales.porRepartidor).toEqual([
      expect.objectContaining({ nombre: 'Staff repartidor (staff-repartidor@demo.test)', cantidad: 1 }),
    ]);
    const registro = await leer(v!.id);
    const tasa = Number(registro.tasa);
    expect(Number(registro.montoBs)).toBeCloseTo(12.5 * tasa, 1);
  });

  it('a short-picked line of a cash order is change owed at delivery, not a second wallet credit', async () => {
    const c = await compradorNuevo(t, 'faltante', UsuarioTipo.PRIME);
    const orden = await pedidoEfectivo(t, c.token, producto);
    await entregar(t, repartidor, orden, 0, async () => {
      const r = await t.app.inject({
        method: 'PUT',
        url: `/admin/preparacion/zona/caracas/orden/${orden.id}/linea/${producto}`,
        headers: bearer(repartidor),
        payload: { estado: 'faltante' },
      });
      expect(r.statusCode, r.body).toBe(200);
    });
    const vueltos = await vueltosDe(t, orden.id);
    expect(vueltos).toEqual([expect.objectContaining({ motivo: 'faltante', monto: orden.totales.subtotal })]);
    const reintegros = await t.db
      .selectFrom('saldo_movimiento')
      .select('id')
      .where('usuario_id', '=', c.id)
      .execute();
    expect(reintegros).toEqual([]);
  });
});

describe('the list', () => {
  it('filters by status, zone, courier, reason and dates; refuses bad filters in Spanish', async () => {
    const base = VueltoPaginaSchema.parse(
      (await pedir('GET', '/admin/vuelto?estado=pendiente&zona=caracas')).json(),
    );
    expect(base.items.every((v) => v.estatus === 'pendiente' && v.zona.slug === 'caracas')).toBe(true);
    // The seed's two (seed-vuelto.ts) are Valencia's: $ 3.50 and $ 12.75.
    const valencia = VueltoPaginaSchema.parse((await pedir('GET', '/admin/vuelto?zona=valencia')).json());
    expect(valencia.items.map((v) => v.monto)).toEqual(['12.75', '3.50']);
    expect(valencia.totales.pendiente).toMatchObject({ monto: '16.25', cantidad: 2 });
    expect(valencia.totales.porRepartidor).toEqual([
      expect.objectContaining({ nombre: expect.stringContaining('admin@demo.test'), monto: '16.25' }),
    ]);
    const futuro = VueltoPaginaSchema.parse((await pedir('GET', '/admin/vuelto?desde=2099-01-01')).json());
    expect(futuro.total).toBe(0);
    const filtro = (await pedir('GET', '/admin/vuelto/datafiltro')).json();
    const idRepartidor = filtro.repartidores[0].id as string;
    const suyos = VueltoPaginaSchema.parse(
      (await pedir('GET', `/admin/vuelto?repartidor=${idRepartidor}&motivo=efectivo`)).json(),
    );
    expect(suyos.items.length).toBeGreaterThan(0);
    expect(suyos.items.every((v) => v.motivo === 'efectivo')).toBe(true);
    for (const [q, campo] of [
      ['estado=pagado', 'estado'],
      ['desde=ayer', 'desde'],
      ['repartidor=juan', 'repartidor'],
      ['motivo=regalo', 'motivo'],
    ] as const) {
      const r = await pedir('GET', `/admin/vuelto?${q}`);
      expect(r.statusCode, q).toBe(400);
      expect(Object.keys(r.json().campos)).toEqual([campo]);
    }
  });

  it('a staff member of one zone sees only its change: another zone is 403', async () => {
    const valencia = await staffCon(t, 'valencia', ['ROLE_ADMIN', 'ROLE_TARJETA', zonaRole('valencia')]);
    const r = VueltoPaginaSchema.parse((await pedir('GET', '/admin/vuelto', undefined, valencia)).json());
    expect(r.items.map((v) => v.zona.slug)).toEqual(['valencia', 'valencia']);
    expect((await pedir('GET', '/admin/vuelto?zona=caracas', undefined, valencia)).statusCode).toBe(403);
    const caracas = await t.db
      .selectFrom('vuelto as v')
      .innerJoin('orden as o', 'o.id', 'v.orden_id')
      .innerJoin('zona as z', 'z.id', 'o.zona_id')
      .select('v.id')
      .where('z.slug', '=', 'caracas')
      .orderBy('v.id')
      .executeTakeFirstOrThrow();
    expect((await pedir('GET', `/admin/vuelto/${caracas.id}`, undefined, valencia)).statusCode).toBe(403);
    const orden = await t.db
      .selectFrom('vuelto')
      .select('orden_id')
      .where('id', '=', caracas.id)
      .executeTakeFirstOrThrow();
    const registro = { pedido: String(orden.orden_id), monto: '1.00', motivo: 'otro', nota: 'Otra zona' };
    const ajeno = await pedir('POST', '/admin/vuelto', registro, valencia);
    expect(ajeno.statusCode).toBe(403);
    expect(
      await t.db.selectFrom('vuelto').select('id').where('orden_id', '=', orden.orden_id).execute(),
    ).toHaveLength(1);
    const filtro = (await pedir('GET', '/admin/vuelto/datafiltro', undefined, valencia)).json();
    expect(filtro.zonas.map((z: { slug: string }) => z.slug)).toEqual(['valencia']);
  });
});

describe('registering a case by hand', () => {
  it('on an order that ended, at most its total, one per order and reason; its history records it', async () => {
    const c = await compradorNuevo(t, 'registro', UsuarioTipo.PRIME);
    const orden = await pedidoEfectivo(t, c.token, producto);
    const cuerpo = { pedido: orden.numero, monto: '3.5', motivo: 'otro', nota: 'Billete roto devuelto' };
    const enCurso = await pedir('POST', '/admin/vuelto', cuerpo);
    expect(enCurso.statusCode).toBe(422);
    expect(enCurso.json().campos).toEqual({ pedido: MensajesVuelto.PEDIDO_EN_CURSO });
    await entregar(t, repartidor, orden, 0);

    const excede = await pedir('POST', '/admin/vuelto', { ...cuerpo, monto: '9999.00' });
    expect(excede.statusCode).toBe(422);
    expect(excede.json().campos.monto).toMatch(/^El vuelto no puede pasar del total del pedido \(\$ /);
    const noExiste = await pedir('POST', '/admin/vuelto', { ...cuerpo, pedido: 'P-999999' });
    expect(noExiste.json()).toMatchObject({ campos: { pedido: MensajesVuelto.PEDIDO_NO_EXISTE } });
    for (const [malo, campo, mensaje] of [
      [{ pedido: 'abc' }, 'pedido', MensajesVuelto.PEDIDO_INVALIDO],
      [{ monto: '0.00' }, 'monto', MensajesVuelto.MONTO_CERO],
      [{ monto: '-1' }, 'monto', 'Monto inválido'],
      [{ motivo: 'regalo' }, 'motivo', 'Motivo inválido'],
      [{ nota: ' x ' }, 'nota', MensajesVuelto.NOTA],
      [{ nota: 'a\u0000b' }, 'nota', undefined],
    ] as const) {
      const r = await pedir('POST', '/admin/vuelto', { ...cuerpo, ...malo });
      expect(r.statusCode, JSON.stringify(malo)).toBe(400);
      expect(Object.keys(r.json().campos)).toEqual([campo]);
      if (mensaje) expect(r.json().campos[campo]).toBe(mensaje);
    }
    expect(await vueltosDe(t, orden.id)).toEqual([]);

    const r = await pedir('POST', '/admin/vuelto', cuerpo);
    expect(r.statusCode, r.body).toBe(201);
    const v = VueltoRegistroSchema.parse(r.json());
    expect(v).toMatchObject({
      monto: '3.50',
      motivo: 'otro',
      nota: 'Billete roto devuelto',
      estatus: 'pendiente',
      cliente: { id: c.id },
      creadoPor: 'Staff finanzas (staff-finanzas@demo.test)',
      repartidor: 'Staff repartidor (staff-repartidor@demo.test)',
    });
    const otra = await pedir('POST', '/admin/vuelto', { ...cuerpo, pedido: String(orden.id) });
    expect(otra.statusCode).toBe(409);
    expect(otra.json().mensaje).toBe(MensajesVuelto.DUPLICADO);
    const h = await historial(v.id);
    expect(h).toEqual([
      expect.objectContaining({
        accion: 'crear',
        despues: expect.objectContaining({ monto: '3.50', motivo: 'otro' }),
      }),
    ]);
  });
});

describe('settling', () => {
  async function pendiente(n: string, cambio = 700) {
    const c = await compradorNuevo(t, n, UsuarioTipo.PRIME);
    const orden = await pedidoEfectivo(t, c.token, producto);
    await entregar(t, repartidor, orden, cambio);
    const [v] = await vueltosDe(t, orden.id);
    return { c, orden, v: v! };
  }

  it('to the balance: one ledger credit named in Spanish the customer reads; a second settlement is 409', async () => {
    const { c, orden, v } = await pendiente('saldo');
    const r = await pedir('PUT', `/admin/vuelto/${v.id}/liquidar`, { forma: 'saldo', version: v.version });
    expect(r.statusCode, r.body).toBe(200);
    const hecho = VueltoRegistroSchema.parse(r.json());
    expect(hecho).toMatchObject({
      estatus: 'entregado',
      liquidacion: { forma: 'saldo', por: 'Staff finanzas (staff-finanzas@demo.test)', pagadoPor: null },
    });
    const otra = await pedir('PUT', `/admin/vuelto/${v.id}/liquidar`, {
      forma: 'saldo',
      version: hecho.version,
    });
    expect(otra.statusCode).toBe(409);
    expect(otra.json().mensaje).toBe(MensajesVuelto.YA_LIQUIDADO);

    const historialCliente = await t.app.inject({
      method: 'GET',
      url: '/usuario/tarjeta/saldo/historial',
      headers: bearer(c.token),
    });
    expect(historialCliente.json().items).toEqual([
      expect.objectContaining({
        tipo: 'vuelto',
        monto: '7.00',
        descripcion: `Vuelto del pedido ${orden.numero}`,
      }),
    ]);
    expect(hecho.liquidacion?.movimientoId).toBe(historialCliente.json().items[0].id);
    const detalle = await t.app.inject({
      method: 'GET',
      url: `/usuario/tarjeta/saldo/historial/ordenpago/${hecho.liquidacion?.movimientoId}`,
      headers: bearer(c.token),
    });
    expect(detalle.statusCode, detalle.body).toBe(200);
    const h = await historial(v.id);
    expect(h[0]).toMatchObject({ accion: 'estatus', despues: { estatus: 'entregado', forma: 'saldo' } });
  });

  it('in cash names who paid it and credits nothing; bad input and a stale version change nothing', async () => {
    const { c, v } = await pendiente('efectivo');
    for (const [malo, campo, mensaje] of [
      [{ forma: 'efectivo' }, 'pagadoPor', MensajesVuelto.PAGADO_POR],
      [{ forma: 'efectivo', pagadoPor: '   ' }, 'pagadoPor', MensajesVuelto.PAGADO_POR],
      [{ forma: 'saldo', pagadoPor: 'Ana' }, 'pagadoPor', MensajesVuelto.PAGADO_POR_NO_APLICA],
      [{ forma: 'cheque' }, 'forma', 'Elija cómo se liquida'],
      [{ forma: 'efectivo', pagadoPor: 'A\tB' }, 'pagadoPor', undefined],
    ] as const) {
      const r = await pedir('PUT', `/admin/vuelto/${v.id}/liquidar`, { ...malo, version: v.version });
      expect(r.statusCode, JSON.stringify(malo)).toBe(400);
      expect(Object.keys(r.json().campos)).toEqual([campo]);
      if (mensaje) expect(r.json().campos[campo]).toBe(mensaje);
    }
    const viejo = await pedir('PUT', `/admin/vuelto/${v.id}/liquidar`, {
      forma: 'efectivo',
      pagadoPor: 'Ana',
      version: v.version + 1,
    });
    expect(viejo.statusCode).toBe(409);
    expect(viejo.json().mensaje).toBe(MensajesAdmin.CONFLICTO);
    expect((await leer(v.id)).estatus).toBe('pendiente');
    expect(
      (await pedir('PUT', '/admin/vuelto/999999/liquidar', { forma: 'saldo', version: 1 })).statusCode,
    ).toBe(404);

    const r = await pedir('PUT', `/admin/vuelto/${v.id}/liquidar`, {
      forma: 'efectivo',
      pagadoPor: ' Ana Pérez, caja ',
      version: v.version,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(VueltoRegistroSchema.parse(r.json()).liquidacion).toMatchObject({
      forma: 'efectivo',
      pagadoPor: 'Ana Pérez, caja',
      movimientoId: null,
    });
    const movimientos = await t.db
      .selectFrom('saldo_movimiento')
      .select('id')
      .where('usuario_id', '=', c.id)
      .execute();
    expect(movimientos).toEqual([]);
    const pagina = VueltoPaginaSchema.parse(
      (await pedir('GET', '/admin/vuelto?estado=entregado&motivo=efectivo')).json(),
    );
    expect(pagina.items.some((f) => f.id === v.id && f.forma === 'efectivo')).toBe(true);
  });

  it("a deleted account's change can only be paid in cash", async () => {
    const { c, v } = await pendiente('eliminado');
    await t.db.updateTable('usuario').set({ estatus: 5 }).where('id', '=', c.id).execute();
    const r = await pedir('PUT', `/admin/vuelto/${v.id}/liquidar`, { forma: 'saldo', version: v.version });
    expect(r.statusCode).toBe(422);
    expect(r.json().campos).toEqual({ forma: MensajesVuelto.CUENTA_ELIMINADA });
    expect((await leer(v.id)).clienteEliminado).toBe(true);
  });

  it(`the same change settled by 20 requests at once credits once (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const { c, v } = await pendiente('paralelo', 900);
    const respuestas = await Promise.all(
      Array.from({ length: 20 }, () =>
        pedir('PUT', `/admin/vuelto/${v.id}/liquidar`, { forma: 'saldo', version: v.version }),
      ),
    );
    const estados = respuestas.map((r) => r.statusCode).toSorted();
    expect(estados.filter((s) => s === 200)).toHaveLength(1);
    expect(estados.filter((s) => s === 409)).toHaveLength(19);
    const movimientos = await t.db
      .selectFrom('saldo_movimiento')
      .select(['monto', 'tipo'])
      .where('usuario_id', '=', c.id)
      .execute();
    expect(movimientos).toEqual([{ monto: '9.00', tipo: 'vuelto' }]);
    expect((await historial(v.id)).filter((h) => h.accion === 'estatus')).toHaveLength(1);
  });
});
