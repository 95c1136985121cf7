/**
 * Decision 0049 (issue 36): a placed order stores and returns the figures the shopper saw — the
 * products at their prices with IVA and the coupon with its IVA — and they add up to the total in
 * dollars and in bolívares.
 */
import { OrdenDetalleSchema, UsuarioTipo } from '@mercado/shared/contracts';
import { toCents } from '@mercado/shared/rules';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  COUPON_PERCENT_CODE,
  OFFER_PRODUCT_SLUG,
  TAX_GENERAL_PRODUCT_SLUG,
  TAX_REDUCED_PRODUCT_SLUG,
  WEIGHED_PRODUCT_SLUG,
} from '../src/db/seed-fixtures.ts';
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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ordenBarridoSegundos: 0 });
});
afterAll(async () => {
  await t?.close();
});

it('an order returns its products with IVA and its coupon with IVA, adding up to the total in USD and Bs', async () => {
  const { token } = await compradorNuevo(t, 'iva', UsuarioTipo.PRIME);
  const slugs = [
    TAX_GENERAL_PRODUCT_SLUG,
    TAX_REDUCED_PRODUCT_SLUG,
    OFFER_PRODUCT_SLUG,
    WEIGHED_PRODUCT_SLUG,
  ];
  const ids = await idsDe(t, slugs);
  for (const slug of slugs) await fijarExistencia(t, ids[slug]!, '1000.000', UsuarioTipo.PRIME);
  const g = await guardar(t, token, 0, [
    { producto: ids[TAX_GENERAL_PRODUCT_SLUG]!, cantidad: '3' },
    { producto: ids[TAX_REDUCED_PRODUCT_SLUG]!, cantidad: '2' },
    { producto: ids[OFFER_PRODUCT_SLUG]!, cantidad: '2' },
    { producto: ids[WEIGHED_PRODUCT_SLUG]!, cantidad: '0.75' },
  ]);
  expect(g.statusCode, g.body).toBe(200);
  const cupon = await t.app.inject({
    method: 'GET',
    url: `/usuario/carrito/${g.json().id}/cupon/${COUPON_PERCENT_CODE}/aplicar`,
    headers: bearer(token),
  });
  expect(cupon.statusCode, cupon.body).toBe(200);
  const cuerpo = cuerpoPickup(await formPago(t, token, 0));
  const r = await registrar(t, token, 0, { ...cuerpo, pago: { ...cuerpo.pago, referencia: '0011223355' } });
  expect(r.statusCode, r.body).toBe(201);
  const orden = r.json().orden as { id: number; totales: unknown };
  const leida = OrdenDetalleSchema.parse(
    (
      await t.app.inject({ method: 'GET', url: `/usuario/orden/${orden.id}/usuario`, headers: bearer(token) })
    ).json(),
  );
  expect(leida.totales).toEqual(orden.totales);
  for (const i of [leida.totales, leida.totales.bs]) {
    const c = (monto: string | undefined) => toCents(monto ?? 'NaN');
    expect(c(i.productos)).toBeGreaterThan(c(i.subtotal));
    expect(c(i.descuentoConIva)).toBeGreaterThan(c(i.descuentoCupon));
    expect(c(i.descuentoCupon)).toBeGreaterThan(0);
    expect(c(i.productos) - c(i.descuentoConIva)).toBe(c(i.totalProductos));
    expect(c(i.totalProductos)).toBe(c(i.subtotal) - c(i.descuentoCupon) + c(i.totalIva));
    expect(c(i.totalProductos) + c(i.empaquetado) + c(i.envio) + c(i.igtf)).toBe(c(i.total));
    // The breakdown: bases and IVA add up to the products after the coupon.
    expect(i.iva.reduce((a, r) => a + c(r.base) + c(r.monto), 0)).toBe(c(i.totalProductos));
  }
});
