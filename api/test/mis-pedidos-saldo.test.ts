/**
 * "Mis pedidos" (issue 34) and the balance: a rejected payment's balance part comes back to the
 * balance and the customer's order names that refund, with the status change that made it and no
 * staff name.
 */
import { randomUUID } from 'node:crypto';
import { OrdenEstatus, OrdenUsuarioSchema, UsuarioTipo } from '@mercado/shared/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PRICE_PRODUCT_SLUG } from '../src/db/seed-fixtures.ts';
import {
  compradorNuevo,
  cuerpoPickup,
  fijarExistencia,
  formPago,
  guardar,
  idsDe,
  registrar,
} from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';
import { staffCon } from './pedido-helpers.ts';
import { darSaldo } from './saldo-helpers.ts';

const E = OrdenEstatus;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffCon(t, 'mis-pedidos-saldo', ['ROLE_ADMIN', 'ROLE_PEDIDO']);
}, 600_000);
afterAll(async () => {
  await t?.close();
});

it('a rejected payment’s balance part is a refund of the order, without staff names', async () => {
  const cafe = (await idsDe(t, [PRICE_PRODUCT_SLUG]))[PRICE_PRODUCT_SLUG]!;
  await fijarExistencia(t, cafe, '1000.000', UsuarioTipo.PRIME);
  const c = await compradorNuevo(t, randomUUID().slice(0, 8), UsuarioTipo.PRIME);
  await darSaldo(t.db, c.id, '10.00');
  expect((await guardar(t, c.token, 0, [{ producto: cafe, cantidad: '2' }])).statusCode).toBe(200);
  const cuerpo = cuerpoPickup(await formPago(t, c.token, 0));
  const r = await registrar(t, c.token, 0, { ...cuerpo, pago: { ...cuerpo.pago, saldo: '1.50' } });
  expect(r.statusCode, r.body).toBe(201);
  const orden = r.json().orden as { id: number };
  const rechazo = await t.app.inject({
    method: 'PUT',
    url: `/admin/orden/${orden.id}/estatus`,
    headers: bearer(admin),
    payload: { estatus: E.RECHAZADA, estatusActual: E.POR_VERIFICAR, mensaje: 'Referencia repetida' },
  });
  expect(rechazo.statusCode, rechazo.body).toBe(200);
  const leida = await t.app.inject({
    method: 'GET',
    url: `/usuario/orden/${orden.id}/usuario`,
    headers: bearer(c.token),
  });
  const d = OrdenUsuarioSchema.parse(leida.json());
  expect(d.totales.saldoUsado).toBe('1.50');
  expect(d.reintegros).toEqual([expect.objectContaining({ monto: '1.50', estatus: E.RECHAZADA })]);
  expect(leida.body).not.toContain('staff-mis-pedidos-saldo');
});
