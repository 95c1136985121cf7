/**
 * The balance's ledger under concurrency (issue 34): two tabs paying with the same balance at once
 * spend it once; parallel debits never take it below zero and it stays the sum of its rows; a gift
 * code redeemed twice at the same moment credits once; rows are never edited, a reversal happens
 * once. On PGlite the requests run one after the other; with DATABASE_URL (PostgreSQL) they race.
 */
import {
  MensajesOrden,
  MensajesTarjeta,
  type OrdenRegistrarEntrada,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { toCents } from '@mercado/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_EXEMPT_PRODUCT_SLUG } from '../src/db/seed-fixtures.ts';
import { acreditarSaldo, debitarSaldo, revertirMovimiento } from '../src/services/saldo.ts';
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
import { darSaldo, saldoDe } from './saldo-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { poolMax: 12 });
});
afterAll(async () => {
  await t?.close();
});

/** The user's rows, oldest first: each running balance is the sum so far, never below zero. */
async function libroCuadra(usuarioId: string): Promise<void> {
  const filas = await t.db
    .selectFrom('saldo_movimiento')
    .select(['monto', 'saldo_resultante'])
    .where('usuario_id', '=', usuarioId)
    .orderBy('id')
    .execute();
  let suma = 0;
  for (const f of filas) {
    suma += toCents(f.monto);
    expect(toCents(f.saldo_resultante)).toBe(suma);
    expect(suma).toBeGreaterThanOrEqual(0);
  }
  expect(toCents(await saldoDe(t.db, usuarioId))).toBe(suma);
}

describe('the balance ledger under concurrency', () => {
  it('two tabs pay with the whole balance at once: one order takes it, the other is told the balance is short', async () => {
    const c = await compradorNuevo(t, 'dos-pestanas', UsuarioTipo.PRIME);
    const producto = (await idsDe(t, [TAX_EXEMPT_PRODUCT_SLUG]))[TAX_EXEMPT_PRODUCT_SLUG]!;
    await fijarExistencia(t, producto, '1000.000', UsuarioTipo.PRIME);
    await darSaldo(t.db, c.id, '10.00');
    const cuerpos: OrdenRegistrarEntrada[] = [];
    for (const pagina of [0, 1]) {
      expect((await guardar(t, c.token, pagina, [{ producto, cantidad: '40' }])).statusCode).toBe(200);
      const fp = await formPago(t, c.token, pagina);
      expect(toCents(fp.carrito.totales.total)).toBeGreaterThan(1000);
      cuerpos.push(
        cuerpoPickup(fp, {
          pago: {
            saldo: '10.00',
            metodo: 'pago_movil',
            referencia: `55500${pagina}`,
            banco: '0134',
            telefono: '0414-5551234',
          },
        }),
      );
    }
    const rs = await Promise.all([0, 1].map((p) => registrar(t, c.token, p, cuerpos[p]!)));
    expect(rs.map((r) => r.statusCode).toSorted()).toEqual([201, 422]);
    expect(rs.find((r) => r.statusCode === 422)!.json().mensaje).toBe(MensajesOrden.SALDO_INSUFICIENTE);
    expect(await saldoDe(t.db, c.id)).toBe('0.00');
    await libroCuadra(c.id);
  });

  it('12 debits of $ 3.00 at once from $ 20.00: 6 are written, the balance is $ 2.00 and the sum of its rows', async () => {
    const c = await compradorNuevo(t, 'debitos');
    await darSaldo(t.db, c.id, '20.00');
    const hechos = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.db
          .transaction()
          .execute((tx) =>
            debitarSaldo(tx, c.id, { monto: 300, tipo: 'ajuste', descripcion: `Débito ${i}` }),
          ),
      ),
    );
    expect(hechos.filter(Boolean)).toHaveLength(6);
    expect(await saldoDe(t.db, c.id)).toBe('2.00');
    await libroCuadra(c.id);
  });

  it('a gift code redeemed twice at the same moment (two tabs, and another customer) credits once', async () => {
    await t.db.insertInto('tarjeta_regalo').values({ codigo: 'CARRERA-1', monto: '7.50' }).execute();
    const a = await compradorNuevo(t, 'regalo-a');
    const b = await compradorNuevo(t, 'regalo-b');
    const canjear = (token: string, codigo: string) =>
      t.app.inject({
        method: 'POST',
        url: '/usuario/tarjeta/regalo/usarcodigo',
        headers: bearer(token),
        payload: { codigo },
      });
    const rs = await Promise.all([
      canjear(a.token, 'carrera-1'),
      canjear(a.token, 'CARRERA-1'),
      canjear(b.token, 'Carrera-1'),
    ]);
    expect(rs.map((r) => r.statusCode).toSorted()).toEqual([200, 422, 422]);
    for (const r of rs.filter((x) => x.statusCode === 422))
      expect(r.json().mensaje).toBe(MensajesTarjeta.CODIGO_USADO);
    const creditos = await t.db
      .selectFrom('saldo_movimiento')
      .select(['usuario_id', 'monto'])
      .where('tipo', '=', 'tarjetaregalo')
      .where('usuario_id', 'in', [a.id, b.id])
      .execute();
    expect(creditos).toHaveLength(1);
    expect(creditos[0]!.monto).toBe('7.50');
    const total = toCents(await saldoDe(t.db, a.id)) + toCents(await saldoDe(t.db, b.id));
    expect(total).toBe(750);
  });
});

describe('a movement is never edited, only reversed by another', () => {
  it('the database refuses to update or delete a row; a reversal is written once, and not below zero', async () => {
    const c = await compradorNuevo(t, 'reverso');
    const credito = await t.db
      .transaction()
      .execute((tx) => acreditarSaldo(tx, c.id, { monto: 1000, tipo: 'ajuste', descripcion: 'Crédito' }));
    await expect(
      t.db.updateTable('saldo_movimiento').set({ monto: '99.00' }).where('id', '=', credito.id).execute(),
    ).rejects.toThrow(/no se modifica ni se borra/);
    await expect(t.db.deleteFrom('saldo_movimiento').where('id', '=', credito.id).execute()).rejects.toThrow(
      /no se modifica ni se borra/,
    );
    const revertir = () =>
      t.db.transaction().execute((tx) => revertirMovimiento(tx, credito.id, 'Crédito revertido'));
    const [r1, r2] = await Promise.all([revertir(), revertir()]);
    expect([r1, r2].filter(Boolean)).toHaveLength(1);
    expect(await saldoDe(t.db, c.id)).toBe('0.00');
    const reverso = await t.db
      .selectFrom('saldo_movimiento')
      .select(['monto', 'tipo', 'reverso_de'])
      .where('usuario_id', '=', c.id)
      .where('reverso_de', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(reverso).toEqual({ monto: '-10.00', tipo: 'ajuste', reverso_de: credito.id });

    // A credit already spent cannot be undone: the balance would go below zero.
    const otro = await t.db
      .transaction()
      .execute((tx) => acreditarSaldo(tx, c.id, { monto: 500, tipo: 'ajuste', descripcion: 'Otro' }));
    await t.db
      .transaction()
      .execute((tx) => debitarSaldo(tx, c.id, { monto: 400, tipo: 'ajuste', descripcion: 'Gasto' }));
    expect(await t.db.transaction().execute((tx) => revertirMovimiento(tx, otro.id, 'No'))).toBeNull();
    await libroCuadra(c.id);
  });
});
