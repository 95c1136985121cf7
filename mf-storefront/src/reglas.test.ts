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
    const exento = { precio: '3.74', oferta: '0.00', impuesto: '0.0000' };
    // 884,32 × 2 = 1.768,64 (not 3,74 × 2 converted = 1.768,65)
    expect(mostrarTotal(exento, 2000, bolivar)).toBe('Bs. 1.768,64');
    // 0,750 kg at $ 5,99/kg = 4,4925 → 4,49
    expect(mostrarTotal({ ...exento, precio: '5.99' }, 750, null)).toBe('$ 4,49');
  });

  it('totals the price with IVA, converted once and taxed before the quantity (decision 0049)', () => {
    const general = { precio: '3.74', oferta: '0.00', impuesto: '16.0000' };
    // Bs. 884,32 + IVA 141,49 = 1.025,81; × 2 = 2.051,62
    expect(mostrarTotal(general, 2000, bolivar)).toBe('Bs. 2.051,62');
    // $ 5,99 + 0,96 = 6,95 the kg; 0,750 kg = 5,2125 → 5,21; the offer is the price taxed
    expect(mostrarTotal({ ...general, precio: '5.99' }, 750, null)).toBe('$ 5,21');
    expect(mostrarTotal({ ...general, precio: '9.00', oferta: '5.99' }, 750, null)).toBe('$ 5,21');
  });
});
