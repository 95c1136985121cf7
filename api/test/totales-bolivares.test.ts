/**
 * Migration 0008 (issue 17): orders placed before their totals carried `bs` keep being read, with
 * the bolívares they showed then: each dollar amount at the order's rate, their stored total.
 */
import { OrdenDetalleSchema, UsuarioTipo } from '@mercado/shared/contracts';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { down, up } from '../src/db/migrations/0008_totales_bolivares.ts';
import { compradorNuevo } from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';
import { pedidoPorVerificar } from './pedido-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ordenBarridoSegundos: 0 });
});
afterAll(async () => {
  await t?.close();
});

it('an order stored with totalBs and montoMetodoBs is read with its amounts in bolívares', async () => {
  const { token } = await compradorNuevo(t, 'bs', UsuarioTipo.PRIME);
  const orden = await pedidoPorVerificar(t, token, { referencia: '0011223344' });
  const leer = async () =>
    OrdenDetalleSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/usuario/orden/${orden.id}/usuario`,
          headers: bearer(token),
        })
      ).json(),
    );
  const { totales } = orden;

  // As the order was stored before: no bs, its two bolívar figures.
  // A migration takes the untyped Kysely the migrator passes.
  const db = t.db as unknown as Kysely<unknown>;
  await down(db);
  const { rows } = await sql<{
    totales: Record<string, unknown>;
  }>`select totales from orden where id = ${orden.id}`.execute(t.db);
  expect(rows[0]?.totales).toMatchObject({
    totalBs: totales.bs.total,
    montoMetodoBs: totales.bs.montoMetodo,
  });
  expect(rows[0]?.totales).not.toHaveProperty('bs');

  await up(db);
  const leida = await leer();
  const alaTasa = (usd: string) =>
    ((BigInt(usd.replace('.', '')) * BigInt(totales.tasa.replace('.', '')) + 5000n) / 10_000n).toString();
  const bs = (cents: string) => `${cents.slice(0, -2) || '0'}.${cents.slice(-2).padStart(2, '0')}`;
  expect(leida.totales.tasa).toBe(totales.tasa);
  expect(leida.totales.bs).toMatchObject({
    subtotal: bs(alaTasa(totales.subtotal)),
    totalIva: bs(alaTasa(totales.totalIva)),
    empaquetado: bs(alaTasa(totales.empaquetado)),
    total: totales.bs.total,
    montoMetodo: totales.bs.montoMetodo,
  });
  expect(leida.totales.bs.iva.map((c) => c.base)).toEqual(totales.iva.map((c) => bs(alaTasa(c.base))));
  expect(leida.totales).not.toHaveProperty('totalBs');
});
