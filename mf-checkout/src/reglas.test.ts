import { describe, expect, it } from 'vitest';
import { calcularTotales, entradaCarrito, formatMoney, importesEn } from './reglas.ts';
import { carrito, linea, producto } from './test/fixtures.ts';

const bolivar = {
  id: 2,
  simbolo: 'Bs.',
  nombre: 'Bolívar',
  tasa: '236.4500',
  sistema: false,
  predeterminada: true,
  tipo: 'bolivar' as const,
};

describe('cart money in the chosen currency', () => {
  const cesta = carrito(0, [
    linea(producto(1, { precio: '3.74', impuesto: '16.0000' }), '2'),
    linea(producto(2, { precio: '9.99', impuesto: '0.0000', modalidadVenta: 'peso' }), '0.750', {
      cantidadValida: '0.750',
    }),
  ]);
  const t = calcularTotales({ ...entradaCarrito(cesta), tasa: '236.4500' });

  it('in bolívares: the unit price converted once, the line its exact multiple, IVA on the Bs. base', () => {
    const bs = importesEn(t, bolivar);
    // 3.74 × 236.45 = 884.323 → Bs. 884,32; × 2 = 1.768,64; IVA 16 % of it = 282,98 (282.9824).
    expect(formatMoney(bs.lineas[0]!.precioUnitarioCents, bolivar)).toBe('Bs. 884,32');
    expect(formatMoney(bs.lineas[0]!.totalCents, bolivar)).toBe('Bs. 1.768,64');
    expect(formatMoney(bs.iva[0]!.montoCents, bolivar)).toBe('Bs. 282,98');
    // 9.99 × 236.45 = 2 362.1355 → 2 362,14 a kg; 0.750 kg = 1 771.605 → 1 771,61.
    expect(bs.lineas[1]!.totalCents).toBe(177161);
    expect(bs.subtotal).toBe(176864 + 177161);
  });

  it('in dollars (or before the currency is known): the dollar figures', () => {
    expect(importesEn(t, null).subtotal).toBe(748 + 749);
    expect(importesEn(t, { tipo: 'dolar', simbolo: '$' })).toBe(importesEn(t, null));
  });

  it('a coupon counts only while it applies', () => {
    const cupon = {
      id: 1,
      codigo: 'X',
      nombre: 'X',
      valor: '1.00',
      porcentaje: false,
      descuento: '1.00',
      motivo: null,
    };
    expect(entradaCarrito({ ...cesta, cupon: { ...cupon, aplicable: true } }).cupon).toEqual({
      porcentaje: false,
      valor: '1.00',
    });
    expect(entradaCarrito({ ...cesta, cupon: { ...cupon, aplicable: false } }).cupon).toBeNull();
  });
});
