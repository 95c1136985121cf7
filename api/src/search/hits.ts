/**
 * A page of hits: the records' bodies read by objectID, projected (attributesToRetrieve) and
 * highlighted (`_highlightResult`: the query words and their expansions wrapped in the tags, match
 * level, matched words; value-match.ts) and snippeted (`_snippetResult`, snippets.ts), in the order
 * ranking gave.
 */
import { searchableOf } from './derived.ts';
import type { Expansion } from './memory.ts';
import type { IndexSettings, JsonObject } from './model.ts';
import type { SearchParams } from './params.ts';
import { getPath, project, setPath } from './record.ts';
import { snippetResult, snippetSpecs } from './snippets.ts';
import type { PhraseHighlight } from './synonyms.ts';
import { highlight } from './text.ts';
import { type HighlightContext, matchLevelOf, matchValue, restrictedItems } from './value-match.ts';

function highlightValue(value: string, ctx: HighlightContext): JsonObject {
  const { tokens, shown, hit, matched } = matchValue(value, ctx);
  const matchedWords = [...matched].sort((a, b) => a - b).map((qi) => ctx.words[qi]!);
  return {
    value: highlight(value, shown, hit, ctx.pre, ctx.post),
    matchLevel: matchLevelOf(matched, ctx),
    matchedWords,
    ...(matched.size > 0
      ? {
          fullyHighlighted:
            tokens.length > 0 && hit.size === tokens.length && shown.every((t, i) => t === tokens[i]),
        }
      : {}),
  };
}

function highlightAny(value: unknown, ctx: HighlightContext): unknown {
  if (typeof value === 'string') return highlightValue(value, ctx);
  if (typeof value === 'number' || typeof value === 'boolean') return highlightValue(String(value), ctx);
  if (Array.isArray(value))
    return restrictedItems(
      value.map((v) => highlightAny(v, ctx)),
      ctx,
    );
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

/** The page's hits from their bodies (read by the searcher: hot-path.ts), highlighted. */
export function hitsFor(
  byId: Map<string, JsonObject>,
  ids: string[],
  settings: IndexSettings,
  p: SearchParams,
  words: string[],
  expansions: Expansion[],
  prefixLast: boolean,
  synonyms: { phrases: PhraseHighlight[] } = { phrases: [] },
): JsonObject[] {
  if (ids.length === 0) return [];
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
    restrictArrays:
      p.restrictHighlightAndSnippetArrays ?? settings.restrictHighlightAndSnippetArrays === true,
  };
  const snippets = snippetSpecs(p, settings);
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
    if (snippets) hit._snippetResult = snippetResult(p.keyAttributes ? hit : body, snippets, ctx);
    return [hit];
  });
}
