/**
 * The tarjeta back-office (issue 35): card requests approved (credit or gift code) or rejected with a
 * reason the customer reads, the same reference's other requests, balances and their movements, and
 * adjustments with the below-zero refusal and the two-person rule above the threshold.
 */
import { randomUUID } from 'node:crypto';
import { MensajesAdminTarjeta } from '@mercado/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenConRoles } from './admin-acceso.ts';
import { pedir, solicitudNueva } from './admin-tarjeta-contexto.ts';
import { compradorNuevo } from './checkout-helpers.ts';
import { createTestApp, login, type TestApp } from './helpers.ts';
import { darSaldo, saldoDe } from './saldo-helpers.ts';

let t: TestApp;
let staff: string;
let otro: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_TARJETA']);
  otro = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_TARJETA']);
}, 180_000);
afterAll(() => t?.close());

const S = '/admin/tarjeta/solicitud';
const A = '/admin/tarjeta/saldo';
const movimientos = (usuarioId: string) =>
  t.db.selectFrom('saldo_movimiento').selectAll().where('usuario_id', '=', usuarioId).execute();

describe('card requests', () => {
  it('approving an own card credits the balance once (tarjetapago) and records who decided', async () => {
    const s = await solicitudNueva(t, { monto: '25.00' });
    const r = await pedir(t, staff, 'PUT', `${S}/${s.id}/estatus`, { estatus: 'APROBADA', version: 1 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ estatus: 'APROBADA', version: 2, decididoPor: expect.any(String) });
    expect(r.json().movimientoId).toEqual(expect.any(Number));
    expect(await saldoDe(t.db, s.cliente.id)).toBe('25.00');
    const [m] = await movimientos(s.cliente.id);
    expect(m).toMatchObject({ tipo: 'tarjetapago', monto: '25.00', tarjeta_solicitud_id: s.id });

    const otra = await pedir(t, staff, 'PUT', `${S}/${s.id}/estatus`, { estatus: 'APROBADA', version: 2 });
    expect(otra.statusCode).toBe(409);
    expect(otra.json().mensaje).toBe(MensajesAdminTarjeta.SOLICITUD_DECIDIDA);
    expect(await saldoDe(t.db, s.cliente.id)).toBe('25.00');

    const h = await pedir(t, staff, 'GET', `${S}/${s.id}/historial`);
    expect(h.json().items[0]).toMatchObject({ accion: 'estatus', despues: { estatus: 'APROBADA' } });
    // The customer sees it approved.
    const mia = await pedir(t, s.cliente.token, 'GET', `/usuario/tarjeta/solicitud/${s.id}`);
    expect(mia.json().estatus).toBe('APROBADA');
  });

  it('a gift issues a one-use code e-mailed to the recipient, and credits nobody', async () => {
    const email = `regalo-${randomUUID().slice(0, 6)}@demo.test`;
    const s = await solicitudNueva(t, { monto: '15.00', emailDestino: email });
    const r = await pedir(t, staff, 'PUT', `${S}/${s.id}/estatus`, { estatus: 'APROBADA', version: 1 });
    expect(r.statusCode, r.body).toBe(200);
    const regalo = r.json().regalo as { codigo: string; usado: boolean };
    expect(regalo).toMatchObject({ codigo: expect.stringMatching(/^REGALO-/), usado: false });
    expect(await saldoDe(t.db, s.cliente.id)).toBe('0.00');
    const correo = await t.db
      .selectFrom('email_saliente')
      .selectAll()
      .where('para', '=', email)
      .executeTakeFirstOrThrow();
    expect(correo.cuerpo).toContain(regalo.codigo);
    expect(correo.asunto).toContain('le regaló una tarjeta de saldo de $ 15.00');
    // The recipient redeems it once.
    const amiga = await compradorNuevo(t, randomUUID().slice(0, 8));
    const usar = () =>
      pedir(t, amiga.token, 'POST', '/usuario/tarjeta/regalo/usarcodigo', { codigo: regalo.codigo });
    expect((await usar()).statusCode).toBe(200);
    expect((await usar()).statusCode).toBe(422);
    expect(await saldoDe(t.db, amiga.id)).toBe('15.00');
  });

  it('rejecting needs a reason, which the customer reads; nothing is credited', async () => {
    const s = await solicitudNueva(t);
    const sin = await pedir(t, staff, 'PUT', `${S}/${s.id}/estatus`, { estatus: 'RECHAZADA', version: 1 });
    expect(sin.statusCode).toBe(400);
    expect(sin.json().campos?.motivo ?? sin.body).toContain('Ingrese el motivo');
    const r = await pedir(t, staff, 'PUT', `${S}/${s.id}/estatus`, {
      estatus: 'RECHAZADA',
      motivo: 'La referencia no aparece en el banco',
      version: 1,
    });
    expect(r.statusCode, r.body).toBe(200);
    const mia = await pedir(t, s.cliente.token, 'GET', '/usuario/tarjeta/solicitud/listado/1');
    expect(mia.json().items[0]).toMatchObject({
      estatus: 'RECHAZADA',
      motivo: 'La referencia no aparece en el banco',
    });
    expect(await movimientos(s.cliente.id)).toEqual([]);
  });

  it('bad input: stale version 409, unknown 404, bad status or id 400', async () => {
    const s = await solicitudNueva(t);
    const casos: [string, object, number][] = [
      [`${S}/${s.id}/estatus`, { estatus: 'APROBADA', version: 7 }, 409],
      [`${S}/99999999/estatus`, { estatus: 'APROBADA', version: 1 }, 404],
      [`${S}/${s.id}/estatus`, { estatus: 'PENDIENTE', version: 1 }, 400],
      [`${S}/abc/estatus`, { estatus: 'APROBADA', version: 1 }, 400],
      [`${S}/${s.id}/estatus`, { estatus: 'APROBADA' }, 400],
    ];
    for (const [url, body, estado] of casos) {
      const r = await pedir(t, staff, 'PUT', url, body);
      expect(r.statusCode, `${url} ${JSON.stringify(body)}`).toBe(estado);
      expect(r.json().mensaje).toBeTruthy();
    }
    expect((await pedir(t, staff, 'GET', `${S}/${s.id}`)).json().estatus).toBe('PENDIENTE');
    expect((await pedir(t, staff, 'GET', `${S}?desde=2026-13-40`)).statusCode).toBe(400);
    expect((await pedir(t, staff, 'GET', `${S}?metodo=efectivo`)).statusCode).toBe(400);
  });

  it('lists with filters, and shows the other requests that used the same reference', async () => {
    const ref = String(700000 + Math.floor(Math.random() * 99999));
    const a = await solicitudNueva(t, { referencia: ref });
    const b = await solicitudNueva(t, { referencia: ref, monto: '30.00' });
    const lista = await pedir(t, staff, 'GET', `${S}?q=${ref}&estado=PENDIENTE&metodo=pago_movil`);
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().items.map((s: { id: number; repetidas: number }) => [s.id, s.repetidas])).toEqual([
      [a.id, 1],
      [b.id, 1],
    ]);
    const detalle = (await pedir(t, staff, 'GET', `${S}/${a.id}`)).json();
    expect(detalle.mismaReferencia).toEqual([expect.objectContaining({ id: b.id, monto: '30.00' })]);
    const hoy = new Date(Date.now() - 4 * 3600_000).toISOString().slice(0, 10);
    const porFecha = await pedir(t, staff, 'GET', `${S}?q=${ref}&desde=${hoy}&hasta=${hoy}`);
    expect(porFecha.json().total).toBe(2);
    const antes = await pedir(t, staff, 'GET', `${S}?q=${ref}&hasta=2020-01-01`);
    expect(antes.json().total).toBe(0);
  });
});

describe('balances and adjustments', () => {
  it('lists balances sorted by amount and shows a customer by movement type', async () => {
    const c = await compradorNuevo(t, `saldo-${randomUUID().slice(0, 6)}`);
    await darSaldo(t.db, c.id, '9000.00');
    const lista = await pedir(t, staff, 'GET', `${A}/listado?orden=saldo&dir=desc`);
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().items[0]).toMatchObject({ id: c.id, saldo: '9000.00', movimientos: 1 });
    const uno = await pedir(t, staff, 'GET', `${A}/${c.id}`);
    expect(uno.json()).toMatchObject({
      saldo: '9000.00',
      porTipo: [{ tipo: 'ajuste', total: '9000.00', cantidad: 1 }],
      umbralAprobacion: '100.00',
    });
    const h = (await pedir(t, staff, 'GET', `${A}/${c.id}/historial?tipo=ajuste`)).json();
    expect(h.total).toBe(1);
    expect((await pedir(t, staff, 'GET', `${A}/${c.id}/historial?tipo=ordenpago`)).json().total).toBe(0);
    const detalle = await pedir(t, staff, 'GET', `${A}/historial/ajuste/${h.items[0].id}`);
    expect(detalle.json().cliente.id).toBe(c.id);
    expect((await pedir(t, staff, 'GET', `${A}/historial/ordenpago/${h.items[0].id}`)).statusCode).toBe(404);
    expect((await pedir(t, staff, 'GET', `${A}/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('an adjustment within the threshold applies at once, recorded in the history', async () => {
    const c = await compradorNuevo(t, randomUUID().slice(0, 8));
    const r = await pedir(t, staff, 'POST', `${A}/${c.id}/ajuste`, {
      monto: '40,50',
      signo: 'credito',
      motivo: 'Compensación por demora',
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({
      mensaje: MensajesAdminTarjeta.AJUSTE_APLICADO,
      ajuste: { estatus: 'APLICADO', monto: '40.50', requiereAprobacion: false },
    });
    const debito = await pedir(t, staff, 'POST', `${A}/${c.id}/ajuste`, {
      monto: '0.50',
      signo: 'debito',
      motivo: 'Corrección',
    });
    expect(debito.statusCode).toBe(201);
    expect(await saldoDe(t.db, c.id)).toBe('40.00');
    const cambios = (await pedir(t, staff, 'GET', `${A}/${c.id}/cambios`)).json();
    expect(cambios.items.map((i: { despues: { signo: string } }) => i.despues.signo)).toEqual([
      'debito',
      'credito',
    ]);
  });

  it('a debit below zero is refused in Spanish and writes nothing', async () => {
    const c = await compradorNuevo(t, randomUUID().slice(0, 8));
    await darSaldo(t.db, c.id, '10.00');
    const r = await pedir(t, staff, 'POST', `${A}/${c.id}/ajuste`, {
      monto: '10.01',
      signo: 'debito',
      motivo: 'Corrección',
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().mensaje).toBe(MensajesAdminTarjeta.SALDO_INSUFICIENTE('10.00'));
    expect(await saldoDe(t.db, c.id)).toBe('10.00');
    const filas = await t.db.selectFrom('saldo_ajuste').select('id').where('usuario_id', '=', c.id).execute();
    expect(filas).toEqual([]);
  });

  it('bad input: amount 0, negative, letters, too large; no sign; no reason; own balance', async () => {
    const c = await compradorNuevo(t, randomUUID().slice(0, 8));
    const base = { monto: '5.00', signo: 'credito', motivo: 'Corrección' };
    const casos: [object, string][] = [
      [{ ...base, monto: '0' }, MensajesAdminTarjeta.MONTO_CERO],
      [{ ...base, monto: '-5' }, 'monto'],
      [{ ...base, monto: 'diez' }, 'monto'],
      [{ ...base, monto: '100000.01' }, MensajesAdminTarjeta.MONTO_MAXIMO],
      [{ ...base, signo: 'otro' }, MensajesAdminTarjeta.SIGNO_REQUERIDO],
      [{ ...base, motivo: '' }, 'motivo'],
    ];
    for (const [body, esperado] of casos) {
      const r = await pedir(t, staff, 'POST', `${A}/${c.id}/ajuste`, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.body).toContain(esperado);
    }
    expect(await saldoDe(t.db, c.id)).toBe('0.00');
    const { uid } = JSON.parse(Buffer.from(staff.split('.')[1]!, 'base64url').toString());
    const propio = await pedir(t, staff, 'POST', `${A}/${uid}/ajuste`, base);
    expect(propio.statusCode).toBe(403);
    expect(propio.json().mensaje).toBe(MensajesAdminTarjeta.SALDO_PROPIO);
  });

  it('above the threshold it waits; its requester cannot approve it, another can, once', async () => {
    const c = await compradorNuevo(t, randomUUID().slice(0, 8));
    const r = await pedir(t, staff, 'POST', `${A}/${c.id}/ajuste`, {
      monto: '150.00',
      signo: 'credito',
      motivo: 'Devolución de transferencia',
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().mensaje).toBe(MensajesAdminTarjeta.AJUSTE_PENDIENTE('100.00'));
    const ajuste = r.json().ajuste;
    expect(ajuste).toMatchObject({ estatus: 'PENDIENTE', requiereAprobacion: true, movimientoId: null });
    expect(await saldoDe(t.db, c.id)).toBe('0.00');

    // The same person, with this session or a new sign-in, cannot approve their own.
    const { uid } = JSON.parse(Buffer.from(staff.split('.')[1]!, 'base64url').toString());
    const { email } = await t.db
      .selectFrom('usuario')
      .select('email')
      .where('id', '=', uid)
      .executeTakeFirstOrThrow();
    // (Its access token may equal the first one when both are signed in the same second.)
    const otraSesion = (await login(t.app, email, undefined, '10.9.99.1')).body.token as string;
    for (const token of [staff, otraSesion]) {
      const mismo = await pedir(t, token, 'PUT', `${A}/ajuste/${ajuste.id}/estatus`, {
        estatus: 'APLICADO',
        version: 1,
      });
      expect(mismo.statusCode).toBe(403);
      expect(mismo.json().mensaje).toBe(MensajesAdminTarjeta.APROBAR_PROPIO);
    }
    expect(await saldoDe(t.db, c.id)).toBe('0.00');

    const listaR = await pedir(t, staff, 'GET', `${A}/ajuste/listado?usuario=${c.id}`);
    expect(listaR.statusCode, listaR.body).toBe(200);
    const lista = listaR.json();
    expect(lista.items[0]).toMatchObject({ id: ajuste.id, estatus: 'PENDIENTE' });

    const ok = await pedir(t, otro, 'PUT', `${A}/ajuste/${ajuste.id}/estatus`, {
      estatus: 'APLICADO',
      version: 1,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ estatus: 'APLICADO', solicitadoPor: expect.any(String) });
    expect(ok.json().decididoPor).not.toBe(ok.json().solicitadoPor);
    expect(await saldoDe(t.db, c.id)).toBe('150.00');
    const otraVez = await pedir(t, otro, 'PUT', `${A}/ajuste/${ajuste.id}/estatus`, {
      estatus: 'APLICADO',
      version: 2,
    });
    expect(otraVez.statusCode).toBe(409);
    expect(await saldoDe(t.db, c.id)).toBe('150.00');
  });

  it('a pending adjustment can be rejected with a reason; a pending debit the balance no longer covers is refused at approval', async () => {
    const c = await compradorNuevo(t, randomUUID().slice(0, 8));
    await darSaldo(t.db, c.id, '500.00');
    const pedirDebito = async () =>
      (
        await pedir(t, staff, 'POST', `${A}/${c.id}/ajuste`, {
          monto: '300.00',
          signo: 'debito',
          motivo: 'Reverso de pago duplicado',
        })
      ).json().ajuste;
    const a = await pedirDebito();
    const b = await pedirDebito();
    const sinMotivo = await pedir(t, otro, 'PUT', `${A}/ajuste/${a.id}/estatus`, {
      estatus: 'RECHAZADO',
      version: 1,
    });
    expect(sinMotivo.statusCode).toBe(400);
    const rechazo = await pedir(t, otro, 'PUT', `${A}/ajuste/${a.id}/estatus`, {
      estatus: 'RECHAZADO',
      motivo: 'No corresponde',
      version: 1,
    });
    expect(rechazo.json()).toMatchObject({ estatus: 'RECHAZADO', motivoRechazo: 'No corresponde' });
    await t.db.transaction().execute(async (tx) => {
      const { debitarSaldo } = await import('../src/services/saldo.ts');
      await debitarSaldo(tx, c.id, { monto: 30000, tipo: 'ajuste', descripcion: 'Gasto' });
    });
    const tarde = await pedir(t, otro, 'PUT', `${A}/ajuste/${b.id}/estatus`, {
      estatus: 'APLICADO',
      version: 1,
    });
    expect(tarde.statusCode).toBe(422);
    expect(tarde.json().mensaje).toBe(MensajesAdminTarjeta.SALDO_INSUFICIENTE('200.00'));
    expect(
      (await pedir(t, staff, 'GET', `${A}/ajuste/listado?usuario=${c.id}`)).json().items[0],
    ).toMatchObject({
      id: b.id,
      estatus: 'PENDIENTE',
      version: 1,
    });
    expect(await saldoDe(t.db, c.id)).toBe('200.00');
  });
});
