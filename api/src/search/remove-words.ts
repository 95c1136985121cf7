/**
 * Algolia's `removeWordsIfNoResults` (issue 37): when the query's words together match nothing that
 * passes the filters, the words are loosened and the candidates taken again, from this process's
 * postings (no SQL): `lastWords` / `firstWords` drop words from the end / the start one at a time
 * (at most 5, never the last one left) until something passes; `allOptional` takes the records
 * holding any of the words. Ranking then puts the records matching more words first (the `words`
 * criterion: `matched`), and the highlight names the words each hit matched.
 */
import type { AttrTokens } from './derived.ts';
import type { Expansion } from './memory.ts';
import type { SearchParams } from './params.ts';

const MAX_REMOVED = 5;

/** The records holding an expansion of each of `slots` (all of them). */
function holdingAll(slots: Expansion[], postings: Map<string, Set<string>>): string[] {
  const sets = slots
    .map((e) => {
      const ids = new Set<string>();
      for (const w of e.keys()) for (const id of postings.get(w) ?? []) ids.add(id);
      return ids;
    })
    .sort((a, b) => a.size - b.size);
  if (sets.length === 0) return [];
  return [...sets[0]!].filter((id) => sets.every((set) => set.has(id)));
}

/** Does one of `attrs` hold an expansion of some query word? (restrictSearchableAttributes.) */
export function holdsAnyWord(attrs: AttrTokens[], expansions: Expansion[]): boolean {
  return attrs.some((a) => a.words.some((w) => expansions.some((e) => e.has(w))));
}

/**
 * The candidates once words are removed, kept by `keep` (the query's filters and restrictions), or
 * null when the mode is 'none', the query has one word, or nothing passes either.
 */
export function relaxedCandidates(
  mode: SearchParams['removeWordsIfNoResults'],
  expansions: Expansion[],
  postings: Map<string, Set<string>>,
  keep: (ids: string[]) => string[],
): string[] | null {
  if (mode === 'none' || expansions.length < 2) return null;
  if (mode === 'allOptional') {
    const any = new Set<string>();
    for (const e of expansions) for (const w of e.keys()) for (const id of postings.get(w) ?? []) any.add(id);
    const kept = keep([...any]);
    return kept.length ? kept : null;
  }
  for (let removed = 1; removed <= Math.min(MAX_REMOVED, expansions.length - 1); removed++) {
    const slots =
      mode === 'lastWords' ? expansions.slice(0, expansions.length - removed) : expansions.slice(removed);
    const kept = keep(holdingAll(slots, postings));
    if (kept.length) return kept;
  }
  return null;
}
