import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EnvioZona, TramoEnvio } from '../src/contracts/catalogo.ts';
import { progresoEnvioGratis, textoFaltaEnvioGratis } from '../src/rules/envio.ts';
import { formatInCurrency } from '../src/rules/money.ts';

const dolar = (cents: number) => formatInCurrency(cents, { tipo: 'dolar', simbolo: '$', tasa: '1.0000' });
const tramo = (desde: string, costo: string): TramoEnvio => ({ desde, costo });
const VALENCIA: EnvioZona = { tramos: [tramo('0.00', '2.50'), tramo('40.00', '0.00')], areas: [] };

describe('the cart’s progress to free delivery', () => {
  it('reads the same threshold as the text that says what is missing', () => {
    expect(progresoEnvioGratis(VALENCIA, 2870)).toEqual({ meta: 4000, falta: 1130, porcentaje: 71 });
    expect(textoFaltaEnvioGratis(VALENCIA, 2870, dolar)).toBe('Le faltan $ 11,30 para el delivery gratis');
    expect(progresoEnvioGratis(VALENCIA, 0)).toEqual({ meta: 4000, falta: 4000, porcentaje: 0 });
    expect(progresoEnvioGratis(VALENCIA, 4000)).toEqual({ meta: 4000, falta: 0, porcentaje: 100 });
    expect(progresoEnvioGratis(VALENCIA, 9000)?.porcentaje).toBe(100);
  });

  it('has no bar when delivery is never free, or always is', () => {
    expect(progresoEnvioGratis({ tramos: [tramo('0.00', '3.00')], areas: [] }, 100)).toBeNull();
    expect(progresoEnvioGratis({ tramos: [], areas: [] }, 100)).toBeNull();
  });

  it('shows 100 % only when nothing is missing, and never goes back as the cart grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 5_000 }), (a, mas) => {
        const p = progresoEnvioGratis(VALENCIA, a)!;
        const q = progresoEnvioGratis(VALENCIA, a + mas)!;
        expect(p.porcentaje === 100).toBe(p.falta === 0);
        expect(q.porcentaje).toBeGreaterThanOrEqual(p.porcentaje);
        expect(p.porcentaje).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
