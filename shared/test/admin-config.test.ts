/** The rate's percentage change and threshold (issue 35, decision 0047): exact, from decimal strings. */
import { describe, expect, it } from 'vitest';
import {
  cambioPorcentual,
  IgtfEditarSchema,
  superaUmbral,
  TasaEditarSchema,
  TasaUmbralEditarSchema,
} from '../src/contracts/admin-config.ts';

describe('cambioPorcentual', () => {
  it.each([
    ['200.0000', '230.0000', '15.00'],
    ['200.0000', '199.0000', '-0.50'],
    ['236.4500', '2364.5000', '900.00'],
    ['3.0000', '3.0001', '0.00'],
    ['300.0000', '301.0000', '0.33'],
    ['300.0000', '302.0000', '0.67'],
  ])('%s → %s is %s %%', (a, b, esperado) => {
    expect(cambioPorcentual(a, b)).toBe(esperado);
  });
});

describe('superaUmbral', () => {
  it('exactly the threshold does not need confirming; a ten-thousandth more does, either way', () => {
    expect(superaUmbral('200.0000', '220.0000', '10.00')).toBe(false);
    expect(superaUmbral('200.0000', '220.0001', '10.00')).toBe(true);
    expect(superaUmbral('200.0000', '180.0000', '10.00')).toBe(false);
    expect(superaUmbral('200.0000', '179.9999', '10.00')).toBe(true);
    expect(superaUmbral('236.4500', '2364.5000', '10.00')).toBe(true);
  });
});

describe('the edit schemas', () => {
  it('take a comma or a dot and keep the column scale', () => {
    expect(TasaEditarSchema.parse({ tasa: '240,5', anterior: '236.45' })).toEqual({
      tasa: '240.5000',
      anterior: '236.4500',
    });
    expect(IgtfEditarSchema.parse({ igtf: '3', anterior: '100' })).toEqual({
      igtf: '3.0000',
      anterior: '100.0000',
    });
  });
  it('refuse zero, negative, out-of-range and malformed values in Spanish', () => {
    const mensajes = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
      r.error?.issues.map((i) => i.message);
    expect(mensajes(TasaEditarSchema.safeParse({ tasa: '0,0', anterior: '1' }))).toEqual([
      'La tasa debe ser mayor que cero',
    ]);
    expect(mensajes(TasaEditarSchema.safeParse({ tasa: '-2', anterior: '1' }))).toEqual([
      'La tasa no puede ser negativa',
    ]);
    expect(mensajes(TasaEditarSchema.safeParse({ tasa: '1.234,5', anterior: '1' }))).toEqual([
      'Número inválido: use solo dígitos y una coma o un punto decimal',
    ]);
    expect(mensajes(IgtfEditarSchema.safeParse({ igtf: '100,01', anterior: '3' }))).toEqual([
      'El IGTF no puede pasar de 100 %',
    ]);
    expect(
      mensajes(TasaUmbralEditarSchema.safeParse({ tasaUmbralConfirmacion: '0', anterior: '10' })),
    ).toEqual(['El umbral debe ser mayor que cero']);
  });
});
