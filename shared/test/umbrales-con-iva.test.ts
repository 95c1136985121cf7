/**
 * Decision 0050: every threshold a shopper is told about (minimum purchase, shipping bands, the free
 * delivery bar, a coupon's minimum) compares the products with IVA before the coupon, the cart's
 * "Productos", never the subtotal before IVA. At $ 40,00 a product of $ 34,47 (+ IVA $ 5,52 =
 * $ 39,99) is one céntimo short and one of $ 34,48 (+ $ 5,52 = $ 40,00) reaches it; both subtotals
 * are far below.
 */
import { describe, expect, it } from 'vitest';
import { UsuarioTipo } from '../src/contracts/constants.ts';
import type { CarritoVista, EnvioZona } from '../src/contracts/index.ts';
import { type CuponReglas, evaluarCupon } from '../src/rules/cupon.ts';
import { progresoEnvioGratis, textoFaltaEnvioGratis } from '../src/rules/envio.ts';
import { costoDeEnvio, type ReglaEnvioDatos } from '../src/rules/envio-regla.ts';
import { formatInCurrency } from '../src/rules/money.ts';
import {
  calcularTotales,
  costoEnvio,
  faltaParaMinimo,
  minimoCompraPara,
  productosCarrito,
} from '../src/rules/totales.ts';

const dolar = (cents: number) => formatInCurrency(cents, { tipo: 'dolar', simbolo: '$', tasa: '1.0000' });
const TASA = '236.4500';
const carrito = (precio: string, cupon: { porcentaje: boolean; valor: string } | null = null) =>
  calcularTotales({ lineas: [{ precio, impuesto: '16.0000', cantidad: '1' }], cupon, tasa: TASA });
const bajo = carrito('34.47');
const justo = carrito('34.48');

const ENVIO: EnvioZona = {
  tramos: [
    { desde: '0.00', costo: '2.50' },
    { desde: '40.00', costo: '0.00' },
  ],
  areas: [],
};
/** The zone's bands as the checkout's form carries them. */
const BANDAS = ENVIO.tramos.map((t) => ({ areaId: null, ...t }));
const reglas: ReglaEnvioDatos[] = [{ areaId: null, tramos: ENVIO.tramos, primeGratisDesde: null }];

describe('thresholds compare the products with IVA (decision 0050)', () => {
  it('the carts at the boundary: products with IVA one céntimo below and at $ 40,00, subtotals below', () => {
    expect([bajo.productos, bajo.subtotal]).toEqual([3999, 3447]);
    expect([justo.productos, justo.subtotal]).toEqual([4000, 3448]);
  });

  it('minimum purchase: what is missing is measured on the products with IVA', () => {
    const minimo = minimoCompraPara(UsuarioTipo.NORMAL, '40.00');
    expect(faltaParaMinimo(bajo.productos, minimo)).toBe(1);
    expect(faltaParaMinimo(justo.productos, minimo)).toBe(0);
    expect(faltaParaMinimo(justo.productos + 500, minimo)).toBe(0);
    expect(faltaParaMinimo(justo.productos, minimoCompraPara(UsuarioTipo.PRIME, '40.00'))).toBe(0);
  });

  it('shipping: the band reached by the products with IVA, in both shipping rules', () => {
    expect(costoEnvio(BANDAS, null, bajo.productos)).toBe(250);
    expect(costoEnvio(BANDAS, null, justo.productos)).toBe(0);
    expect(costoDeEnvio(reglas, null, bajo.productos, UsuarioTipo.NORMAL)).toBe(250);
    expect(costoDeEnvio(reglas, null, justo.productos, UsuarioTipo.NORMAL)).toBe(0);
  });

  it('the free delivery bar says what the products with IVA lack, and agrees with the charge', () => {
    expect(textoFaltaEnvioGratis(ENVIO, bajo.productos, dolar)).toBe(
      'Le faltan $ 0,01 para el delivery gratis',
    );
    expect(progresoEnvioGratis(ENVIO, bajo.productos)).toEqual({ meta: 4000, falta: 1, porcentaje: 99 });
    expect(textoFaltaEnvioGratis(ENVIO, justo.productos, dolar)).toBe('Su compra tiene delivery gratis');
    expect(progresoEnvioGratis(ENVIO, justo.productos)).toEqual({ meta: 4000, falta: 0, porcentaje: 100 });
  });

  it('a coupon does not lower the amount the thresholds read: free delivery is kept with it', () => {
    const conCupon = carrito('34.48', { porcentaje: true, valor: '10.00' });
    expect(conCupon.descuentoCupon).toBe(345);
    expect(conCupon.totalProductos).toBeLessThan(4000);
    expect(conCupon.productos).toBe(4000);
    expect(costoEnvio(BANDAS, null, conCupon.productos)).toBe(0);
  });

  it("a coupon's minimum compares the products with IVA; its discount is still on the subtotal", () => {
    const c: CuponReglas = {
      estatus: 1,
      porcentaje: true,
      valor: '10.00',
      minimoCompra: '40.00',
      fechaInicio: '2026-01-01T00:00:00Z',
      fechaFin: '2026-12-31T23:59:59Z',
      zonaIds: [],
      limiteUsuario: null,
      limiteTotal: null,
    };
    const ctx = (t: typeof bajo) => ({
      ahora: new Date('2026-03-05T14:00:00Z'),
      zonaId: 1,
      productosCents: t.productos,
      subtotalCents: t.subtotal,
      usosUsuario: 0,
      usosTotales: 0,
    });
    const fuera = evaluarCupon(c, ctx(bajo));
    expect(fuera.aplicable ? null : fuera.motivo).toBe('minimo');
    expect(evaluarCupon(c, ctx(justo))).toEqual({ aplicable: true, descuentoCents: 345 });
  });

  it('the client reads the products with IVA of a cart the API sent as the API computes them', () => {
    const linea = (precio: string, oferta: string, impuesto: string, cantidadValida: string) => ({
      producto: { precio, oferta, impuesto },
      cantidadValida,
    });
    const vista = {
      lineas: [linea('34.48', '0.00', '16.0000', '1'), linea('3.10', '2.95', '8.0000', '0.750')],
      cupon: { porcentaje: true, valor: '10.00', aplicable: true },
      totales: { tasa: TASA },
    } as unknown as CarritoVista;
    const api = calcularTotales({
      lineas: [
        { precio: '34.48', oferta: '0.00', impuesto: '16.0000', cantidad: '1' },
        { precio: '3.10', oferta: '2.95', impuesto: '8.0000', cantidad: '0.750' },
      ],
      tasa: TASA,
    });
    expect(productosCarrito(vista)).toBe(api.productos);
    expect(productosCarrito(vista)).toBeGreaterThan(api.subtotal);
  });
});
