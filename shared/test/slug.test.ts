import { describe, expect, it } from 'vitest';
import { SLUG_VALIDO, slugDe } from '../src/rules/slug.ts';

describe('slugDe', () => {
  it('folds accents, ñ and case, and joins words with single dashes', () => {
    expect(slugDe('Café, Azúcar y Cacao')).toBe('cafe-azucar-y-cacao');
    expect(slugDe('  Piñas  &  Ñames ')).toBe('pinas-names');
    expect(slugDe('Harina P.A.N. 1 kg')).toBe('harina-p-a-n-1-kg');
  });
  it('gives what the slug rule accepts, or an empty slug for a name without letters or digits', () => {
    for (const nombre of ['Lácteos y Huevos', 'Mantequilla -- 250 g', 'ÁÉÍÓÚ Ü'])
      expect(slugDe(nombre)).toMatch(SLUG_VALIDO);
    expect(slugDe('¡¿?!')).toBe('');
  });
});
