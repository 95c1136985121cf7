/**
 * Scoring of a judged search (issue 37, bench/relevancia.ts): nDCG@k with graded relevance and whether
 * the first hit is one of the best, plus the nearest-rank percentile the search benches print. Pure
 * functions, unit-tested in test/relevancia-metricas.test.ts.
 */

/**
 * Discounted cumulative gain of the first `k` grades, in rank order: gain 2^grade − 1 (a grade-3
 * product is worth far more than two grade-1 ones, as in judged sets scored for the web), discounted
 * by log2(rank + 1) with ranks from 1.
 */
export function dcg(grados: readonly number[], k: number): number {
  let total = 0;
  for (let i = 0; i < Math.min(k, grados.length); i++) total += (2 ** grados[i]! - 1) / Math.log2(i + 2);
  return total;
}

/**
 * nDCG@k of a ranking: `obtenidos` are the grades of the hits in order (0 for an unjudged hit),
 * `juzgados` the grades of every judged product the search could have found (any order). The ideal
 * ranking is `juzgados` best first. Null when nothing judged was findable: the query cannot be scored.
 */
export function ndcg(obtenidos: readonly number[], juzgados: readonly number[], k: number): number | null {
  const ideal = dcg(
    [...juzgados].filter((g) => g > 0).sort((a, b) => b - a),
    k,
  );
  return ideal === 0 ? null : dcg(obtenidos, k) / ideal;
}

/**
 * Whether the first hit is right: it has the best grade among the findable judged products (a
 * grade-3 product when one is findable). False without hits; null when nothing judged was findable.
 */
export function primerAcierto(obtenidos: readonly number[], juzgados: readonly number[]): boolean | null {
  const mejor = Math.max(0, ...juzgados);
  if (mejor === 0) return null;
  return obtenidos.length > 0 && obtenidos[0] === mejor;
}

/** Nearest-rank percentile `p` (0–100) of ascending `ordenados`; 0 for an empty list. */
export function percentil(ordenados: readonly number[], p: number): number {
  if (ordenados.length === 0) return 0;
  const i = Math.ceil((p / 100) * ordenados.length) - 1;
  return ordenados[Math.min(ordenados.length - 1, Math.max(0, i))]!;
}

/** Arithmetic mean; 0 for an empty list. */
export function media(valores: readonly number[]): number {
  return valores.length === 0 ? 0 : valores.reduce((a, b) => a + b, 0) / valores.length;
}
