/**
 * Decision 0050 (issue 36): the minimum purchase, a coupon's minimum and the shipping bands compare
 * the cart's products with IVA before the coupon (its "Productos"), not its subtotal before IVA. The
 * thresholds are set at the cart's own products with IVA (or one céntimo above), far above its
 * subtotal.
 */
import {
  type CarritoVista,
  CarritoVistaSchema,
  MensajesCarrito,
  MensajesCupon,
  OrdenRegistradaSchema,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { formatMoney, fromCents, toCents } from '@mercado/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_PERCENT_CODE, TAX_GENERAL_PRODUCT_SLUG, ZONA_SLUG } from '../src/db/seed-fixtures.ts';
import { reglaDeZona } from './admin-envio-contexto.ts';
import {
  carritos,
  compradorNuevo,
  fijarExistencia,
  formPago,
  franjaLibre,
  guardar,
  idsDe,
  registrar,
} from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let token: string;
let producto: number;
/** The cart's products with IVA and subtotal (USD cents) as the API first read them. */
let productos: number;
let subtotal: number;

beforeAll(async () => {
  t = await createTestApp({ ordenBarridoSegundos: 0 });
  ({ token } = await compradorNuevo(t, 'umbral', UsuarioTipo.NORMAL));
  producto = (await idsDe(t, [TAX_GENERAL_PRODUCT_SLUG]))[TAX_GENERAL_PRODUCT_SLUG]!;
  await fijarExistencia(t, producto, '1000.000', UsuarioTipo.NORMAL);
  const c = await llenar();
  productos = toCents(c.totales.productos!);
  subtotal = toCents(c.totales.subtotal);
});
afterAll(async () => {
  await t?.close();
});

/** Three units of a product with 16 % IVA in cart 1. */
async function llenar(): Promise<CarritoVista> {
  const r = await guardar(t, token, 0, [{ producto, cantidad: '3' }]);
  expect(r.statusCode, r.body).toBe(200);
  return CarritoVistaSchema.parse(r.json());
}

async function minimoCompra(cents: number) {
  await t.db
    .updateTable('configuracion')
    .set({ minimo_compra: fromCents(cents) })
    .execute();
}

async function minimoCupon(cents: number) {
  await t.db
    .updateTable('cupon')
    .set({ minimo_compra: fromCents(cents) })
    .where('codigo', '=', COUPON_PERCENT_CODE)
    .execute();
}

/** The zone-wide shipping rule: $ 3,00, free from `gratis` (cents). */
async function envioGratisDesde(gratis: number) {
  const regla = await reglaDeZona(t, ZONA_SLUG);
  await t.db.deleteFrom('envio_tramo').where('regla_id', '=', regla.id).execute();
  await t.db
    .insertInto('envio_tramo')
    .values([
      { regla_id: regla.id, desde: '0.00', costo: '3.00' },
      { regla_id: regla.id, desde: fromCents(gratis), costo: '0.00' },
    ])
    .execute();
}

async function aplicarCupon(carritoId: number) {
  return t.app.inject({
    method: 'GET',
    url: `/usuario/carrito/${carritoId}/cupon/${COUPON_PERCENT_CODE}/aplicar`,
    headers: bearer(token),
  });
}

/** Places cart 1 as a delivery to a new address in an area that pays by the zone's rule. */
async function pedirDelivery() {
  const fp = await formPago(t, token, 0);
  const area = fp.areas.find((a) => !fp.reglasEnvio.some((r) => r.areaId === a.id))!;
  const franja = franjaLibre(fp);
  return registrar(t, token, 0, {
    idempotencia: fp.idempotencia,
    carritoVersion: fp.carrito.version,
    tipoEnvio: 'delivery',
    direccionNueva: { sectorId: area.sectores[0]!.id, direccion: 'Calle Real, casa 12' },
    franja: { horarioId: franja.horarioId, fecha: franja.fecha },
    pago: { metodo: 'pago_movil', referencia: '0011224466', banco: '0134', telefono: '0414-5551234' },
  });
}

describe('thresholds compare the products with IVA (decision 0050)', () => {
  it('the cart: its products with IVA are well above its subtotal', () => {
    expect(productos - subtotal).toBeGreaterThan(100);
  });

  it('one céntimo short: the cart is below the minimum, the order is refused, the coupon too', async () => {
    await minimoCompra(productos + 1);
    await minimoCupon(productos + 1);
    const [c] = await carritos(t, token);
    expect([c!.alcanzaMinimo, c!.valido]).toEqual([false, false]);
    const r = await pedirDelivery();
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().mensaje).toBe(MensajesCarrito.MINIMO_NO_ALCANZADO);
    const cupon = await aplicarCupon(c!.id);
    expect(cupon.statusCode, cupon.body).toBe(422);
    expect(cupon.json().mensaje).toBe(
      `${MensajesCupon.MINIMO} de ${formatMoney(productos + 1, { tipo: 'dolar' })}`,
    );
  });

  it('at the minimum by its products with IVA (subtotal below it) the order is accepted; one céntimo short of free shipping, it pays the band below', async () => {
    await minimoCompra(productos);
    await envioGratisDesde(productos + 1);
    const [c] = await carritos(t, token);
    expect([c!.alcanzaMinimo, c!.valido]).toEqual([true, true]);
    expect(toCents(c!.totales.subtotal)).toBeLessThan(productos);
    const r = await pedirDelivery();
    expect(r.statusCode, r.body).toBe(201);
    const { orden } = OrdenRegistradaSchema.parse(r.json());
    expect([orden.totales.productos, orden.totales.envio]).toEqual([fromCents(productos), '3.00']);
  });

  it('free shipping from the products with IVA, kept when a coupon (whose minimum they reach) lowers the total', async () => {
    await envioGratisDesde(productos);
    await minimoCupon(productos);
    const c = await llenar();
    expect(toCents(c.totales.productos!)).toBe(productos);
    const cupon = await aplicarCupon(c.id);
    expect(cupon.statusCode, cupon.body).toBe(200);
    const conCupon = CarritoVistaSchema.parse(cupon.json());
    expect(conCupon.cupon).toMatchObject({ codigo: COUPON_PERCENT_CODE, aplicable: true });
    expect(toCents(conCupon.totales.totalProductos)).toBeLessThan(productos);
    expect(conCupon.alcanzaMinimo).toBe(true);
    const r = await pedirDelivery();
    expect(r.statusCode, r.body).toBe(201);
    const { orden } = OrdenRegistradaSchema.parse(r.json());
    expect(orden.totales.envio).toBe('0.00');
    expect(toCents(orden.totales.descuentoCupon)).toBeGreaterThan(0);
  });
});
