// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { chipsPeso, mostrarTotal, pasoAbajo, pasoArriba } from './reglas.ts';

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

describe('stepper steps (spec §5)', () => {
  const unidades = { minimo: '1', maximo: '12', grupo: '1', unidad: '1', existencia: '40' };
  const kilos = { minimo: '0.500', maximo: '5', grupo: '0.250', unidad: '1', existencia: '3.6' };

  it('− goes one step down, and to 0 from the minimum (the line goes)', () => {
    expect(pasoAbajo(3000, unidades)).toBe(2000);
    expect(pasoAbajo(1000, unidades)).toBe(0);
    expect(pasoAbajo(1000, kilos)).toBe(750);
    expect(pasoAbajo(500, kilos)).toBe(0);
  });

  it('− from above the cap (the stock shrank) goes to the cap, from off the grid to the option below', () => {
    expect(pasoAbajo(15_000, unidades)).toBe(12_000);
    expect(pasoAbajo(4000, kilos)).toBe(3500);
    expect(pasoAbajo(900, kilos)).toBe(750);
  });

  it('+ goes one step up and stops at the maximum or the stock', () => {
    expect(pasoArriba(0, unidades)).toBe(1000);
    expect(pasoArriba(11_000, unidades)).toBe(12_000);
    expect(pasoArriba(12_000, unidades)).toBe(12_000);
    expect(pasoArriba(500, kilos)).toBe(750);
    expect(pasoArriba(3500, kilos)).toBe(3500);
  });

  it('weight chips: ½ kg and 1 kg only when valid, none for units', () => {
    expect(chipsPeso({ ...kilos, modalidadVenta: 'peso' }).map((c) => c.texto)).toEqual(['½ kg', '1 kg']);
    expect(chipsPeso({ ...kilos, minimo: '1', modalidadVenta: 'peso' }).map((c) => c.texto)).toEqual([
      '1 kg',
    ]);
    expect(chipsPeso({ ...kilos, grupo: '0.3', modalidadVenta: 'peso' }).map((c) => c.texto)).toEqual([
      '½ kg',
    ]);
    expect(chipsPeso({ ...kilos, existencia: '0.8', modalidadVenta: 'peso' }).map((c) => c.cantidad)).toEqual(
      [500],
    );
    expect(chipsPeso({ ...unidades, modalidadVenta: 'unidad' })).toEqual([]);
  });
});
