/**
 * What a record's search needs besides its body, derived at write time from the index's settings:
 * its folded words (the GIN column), its tokens per searchable attribute, its custom ranking values
 * and its filter projection (filters.ts). Also reads the settings these come from.
 */
import { facetAttributes, filterProjector } from './filters.ts';
import type { IndexSettings, JsonObject } from './model.ts';
import { getPath } from './record.ts';
import { tokenize } from './text.ts';

type SearchableAttr = { path: string[]; rank: number; unordered: boolean };

/** A record's searchable tokens, per attribute, as stored in `tokens`. */
export type AttrTokens = { rank: number; unordered: boolean; words: string[] };

export type CustomRank = { path: string[]; desc: boolean };

function stringsOf(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number') out.push(String(value));
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsOf(v, out);
}

/** searchableAttributes → paths with their rank; "a,b" share a rank; unset → every attribute. */
export function searchableOf(settings: IndexSettings, body?: JsonObject): SearchableAttr[] {
  const list = settings.searchableAttributes;
  if (!list || list.length === 0) {
    return Object.keys(body ?? {})
      .filter((k) => k !== 'objectID')
      .map((k) => ({ path: [k], rank: 0, unordered: false }));
  }
  const out: SearchableAttr[] = [];
  list.forEach((entry, rank) => {
    for (const part of entry.split(',')) {
      const m = /^\s*unordered\((.*)\)\s*$/.exec(part);
      const name = (m ? m[1]! : part).trim();
      if (name) out.push({ path: name.split('.'), rank, unordered: Boolean(m) });
    }
  });
  return out;
}

/** What a record's search needs besides its body, as stored next to it. */
export type Derived = { words: string[]; tokens: string; ranking: string; filtro: string };

/**
 * The derivation of a batch of records under one index's settings: the settings are read once, and
 * each distinct string is tokenised once (a category's or a brand's name recurs across thousands of
 * records). Its memory lives as long as the returned function: one batch.
 */
export function deriver(settings: IndexSettings): (body: JsonObject) => Derived {
  const project = filterProjector(facetAttributes(settings.attributesForFaceting));
  const custom = customRankingOf(settings);
  const listed = settings.searchableAttributes?.length ? searchableOf(settings) : null;
  const wordsOf = new Map<string, string[]>();
  const tokenised = (s: string): string[] => {
    let words = wordsOf.get(s);
    if (!words) {
      words = tokenize(s).map((t) => t.word);
      wordsOf.set(s, words);
    }
    return words;
  };
  return (body) => {
    const ranking = custom.map((c) => {
      const v = getPath(body, c.path);
      return typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' ? v : null;
    });
    const attrs: AttrTokens[] = [];
    const all = new Set<string>();
    for (const a of listed ?? searchableOf(settings, body)) {
      const strings: string[] = [];
      stringsOf(getPath(body, a.path), strings);
      const words = strings.flatMap(tokenised);
      for (const w of words) all.add(w);
      if (words.length) attrs.push({ rank: a.rank, unordered: a.unordered, words });
    }
    return {
      words: [...all],
      tokens: JSON.stringify(attrs.map((a) => [a.rank, a.unordered ? 1 : 0, a.words.join(' ')])),
      ranking: JSON.stringify(ranking),
      filtro: JSON.stringify(project(body)),
    };
  };
}

export function parseTokens(tokens: string): AttrTokens[] {
  const raw = JSON.parse(tokens) as [number, number, string][];
  return raw.map(([rank, unordered, words]) => ({
    rank,
    unordered: unordered === 1,
    words: words.split(' '),
  }));
}

export function customRankingOf(settings: IndexSettings): CustomRank[] {
  return (settings.customRanking ?? []).flatMap((c) => {
    const m = /^(asc|desc)\((.+)\)$/.exec(c.trim());
    return m ? [{ path: m[2]!.split('.'), desc: m[1] === 'desc' }] : [];
  });
}

/** Do two settings give records different words, tokens or ranking? */
export function derivedChanged(a: IndexSettings, b: IndexSettings): boolean {
  return (
    JSON.stringify(a.searchableAttributes ?? null) !== JSON.stringify(b.searchableAttributes ?? null) ||
    JSON.stringify(a.customRanking ?? null) !== JSON.stringify(b.customRanking ?? null) ||
    JSON.stringify(a.attributesForFaceting ?? null) !== JSON.stringify(b.attributesForFaceting ?? null)
  );
}
