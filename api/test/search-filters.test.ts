/** Unit tests of the search engine's parsers and text rules (no database). */
import { describe, expect, it } from 'vitest';
import { FilterError, parseFilterArray, parseFilters } from '../src/search/filters.ts';
import { readSearchParams } from '../src/search/params.ts';
import { fold, matchWord, queryWords, tokenize, typoDistance } from '../src/search/text.ts';

describe('filters grammar', () => {
  it('parses facets, tags, numeric comparisons and ranges on dotted paths', () => {
    expect(parseFilters('marca:Primor')).toEqual([
      [{ kind: 'facet', attr: 'marca', value: 'Primor', neg: false }],
    ]);
    expect(parseFilters('"marca comercial":"La Pastora"')).toEqual([
      [{ kind: 'facet', attr: 'marca comercial', value: 'La Pastora', neg: false }],
    ]);
    expect(parseFilters('disponibilidad.caracas_1.existencia > 0')).toEqual([
      [{ kind: 'numeric', attr: 'disponibilidad.caracas_1.existencia', op: '>', num: 0, neg: false }],
    ]);
    expect(parseFilters('precio:5.99 TO 100')).toEqual([
      [{ kind: 'range', attr: 'precio', lo: 5.99, hi: 100, neg: false }],
    ]);
    expect(parseFilters('publicado')).toEqual([[{ kind: 'tag', value: 'publicado', neg: false }]]);
    expect(parseFilters('_tags:publicado')).toEqual([[{ kind: 'tag', value: 'publicado', neg: false }]]);
    expect(parseFilters('precio >= -1.5')[0]![0]).toMatchObject({ op: '>=', num: -1.5 });
    expect(parseFilters('')).toEqual([]);
  });

  it('gives AND of OR groups, with NOT on single filters', () => {
    const cnf = parseFilters('a:1 AND (b:2 OR NOT c:3) AND NOT d > 4');
    expect(cnf).toHaveLength(3);
    expect(cnf[1]).toEqual([
      { kind: 'facet', attr: 'b', value: '2', neg: false },
      { kind: 'facet', attr: 'c', value: '3', neg: true },
    ]);
    expect(cnf[2]).toEqual([{ kind: 'numeric', attr: 'd', op: '>', num: 4, neg: true }]);
    expect(parseFilters('a:1 OR b:2')).toHaveLength(1);
    expect(parseFilters('(a:1 OR b:2) AND c:3')).toHaveLength(2);
    expect(parseFilters('NOT NOT a:1')).toEqual([[{ kind: 'facet', attr: 'a', value: '1', neg: false }]]);
  });

  it('refuses broken syntax and what Algolia does not support', () => {
    for (const bad of [
      'precio >',
      'precio > abc',
      'a:1 AND',
      '(a:1 OR b:2',
      'a:1 b:2',
      'marca:"sin cerrar',
      'a:1 TO',
      '(a:1 AND b:2) OR c:3',
      'a:1 OR (b:2 AND c:3)',
      'NOT (a:1 OR b:2)',
      '(a:1 AND b:2)',
      'precio > 99999999999999999',
    ]) {
      expect(() => parseFilters(bad), bad).toThrow(FilterError);
    }
  });

  it('reads facetFilters / numericFilters / tagFilters arrays', () => {
    expect(parseFilterArray([['marca:A', 'marca:B'], 'marca:-C', 'marca:\\-D'], 'facetFilters')).toEqual([
      [
        { kind: 'facet', attr: 'marca', value: 'A', neg: false },
        { kind: 'facet', attr: 'marca', value: 'B', neg: false },
      ],
      [{ kind: 'facet', attr: 'marca', value: 'C', neg: true }],
      [{ kind: 'facet', attr: 'marca', value: '-D', neg: false }],
    ]);
    expect(parseFilterArray('["marca:A"]', 'facetFilters')).toHaveLength(1);
    expect(parseFilterArray(['precio<=3', 'precio:1 TO 2'], 'numericFilters')).toEqual([
      [{ kind: 'numeric', attr: 'precio', op: '<=', num: 3, neg: false }],
      [{ kind: 'range', attr: 'precio', lo: 1, hi: 2, neg: false }],
    ]);
    expect(parseFilterArray('a,-b', 'tagFilters')).toEqual([
      [{ kind: 'tag', value: 'a', neg: false }],
      [{ kind: 'tag', value: 'b', neg: true }],
    ]);
    expect(() => parseFilterArray(['sin-dos-puntos'], 'facetFilters')).toThrow(FilterError);
    expect(() => parseFilterArray(['precio ~ 3'], 'numericFilters')).toThrow(FilterError);
  });
});

describe('search parameters', () => {
  it('merges the params string with flat JSON (flat wins) and echoes them', () => {
    const p = readSearchParams({
      params: 'query=arroz&hitsPerPage=5&page=2&clickAnalytics=true',
      hitsPerPage: 7,
    });
    expect(p).toMatchObject({ query: 'arroz', hitsPerPage: 7, page: 2, clickAnalytics: true });
    expect(p.paramsString).toContain('query=arroz');
    expect(readSearchParams({ attributesToRetrieve: 'nombre,slug' }).attributesToRetrieve).toEqual([
      'nombre',
      'slug',
    ]);
    expect(() => readSearchParams({ hitsPerPage: 5000 })).toThrow(FilterError);
    expect(() => readSearchParams({ page: -1 })).toThrow(FilterError);
  });
});

describe('text', () => {
  it('folds accents and case, keeps ñ (issue 36)', () => {
    expect(fold('Azúcar PAÑALES Pingüino')).toBe('azucar pañales pinguino');
  });

  it('tokenises with positions and joins dotted acronyms', () => {
    // A size also yields its canonical word (sizes.ts).
    expect(tokenize('Harina P.A.N. 1kg').map((t) => t.word)).toEqual([
      'harina',
      'pan',
      'p',
      'a',
      'n',
      '1kg',
      '1000g',
    ]);
    expect(queryWords('p.a.n').words).toEqual(['pan']);
    expect(queryWords('arroz  blanco ')).toEqual({ words: ['arroz', 'blanco'], lastIsPrefix: false });
    expect(queryWords('arroz bla')).toEqual({ words: ['arroz', 'bla'], lastIsPrefix: true });
  });

  it('counts typos as Damerau-Levenshtein (a transposition is one)', () => {
    expect(typoDistance('azucar', 'azucar', 2)).toBe(0);
    expect(typoDistance('azcuar', 'azucar', 2)).toBe(1);
    expect(typoDistance('aroz', 'arroz', 2)).toBe(1);
    expect(typoDistance('gullota', 'galleta', 2)).toBe(2);
    expect(typoDistance('abc', 'xyzabc', 1)).toBe(2);
  });

  it('matches whole words, prefixes and prefixes with typos', () => {
    expect(matchWord('arroz', 'arroz', 1, false)).toEqual({ typos: 0, exact: true, prefix: false });
    expect(matchWord('arro', 'arroz', 1, true)).toEqual({ typos: 0, exact: false, prefix: true });
    expect(matchWord('arro', 'arroz', 1, false)).toEqual({ typos: 1, exact: false, prefix: false });
    expect(matchWord('aroz', 'arrozal', 1, true)).toMatchObject({ typos: 1, prefix: true });
    expect(matchWord('arz', 'arroz', 0, true)).toBeNull();
  });
});
