/** The relevance bench's scoring (bench/relevancia-metricas.ts) and its judged set's identities. */
import { describe, expect, it } from 'vitest';
import { JUICIOS, productosJuzgados } from '../bench/relevancia-juicios.ts';
import { dcg, media, ndcg, percentil, primerAcierto } from '../bench/relevancia-metricas.ts';
import { generarProductos } from '../src/db/seed.ts';

describe('dcg', () => {
  it('gains 2^grade − 1 discounted by log2(rank + 1), cut at k', () => {
    // 7/1 + 3/log2(3) + 1/2
    expect(dcg([3, 2, 1], 10)).toBeCloseTo(7 + 3 / Math.log2(3) + 0.5, 10);
    expect(dcg([3, 2, 1], 1)).toBe(7);
    expect(dcg([0, 0, 3], 2)).toBe(0);
    expect(dcg([], 10)).toBe(0);
  });
});

describe('ndcg', () => {
  it('is 1 for the ideal order and less for any other', () => {
    expect(ndcg([3, 2, 1], [1, 3, 2], 10)).toBe(1);
    const swapped = ndcg([2, 3, 1], [1, 3, 2], 10)!;
    expect(swapped).toBeLessThan(1);
    expect(swapped).toBeCloseTo((3 + 7 / Math.log2(3) + 0.5) / (7 + 3 / Math.log2(3) + 0.5), 10);
  });

  it('counts a judged product missing from the top k against the ranking', () => {
    // Two grade-3 products findable, only one listed (after an unjudged hit).
    expect(ndcg([0, 3], [3, 3], 10)).toBeCloseTo(7 / Math.log2(3) / (7 + 7 / Math.log2(3)), 10);
    expect(ndcg([], [3], 10)).toBe(0);
  });

  it('compares only the first k of the ideal ranking', () => {
    // Twelve grade-3 products findable: ten of them in the top 10 is perfect.
    expect(ndcg(Array(10).fill(3), Array(12).fill(3), 10)).toBe(1);
    expect(ndcg([...Array(9).fill(3), 0], Array(12).fill(3), 10)).toBeLessThan(1);
  });

  it('cannot score a query without a findable judged product', () => {
    expect(ndcg([3], [], 10)).toBeNull();
    expect(ndcg([0], [0, 0], 10)).toBeNull();
  });
});

describe('primerAcierto', () => {
  it('is right when the first hit has the best findable grade', () => {
    expect(primerAcierto([3, 0], [3, 2])).toBe(true);
    expect(primerAcierto([2, 3], [3, 2])).toBe(false);
    // No grade-3 product findable: a grade-2 one first is the best possible.
    expect(primerAcierto([2], [2, 1])).toBe(true);
    expect(primerAcierto([], [3])).toBe(false);
    expect(primerAcierto([3], [])).toBeNull();
  });
});

describe('percentil and media', () => {
  it('takes the nearest rank', () => {
    const v = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentil(v, 50)).toBe(10);
    expect(percentil(v, 95)).toBe(19);
    expect(percentil(v, 100)).toBe(20);
    expect(percentil([], 50)).toBe(0);
    expect(media([1, 2, 6])).toBe(3);
    expect(media([])).toBe(0);
  });
});

describe('the judged set', () => {
  const seed = generarProductos();

  it('names only products of the seeded catalogue, each once per query', () => {
    const nombres = new Set(seed.map((p) => p.nombre));
    const slugs = new Set(seed.map((p) => p.slug));
    for (const j of JUICIOS) {
      const vistos = new Set<string>();
      for (const ids of Object.values(j.relevantes)) {
        for (const id of ids ?? []) {
          expect(nombres.has(id) || slugs.has(id), `${j.query}: ${id}`).toBe(true);
          expect(vistos.has(id), `${j.query}: ${id} twice`).toBe(false);
          vistos.add(id);
        }
      }
    }
  });

  it('has at least 60 distinct queries, each with a grade-3 product', () => {
    expect(new Set(JUICIOS.map((j) => j.query)).size).toBe(JUICIOS.length);
    expect(JUICIOS.length).toBeGreaterThanOrEqual(60);
    for (const j of JUICIOS) expect(j.relevantes[3]?.length ?? 0, j.query).toBeGreaterThan(0);
  });

  it('grades every size of a named product, one size by its slug, the best grade when both apply', () => {
    const caraotas = JUICIOS.find((j) => j.query === 'caraotas')!;
    const grados = productosJuzgados(caraotas, seed);
    expect(grados.get('caraotas-negras-mary-1-kg')).toBe(3);
    expect(grados.get('caraotas-negras-mary-500-g')).toBe(3);
    expect(grados.get('caraotas-rojas-mary-500-g')).toBe(2);
    expect(grados.has('lentejas-mary-500-g')).toBe(false);
    const sized = productosJuzgados(
      {
        query: 'x',
        tipo: 'tamaño',
        relevantes: { 3: ['arroz-blanco-tipo-i-mary-1-kg'], 2: ['Arroz blanco tipo I Mary'] },
      },
      seed,
    );
    expect(sized.get('arroz-blanco-tipo-i-mary-1-kg')).toBe(3);
    expect(sized.get('arroz-blanco-tipo-i-mary-2-kg')).toBe(2);
  });
});
