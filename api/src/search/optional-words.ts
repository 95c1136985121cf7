/**
 * Algolia's `optionalWords` (issue 37; the query's, else the index's setting): each string's words
 * (folded as the engine folds text) need not match when the query holds them. A record must hold
 * every other query word; when every query word is optional, any one of them. The `words` criterion
 * (ranking.ts: `matched`) puts the records matching more words first, and the highlight names the
 * words each hit matched. Algolia's rule for long queries: with four words or more, all optional,
 * the words a record must match grow with its place in the results: 1 for the first 1,000, then one
 * more per 1,000 (or the number of optional words / 5, rounded down, from 10 optional words on).
 */
import type { Expansion } from './memory.ts';
import type { Scored } from './ranking.ts';
import { queryWords } from './text.ts';

/** Which of the query's words are optional (null: none). */
export function optionalMask(words: string[], optionalWords: unknown): boolean[] | null {
  const list =
    typeof optionalWords === 'string' ? [optionalWords] : Array.isArray(optionalWords) ? optionalWords : [];
  if (list.length === 0 || words.length === 0) return null;
  const optional = new Set(list.flatMap((s) => (typeof s === 'string' ? queryWords(`${s} `).words : [])));
  const mask = words.map((w) => optional.has(w));
  return mask.some(Boolean) ? mask : null;
}

/**
 * The query's slots a record must match: its required words' expansions, or (every word optional)
 * one slot holding every word's expansions (any one of them does).
 */
export function requiredSlots(expansions: Expansion[], mask: boolean[]): Expansion[] {
  const required = expansions.filter((_, i) => !mask[i]);
  if (required.length > 0) return required;
  const any: Expansion = new Map();
  for (const e of expansions) for (const [w, m] of e) if (!any.has(w)) any.set(w, m);
  return [any];
}

/** Algolia's long-query rule (see above): the ordered hits a record matching too few words leaves. */
export function longQueryCut(ordered: string[], scored: Scored[], mask: boolean[]): string[] {
  if (mask.length < 4 || !mask.every(Boolean) || ordered.length <= 1000) return ordered;
  const step = mask.length < 10 ? 1 : Math.floor(mask.length / 5);
  const matched = new Map(scored.map((s) => [s.objectID, s.matched]));
  const kept: string[] = [];
  for (const id of ordered) {
    const need = 1 + Math.floor(kept.length / 1000) * step;
    // Pinned records (rules) are not scored: they are kept where they are.
    if ((matched.get(id) ?? need) >= need) kept.push(id);
  }
  return kept;
}
