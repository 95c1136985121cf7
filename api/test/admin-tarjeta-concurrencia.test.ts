/**
 * Deciding twice applies once (issue 35): twenty approvals of one card request at the same moment
 * credit it once, and twenty approvals of one pending adjustment apply it once; the others are told
 * it was decided (409). On PGlite the requests run one after the other; with DATABASE_URL
 * (PostgreSQL) they race.
 */
import { randomUUID } from 'node:crypto';
import { MensajesAdminTarjeta } from '@mercado/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenConRoles } from './admin-acceso.ts';
import { pedir, solicitudNueva } from './admin-tarjeta-contexto.ts';
import { compradorNuevo } from './checkout-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { saldoDe } from './saldo-helpers.ts';

let t: TestApp;
let staff: string;
let segundo: string;
beforeAll(async () => {
  t = await createTestApp({}, { poolMax: 24 });
  staff = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_TARJETA']);
  segundo = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_TARJETA']);
}, 180_000);
afterAll(() => t?.close());

const VECES = 20;

/** The statuses of the answers, counted. */
const conteo = (estados: number[]) => {
  const n: Record<number, number> = {};
  for (const e of estados) n[e] = (n[e] ?? 0) + 1;
  return n;
};

describe('twenty approvals at once', () => {
  it('of one card request credit the balance once', async () => {
    const s = await solicitudNueva(t, { monto: '40.00' });
    const respuestas = await Promise.all(
      Array.from({ length: VECES }, () =>
        pedir(t, staff, 'PUT', `/admin/tarjeta/solicitud/${s.id}/estatus`, {
          estatus: 'APROBADA',
          version: 1,
        }),
      ),
    );
    expect(conteo(respuestas.map((r) => r.statusCode))).toEqual({ 200: 1, 409: VECES - 1 });
    for (const r of respuestas.filter((r) => r.statusCode === 409))
      expect(r.json().mensaje).toBe(MensajesAdminTarjeta.SOLICITUD_DECIDIDA);
    expect(await saldoDe(t.db, s.cliente.id)).toBe('40.00');
    const creditos = await t.db
      .selectFrom('saldo_movimiento')
      .select('id')
      .where('tarjeta_solicitud_id', '=', s.id)
      .execute();
    expect(creditos).toHaveLength(1);
    const registros = await t.db
      .selectFrom('auditoria')
      .select('id')
      .where('entidad', '=', 'tarjeta_solicitud')
      .where('entidad_id', '=', String(s.id))
      .execute();
    expect(registros).toHaveLength(1);
  });

  it('of one gift request issue one code and one e-mail', async () => {
    const email = `regalo-${randomUUID().slice(0, 6)}@demo.test`;
    const s = await solicitudNueva(t, { monto: '12.00', emailDestino: email });
    const respuestas = await Promise.all(
      Array.from({ length: VECES }, () =>
        pedir(t, staff, 'PUT', `/admin/tarjeta/solicitud/${s.id}/estatus`, {
          estatus: 'APROBADA',
          version: 1,
        }),
      ),
    );
    expect(conteo(respuestas.map((r) => r.statusCode))).toEqual({ 200: 1, 409: VECES - 1 });
    const codigos = await t.db
      .selectFrom('tarjeta_regalo')
      .select('id')
      .where('solicitud_id', '=', s.id)
      .execute();
    expect(codigos).toHaveLength(1);
    const correos = await t.db.selectFrom('email_saliente').select('id').where('para', '=', email).execute();
    expect(correos).toHaveLength(1);
  });

  it('of one pending adjustment apply it once, and never by its requester', async () => {
    const c = await compradorNuevo(t, randomUUID().slice(0, 8));
    const pedido = await pedir(t, staff, 'POST', `/admin/tarjeta/saldo/${c.id}/ajuste`, {
      monto: '250.00',
      signo: 'credito',
      motivo: 'Devolución acordada',
    });
    const { id } = pedido.json().ajuste;
    const aprobar = (token: string) =>
      pedir(t, token, 'PUT', `/admin/tarjeta/saldo/ajuste/${id}/estatus`, {
        estatus: 'APLICADO',
        version: 1,
      });
    // Its requester, twenty times at once: never.
    const propios = await Promise.all(Array.from({ length: VECES }, () => aprobar(staff)));
    expect(conteo(propios.map((r) => r.statusCode))).toEqual({ 403: VECES });
    expect(await saldoDe(t.db, c.id)).toBe('0.00');
    const respuestas = await Promise.all(Array.from({ length: VECES }, () => aprobar(segundo)));
    expect(conteo(respuestas.map((r) => r.statusCode))).toEqual({ 200: 1, 409: VECES - 1 });
    expect(await saldoDe(t.db, c.id)).toBe('250.00');
    const movimientos = await t.db
      .selectFrom('saldo_movimiento')
      .select('id')
      .where('usuario_id', '=', c.id)
      .execute();
    expect(movimientos).toHaveLength(1);
  });
});
