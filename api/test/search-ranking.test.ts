/**
 * The search engine's pure text and ranking rules (issue 36): ñ is its own letter, and a query word
 * found whole ranks above the same letters starting a longer word.
 */
import { describe, expect, it } from 'vitest';
import type { AttrTokens } from '../src/search/derived.ts';
import type { Expansion } from '../src/search/memory.ts';
import { compareScored, score } from '../src/search/ranking.ts';
import { fold, matchWord, tokenize } from '../src/search/text.ts';

/** A record's searchable attributes (nombre rank 0, marca rank 1) as the index derives them. */
const registro = (nombre: string, marca = ''): AttrTokens[] => [
  { rank: 0, unordered: false, words: tokenize(nombre).map((t) => t.word) },
  { rank: 1, unordered: false, words: tokenize(marca).map((t) => t.word) },
];

/** The last query word's expansions over these records' words (prefix search, no typos: 3 letters). */
function expansion(q: string, registros: AttrTokens[][]): Expansion {
  const out: Expansion = new Map();
  for (const attrs of registros)
    for (const a of attrs)
      for (const w of a.words) {
        const m = matchWord(q, w, 0, true);
        if (m) out.set(w, m);
      }
  return out;
}

describe('fold', () => {
  it('drops accents and the diaeresis but keeps ñ, whichever way it was typed', () => {
    expect(fold('Azúcar PINGÜINO')).toBe('azucar pinguino');
    expect(fold('Pañales')).toBe('pañales');
    expect(fold('PAÑAL')).toBe('pañal');
    expect(fold('Pan\u0303ales')).toBe('pañales'); // n + combining tilde
  });

  it('so "pan" is not the start of "pañales"', () => {
    expect(matchWord(fold('pan'), fold('Pañales'), 0, true)).toBeNull();
    expect(matchWord(fold('pañ'), fold('Pañales'), 0, true)).toEqual({
      typos: 0,
      exact: false,
      prefix: true,
    });
    // Typed without its ñ, a 7-letter word is one typo away.
    expect(matchWord(fold('panales'), fold('Pañales'), 1, false)?.typos).toBe(1);
  });
});

describe('ranking: a whole word above the prefix of a longer one', () => {
  it('"pan": breads, then "P.A.N." found whole in the brand, then "Panettone"', () => {
    const docs: [string, AttrTokens[]][] = [
      ['panettone', registro('Panettone', 'Tommy')],
      ['harina', registro('Harina de maíz precocida', 'P.A.N.')],
      ['canilla', registro('Pan canilla')],
      ['galletas', registro('Galletas de pan dulce')],
    ];
    const exp = expansion(
      'pan',
      docs.map(([, a]) => a),
    );
    const orden = docs
      .map(([id, attrs]) => score(id, attrs, [exp], []))
      .sort((a, b) => compareScored(a, b, []))
      .map((s) => s.objectID);
    expect(orden).toEqual(['canilla', 'galletas', 'harina', 'panettone']);
  });
});
