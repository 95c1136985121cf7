// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { mostrarTotal } from './reglas.ts';

const bolivar = {
  id: 2,
  simbolo: 'Bs.',
  nombre: 'Bolívar',
  tasa: '236.4500',
  sistema: false,
  predeterminada: true,
  tipo: 'bolivar' as const,
};

describe('storefront money', () => {
  it('totals a quantity from the converted unit price, as the cart does', () => {
    // 884,32 × 2 = 1.768,64 (not 3,74 × 2 converted = 1.768,65)
    expect(mostrarTotal(374, 2000, bolivar)).toBe('Bs. 1.768,64');
    // 0,750 kg at $ 5,99/kg = 4,4925 → 4,49
    expect(mostrarTotal(599, 750, null)).toBe('$ 4,49');
  });
});
