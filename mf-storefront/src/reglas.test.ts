import { describe, expect, it } from 'vitest';
import { formatPorcentaje } from './ProductCard.tsx';
import { defaultQuantity, displayPrice, formatQuantity } from './reglas.ts';

describe('shown price (spec §5)', () => {
  it('uses the offer when greater than 0 and keeps the regular price to strike through', () => {
    expect(displayPrice({ precio: '4.00', oferta: '3.60', impuesto: '16.0000' })).toEqual({
      actual: 360,
      regular: 400,
      impuesto: 58, // 57.6 → 58
      exento: false,
    });
    expect(displayPrice({ precio: '4.00', oferta: '0.00', impuesto: '0.0000' })).toEqual({
      actual: 400,
      regular: null,
      impuesto: 0,
      exento: true,
    });
  });

  it('labels the tax percentage the Spanish way', () => {
    expect(formatPorcentaje('16.0000')).toBe('16');
    expect(formatPorcentaje('8.5000')).toBe('8,5');
  });
});

describe('default quantity (minimo × unidad)', () => {
  it('works for units and weight', () => {
    expect(defaultQuantity({ minimo: '1.000', unidad: '1.000' })).toBe('1');
    expect(defaultQuantity({ minimo: '0.500', unidad: '1.000' })).toBe('0.5');
    expect(defaultQuantity({ minimo: '2.000', unidad: '0.250' })).toBe('0.5');
    expect(formatQuantity('0.5', 'peso')).toBe('0,5 kg');
  });
});
