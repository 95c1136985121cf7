/**
 * What a query matched in one attribute value, shared by the highlight (hits.ts) and the snippets
 * (snippets.ts): the value's tokens, those matching a query word's expansion or a multi-word
 * synonym's phrase, the last word's prefix cut where it matched as one, the query words found and
 * Algolia's matchLevel; and restrictHighlightAndSnippetArrays' filter on an array's results.
 */
import type { Expansion } from './memory.ts';
import type { JsonObject } from './model.ts';
import type { PhraseHighlight } from './synonyms.ts';
import { fold, type Token, tokenize } from './text.ts';

export type HighlightContext = {
  words: string[];
  expansions: Expansion[];
  pre: string;
  post: string;
  prefixLast: boolean;
  /** Multi-word synonyms of the query: highlighted where all of a phrase's words are in the value. */
  phrases: PhraseHighlight[];
  /** restrictHighlightAndSnippetArrays: an array's items that match nothing are left out. */
  restrictArrays: boolean;
};

/** The end (in the original string) of the first `n` folded characters of a token. */
function prefixEnd(value: string, t: Token, n: number): number {
  let folded = 0;
  for (let i = t.start; i < t.end; i++) {
    folded += fold(value[i]!).length;
    if (folded >= n) return i + 1;
  }
  return t.end;
}

/** A value's tokens, those the query matched (`hit`, `shown` with prefixes cut), the query words found. */
export type ValueMatch = { tokens: Token[]; shown: Token[]; hit: Set<number>; matched: Set<number> };

export function matchValue(value: string, ctx: HighlightContext): ValueMatch {
  const tokens = tokenize(value);
  const hit = new Set<number>();
  const matched = new Set<number>();
  const parts: Token[] = [];
  tokens.forEach((t, i) => {
    ctx.expansions.forEach((exp, qi) => {
      const m = exp.get(t.word);
      if (!m) return;
      matched.add(qi);
      hit.add(i);
      if (m.prefix && m.typos === 0 && qi === ctx.words.length - 1) {
        parts[i] = { word: t.word, start: t.start, end: prefixEnd(value, t, ctx.words[qi]!.length) };
      }
    });
  });
  for (const ph of ctx.phrases) {
    const at = ph.slots.map((exp) => tokens.flatMap((t, i) => (exp.has(t.word) ? [i] : [])));
    if (at.some((list) => list.length === 0)) continue;
    for (const list of at) for (const i of list) hit.add(i);
    for (const qi of ph.words) matched.add(qi);
  }
  return { tokens, shown: tokens.map((t, i) => parts[i] ?? t), hit, matched };
}

/** Algolia's matchLevel: none, some or all of the query's words found in the value. */
export function matchLevelOf(matched: Set<number>, ctx: HighlightContext): string {
  return matched.size === 0 ? 'none' : matched.size === new Set(ctx.words).size ? 'full' : 'partial';
}

/** Does a highlight or snippet result (or one nested in it) match some query word? */
function anyMatch(result: unknown): boolean {
  if (Array.isArray(result)) return result.some(anyMatch);
  if (!result || typeof result !== 'object') return false;
  const level = (result as JsonObject).matchLevel;
  if (typeof level === 'string') return level !== 'none';
  return Object.values(result).some(anyMatch);
}

/** An array's results, without the items that match nothing when restrictHighlightAndSnippetArrays. */
export function restrictedItems(items: unknown[], ctx: HighlightContext): unknown[] {
  return ctx.restrictArrays ? items.filter(anyMatch) : items;
}
