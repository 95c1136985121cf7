/**
 * The customer's prime and referrals (issue 34): the plans and the savings at prime prices, a request
 * paid with the balance (debited at approval) or a reference, the lapse and its notice; the personal
 * code at sign-up, and the reward credited to both balances once when two deliveries race.
 */
import { randomUUID } from 'node:crypto';
import { MensajesPrime, OrdenEstatus, UsuarioTipo } from '@mercado/shared/contracts';
import { toCents } from '@mercado/shared/rules';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_EXEMPT_PRODUCT_SLUG, ZONA_SLUG } from '../src/db/seed-fixtures.ts';
import { ahorroDeLineas, barrerMembresias } from '../src/services/prime.ts';
import { nombreCorto } from '../src/services/referidos.ts';
import { acreditarSaldo, saldoDe } from '../src/services/saldo.ts';
import { tokenConRoles } from './admin-acceso.ts';
import { cliente, pedir, referidoAcreditable } from './admin-clientes-contexto.ts';
import { compradorNuevo, fijarExistencia, idsDe } from './checkout-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { pedidoPorVerificar } from './pedido-helpers.ts';

const silencio = { info() {}, error() {}, warn() {} } as never;

describe('the savings and the friend names', () => {
  it('counts what each line would have cost less at the prime price, in cents, never below zero', () => {
    expect(
      ahorroDeLineas([
        { precio: '10.00', oferta: '0.00', cantidad: '2', prime: '9.50' },
        { precio: '10.00', oferta: '8.00', cantidad: '1', prime: '9.00' },
        { precio: '3.33', oferta: '0.00', cantidad: '0.750', prime: '3.00' },
        { precio: '5.00', oferta: '0.00', cantidad: '1', prime: null },
      ]),
    ).toBe(100 + 0 + 25);
  });
  it('shows a friend by first name and initial', () => {
    expect(nombreCorto('  valentina   rojas pérez ')).toBe('valentina R.');
    expect(nombreCorto('Cher')).toBe('Cher');
  });
});

describe('prime and referrals for the customer', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp({ ordenBarridoSegundos: 0 });
    staff = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_MEMBRESIA', 'ROLE_PEDIDO', 'ROLE_ATENCION_CLIENTE']);
    const producto = (await idsDe(t, [TAX_EXEMPT_PRODUCT_SLUG]))[TAX_EXEMPT_PRODUCT_SLUG]!;
    await fijarExistencia(t, producto, '1000.000', UsuarioTipo.NORMAL, ZONA_SLUG);
    await t.db.updateTable('configuracion').set({ minimo_compra: '0.00' }).execute();
  }, 120_000);
  afterAll(() => t?.close());

  const fondos = (id: string, monto: string) =>
    t.db
      .transaction()
      .execute((tx) =>
        acreditarSaldo(tx, id, { monto: toCents(monto), tipo: 'ajuste', descripcion: 'Prueba' }),
      );

  it('shows the plans and what the last orders would have cost less at prime prices', async () => {
    const c = await cliente(t);
    await pedidoPorVerificar(t, c.token, { referencia: String(Date.now()).slice(-8) });
    const r = await pedir(t, c.token, 'GET', '/usuario/membresia/planes');
    expect(r.statusCode, r.body).toBe(200);
    const resumen = r.json();
    expect(resumen.planes.map((p: { clave: string }) => p.clave)).toEqual(['mensual', 'anual']);
    expect(resumen.ahorro.ordenes).toBe(1);
    // The seed's prime price is 95% of the normal one: one unit saves 5% of the price, rounded.
    const { precio } = await t.db
      .selectFrom('orden_detalle as d')
      .innerJoin('orden as o', 'o.id', 'd.orden_id')
      .select('d.precio')
      .where('o.usuario_id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(Math.abs(toCents(resumen.ahorro.monto) - toCents(precio) * 0.05)).toBeLessThanOrEqual(1);
    expect(resumen).toMatchObject({ membresia: null, solicitud: null, saldo: '0.00' });
  });

  it('a request paid with the balance needs it, is debited once approved, and makes the account prime for the plan', async () => {
    const c = await cliente(t);
    const sinSaldo = await pedir(t, c.token, 'POST', '/usuario/membresia/solicitud', {
      plan: 'mensual',
      metodoPago: 'saldo',
    });
    expect(sinSaldo.statusCode).toBe(422);
    expect(sinSaldo.json().campos).toEqual({ metodoPago: MensajesPrime.SALDO_INSUFICIENTE });
    const sinReferencia = await pedir(t, c.token, 'POST', '/usuario/membresia/solicitud', {
      plan: 'mensual',
      metodoPago: 'zelle',
    });
    expect(sinReferencia.statusCode).toBe(400);
    expect(sinReferencia.json().campos.referencia).toBe(MensajesPrime.REFERENCIA_REQUERIDA);

    await fondos(c.id, '10.00');
    const pedida = await pedir(t, c.token, 'POST', '/usuario/membresia/solicitud', {
      plan: 'mensual',
      metodoPago: 'saldo',
    });
    expect(pedida.statusCode, pedida.body).toBe(201);
    const resumen = (await pedir(t, c.token, 'GET', '/usuario/membresia/planes')).json();
    expect(resumen.solicitud).toMatchObject({
      estatus: 'PENDIENTE',
      plan: 'PRIME mensual',
      monto: '4.99',
      metodoPago: 'saldo',
      referencia: null,
    });
    expect(await saldoDe(t.db, c.id)).toBe('10.00');

    // Without months the plan's apply; staff see the plan and its payment.
    const id = pedida.json().solicitud.id;
    expect((await pedir(t, staff, 'GET', `/admin/membresia/solicitud/${id}`)).json()).toMatchObject({
      plan: { nombre: 'PRIME mensual', meses: 1, precio: '4.99' },
      metodoPago: 'saldo',
      referencia: null,
    });
    const otrosMeses = await pedir(t, staff, 'PUT', `/admin/membresia/solicitud/${id}/aprobar`, {
      version: 1,
      meses: 12,
    });
    expect(otrosMeses.statusCode).toBe(422);
    expect(otrosMeses.json().campos.meses).toBe(MensajesPrime.MESES_DEL_PLAN('PRIME mensual', 1));
    const aprobada = await pedir(t, staff, 'PUT', `/admin/membresia/solicitud/${id}/aprobar`, { version: 1 });
    expect(aprobada.statusCode, aprobada.body).toBe(200);
    expect(await saldoDe(t.db, c.id)).toBe('5.01');
    const despues = (await pedir(t, c.token, 'GET', '/usuario/membresia/planes')).json();
    expect(despues.membresia.dias).toBeGreaterThanOrEqual(28);
    expect(despues.membresia.dias).toBeLessThanOrEqual(31);
    expect(despues.solicitud.estatus).toBe('APROBADA');
    const mov = await t.db
      .selectFrom('saldo_movimiento')
      .select(['monto', 'tipo'])
      .where('usuario_id', '=', c.id)
      .where('tipo', '=', 'membresiapago')
      .execute();
    expect(mov).toEqual([{ monto: '-4.99', tipo: 'membresiapago' }]);
  });

  it('a membership ending soon is told once; a lapsed one makes the account normal', async () => {
    const c = await compradorNuevo(t, randomUUID().slice(0, 8), UsuarioTipo.PRIME);
    const m = await t.db
      .insertInto('membresia')
      .values({ usuario_id: c.id, fin: sql<Date>`now() + interval '2 days'` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const correos = () =>
      t.db
        .selectFrom('email_saliente as e')
        .innerJoin('usuario as u', 'u.email', 'e.para')
        .select('e.asunto')
        .where('u.id', '=', c.id)
        .execute();
    await barrerMembresias(t.db, silencio);
    await barrerMembresias(t.db, silencio);
    expect(await correos()).toEqual([{ asunto: 'Su membresía PRIME está por vencer' }]);
    expect((await pedir(t, c.token, 'GET', '/usuario/membresia/planes')).json().membresia).toMatchObject({
      dias: 2,
      avisar: true,
    });

    await t.db
      .updateTable('membresia')
      .set({ fin: sql<Date>`now() - interval '1 minute'` })
      .where('id', '=', m.id)
      .execute();
    expect((await barrerMembresias(t.db, silencio)).vencidas).toBeGreaterThanOrEqual(1);
    const u = await t.db
      .selectFrom('usuario')
      .select('usuario_tipo')
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(u.usuario_tipo).toBe(UsuarioTipo.NORMAL);
  });

  it('signs up with a code in any case and refuses an unknown one', async () => {
    const c = await cliente(t);
    const mio = (await pedir(t, c.token, 'GET', '/usuario/referido')).json();
    expect(mio.codigo).toMatch(/^[2-9A-Z]{8}$/);
    expect(mio.recompensa).toBe('3.00');
    expect((await pedir(t, c.token, 'GET', '/usuario/referido')).json().codigo).toBe(mio.codigo);

    const datos = (n: string, referido: string) => ({
      nombre: 'Ana Pérez',
      email: `amiga-${n}@demo.test`,
      password: 'Demo1234!',
      tipoDocumento: 'V',
      documento: String(25000000 + Math.floor(Math.random() * 9000000)),
      telefono: '0414-7000001',
      referido,
    });
    const malo = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/registro',
      payload: datos('x', 'ZZZZ2222'),
    });
    expect(malo.statusCode).toBe(422);
    expect(malo.json().campos).toEqual({ referido: MensajesPrime.CODIGO_NO_EXISTE });

    const n = randomUUID().slice(0, 8);
    const bueno = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/registro',
      payload: datos(n, mio.codigo.toLowerCase()),
    });
    expect(bueno.statusCode, bueno.body).toBe(201);
    await expect
      .poll(async () => (await pedir(t, c.token, 'GET', '/usuario/referido')).json().amigos)
      .toMatchObject([{ nombre: 'Ana P.', estado: 'registrado' }]);
  });

  it('credits the reward to both balances once when two deliveries race', async () => {
    const referidor = await cliente(t);
    const amigo = await cliente(t);
    await t.db
      .insertInto('referido')
      .values({ referidor_id: referidor.id, referido_id: amigo.id, recompensa: '3.00' })
      .execute();
    const ordenes = [
      await pedidoPorVerificar(t, amigo.token, { pagina: 0, referencia: '11112222' }),
      await pedidoPorVerificar(t, amigo.token, { pagina: 1, referencia: '33334444' }),
    ];
    const E = OrdenEstatus;
    for (const o of ordenes)
      for (const estatus of [E.CONFIRMADA, E.EN_PREPARACION, E.LISTA]) {
        const r = await pedir(t, staff, 'PUT', `/admin/orden/${o.id}/estatus`, { estatus });
        expect(r.statusCode, r.body).toBe(200);
      }
    const entregas = await Promise.all(
      ordenes.map((o) => pedir(t, staff, 'PUT', `/admin/orden/${o.id}/estatus`, { estatus: E.ENTREGADA })),
    );
    expect(entregas.map((r) => r.statusCode)).toEqual([200, 200]);
    const recompensas = await t.db
      .selectFrom('saldo_movimiento')
      .select(['usuario_id', 'monto'])
      .where('descripcion', 'like', '%por referido #%')
      .where('usuario_id', 'in', [referidor.id, amigo.id])
      .execute();
    expect(recompensas).toHaveLength(2);
    expect(await saldoDe(t.db, referidor.id)).toBe('3.00');
    const lista = (await pedir(t, referidor.token, 'GET', '/usuario/referido')).json();
    expect(lista.amigos).toMatchObject([{ estado: 'recompensa_acreditada' }]);
  });

  it("staff's 'Acreditar' credits both balances too", async () => {
    const r = await referidoAcreditable(t, staff);
    const { referido_id } = await t.db
      .selectFrom('referido')
      .select('referido_id')
      .where('id', '=', r.referido)
      .executeTakeFirstOrThrow();
    const antes = toCents(await saldoDe(t.db, referido_id));
    const hecho = await pedir(t, staff, 'PUT', `/admin/referido/${r.referido}/acreditar`, {
      version: r.version,
    });
    expect(hecho.statusCode, hecho.body).toBe(200);
    expect(await saldoDe(t.db, r.referidor)).toBe('5.00');
    expect(toCents(await saldoDe(t.db, referido_id)) - antes).toBe(500);
  });
});
