/**
 * Zone roles on orders (issue 16), on PGlite and PostgreSQL: an order belongs to its zone, so a staff
 * member who holds zone roles sees and changes only those zones' orders, wherever the zone is named
 * (the order itself, or a filter); one who holds no zone role keeps the whole store.
 */
import { Mensajes, OrdenAdminPaginaSchema, OrdenEstatus, UsuarioTipo } from '@mercado/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTRA_ZONA_SLUG, ZONA_SLUG } from '../src/db/seed-fixtures.ts';
import { compradorNuevo } from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';
import { pedidoPorVerificar, staffCon } from './pedido-helpers.ts';

let t: TestApp;
/** ROLE_PEDIDO limited to Caracas. */
let caracas: string;
/** ROLE_PEDIDO without zone roles: every zone. */
let todas: string;
const orden = { caracas: 0, valencia: 0 };

beforeAll(async () => {
  t = await createTestApp({ ordenBarridoSegundos: 0 });
  await t.db.updateTable('zona_horario_pickup').set({ capacidad: 1000 }).execute();
  caracas = await staffCon(t, 'pedidos-caracas', ['ROLE_ADMIN', 'ROLE_PEDIDO', `ROLE_ZONA_${ZONA_SLUG}`]);
  todas = await staffCon(t, 'pedidos-todas', ['ROLE_ADMIN', 'ROLE_PEDIDO']);
  const comprador = await compradorNuevo(t, 'zonas', UsuarioTipo.PRIME);
  orden.caracas = (await pedidoPorVerificar(t, comprador.token, { referencia: '55501' })).id;
  orden.valencia = (
    await pedidoPorVerificar(t, comprador.token, { zona: OTRA_ZONA_SLUG, referencia: '55502' })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

const verificar = (token: string, id: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/admin/orden/${id}/estatus`,
    headers: bearer(token),
    payload: { estatus: OrdenEstatus.CONFIRMADA },
  });
const estatusDe = async (id: number) =>
  (await t.db.selectFrom('orden').select('estatus').where('id', '=', id).executeTakeFirstOrThrow()).estatus;
const listar = async (token: string, query = '') => {
  const r = await t.app.inject({ method: 'GET', url: `/admin/orden${query}`, headers: bearer(token) });
  return { status: r.statusCode, body: r.json() };
};

describe('a staff member limited to Caracas', () => {
  it('cannot verify the payment of a Valencia order: 403, the order unchanged; a Caracas order, yes', async () => {
    const r = await verificar(caracas, orden.valencia);
    expect(r.statusCode).toBe(403);
    expect(r.json().mensaje).toBe(Mensajes.SIN_PERMISO_ZONA);
    expect(await estatusDe(orden.valencia)).toBe(OrdenEstatus.POR_VERIFICAR);

    const ok = await verificar(caracas, orden.caracas);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: orden.caracas, estatus: OrdenEstatus.CONFIRMADA });
  });

  it('lists only Caracas orders, cannot read a Valencia one, and naming Valencia in a filter is 403', async () => {
    const lista = await listar(caracas);
    expect(lista.status).toBe(200);
    const ids = OrdenAdminPaginaSchema.parse(lista.body).items.map((o) => o.id);
    expect(ids).toContain(orden.caracas);
    expect(ids).not.toContain(orden.valencia);
    expect(lista.body.items.every((o: { zona: string }) => o.zona === ZONA_SLUG)).toBe(true);

    const leer = await t.app.inject({
      method: 'GET',
      url: `/admin/orden/${orden.valencia}/full`,
      headers: bearer(caracas),
    });
    expect(leer.statusCode).toBe(403);
    expect(leer.json().mensaje).toBe(Mensajes.SIN_PERMISO_ZONA);

    const otra = await listar(caracas, `?zona=${OTRA_ZONA_SLUG}`);
    expect(otra.status).toBe(403);
    expect(otra.body.mensaje).toBe(Mensajes.SIN_PERMISO_ZONA);
  });
});

describe('a staff member without zone roles', () => {
  it('keeps the whole store: lists and reads both zones, filters by one, verifies the Valencia order', async () => {
    const ids = OrdenAdminPaginaSchema.parse((await listar(todas)).body).items.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([orden.caracas, orden.valencia]));
    const soloValencia = OrdenAdminPaginaSchema.parse((await listar(todas, `?zona=${OTRA_ZONA_SLUG}`)).body);
    // Valencia's orders: this test's and the demo data's (the seed's delivered cash orders).
    const deValencia = await t.db
      .selectFrom('orden')
      .innerJoin('zona', 'zona.id', 'orden.zona_id')
      .where('zona.slug', '=', OTRA_ZONA_SLUG)
      .select('orden.id')
      .orderBy('orden.id', 'desc')
      .execute();
    expect(soloValencia.items.map((o) => o.id).toSorted()).toEqual(deValencia.map((o) => o.id).toSorted());
    expect(soloValencia.items.map((o) => o.id)).toContain(orden.valencia);
    expect(soloValencia.items.map((o) => o.id)).not.toContain(orden.caracas);
    const porVerificar = OrdenAdminPaginaSchema.parse(
      (await listar(todas, `?estatus=${OrdenEstatus.POR_VERIFICAR}`)).body,
    );
    expect(porVerificar.items.map((o) => o.id)).toEqual([orden.valencia]);

    const leer = await t.app.inject({
      method: 'GET',
      url: `/admin/orden/${orden.valencia}/full`,
      headers: bearer(todas),
    });
    expect(leer.statusCode).toBe(200);
    expect(leer.json()).toMatchObject({ id: orden.valencia, zona: { slug: OTRA_ZONA_SLUG } });
    expect((await verificar(todas, orden.valencia)).statusCode).toBe(200);
    expect(await estatusDe(orden.valencia)).toBe(OrdenEstatus.CONFIRMADA);
  });

  it('the section role is still needed: staff without ROLE_PEDIDO get 403', async () => {
    const sinPedido = await staffCon(t, 'sin-pedido', ['ROLE_ADMIN', 'ROLE_CUPON']);
    expect((await listar(sinPedido)).status).toBe(403);
    expect((await verificar(sinPedido, orden.caracas)).statusCode).toBe(403);
  });
});
