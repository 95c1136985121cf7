/**
 * The finance team's books (issue 35): the daily summary from a known set of rows on two past days
 * (each figure in USD and in bolívares at that day's rate), bad periods, the CSV (formula-safe), and
 * the ledger check, which reports a ledger broken behind the trigger's back with its differences.
 */
import { adminFinanzas } from '@mercado/shared/endpoints/admin-finanzas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_EXEMPT_PRODUCT_SLUG, ZONA_SLUG } from '../src/db/seed-fixtures.ts';
import { leerCelda } from '../src/services/csv.ts';
import { tokenConRoles } from './admin-acceso.ts';
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

const ResumenDiarioSchema = adminFinanzas.resumen.response;
const CuadreSchema = adminFinanzas.cuadre.response;
let t: TestApp;
let staff: string;
let orden: { id: number; total: string; monto_metodo: string };
const tasaMoneda = async () =>
  (await t.db.selectFrom('moneda').select('tasa').where('id', '=', 2).executeTakeFirstOrThrow()).tasa;
const pedir = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(staff) });
const PERIODO = 'desde=2020-02-19&hasta=2020-03-02';

/** Two past days: 1 March at 40 Bs/USD, 2 March at 50 (set that afternoon: the day ends at 50). */
async function filasConocidas() {
  const c = await compradorNuevo(t, 'finanzas');
  const producto = (await idsDe(t, [TAX_EXEMPT_PRODUCT_SLUG]))[TAX_EXEMPT_PRODUCT_SLUG]!;
  await fijarExistencia(t, producto, '100.000', 1);
  expect((await guardar(t, c.token, 0, [{ producto, cantidad: '20' }])).statusCode).toBe(200);
  const r = await registrar(t, c.token, 0, cuerpoPickup(await formPago(t, c.token, 0)));
  expect(r.statusCode, r.body).toBe(201);
  const id = r.json().orden.id as number;
  orden = await t.db
    .updateTable('orden')
    .set({ creado_en: new Date('2020-03-01T10:00:00-04:00'), pago_verificado: true })
    .where('id', '=', id)
    .returning(['id', 'total', 'monto_metodo'])
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('tasa_historial')
    .values([
      { moneda_id: 2, tasa: '40.0000', creado_en: new Date('2020-02-20T09:00:00-04:00') },
      {
        moneda_id: 2,
        tasa: '50.0000',
        anterior: '40.0000',
        creado_en: new Date('2020-03-02T15:00:00-04:00'),
      },
    ])
    .execute();
  const mov = (dia: string, monto: string, resultante: string, tipo: string) => ({
    usuario_id: c.id,
    monto,
    saldo_resultante: resultante,
    tipo,
    descripcion: 'Prueba',
    creado_en: new Date(`${dia}T11:00:00-04:00`),
  });
  await t.db
    .insertInto('saldo_movimiento')
    .values([
      mov('2020-03-01', '10.00', '10.00', 'tarjetapago'),
      mov('2020-03-01', '-4.00', '6.00', 'ordenpago'),
      mov('2020-03-02', '2.50', '8.50', 'ajuste'),
      mov('2020-03-02', '-3.00', '5.50', 'ajuste'),
    ])
    .execute();
  const solicitud = await t.db
    .insertInto('tarjeta_solicitud')
    .values({
      usuario_id: c.id,
      monto: '20.00',
      tasa: '50.0000',
      destino: 'regalo',
      email_destino: 'amiga@demo.test',
      metodo_pago: 'pago_movil',
      referencia: '998877',
      estatus: 'APROBADA',
      creado_en: new Date('2020-03-01T08:00:00-04:00'),
      decidido_en: new Date('2020-03-02T09:00:00-04:00'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('tarjeta_regalo')
    .values({
      codigo: 'FINANZAS-PRUEBA',
      monto: '20.00',
      solicitud_id: solicitud.id,
      usado_por: c.id,
      usado_en: new Date('2020-03-02T19:00:00-04:00'),
    })
    .execute();
  await t.db
    .insertInto('vuelto')
    .values({
      orden_id: id,
      usuario_id: c.id,
      monto: '1.50',
      monto_bs: '60.00',
      metodo: 'efectivo_usd',
      motivo: 'efectivo',
      estatus: 'entregado',
      forma_liquidacion: 'efectivo',
      pagado_por: 'Caja principal',
      creado_en: new Date('2020-03-01T12:00:00-04:00'),
      entregado_en: new Date('2020-03-02T23:30:00-04:00'),
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_TARJETA', `ROLE_ZONA_${ZONA_SLUG}`]);
  await filasConocidas();
}, 300_000);
afterAll(() => t?.close());

const bs = (usd: string, tasa: number) => (Math.round(Number(usd) * 100 * tasa) / 100).toFixed(2);

describe('resumen diario', () => {
  it('sums each measure per Caracas day, in USD and in bolívares at that day’s rate', async () => {
    const r = await pedir(`/admin/finanzas/resumen?${PERIODO}`);
    expect(r.statusCode, r.body).toBe(200);
    const resumen = ResumenDiarioSchema.parse(r.json());
    expect(resumen.dias.map((d) => d.dia)).toHaveLength(13);
    const [antes] = resumen.dias;
    const dia1 = resumen.dias.find((d) => d.dia === '2020-03-01')!;
    const dia2 = resumen.dias.find((d) => d.dia === '2020-03-02')!;
    // Before the first rate of the history, the bolívar's current rate.
    expect(antes!.tasa).toBe(await tasaMoneda());
    expect(dia1.tasa).toBe('40.0000');
    expect(dia2.tasa).toBe('50.0000');
    expect(dia1.cifras.pedidos).toEqual({ cantidad: 1, usd: orden.total, bs: bs(orden.total, 40) });
    expect(dia1.cifras['pedidos:pago_movil']).toEqual({
      cantidad: 1,
      usd: orden.monto_metodo,
      bs: bs(orden.monto_metodo, 40),
    });
    expect(dia1.cifras['saldo-emitido']).toEqual({ cantidad: 1, usd: '10.00', bs: '400.00' });
    expect(dia1.cifras['saldo-gastado']).toEqual({ cantidad: 1, usd: '4.00', bs: '160.00' });
    expect(dia1.cifras['saldo-gastado:ordenpago']).toEqual({ cantidad: 1, usd: '4.00', bs: '160.00' });
    expect(dia1.cifras['vuelto-creado']).toEqual({ cantidad: 1, usd: '1.50', bs: '60.00' });
    // Adjustments net: +2.50 and −3.00 at 50 Bs/USD.
    expect(dia2.cifras.ajustes).toEqual({ cantidad: 2, usd: '-0.50', bs: '-25.00' });
    expect(dia2.cifras['saldo-gastado:ajuste']).toEqual({ cantidad: 1, usd: '3.00', bs: '150.00' });
    expect(dia2.cifras['tarjetas-vendidas']).toEqual({ cantidad: 1, usd: '20.00', bs: '1000.00' });
    expect(dia2.cifras['tarjetas-vendidas:regalo']).toEqual({ cantidad: 1, usd: '20.00', bs: '1000.00' });
    expect(dia2.cifras['tarjetas-canjeadas']).toEqual({ cantidad: 1, usd: '20.00', bs: '1000.00' });
    // Handed over at 23:30 in Caracas: still 2 March there (3 March in UTC).
    expect(dia2.cifras['vuelto-liquidado']).toEqual({ cantidad: 1, usd: '1.50', bs: '75.00' });
    expect(dia2.cifras['vuelto-liquidado:efectivo']).toEqual({ cantidad: 1, usd: '1.50', bs: '75.00' });
    expect(dia2.cifras.pedidos).toEqual({ cantidad: 0, usd: '0.00', bs: '0.00' });
    expect(resumen.totales['saldo-emitido']).toEqual({ cantidad: 2, usd: '12.50', bs: '525.00' });
    expect(resumen.totales['vuelto-creado']).toEqual({ cantidad: 1, usd: '1.50', bs: '60.00' });
    expect(resumen.medidas.find((m) => m.clave === 'pedidos:pago_movil')).toEqual({
      clave: 'pedidos:pago_movil',
      etiqueta: 'Pedidos pagados: Pago Móvil',
      grupo: 'detalle',
    });
  });

  it('a zone keeps its orders and change; another zone has none of them', async () => {
    const propia = ResumenDiarioSchema.parse(
      (await pedir(`/admin/finanzas/resumen?${PERIODO}&zona=${ZONA_SLUG}`)).json(),
    );
    expect(propia.totales.pedidos?.cantidad).toBe(1);
    const otra = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_TARJETA', 'ROLE_ZONA_valencia']);
    const r = await t.app.inject({
      method: 'GET',
      url: `/admin/finanzas/resumen?${PERIODO}&zona=valencia`,
      headers: bearer(otra),
    });
    const ajena = ResumenDiarioSchema.parse(r.json());
    expect(ajena.totales.pedidos?.cantidad).toBe(0);
    expect(ajena.totales['vuelto-creado']?.cantidad).toBe(0);
    expect(ajena.totales['saldo-emitido']?.cantidad).toBe(2);
  });

  it.each([
    ['desde=2020-03-02&hasta=2020-03-01', 'La fecha inicial no puede ser posterior a la final'],
    ['desde=2019-01-01&hasta=2020-03-01', 'Consulte como máximo 366 días'],
    ['desde=2020-02-30&hasta=2020-03-01', 'La fecha inicial no existe'],
    ['desde=ayer&hasta=2020-03-01', null],
    ['desde=2020-03-01&otro=1', null],
  ])('refuses the period %s (400)', async (periodo, mensaje) => {
    const r = await pedir(`/admin/finanzas/resumen?${periodo}`);
    expect(r.statusCode, r.body).toBe(400);
    if (mensaje) expect(r.body).toContain(mensaje);
    expect((await pedir(`/admin/finanzas/resumen/csv?${periodo}`)).statusCode).toBe(400);
  });
});

describe('resumen en CSV', () => {
  it('one row per day and the totals, numbers as the store writes them, a formula-like name as text', async () => {
    await t.db
      .updateTable('metodo_pago')
      .set({ nombre: '=HYPERLINK("http://x","Pago")' })
      .where('codigo', '=', 'pago_movil')
      .execute();
    const r = await pedir(`/admin/finanzas/resumen/csv?${PERIODO}`);
    await t.db
      .updateTable('metodo_pago')
      .set({ nombre: 'Pago Móvil' })
      .where('codigo', '=', 'pago_movil')
      .execute();
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toBe(
      'attachment; filename="resumen-financiero-tienda-2020-02-19-a-2020-03-02.csv"',
    );
    const lineas = r.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lineas).toHaveLength(1 + 13 + 1);
    const cabecera = lineas[0]!.split(';');
    // A name is only ever inside a label that starts with the measure's: never a formula.
    expect(cabecera).toContain('"Pedidos pagados: =HYPERLINK(""http://x"",""Pago"") (USD)"');
    const emitido = cabecera.indexOf('Saldo emitido (Bs)');
    const ajustes = cabecera.indexOf('Ajustes (neto) (USD)');
    const dia1 = lineas.find((l) => l.startsWith('2020-03-01;'))!.split(';');
    const dia2 = lineas.find((l) => l.startsWith('2020-03-02;'))!.split(';');
    expect(dia1[1]).toBe('40,0000');
    expect(dia1[emitido]).toBe('400,00');
    // A negative amount stays a number for the spreadsheet; every other cell is a number or the day.
    expect(dia2[ajustes]).toBe('-0,50');
    for (const linea of lineas.slice(1))
      for (const celda of linea.split(';').slice(1)) expect(celda).toMatch(/^(-?[\d.]+,\d{2,4}|\d+|)$/);
    expect(lineas.at(-1)!.split(';')[emitido]).toBe('525,00');
    expect(leerCelda(lineas.at(-1)!.split(';')[0]!)).toBe('Total');
  });
});

describe('cuadre del libro', () => {
  it('the ledger equals the balances, then a broken row is reported with its difference', async () => {
    const bien = CuadreSchema.parse((await pedir('/admin/finanzas/cuadre')).json());
    expect(bien.diferencias).toEqual([]);
    expect(bien.cuadra).toBe(true);
    expect(bien.movimientos).toBeGreaterThanOrEqual(3);

    const fila = await t.db
      .selectFrom('saldo_movimiento')
      .select(['id', 'usuario_id'])
      .where('monto', '=', '-4.00')
      .where('descripcion', '=', 'Prueba')
      .executeTakeFirstOrThrow();
    // Rows are never edited (a trigger refuses it); this test goes behind it to break the ledger.
    await sql`alter table saldo_movimiento disable trigger saldo_movimiento_inmutable`.execute(t.db);
    await sql`update saldo_movimiento set monto = -3.00 where id = ${fila.id}`.execute(t.db);
    await sql`alter table saldo_movimiento enable trigger saldo_movimiento_inmutable`.execute(t.db);

    const r = CuadreSchema.parse((await pedir('/admin/finanzas/cuadre')).json());
    expect(r.cuadra).toBe(false);
    expect(r.diferencias).toContainEqual(
      expect.objectContaining({
        regla: 'encadenado',
        movimientoId: Number(fila.id),
        usuarioId: fila.usuario_id,
        esperado: '7.00',
        encontrado: '6.00',
      }),
    );
    expect(r.diferencias).toContainEqual(
      expect.objectContaining({
        regla: 'suma',
        usuarioId: fila.usuario_id,
        esperado: '6.50',
        encontrado: '5.50',
      }),
    );
    expect(r.diferencias).toContainEqual(
      expect.objectContaining({
        regla: 'totales',
        esperado: expect.any(String),
        encontrado: bien.saldos,
      }),
    );
    expect(r.totalDiferencias).toBe(r.diferencias.length);
  });
});
