/**
 * Issue 36: the per-order maximum holds when quantities are added (`sumarConTope`) and the shopper
 * reads what the cart really holds (`mensajeTope`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidQuantity, mensajeTope, type QuantityRules, sumarConTope } from '../src/rules/quantity.ts';

const und = (maximo: string, existencia = '100'): QuantityRules & { modalidadVenta: 'unidad' } => ({
  minimo: '1',
  maximo,
  grupo: '1',
  unidad: '1',
  existencia,
  modalidadVenta: 'unidad',
});

describe('sumarConTope', () => {
  it('caps 8 + 8 at a maximum of 12 and says it was the maximum', () => {
    expect(sumarConTope(8000, 8000, und('12'))).toEqual({
      cantidad: 12000,
      solicitada: 16000,
      motivo: 'maximo',
    });
  });

  it('adds freely under the maximum', () => {
    expect(sumarConTope(1000, 2000, und('12'))).toEqual({ cantidad: 3000, solicitada: 3000, motivo: null });
  });

  it('a line already at the maximum stays there', () => {
    expect(sumarConTope(12000, 1000, und('12')).cantidad).toBe(12000);
  });

  it('the stock binds first when it is below the maximum', () => {
    expect(sumarConTope(4000, 8000, und('12', '10'))).toEqual({
      cantidad: 10000,
      solicitada: 12000,
      motivo: 'existencia',
    });
  });

  it('maximo × unidad: 3 packs of 6 are 18 und', () => {
    const r = sumarConTope(12000, 12000, { ...und('3'), minimo: '1', unidad: '6' });
    expect(r).toEqual({ cantidad: 18000, solicitada: 24000, motivo: 'maximo' });
  });

  it('without a maximum only the stock caps', () => {
    expect(sumarConTope(50000, 80000, und('0')).cantidad).toBe(100000);
  });

  it('by weight: 4.5 kg + 1 kg at a 5 kg maximum in 0.25 kg steps is 5 kg', () => {
    const kg = { minimo: '0.5', maximo: '5', grupo: '0.25', unidad: '1', existencia: '40' };
    expect(sumarConTope(4500, 1000, kg)).toEqual({ cantidad: 5000, solicitada: 5500, motivo: 'maximo' });
  });

  it('never above the maximum nor the stock, always an option, and capped only when over', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 6 }),
        (actual, agregar, maximo, stock, unidad) => {
          const reglas = { ...und(String(maximo), String(stock)), unidad: String(unidad) };
          const r = sumarConTope(actual * 1000, agregar * 1000, reglas);
          expect(r.cantidad).toBeLessThanOrEqual(stock * 1000);
          if (maximo > 0) expect(r.cantidad).toBeLessThanOrEqual(maximo * unidad * 1000);
          expect(isValidQuantity(r.cantidad, reglas)).toBe(true);
          expect(r.motivo === null).toBe(
            r.solicitada <= Math.min(stock, maximo > 0 ? maximo * unidad : stock) * 1000,
          );
        },
      ),
    );
  });
});

describe('mensajeTope', () => {
  it('names the maximum and the real quantity', () => {
    expect(mensajeTope('maximo', 12000, und('12'))).toBe(
      'Máximo 12 und por pedido: tiene 12 und en el carrito',
    );
  });

  it('names the stock left when the stock binds', () => {
    expect(mensajeTope('existencia', 10000, und('12', '10'))).toBe(
      'Solo quedan 10 und disponibles: tiene 10 und en el carrito',
    );
  });

  it('by weight in kg', () => {
    const kg = {
      minimo: '0.5',
      maximo: '5',
      grupo: '0.25',
      unidad: '1',
      existencia: '40',
      modalidadVenta: 'peso' as const,
    };
    expect(mensajeTope('maximo', 5000, kg)).toBe('Máximo 5 kg por pedido: tiene 5 kg en el carrito');
  });
});
