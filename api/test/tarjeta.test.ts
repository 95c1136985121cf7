/**
 * Gift cards and the balance (issue 34, spec /tarjeta-saldo): the balance and its history in USD and
 * bolívares, a gift code redeemed once whatever its case with its own message when unknown, used or
 * expired and the throttle on guessing, balance card requests and bad input.
 */
import {
  CodigoUsadoSchema,
  FormComprarSchema,
  HistorialSaldoSchema,
  MensajesOrden,
  MensajesTarjeta,
  MovimientoDetalleSchema,
  SaldoSchema,
  SolicitudesTarjetaSchema,
  SolicitudTarjetaSchema,
} from '@mercado/shared/contracts';
import { convertCents, fromCents, toCents } from '@mercado/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENTE_SALDO } from '../src/db/seed-fixtures.ts';
import { CODIGO_REGALO_DEMO, CODIGO_REGALO_VENCIDO } from '../src/db/seed-tarjeta.ts';
import { tokenDe } from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let cliente: string;
let prime: string;
beforeAll(async () => {
  t = await createTestApp({ cuponMaxFailsUsuario: 4 });
  cliente = await tokenDe(t, 'cliente@demo.test');
  prime = await tokenDe(t, 'prime@demo.test');
});
afterAll(async () => {
  await t?.close();
});

const pedir = (token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const canjear = (token: string, codigo: unknown, ip = '10.1.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/usuario/tarjeta/regalo/usarcodigo',
    headers: bearer(token),
    payload: { codigo },
    remoteAddress: ip,
  });
const PAGO_MOVIL = { metodo: 'pago_movil', referencia: '123456', banco: '0134', telefono: '0414-5551234' };

describe('balance and history', () => {
  it('the balance in USD and bolívares at the current rate; the history with each movement in both', async () => {
    expect((await pedir(null, 'GET', '/usuario/tarjeta/saldo')).statusCode).toBe(401);
    const s = SaldoSchema.parse((await pedir(cliente, 'GET', '/usuario/tarjeta/saldo')).json());
    expect(s.saldo).toBe(CLIENTE_SALDO);
    expect(s.saldoBs).toBe(fromCents(convertCents(toCents(CLIENTE_SALDO), s.tasa)));
    const h = HistorialSaldoSchema.parse(
      (await pedir(cliente, 'GET', '/usuario/tarjeta/saldo/historial')).json(),
    );
    expect(h.items.map((m) => [m.tipo, m.monto, m.saldoResultante])).toEqual([
      ['ajuste', CLIENTE_SALDO, CLIENTE_SALDO],
    ]);
    expect(h.items[0]!.montoBs).toBe(s.saldoBs);
    expect((await pedir(cliente, 'GET', '/usuario/tarjeta/saldo/historial?pagina=0')).statusCode).toBe(400);
  });
});

describe('gift codes', () => {
  it('redeems the demo code whatever its case, once; its detail names the code; another customer cannot see it', async () => {
    const r = await canjear(cliente, `  ${CODIGO_REGALO_DEMO.toLowerCase()} `);
    expect(r.statusCode, r.body).toBe(200);
    const usado = CodigoUsadoSchema.parse(r.json());
    expect(usado.monto).toBe('10.00');
    expect(usado.saldo.saldo).toBe(fromCents(toCents(CLIENTE_SALDO) + 1000));
    expect(usado.movimiento).toMatchObject({ tipo: 'tarjetaregalo', monto: '10.00' });
    const id = usado.movimiento.id;
    const d = MovimientoDetalleSchema.parse(
      (await pedir(cliente, 'GET', `/usuario/tarjeta/saldo/historial/tarjetaregalo/${id}`)).json(),
    );
    expect(d.tarjetaRegalo).toEqual({ codigo: CODIGO_REGALO_DEMO, monto: '10.00' });
    expect((await pedir(cliente, 'GET', `/usuario/tarjeta/saldo/historial/ajuste/${id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await pedir(prime, 'GET', `/usuario/tarjeta/saldo/historial/tarjetaregalo/${id}`)).statusCode,
    ).toBe(404);
    expect((await pedir(cliente, 'GET', `/usuario/tarjeta/saldo/historial/otro/${id}`)).statusCode).toBe(400);

    const otra = await canjear(prime, CODIGO_REGALO_DEMO);
    expect([otra.statusCode, otra.json()]).toEqual([
      422,
      { mensaje: MensajesTarjeta.CODIGO_USADO, campos: { codigo: MensajesTarjeta.CODIGO_USADO } },
    ]);
  });

  it('an unknown or expired code says so; bad input is refused; guessing is throttled per customer', async () => {
    const c = await tokenDe(t, 'mayorista@demo.test');
    const vencido = await canjear(c, CODIGO_REGALO_VENCIDO);
    expect([vencido.statusCode, vencido.json().mensaje]).toEqual([422, MensajesTarjeta.CODIGO_VENCIDO]);
    const desconocido = await canjear(c, 'NO-EXISTE-1');
    expect([desconocido.statusCode, desconocido.json().mensaje]).toEqual([
      422,
      MensajesTarjeta.CODIGO_NO_EXISTE,
    ]);
    for (const malo of ['', '   ', 'x'.repeat(41), 'A\nB', 12])
      expect((await canjear(c, malo)).statusCode, String(malo)).toBe(400);
    expect((await canjear(c, 'NO-EXISTE-2')).statusCode).toBe(422);
    expect((await canjear(c, 'NO-EXISTE-3')).statusCode).toBe(422);
    // The fifth attempt in the window (the limit is 4): refused before the code is looked up.
    await t.db.insertInto('tarjeta_regalo').values({ codigo: 'BUENO-1', monto: '1.00' }).execute();
    const frenado = await canjear(c, 'BUENO-1');
    expect([frenado.statusCode, frenado.json().mensaje]).toEqual([429, MensajesTarjeta.DEMASIADOS_CODIGOS]);
    expect(Number(frenado.headers['retry-after'])).toBeGreaterThan(0);
    // Another customer is not held back; a redeemed code gives its attempt back.
    for (const codigo of ['BUENO-1', 'NO-EXISTE-4', 'NO-EXISTE-5', 'NO-EXISTE-6'])
      expect((await canjear(prime, codigo)).statusCode).not.toBe(429);
  });
});

describe('balance card requests', () => {
  it('the form offers the reference methods, the banks, the rate and the limits', async () => {
    const f = FormComprarSchema.parse(
      (await pedir(cliente, 'GET', '/usuario/tarjeta/solicitud/formcomprar')).json(),
    );
    expect(f.metodosPago.map((m) => m.codigo)).toEqual(['pago_movil', 'transferencia', 'zelle']);
    expect(f.bancos.length).toBeGreaterThan(0);
    expect([f.montoMinimo, f.montoMaximo]).toEqual(['5.00', '500.00']);
  });

  it('for myself or as a gift: each waits PENDIENTE in my list; another customer’s is not found', async () => {
    const propia = await pedir(cliente, 'POST', '/usuario/tarjeta/solicitud/procesarcomprar', {
      monto: '20.00',
      destino: 'propio',
      ...PAGO_MOVIL,
    });
    expect(propia.statusCode, propia.body).toBe(201);
    const p = SolicitudTarjetaSchema.parse(propia.json());
    expect(p).toMatchObject({
      monto: '20.00',
      destino: 'propio',
      estatus: 'PENDIENTE',
      metodo: 'pago_movil',
    });
    expect(p.montoBs).toBe(fromCents(convertCents(2000, p.tasa)));
    const regalo = await pedir(cliente, 'POST', '/usuario/tarjeta/solicitud/procesarcomprar', {
      monto: '15.50',
      destino: 'regalo',
      emailDestino: ' Amiga@Demo.test ',
      metodo: 'zelle',
      referencia: 'ZL998877',
    });
    expect(regalo.statusCode, regalo.body).toBe(201);
    expect(regalo.json()).toMatchObject({ emailDestino: 'amiga@demo.test', metodoNombre: 'Zelle' });
    const lista = SolicitudesTarjetaSchema.parse(
      (await pedir(cliente, 'GET', '/usuario/tarjeta/solicitud/listado/1')).json(),
    );
    expect(lista.items.map((s) => [s.monto, s.destino, s.estatus])).toEqual([
      ['15.50', 'regalo', 'PENDIENTE'],
      ['20.00', 'propio', 'PENDIENTE'],
    ]);
    expect((await pedir(cliente, 'GET', `/usuario/tarjeta/solicitud/${p.id}`)).json()).toEqual(p);
    const ajena = await pedir(prime, 'GET', `/usuario/tarjeta/solicitud/${p.id}`);
    expect([ajena.statusCode, ajena.json().mensaje]).toEqual([404, MensajesTarjeta.SOLICITUD_NO_EXISTE]);
    expect((await pedir(prime, 'GET', '/usuario/tarjeta/solicitud/listado/1')).json().items).toEqual([]);
  });

  it('refuses an amount out of bounds, a gift without email, a bad reference, a missing bank, and malformed bodies', async () => {
    const comprar = (body: object) =>
      pedir(cliente, 'POST', '/usuario/tarjeta/solicitud/procesarcomprar', body);
    const casos: [object, string, string][] = [
      [{ monto: '4.99', destino: 'propio', ...PAGO_MOVIL }, 'monto', MensajesTarjeta.MONTO_FUERA],
      [{ monto: '500.01', destino: 'propio', ...PAGO_MOVIL }, 'monto', MensajesTarjeta.MONTO_FUERA],
      [{ monto: '10.00', destino: 'regalo', ...PAGO_MOVIL }, 'emailDestino', MensajesTarjeta.EMAIL_REQUERIDO],
      [
        { monto: '10.00', destino: 'propio', ...PAGO_MOVIL, referencia: '12' },
        'referencia',
        'La referencia debe tener entre 4 y 12 dígitos, solo números',
      ],
      [
        { monto: '10.00', destino: 'propio', ...PAGO_MOVIL, banco: '9999' },
        'banco',
        MensajesOrden.BANCO_REQUERIDO,
      ],
    ];
    for (const [body, campo, mensaje] of casos) {
      const r = await comprar(body);
      expect([r.statusCode, r.json().campos?.[campo]], JSON.stringify(body)).toEqual([422, mensaje]);
    }
    for (const body of [
      { monto: '10', destino: 'propio', ...PAGO_MOVIL },
      { monto: '10.00', destino: 'otro', ...PAGO_MOVIL },
      { monto: '10.00', destino: 'propio', ...PAGO_MOVIL, metodo: 'saldo' },
      { monto: '10.00', destino: 'propio', ...PAGO_MOVIL, extra: 1 },
      { monto: '10.00', destino: 'regalo', ...PAGO_MOVIL, emailDestino: 'no-es-correo' },
    ])
      expect((await comprar(body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await pedir(cliente, 'GET', '/usuario/tarjeta/solicitud/listado/0')).statusCode).toBe(400);
    expect((await pedir(cliente, 'GET', '/usuario/tarjeta/solicitud/abc')).statusCode).toBe(400);
    const lista = SolicitudesTarjetaSchema.parse(
      (await pedir(cliente, 'GET', '/usuario/tarjeta/solicitud/listado/1')).json(),
    );
    expect(lista.total).toBe(2);
  });
});
