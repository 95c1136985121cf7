import { describe, expect, it } from 'vitest';
import { formatMoney, inCurrency, lineCents } from './reglas.ts';

const bolivar = {
  id: 2,
  simbolo: 'Bs.',
  nombre: 'Bolívar',
  tasa: '236.4500',
  sistema: false,
  predeterminada: true,
  tipo: 'bolivar' as const,
};

describe('cart line money', () => {
  it('converts the unit price first so line totals match the shown unit price', () => {
    const unit = inCurrency(374, bolivar); // 884.323 → 884.32
    expect(formatMoney(unit, bolivar)).toBe('Bs. 884,32');
    expect(formatMoney(lineCents(unit, 2000), bolivar)).toBe('Bs. 1.768,64');
    expect(formatMoney(374, null)).toBe('$ 3,74');
  });

  it('multiplies by a weight in thousandths, half-up to cents', () => {
    expect(lineCents(999, 750)).toBe(749); // 7.4925
    expect(lineCents(1001, 500)).toBe(501); // 5.005
  });
});
