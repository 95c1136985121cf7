/**
 * A configuration change reaches shoppers on their next request (issue 35, decision 0047): the rate
 * in /api/website/resolve (the store's and search's bolívar prices) and in the cart and checkout, the
 * minimum purchase, packaging cost and category icons in resolve, the IGTF at checkout; while an
 * order placed before keeps the rate it was placed at.
 */
import { FormPagoSchema, OrdenUsuarioSchema, ResolveResponseSchema } from '@mercado/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_PRODUCT_SLUG, PAGO_MOVIL_BANK_CODE } from '../src/db/seed-fixtures.ts';
import { carritos, formPago, franjaLibre, guardar, idsDe, registrar, tokenDe } from './checkout-helpers.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let cliente: string;
let producto: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, 'admin@demo.test')).body.token;
  cliente = await tokenDe(t, 'cliente@demo.test');
  producto = (await idsDe(t, [OFFER_PRODUCT_SLUG]))[OFFER_PRODUCT_SLUG]!;
}, 300_000);
afterAll(() => t?.close());

const put = async (ruta: string, payload: object) => {
  const r = await t.app.inject({
    method: 'PUT',
    url: `/admin/config/${ruta}/editar`,
    headers: bearer(admin),
    payload,
  });
  expect(r.statusCode, r.body).toBe(200);
};
const resolve = async (token?: string) =>
  ResolveResponseSchema.parse(
    (
      await t.app.inject({
        url: '/api/website/resolve?zona=caracas',
        ...(token ? { headers: bearer(token) } : {}),
      })
    ).json(),
  );
const tasaResuelta = async (token?: string) => (await resolve(token)).moneda.find((m) => m.id === 2)?.tasa;

describe('a configuration change, on the next request', () => {
  let ordenId: number;
  let tasaDeLaOrden: string;
  let totalBs: string;

  it('an order placed at the current rate', async () => {
    expect((await guardar(t, cliente, 1, [{ producto, cantidad: '10' }])).statusCode).toBe(200);
    const fp = await formPago(t, cliente, 1);
    const f = franjaLibre(fp);
    const r = await registrar(t, cliente, 1, {
      idempotencia: fp.idempotencia,
      carritoVersion: fp.carrito.version,
      tipoEnvio: 'delivery',
      direccionId: fp.direcciones[0]?.id,
      franja: { horarioId: f.horarioId, fecha: f.fecha },
      pago: {
        metodo: 'pago_movil',
        referencia: '0012345678',
        banco: PAGO_MOVIL_BANK_CODE,
        telefono: '0414-5551234',
      },
    });
    expect(r.statusCode, r.body).toBe(201);
    ordenId = r.json().orden.id;
    totalBs = r.json().orden.totales.bs.total;
    tasaDeLaOrden = fp.tasa;
    expect(tasaDeLaOrden).toBe('236.4500');
  });

  it('the new rate is in resolve (anonymous and signed in), the cart and the checkout at once; the order keeps its rate', async () => {
    expect(await tasaResuelta()).toBe('236.4500');
    await put('tasa', { tasa: '300', anterior: '236.45', confirmar: true });
    expect(await tasaResuelta()).toBe('300.0000');
    expect(await tasaResuelta(cliente)).toBe('300.0000');

    expect((await guardar(t, cliente, 1, [{ producto, cantidad: '1' }])).statusCode).toBe(200);
    const [carrito] = await carritos(t, cliente);
    expect(carrito?.totales.tasa).toBe('300.0000');
    expect(FormPagoSchema.parse(await formPago(t, cliente, 1)).tasa).toBe('300.0000');

    const orden = OrdenUsuarioSchema.parse(
      (await t.app.inject({ url: `/usuario/orden/${ordenId}/usuario`, headers: bearer(cliente) })).json(),
    );
    expect(orden.totales.tasa).toBe(tasaDeLaOrden);
    expect(orden.totales.bs.total).toBe(totalBs);
    const fila = await t.db
      .selectFrom('orden')
      .select('tasa')
      .where('id', '=', ordenId)
      .executeTakeFirstOrThrow();
    expect(fila.tasa).toBe('236.4500');
  });

  it('minimum purchase, packaging cost and category icons in resolve, the IGTF at checkout', async () => {
    const antes = (await resolve()).configuracion;
    const fpAntes = await formPago(t, cliente, 1);
    await put('minimocompra', { minimoCompra: '7,5', anterior: antes.minimoCompra });
    await put('costoempaquetado', { costoEmpaquetado: '0,75', anterior: antes.costoEmpaquetado });
    await put('iconocategoria', { iconoCategoria: !antes.iconoCategoria, anterior: antes.iconoCategoria });
    await put('igtf', { igtf: '4,25', anterior: fpAntes.igtf });
    expect((await resolve()).configuracion).toEqual({
      minimoCompra: '7.50',
      costoEmpaquetado: '0.75',
      iconoCategoria: !antes.iconoCategoria,
    });
    expect((await formPago(t, cliente, 1)).igtf).toBe('4.2500');
  });
});
