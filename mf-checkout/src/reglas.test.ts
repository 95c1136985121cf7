import { describe, expect, it } from 'vitest';
import {
  convertCents,
  formatMoney,
  formatQuantity,
  lineCents,
  quantityOptionsMilli,
  toCents,
} from './reglas.ts';

const bolivar = { tasa: '236.4500', tipo: 'bolivar' as const, simbolo: 'Bs.' };

describe('cart money rules (integer cents)', () => {
  it('converts USD cents at the 4-decimal rate with half-up rounding and formats as spec §9', () => {
    expect(toCents('3.74')).toBe(374);
    expect(convertCents(374, bolivar)).toBe(88432); // 884.323 → 884.32
    expect(convertCents(374, { tasa: '1.0000', tipo: 'dolar' })).toBe(374);
    expect(formatMoney(123456, bolivar)).toBe('Bs. 1.234,56');
    expect(formatMoney(5, { simbolo: '$' })).toBe('$ 0,05');
    expect(formatMoney(100000000, { simbolo: '$' })).toBe('$ 1.000.000,00');
  });

  it('multiplies a unit price by a weight in thousandths, rounded to cents', () => {
    expect(lineCents(88432, 2000)).toBe(176864);
    expect(lineCents(999, 750)).toBe(749); // 7.4925 → 7.49
    expect(lineCents(1001, 500)).toBe(501); // 5.005 → 5.01
  });
});

describe('quantity options (spec §5)', () => {
  const unidad = { minimo: '1.000', maximo: '12.000', grupo: '1.000', unidad: '1.000', existencia: '30.000' };
  it('goes from minimo×unidad to maximo×unidad in steps of grupo×unidad, with 0 first', () => {
    expect(quantityOptionsMilli(unidad)).toEqual([
      0,
      ...Array.from({ length: 12 }, (_, i) => (i + 1) * 1000),
    ]);
  });
  it('caps at the stock, and uses the stock when maximo is 0', () => {
    expect(quantityOptionsMilli({ ...unidad, existencia: '3.000' })).toEqual([0, 1000, 2000, 3000]);
    expect(quantityOptionsMilli({ ...unidad, maximo: '0', existencia: '2.000' })).toEqual([0, 1000, 2000]);
  });
  it('handles weight in thousandths', () => {
    const peso = { minimo: '0.500', maximo: '1.500', grupo: '0.250', unidad: '1.000', existencia: '40.500' };
    expect(quantityOptionsMilli(peso)).toEqual([0, 500, 750, 1000, 1250, 1500]);
    expect(formatQuantity(750, 'peso')).toBe('0,75 kg');
    expect(formatQuantity(2000, 'unidad')).toBe('2');
  });
});
