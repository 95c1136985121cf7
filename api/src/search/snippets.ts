/**
 * Snippets (`_snippetResult`, issue 37), as Algolia gives them: for each attribute of
 * `attributesToSnippet` (the query's, else the index's; "attr:N" keeps N words, 10 by default; "*"
 * every attribute), the value cut to the N words that hold the most matched words (centred on them;
 * the first N when nothing matched), highlighted as `_highlightResult` is, with
 * `snippetEllipsisText` ("…" by default) where words were cut before or after, and the value's
 * matchLevel. Arrays and objects are snippeted item by item; with restrictHighlightAndSnippetArrays
 * an array keeps only its items that match.
 */
import { FilterError } from './filters.ts';
import type { IndexSettings, JsonObject } from './model.ts';
import type { SearchParams } from './params.ts';
import { getPath, setPath } from './record.ts';
import { highlight, type Token } from './text.ts';
import { type HighlightContext, matchLevelOf, matchValue, restrictedItems } from './value-match.ts';

/** Algolia's default snippet length, in words. */
const DEFAULT_WORDS = 10;
const MAX_WORDS = 1000;

export type SnippetSpecs = { attributes: { path: string; words: number }[]; ellipsis: string };

/** The attributes to snippet with their lengths (null: none); a malformed "attr:N" is a 400. */
export function snippetSpecs(p: SearchParams, settings: IndexSettings): SnippetSpecs | null {
  const list = p.attributesToSnippet ?? settings.attributesToSnippet;
  if (!Array.isArray(list) || list.length === 0) return null;
  const attributes = list.map((entry) => {
    const m = /^(.+?)(?::([^:]*))?$/.exec(String(entry).trim());
    const words = m?.[2] === undefined ? DEFAULT_WORDS : /^\d+$/.test(m[2]) ? Number(m[2]) : Number.NaN;
    if (!m || !Number.isInteger(words) || words < 1 || words > MAX_WORDS)
      throw new FilterError(
        `Invalid value for attributesToSnippet: ${JSON.stringify(entry)}, expected "attribute" or "attribute:words" (1 to ${MAX_WORDS})`,
      );
    return { path: m[1]!, words };
  });
  const ellipsis = p.snippetEllipsisText ?? settings.snippetEllipsisText;
  return { attributes, ellipsis: typeof ellipsis === 'string' ? ellipsis : '…' };
}

/**
 * The tokens counted as words (an acronym's joined form "P.A.N." is one, not its letters too), and
 * the word each token belongs to. Tokens come by start, a longer one before those it contains.
 */
function wordUnits(tokens: Token[]): { units: number[]; unitOf: number[] } {
  const units: number[] = [];
  const unitOf: number[] = [];
  let reach = -1;
  tokens.forEach((t, i) => {
    if (t.end > reach || units.length === 0) {
      units.push(i);
      reach = t.end;
    }
    unitOf[i] = units.length - 1;
  });
  return { units, unitOf };
}

function snippetValue(value: string, words: number, ctx: HighlightContext, ellipsis: string): JsonObject {
  const { tokens, shown, hit, matched } = matchValue(value, ctx);
  const matchLevel = matchLevelOf(matched, ctx);
  const { units, unitOf } = wordUnits(tokens);
  if (units.length <= words) return { value: highlight(value, shown, hit, ctx.pre, ctx.post), matchLevel };
  // A word is hit when one of its tokens is.
  const unitHit = units.map(() => false);
  for (const i of hit) unitHit[unitOf[i]!] = true;
  let best = 0;
  let bestCount = -1;
  let count = 0;
  for (let i = 0; i < units.length; i++) {
    if (unitHit[i]) count++;
    if (i >= words && unitHit[i - words]) count--;
    if (i >= words - 1 && count > bestCount) {
      bestCount = count;
      best = i - words + 1;
    }
  }
  let from = 0;
  if (bestCount > 0) {
    // Centred on the matched words the window holds.
    const inWindow = unitHit.slice(best, best + words);
    const first = best + inWindow.indexOf(true);
    const last = best + inWindow.lastIndexOf(true);
    const slack = words - (last - first + 1);
    from = Math.max(0, Math.min(first - Math.floor(slack / 2), units.length - words));
  }
  const to = from + words;
  const cutStart = from > 0;
  const cutEnd = to < units.length;
  const start = cutStart ? tokens[units[from]!]!.start : 0;
  const end = cutEnd ? tokens[units[to - 1]!]!.end : value.length;
  const kept = new Set<number>();
  const part: Token[] = [];
  tokens.forEach((t, i) => {
    if (t.start < start || t.end > end) return;
    part[i] = { ...shown[i]!, start: shown[i]!.start - start, end: shown[i]!.end - start };
    if (hit.has(i)) kept.add(i);
  });
  const text = highlight(value.slice(start, end), part, kept, ctx.pre, ctx.post);
  return { value: `${cutStart ? ellipsis : ''}${text}${cutEnd ? ellipsis : ''}`, matchLevel };
}

function snippetAny(value: unknown, words: number, ctx: HighlightContext, ellipsis: string): unknown {
  if (typeof value === 'string') return snippetValue(value, words, ctx, ellipsis);
  if (typeof value === 'number' || typeof value === 'boolean')
    return snippetValue(String(value), words, ctx, ellipsis);
  if (Array.isArray(value))
    return restrictedItems(
      value.map((v) => snippetAny(v, words, ctx, ellipsis)),
      ctx,
    );
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, snippetAny(v, words, ctx, ellipsis)]),
    );
  return undefined;
}

/** A hit's `_snippetResult` over `body` (the record, or what a secured key lets the hit show). */
export function snippetResult(body: JsonObject, specs: SnippetSpecs, ctx: HighlightContext): JsonObject {
  const out: JsonObject = {};
  for (const { path, words } of specs.attributes) {
    if (path === '*') {
      for (const k of Object.keys(body))
        if (k !== 'objectID') out[k] = snippetAny(body[k], words, ctx, specs.ellipsis);
      continue;
    }
    const at = path.split('.');
    const v = getPath(body, at);
    if (v !== undefined) setPath(out, at, snippetAny(v, words, ctx, specs.ellipsis));
  }
  return out;
}
