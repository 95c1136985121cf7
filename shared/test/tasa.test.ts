import { describe, expect, it } from 'vitest';
import { cuandoTasa, formatTasa, textoTasa } from '../src/rules/tasa.ts';

describe('the BCV rate line', () => {
  it('writes the rate with at least 2 decimals and the rest only when not zero', () => {
    expect(formatTasa('36.5000')).toBe('36,50');
    expect(formatTasa('236.4512')).toBe('236,4512');
    expect(formatTasa('1234.4500')).toBe('1.234,45');
    expect(formatTasa('40.1230')).toBe('40,123');
    expect(formatTasa('40')).toBe('40,00');
  });

  it('says today, yesterday or the date, on Caracas time', () => {
    const ahora = new Date('2026-12-02T15:00:00Z'); // 11:00 a. m. in Caracas
    expect(cuandoTasa('2026-12-02T12:00:00Z', ahora)).toBe('hoy 8:00 a. m.');
    expect(cuandoTasa('2026-12-02T03:00:00Z', ahora)).toBe('ayer 11:00 p. m.');
    expect(cuandoTasa('2026-11-28T12:00:00Z', ahora)).toMatch(/^el 28 nov\.? 2026, 8:00 a\. m\.$/);
  });

  it('is the whole line, without the time when there is none', () => {
    const ahora = new Date('2026-12-02T15:00:00Z');
    expect(textoTasa('36.5000', '2026-12-02T12:00:00Z', ahora)).toBe(
      'Tasa BCV: Bs. 36,50 · actualizada hoy 8:00 a. m.',
    );
    expect(textoTasa('36.5000', null, ahora)).toBe('Tasa BCV: Bs. 36,50');
  });
});
