/**
 * Synonyms at query time (issue 37), as Algolia applies them:
 *   - `synonym`: every phrase of the set stands for every other; `onewaysynonym`: the input stands for
 *     its synonyms (not back); `altcorrection1`/`2`: the word stands for its corrections, counted as
 *     one or two typos; `placeholder`: each replacement stands for the placeholder's token
 *     ("<unidad>") in records' text (placeholders.ts);
 *   - a query word (whole, as typed; not a typo nor an unfinished prefix) with a one-word alternative
 *     gets it among its expansions: the alternative matches as that word, with no typo;
 *   - a multi-word phrase on either side ("harina pan" → "harina de maíz precocida", "caraotas" ↔
 *     "frijoles negros") makes a variant of the query: its span replaced by the phrase's words, each
 *     required. A record matching a variant ranks as if the span had matched in place (its proximity
 *     is the span's, not the phrase's);
 *   - whether a match through a synonym counts for the exact criterion is `alternativesAsExact`
 *     (query, else settings; Algolia's default: one-word synonyms do, multi-word ones do not): when it
 *     does not, the records with the words as typed rank first.
 * The parsed synonyms are kept per index and data version (every synonym write bumps it): a query
 * reads no SQL for them while the index is unchanged.
 */
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import type { AttrTokens, CustomRank } from './derived.ts';
import type { Expansion } from './memory.ts';
import type { IndexRow } from './model.ts';
import { checkAlternativesAsExact } from './params.ts';
import { isPlaceholder } from './placeholders.ts';
import { compareScored, score } from './ranking.ts';
import type { SynonymHit } from './synonyms-store.ts';
import { queryWords, type WordMatch } from './text.ts';

/** Variants of one query at most (each adds one candidate set and one scoring per candidate). */
const MAX_VARIANTS = 16;

type Alternative = { to: string[]; typos: number };

/** An index's synonyms as a query applies them: by the first word of the phrase they replace. */
export type ParsedSynonyms = {
  /** one word → one-word alternatives (and their typo count) */
  single: Map<string, Map<string, number>>;
  /** first word of a phrase → [its words, its multi-word-involving alternatives] */
  phrases: Map<string, { from: string[]; alt: Alternative }[]>;
  size: number;
};

/** A query's variant: its span [start, start + spanLen) of words replaced by a phrase's words. */
export type Variant = {
  slots: Expansion[];
  start: number;
  spanLen: number;
  phraseLen: number;
  exact: boolean;
};

/** Algolia's default alternativesAsExact (plurals and conjugations change nothing here). */
const DEFAULT_ALTERNATIVES_AS_EXACT = ['ignorePlurals', 'singleWordSynonym'];

/** Which synonym matches count as exact: one-word ones, multi-word ones. */
export type AsExact = { single: boolean; multi: boolean };

/** The query's alternativesAsExact, else the index's, else Algolia's default. */
export function asExactOf(query: string[] | undefined, settings: unknown): AsExact {
  const list =
    query ?? (settings === undefined ? DEFAULT_ALTERNATIVES_AS_EXACT : checkAlternativesAsExact(settings));
  return { single: list.includes('singleWordSynonym'), multi: list.includes('multiWordsSynonym') };
}

/**
 * A phrase's words as a query's are read (text.ts): a dotted acronym ("P.A.N.") is its joined word,
 * a size ("medio kilo", "1 kg") its canonical word, so a synonym meets the query words it names.
 */
const wordsOf = (s: string): string[] => queryWords(`${s} `).words;

/** The query words' expansions a one-word synonym was added to (scoreWithSynonyms reads it). */
const withAlternatives = new WeakSet<Expansion>();

export function parseSynonyms(hits: SynonymHit[]): ParsedSynonyms {
  const out: ParsedSynonyms = { single: new Map(), phrases: new Map(), size: hits.length };
  const add = (fromText: string, toText: string, typos: number) => {
    const from = wordsOf(fromText);
    const to = wordsOf(toText);
    if (from.length === 0 || to.length === 0 || from.join(' ') === to.join(' ')) return;
    if (from.length === 1 && to.length === 1) {
      let m = out.single.get(from[0]!);
      if (!m) {
        m = new Map();
        out.single.set(from[0]!, m);
      }
      m.set(to[0]!, Math.min(typos, m.get(to[0]!) ?? typos));
      return;
    }
    const list = out.phrases.get(from[0]!) ?? [];
    list.push({ from, alt: { to, typos } });
    out.phrases.set(from[0]!, list);
  };
  for (const h of hits) {
    if (h.type === 'synonym') {
      for (const a of h.synonyms ?? []) for (const b of h.synonyms ?? []) if (a !== b) add(a, b, 0);
    } else if (h.type === 'onewaysynonym') {
      for (const b of h.synonyms ?? []) add(h.input ?? '', b, 0);
    } else if (h.type === 'placeholder') {
      // Each replacement stands for the placeholder's token in records (placeholders.ts).
      for (const r of h.replacements ?? []) add(r, h.placeholder ?? '', 0);
    } else {
      const typos = h.type === 'altcorrection2' ? 2 : 1;
      for (const b of h.corrections ?? []) add(h.word ?? '', b, typos);
    }
  }
  return out;
}

const cache = new WeakMap<Db, Map<string, { key: string; parsed: ParsedSynonyms }>>();

/** The index's synonyms, parsed, from this process's cache while the index's data is unchanged. */
export async function synonymsOf(db: Db, index: IndexRow): Promise<ParsedSynonyms> {
  let byIndex = cache.get(db);
  if (!byIndex) {
    byIndex = new Map();
    cache.set(db, byIndex);
  }
  const key = `${new Date(index.creado_en).getTime()}:${index.data_version}`;
  const hit = byIndex.get(index.name);
  if (hit?.key === key) return hit.parsed;
  const { rows } = await sql<{ body: SynonymHit }>`
    select body from search_synonym where index_name = ${index.name} order by object_id`.execute(db);
  const parsed = parseSynonyms(rows.map((r) => r.body));
  byIndex.set(index.name, { key, parsed });
  return parsed;
}

/**
 * Applies the synonyms to a query: one-word alternatives are added to the words' expansions (in
 * place); the variants made by multi-word phrases are returned. `has`: is the word in the index.
 */
export function applySynonyms(
  syn: ParsedSynonyms,
  words: string[],
  expansions: Expansion[],
  has: (word: string) => boolean,
  asExact: AsExact = { single: true, multi: false },
  /** The query's stop words were removed (language.ts): a phrase is matched without its own. */
  isStopWord: (word: string) => boolean = () => false,
): Variant[] {
  if (syn.size === 0) return [];
  words.forEach((w, i) => {
    for (const [alt, typos] of syn.single.get(w) ?? []) {
      const current = expansions[i]!.get(alt);
      if (has(alt) && (!current || current.typos > typos)) {
        expansions[i]!.set(alt, { typos, exact: typos === 0 && asExact.single, prefix: false });
        withAlternatives.add(expansions[i]!);
      }
    }
  });
  const variants: Variant[] = [];
  for (let i = 0; i < words.length && variants.length < MAX_VARIANTS; i++) {
    for (const { from: written, alt } of syn.phrases.get(words[i]!) ?? []) {
      const from = written.filter((f, j) => j === 0 || !isStopWord(f));
      if (from.some((f, j) => words[i + j] !== f) || !alt.to.every(has)) continue;
      const phrase = alt.to.map(
        (w, j): Expansion =>
          new Map<string, WordMatch>([[w, { typos: j === 0 ? alt.typos : 0, exact: false, prefix: false }]]),
      );
      variants.push({
        slots: [...expansions.slice(0, i), ...phrase, ...expansions.slice(i + from.length)],
        start: i,
        spanLen: from.length,
        phraseLen: phrase.length,
        exact: alt.typos === 0 && asExact.multi,
      });
      if (variants.length >= MAX_VARIANTS) break;
    }
  }
  return variants;
}

/**
 * A placeholder's token in the records matches only through its synonym's replacements: the
 * vocabulary's expansions of the query words (itself typed, or a typo of it) are dropped, in place.
 */
export function dropPlaceholders(expansions: Expansion[]): void {
  for (const e of expansions) for (const w of e.keys()) if (isPlaceholder(w)) e.delete(w);
}

/** The records holding, for every slot of the variant, one of its words (smallest set first). */
export function variantIds(slots: Expansion[], postings: Map<string, Set<string>>): string[] {
  const sets = slots
    .map((e) => {
      const ids = new Set<string>();
      for (const w of e.keys()) for (const id of postings.get(w) ?? []) ids.add(id);
      return ids;
    })
    .sort((a, b) => a.size - b.size);
  if (sets.length === 0) return [];
  return [...sets[0]!].filter((id) => sets.every((s) => s.has(id)));
}

/** The query's matches (ids) plus those of its variants, each once. */
export function withVariantIds(
  ids: string[],
  variants: Variant[],
  postings: Map<string, Set<string>>,
): string[] {
  if (variants.length === 0) return ids;
  const all = new Set(ids);
  for (const v of variants) for (const id of variantIds(v.slots, postings)) all.add(id);
  return [...all];
}

/** Does a record's searched text match the query (its expansions) or one of its variants? */
export function matchesAny(attrs: AttrTokens[], expansions: Expansion[], variants: Variant[]): boolean {
  const all = (slots: Expansion[]) => slots.every((e) => attrs.some((a) => a.words.some((w) => e.has(w))));
  return all(expansions) || variants.some((v) => all(v.slots));
}

type Scored = ReturnType<typeof score>;

/** A record's best score over the query and its variants (a variant scored as described above). */
export function scoreWithSynonyms(
  objectID: string,
  attrs: AttrTokens[],
  expansions: Expansion[],
  variants: Variant[],
  ranking: unknown[],
  custom: CustomRank[],
  minProximity = 1,
): Scored {
  let best = score(objectID, attrs, expansions, ranking, minProximity);
  // The best-placed match of a word may be its synonym while the word itself, exact, is further on
  // ("Malta Maltín" for "maltin" → malta): the exact criterion counts the words found exactly anywhere.
  if (expansions.some((e) => withAlternatives.has(e))) {
    const exact = expansions.filter((e) => attrs.some((a) => a.words.some((w) => e.get(w)?.exact))).length;
    if (exact > best.exact) best = { ...best, exact };
  }
  for (const v of variants) {
    const s = score(objectID, attrs, v.slots, ranking, minProximity);
    if (s.matched < v.slots.length) continue;
    const phrase = v.slots.slice(v.start, v.start + v.phraseLen);
    const inner = v.phraseLen > 1 ? score(objectID, attrs, phrase, ranking, minProximity).proximity : 0;
    const adjusted: Scored = {
      ...s,
      proximity: s.proximity - inner + (v.spanLen - 1) * minProximity,
      matched: s.matched - v.phraseLen + v.spanLen,
      // The phrase's words are not exact matches; counted as the span's words when the phrase is.
      exact: s.exact + (v.exact ? v.spanLen : 0),
    };
    if (compareScored(adjusted, best, custom) < 0) best = adjusted;
  }
  return best;
}

/** What the highlighter needs of the variants: each phrase's words, and the query words it stands for. */
export type PhraseHighlight = { slots: Expansion[]; words: number[] };

export function phraseHighlights(variants: Variant[]): PhraseHighlight[] {
  return variants.map((v) => ({
    slots: v.slots.slice(v.start, v.start + v.phraseLen),
    words: Array.from({ length: v.spanLen }, (_, j) => v.start + j),
  }));
}
