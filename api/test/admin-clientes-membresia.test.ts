/**
 * A customer's prime membership ended and restored by staff from the customer's page (issue 33): the
 * type and the membership change at once for the customer's own token, the reason is optional, both
 * land in the customer's history, and the intent is the concurrency check (409 the second time).
 */
import { MensajesClientes, UsuarioTipo } from '@mercado/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenConRoles } from './admin-acceso.ts';
import { cliente, pedir } from './admin-clientes-contexto.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** A prime request's plan and payment (issue 34). */
const PLAN = { plan: 'anual', metodoPago: 'zelle', referencia: '12345678' };

describe("a customer's prime membership, ended and restored by staff", () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_MEMBRESIA', 'ROLE_CLIENTE']);
  }, 120_000);
  afterAll(() => t?.close());

  /** A customer made prime by an approved request of the plan of `meses` months (1 or 12). */
  async function prime(meses = 12) {
    const c = await cliente(t);
    const plan = { ...PLAN, plan: meses === 1 ? 'mensual' : 'anual' };
    const pedida = await pedir(t, c.token, 'POST', '/usuario/membresia/solicitud', plan);
    const id = pedida.json().solicitud.id as number;
    const aprobada = await pedir(t, staff, 'PUT', `/admin/membresia/solicitud/${id}/aprobar`, {
      version: 1,
      meses,
    });
    expect(aprobada.statusCode, aprobada.body).toBe(200);
    return { ...c, fin: aprobada.json().fin as string };
  }
  const membresia = (id: string, cuerpo: object) =>
    pedir(t, staff, 'PUT', `/admin/cliente/${id}/membresia`, cuerpo);

  it('ending makes the customer normal now and keeps the end it had; restoring gives it back until then', async () => {
    const c = await prime();
    const terminada = await membresia(c.id, { terminar: true, motivo: 'Pidió darse de baja' });
    expect(terminada.statusCode, terminada.body).toBe(200);
    expect(terminada.json()).toMatchObject({
      usuarioTipo: UsuarioTipo.NORMAL,
      membresiaFin: null,
      membresiaTerminada: { finPrevisto: c.fin, motivo: 'Pidió darse de baja', restablecible: true },
    });
    expect(terminada.json().membresiaTerminada.por).toMatch(/@demo\.test$/);
    // The customer's own token meets the new type at once (the shell asks them to sign in again).
    expect((await pedir(t, c.token, 'GET', '/usuario/perfil')).json()).toMatchObject({
      usuarioTipo: UsuarioTipo.NORMAL,
      membresia: null,
    });

    const otraVez = await membresia(c.id, { terminar: true });
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json().mensaje).toBe(MensajesClientes.NO_ES_PRIME);

    const restablecida = await membresia(c.id, { terminar: false });
    expect(restablecida.statusCode, restablecida.body).toBe(200);
    expect(restablecida.json()).toMatchObject({
      usuarioTipo: UsuarioTipo.PRIME,
      membresiaFin: c.fin,
      membresiaTerminada: null,
    });
    expect((await pedir(t, c.token, 'GET', '/usuario/perfil')).json()).toMatchObject({
      usuarioTipo: UsuarioTipo.PRIME,
      membresia: { fin: c.fin },
    });
    const dosVeces = await membresia(c.id, { terminar: false });
    expect(dosVeces.statusCode).toBe(409);
    expect(dosVeces.json().mensaje).toBe(MensajesClientes.YA_ES_PRIME_CLIENTE);

    const cambios = (await pedir(t, staff, 'GET', `/admin/cliente/${c.id}/historial`)).json().items;
    expect(cambios.slice(0, 2)).toMatchObject([
      {
        accion: 'editar',
        antes: { usuarioTipo: UsuarioTipo.NORMAL },
        despues: { usuarioTipo: UsuarioTipo.PRIME, membresiaFin: c.fin, membresia: 'restablecida' },
      },
      {
        accion: 'editar',
        antes: { usuarioTipo: UsuarioTipo.PRIME, membresiaFin: c.fin },
        despues: { usuarioTipo: UsuarioTipo.NORMAL, membresia: 'terminada', motivo: 'Pidió darse de baja' },
      },
    ]);
  });

  it('nothing to restore for a customer never ended by staff; a membership past its end is not restored', async () => {
    const normal = await cliente(t);
    const nada = await membresia(normal.id, { terminar: false });
    expect(nada.statusCode).toBe(409);
    expect(nada.json().mensaje).toBe(MensajesClientes.SIN_MEMBRESIA_TERMINADA);
    expect((await membresia(normal.id, { terminar: true })).statusCode).toBe(409);

    const c = await prime(1);
    await membresia(c.id, { terminar: true });
    await t.db
      .updateTable('membresia')
      .set({ fin_previsto: new Date(Date.now() - 60_000) })
      .where('usuario_id', '=', c.id)
      .execute();
    const leido = await pedir(t, staff, 'GET', `/admin/cliente/${c.id}`);
    expect(leido.json().membresiaTerminada.restablecible).toBe(false);
    const vencida = await membresia(c.id, { terminar: false });
    expect(vencida.statusCode).toBe(422);
    expect(vencida.json().mensaje).toBe(MensajesClientes.MEMBRESIA_VENCIDA);
  });

  it('a reason over 300 characters is a 400 on its field', async () => {
    const c = await prime();
    const r = await membresia(c.id, { terminar: true, motivo: 'x'.repeat(301) });
    expect(r.statusCode).toBe(400);
    expect(r.json().campos.motivo).toBe('El motivo no puede tener más de 300 caracteres');
  });
});
