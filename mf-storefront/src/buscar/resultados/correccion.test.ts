import { describe, expect, it } from 'vitest';
import { quisisteDecir } from './correccion.ts';

const hit = (nombre: string, marca = '') => ({
  _highlightResult: { nombre: { value: nombre }, marca: { value: marca } },
});

describe('¿Quisiste decir …?', () => {
  it('replaces a word found only through a typo by the record’s word', () => {
    expect(quisisteDecir('aroz', [hit('<em>Arroz</em> blanco Primor')])).toBe('arroz');
    expect(quisisteDecir('aroz primor', [hit('<em>Arroz</em> blanco', '<em>Primor</em>')])).toBe(
      'arroz primor',
    );
    expect(quisisteDecir('cafe mlido', [hit('<em>Café</em> <em>molido</em> Fama')])).toBe('cafe molido');
  });

  it('says nothing when every word was found as typed, or as the prefix of a word', () => {
    expect(quisisteDecir('arroz', [hit('<em>Arroz</em> blanco')])).toBeNull();
    expect(quisisteDecir('arro', [hit('<em>Arro</em>z blanco')])).toBeNull();
    expect(quisisteDecir('café', [hit('<em>Cafe</em> molido')])).toBeNull();
    expect(quisisteDecir('aroz', [])).toBeNull();
    expect(quisisteDecir('aroz', [hit('Arroz blanco')])).toBeNull();
  });

  it('keeps ñ a letter: "pan" is not "paña…"', () => {
    expect(quisisteDecir('panal', [hit('<em>Pañal</em> talla M')])).toBe('pañal');
  });
});
