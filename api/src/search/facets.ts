/**
 * Facets of a query (`facets`): per requested attribute, its values over the records that match the
 * query words and the filters, counted in SQL; the most frequent `maxValuesPerFacet` (the query's,
 * else the index's setting) kept, ordered by count (ties by value) or, with
 * `sortFacetValuesBy: 'alpha'`, by value; `facets_stats` (min, max, avg, sum) for an attribute whose
 * values are all numbers. Counted over this process's memory of the
 * records the query matched (query.ts). As Algolia, only attributes declared for
 * faceting (not `filterOnly`) are counted, `*` being all of them: counting any path would show values
 * the hits themselves may not (a secured key's).
 * Searching a facet's values (searchForFacetValues, issue 37): the values of a `searchable()` facet
 * with a word starting with the facetQuery, over the same records, most frequent first, highlighted.
 */
import type { FilterProjection } from './filters.ts';
import { type IndexSettings, SearchError } from './model.ts';
import type { SearchParams } from './params.ts';
import { fold, highlight, tokenize } from './text.ts';

/** Attributes counted per query at most. */
const MAX_FACETS = 10;

export type FacetStats = { min: number; max: number; avg: number; sum: number };

/** This process's memory of an index's records, as facets read it (memory.ts): the filter projection. */
export type FacetDocs = ReadonlyMap<string, { filtro: FilterProjection }>;

/**
 * Each value of one attribute over the matching records, with its number of records, read from the
 * records' filter projection (which holds every value of a faceted attribute): no SQL, a pass over
 * the matching records.
 */
function valueCounts(
  ids: readonly string[],
  docs: FacetDocs | undefined,
  attribute: string,
): { value: string | number | boolean; n: number }[] {
  const counts = new Map<string | number | boolean, number>();
  for (const id of ids) {
    const values = docs?.get(id)?.filtro[attribute];
    if (!values) continue;
    if (values.length === 1) counts.set(values[0]!, (counts.get(values[0]!) ?? 0) + 1);
    else for (const v of new Set(values)) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return [...counts].map(([value, n]) => ({ value, n }));
}

const byCount = (a: [string, number], b: [string, number]) =>
  b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** The attribute names of attributesForFaceting but filterOnly ones, and which are searchable. */
function declaredFacets(attributesForFaceting: readonly string[] | undefined): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const a of attributesForFaceting ?? []) {
    if (a.startsWith('filterOnly(')) continue;
    const m = /^(searchable|afterDistinct)\((.*)\)$/.exec(a);
    out.set(m ? m[2]! : a, m?.[1] === 'searchable');
  }
  return out;
}

/** Values kept per facet: the query's maxValuesPerFacet, else the index's, else Algolia's 100. */
function maxValuesPerFacet(p: SearchParams, settings: IndexSettings): number {
  const fromSettings = settings.maxValuesPerFacet;
  return (
    p.maxValuesPerFacet ??
    (Number.isInteger(fromSettings) && (fromSettings as number) >= 1
      ? Math.min(fromSettings as number, 1000)
      : 100)
  );
}

export function facetCounts(
  p: SearchParams,
  ids: readonly string[],
  docs: FacetDocs | undefined,
  settings: IndexSettings,
): { facets: Record<string, Record<string, number>>; facets_stats?: Record<string, FacetStats> } {
  const facets: Record<string, Record<string, number>> = {};
  const stats: Record<string, FacetStats> = {};
  const declared = [...declaredFacets(settings.attributesForFaceting).keys()];
  // The query's order, else the index's setting (Algolia's default: by count).
  const alpha = (p.sortFacetValuesBy ?? settings.sortFacetValuesBy) === 'alpha';
  const max = maxValuesPerFacet(p, settings);
  const wanted = p.facets.includes('*') ? declared : p.facets.filter((f) => declared.includes(f));
  for (const f of wanted.slice(0, MAX_FACETS)) {
    const counts = valueCounts(ids, docs, f);
    const entries = counts
      .map(({ value, n }): [string, number] => [String(value), n])
      .sort(byCount)
      .slice(0, max);
    if (alpha) entries.sort((a, b) => a[0].localeCompare(b[0], 'es'));
    facets[f] = Object.fromEntries(entries);
    // Stats over every value (not only those kept), weighted by their records, as Algolia's.
    if (counts.length > 0 && counts.every((c) => typeof c.value === 'number')) {
      let sum = 0;
      let records = 0;
      for (const c of counts) {
        sum += (c.value as number) * c.n;
        records += c.n;
      }
      const values = counts.map((c) => c.value as number);
      stats[f] = { min: Math.min(...values), max: Math.max(...values), avg: sum / records, sum };
    }
  }
  return Object.keys(stats).length ? { facets, facets_stats: stats } : { facets };
}

export type FacetHit = { value: string; highlighted: string; count: number };

/**
 * searchForFacetValues: the values of `facet` with a word beginning with the facetQuery (folded as
 * the engine folds text; every value when it is empty), most frequent first, maxFacetHits of them.
 */
export function facetHits(
  facet: string,
  p: SearchParams,
  ids: readonly string[],
  docs: FacetDocs | undefined,
  attributesForFaceting: readonly string[] | undefined,
): FacetHit[] {
  if (!declaredFacets(attributesForFaceting).get(facet)) {
    throw new SearchError(
      400,
      `Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`,
    );
  }
  const q = tokenize(p.facetQuery).map((t) => t.word);
  const counts = valueCounts(ids, docs, facet);
  const out: FacetHit[] = [];
  for (const { value, n } of counts) {
    const text = String(value);
    const tokens = tokenize(text);
    // Every word of the facetQuery begins a word of the value (the last may be unfinished).
    const hit = new Set<number>();
    const all = q.every((w) => {
      const i = tokens.findIndex((t, j) => !hit.has(j) && t.word.startsWith(w));
      if (i < 0) return false;
      hit.add(i);
      return true;
    });
    if (!all) continue;
    out.push({ value: text, highlighted: highlightPrefixes(text, tokens, hit, q, p), count: n });
  }
  out.sort((a, b) => b.count - a.count || fold(a.value).localeCompare(fold(b.value), 'es'));
  return out.slice(0, p.maxFacetHits);
}

/** The matched beginning of each word highlighted ("<em>Pri</em>mor"), or the whole word. */
function highlightPrefixes(
  text: string,
  tokens: ReturnType<typeof tokenize>,
  hit: Set<number>,
  q: string[],
  p: SearchParams,
): string {
  const cut = tokens.map((t) => {
    const w = q.find((x) => t.word.startsWith(x));
    // Folding keeps one letter per letter in Spanish text: the prefix's length is the original's.
    return w && fold(text.slice(t.start, t.end)).length === t.end - t.start
      ? { ...t, end: t.start + w.length }
      : t;
  });
  return highlight(text, cut, hit, p.highlightPreTag, p.highlightPostTag);
}
