/**
 * A page of hits: the records' bodies read by objectID, projected (attributesToRetrieve) and
 * highlighted (`_highlightResult`: the query words and their expansions wrapped in the tags, match
 * level, matched words), in the order ranking gave.
 */
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { searchableOf } from './derived.ts';
import { pgTextArray } from './filters.ts';
import type { Expansion } from './memory.ts';
import type { IndexSettings, JsonObject } from './model.ts';
import type { SearchParams } from './params.ts';
import { getPath, project, setPath } from './record.ts';
import type { PhraseHighlight } from './synonyms.ts';
import { fold, highlight, type Token, tokenize } from './text.ts';

type HighlightContext = {
  words: string[];
  expansions: Expansion[];
  pre: string;
  post: string;
  prefixLast: boolean;
  /** Multi-word synonyms of the query: highlighted where all of a phrase's words are in the value. */
  phrases: PhraseHighlight[];
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

function highlightValue(value: string, ctx: HighlightContext): JsonObject {
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
  const shown = tokens.map((t, i) => parts[i] ?? t);
  const matchedWords = [...matched].sort((a, b) => a - b).map((qi) => ctx.words[qi]!);
  return {
    value: highlight(value, shown, hit, ctx.pre, ctx.post),
    matchLevel: matched.size === 0 ? 'none' : matched.size === new Set(ctx.words).size ? 'full' : 'partial',
    matchedWords,
    ...(matched.size > 0
      ? { fullyHighlighted: tokens.length > 0 && hit.size === tokens.length && parts.every((p) => !p) }
      : {}),
  };
}

function highlightAny(value: unknown, ctx: HighlightContext): unknown {
  if (typeof value === 'string') return highlightValue(value, ctx);
  if (typeof value === 'number' || typeof value === 'boolean') return highlightValue(String(value), ctx);
  if (Array.isArray(value)) return value.map((v) => highlightAny(v, ctx));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, highlightAny(v, ctx)]));
  }
  return undefined;
}

function highlightResult(body: JsonObject, attributes: string[], ctx: HighlightContext): JsonObject {
  const out: JsonObject = {};
  const list = attributes.includes('*') ? Object.keys(body).filter((k) => k !== 'objectID') : attributes;
  for (const a of list) {
    const path = a.split('.');
    const v = getPath(body, path);
    if (v === undefined) continue;
    setPath(out, path, highlightAny(v, ctx));
  }
  return out;
}

export async function hitsFor(
  db: Db,
  indexId: number,
  ids: string[],
  settings: IndexSettings,
  p: SearchParams,
  words: string[],
  expansions: Expansion[],
  prefixLast: boolean,
  synonyms: { phrases: PhraseHighlight[] } = { phrases: [] },
): Promise<JsonObject[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ object_id: string; body: JsonObject }>`
    select object_id, body from search_record where index_id = ${indexId} and object_id = any(${pgTextArray(ids)}::text[])`.execute(
    db,
  );
  const byId = new Map(rows.map((r) => [r.object_id, r.body]));
  const highlightAttrs =
    p.attributesToHighlight ??
    settings.attributesToHighlight ??
    (settings.searchableAttributes?.length ? searchableOf(settings).map((a) => a.path.join('.')) : ['*']);
  const ctx: HighlightContext = {
    words,
    expansions,
    pre: p.highlightPreTag,
    post: p.highlightPostTag,
    prefixLast,
    phrases: synonyms.phrases,
  };
  return ids.flatMap((id) => {
    const body = byId.get(id);
    if (!body) return [];
    const hit = project(
      body,
      p.attributesToRetrieve ?? settings.attributesToRetrieve,
      settings.unretrievableAttributes,
    );
    // Under a secured key, only what it lets the hit show can be highlighted.
    if (highlightAttrs.length)
      hit._highlightResult = highlightResult(p.keyAttributes ? hit : body, highlightAttrs, ctx);
    return [hit];
  });
}
