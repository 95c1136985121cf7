/**
 * "¿Quisiste decir …?" (issue 37), pure: the engine's typo correction read back from the first hit's
 * highlight. A query word found only through a typo ("aroz") is highlighted whole in the record
 * ("<em>Arroz</em>"), where a word typed right is highlighted as typed (or its prefix, the last
 * word); the correction is the query with each such word replaced by the record's word.
 */

const plegar = (s: string): string =>
  s
    .toLocaleLowerCase('es')
    .normalize('NFD')
    .replace(/(?<!n)[\u0300-\u036f]/g, '')
    .normalize('NFC');

/** Edit distance with transpositions, up to `tope` (more is `tope + 1`): typos as the engine counts them. */
function distancia(a: string, b: string, tope: number): number {
  if (Math.abs(a.length - b.length) > tope) return tope + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const costo = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + costo);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** The words highlighted (<em>…</em>) in a hit's `_highlightResult`, folded. */
function resaltadas(hit: unknown): string[] {
  const out: string[] = [];
  const recorrer = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(recorrer);
    else if (v && typeof v === 'object') {
      const valor = (v as { value?: unknown }).value;
      if (typeof valor === 'string') {
        for (const m of valor.matchAll(/<em>(.*?)<\/em>/g)) out.push(...plegar(m[1]!).split(/\s+/));
      } else Object.values(v).forEach(recorrer);
    }
  };
  recorrer((hit as { _highlightResult?: unknown } | null)?._highlightResult);
  return out.filter(Boolean);
}

/**
 * The corrected query when the first hit matched some query word only through a typo; null when
 * every word was found as typed (or as a prefix of a word), or nothing was found.
 */
export function quisisteDecir(query: string, hits: readonly unknown[]): string | null {
  const primeras = resaltadas(hits[0]);
  if (primeras.length === 0) return null;
  const palabras = query.trim().split(/\s+/);
  let corregida = false;
  const salida = palabras.map((palabra) => {
    const p = plegar(palabra);
    if (primeras.some((r) => r === p || r.startsWith(p))) return palabra;
    let mejor: { r: string; d: number } | null = null;
    for (const r of primeras) {
      const d = distancia(p, r, 2);
      if (d <= 2 && (!mejor || d < mejor.d)) mejor = { r, d };
    }
    if (!mejor) return palabra;
    corregida = true;
    return mejor.r;
  });
  return corregida ? salida.join(' ') : null;
}
