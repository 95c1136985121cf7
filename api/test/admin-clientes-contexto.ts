/**
 * Helpers of the back-office customers tests (admin-clientes*.test.ts, issue 19): customers, requests,
 * orders, referrals.
 */
import { randomUUID } from 'node:crypto';
import { OrdenEstatus, UsuarioTipo } from '@mercado/shared/contracts';
import { expect } from 'vitest';
import { compradorNuevo } from './checkout-helpers.ts';
import { bearer, login, refreshCookieOf, type TestApp } from './helpers.ts';
import { pedidoPorVerificar } from './pedido-helpers.ts';

/** A new normal customer, signed in (a real sign-in: a refresh cookie too). */
export async function cliente(t: TestApp) {
  const n = randomUUID().slice(0, 8);
  const { id } = await compradorNuevo(t, n);
  const r = await login(
    t.app,
    `comprador-${n}@demo.test`,
    undefined,
    `10.19.${n.charCodeAt(0)}.${n.charCodeAt(1)}`,
  );
  return {
    id,
    email: `comprador-${n}@demo.test`,
    token: r.body.token as string,
    refresh: refreshCookieOf(r.res)!,
  };
}

export const pedir = (
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A pending request of `tabla` for a new customer. */
export async function solicitud(t: TestApp, tabla: 'membresia_solicitud' | 'borrar_cuenta_solicitud') {
  const { id } = await compradorNuevo(t, randomUUID().slice(0, 8));
  const s = await t.db
    .insertInto(tabla)
    .values({ usuario_id: id })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
  return { usuario: id, solicitud: s.id, version: s.version };
}

/**
 * A delivered order of a new prime customer: placed through the API, then moved by `pedidos` (staff
 * with ROLE_PEDIDO) up to delivered, so it is delivered as the ratings read it (its status history).
 */
export async function clienteConPedidoEntregado(t: TestApp, pedidos: string) {
  const c = await compradorNuevo(t, randomUUID().slice(0, 8), UsuarioTipo.PRIME);
  const orden = await pedidoPorVerificar(t, c.token, { referencia: String(Date.now()).slice(-8) });
  const E = OrdenEstatus;
  for (const estatus of [E.CONFIRMADA, E.EN_PREPARACION, E.LISTA, E.ENTREGADA]) {
    const r = await pedir(t, pedidos, 'PUT', `/admin/orden/${orden.id}/estatus`, { estatus });
    expect(r.statusCode, r.body).toBe(200);
  }
  return { ...c, orden: orden.id };
}

/** A pending referral whose referred customer has a delivered order. */
export async function referidoAcreditable(t: TestApp, pedidos: string) {
  const referidor = await compradorNuevo(t, randomUUID().slice(0, 8));
  const referido = await clienteConPedidoEntregado(t, pedidos);
  const f = await t.db
    .insertInto('referido')
    .values({ referidor_id: referidor.id, referido_id: referido.id, recompensa: '5.00' })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
  return { referidor: referidor.id, referido: f.id, version: f.version };
}

export const clienteDemo = async (t: TestApp) =>
  (
    await t.db
      .selectFrom('usuario')
      .select('id')
      .where('email', '=', 'cliente@demo.test')
      .executeTakeFirstOrThrow()
  ).id;
export const primera = async (
  t: TestApp,
  tabla: 'membresia_solicitud' | 'borrar_cuenta_solicitud' | 'referido',
) => (await t.db.selectFrom(tabla).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
