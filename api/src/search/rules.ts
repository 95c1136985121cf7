/**
 * Query rules at query time (issue 37), as Algolia applies them:
 *   - a rule applies when it is enabled, valid now (one of its `validity` ranges holds this second)
 *     and one of its conditions matches (a rule without conditions always applies): a pattern
 *     matches the query's words (folded as the engine folds them, whole words) as anchored (is,
 *     startsWith, endsWith, contains), and a condition's context must be one of the query's
 *     ruleContexts; a condition with a context and no pattern matches on the context alone;
 *   - the matching rules are ordered by Algolia's precedence (the match nearest the query's start,
 *     the longest, is > startsWith > endsWith > contains, with a context first, then objectID), and
 *     a rule conflicting with one before it (a second query edit, a position or record already
 *     pinned) is left out; at most MAX_APPLIED apply;
 *   - consequences: the query edited (replaced, words removed or replaced), filters ANDed with the
 *     query's, optionalFilters (optional-filters.ts: records matching more rank first among equally
 *     relevant ones; a negative filter or score buries), promoted records pinned at their positions
 *     (counted once in nbHits; with filterPromotes only when they pass the query's filters; never
 *     past a secured key's filters), hidden records left out, userData and renderingContent in the
 *     response.
 * The compiled rules are kept per index and data version (every rule write bumps it), indexed by
 * their pattern's first word and by context: matching reads no SQL while the index is unchanged and
 * looks only at the rules the query's words or contexts can trigger.
 */
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { type Cnf, cnfMatches, type FilterProjection, parseFilterArray, parseFilters } from './filters.ts';
import type { IndexRow, JsonObject, SearchResponse } from './model.ts';
import { compileOptional, type OptionalGroup } from './optional-filters.ts';
import type { SearchParams } from './params.ts';
import type { Anchoring, ConsequenceQuery, Rule } from './rules-validation.ts';
import { queryWords } from './text.ts';

/** Rules applied to one query at most. */
const MAX_APPLIED = 10;
const ANCHOR_RANK: Record<Anchoring, number> = { is: 0, startsWith: 1, endsWith: 2, contains: 3 };

type CompiledCondition = { words: string[] | null; anchoring: Anchoring | null; context: string | null };
type Compiled = {
  rule: Rule;
  conditions: CompiledCondition[];
  filters: Cnf;
  optional: OptionalGroup[];
  /** promoted records, in order (a group's records share its position) */
  pins: { objectID: string; position: number }[];
};
type Entry = { c: Compiled; cond: CompiledCondition };
type CompiledSet = {
  /** conditions with a non-empty pattern, by the pattern's first word */
  byWord: Map<string, Entry[]>;
  /** conditions matching the empty query (pattern "" with is) */
  empty: Entry[];
  /** conditions with a context and no pattern */
  byContext: Map<string, Entry[]>;
  /** rules without conditions */
  always: Compiled[];
};

function compile(rule: Rule): Compiled {
  const p = rule.consequence.params ?? {};
  const filters: Cnf = [
    ...parseFilters(p.filters ?? ''),
    ...parseFilterArray(p.facetFilters, 'facetFilters'),
    ...parseFilterArray(p.numericFilters, 'numericFilters'),
    ...parseFilterArray(p.tagFilters, 'tagFilters'),
  ];
  const optional = compileOptional(p.optionalFilters);
  const pins = (rule.consequence.promote ?? []).flatMap((pr) =>
    'objectIDs' in pr
      ? pr.objectIDs.map((objectID) => ({ objectID, position: pr.position }))
      : [{ objectID: pr.objectID, position: pr.position }],
  );
  const conditions = (rule.conditions ?? []).map((c) => ({
    words: c.pattern === undefined ? null : queryWords(c.pattern).words,
    anchoring: c.anchoring ?? null,
    context: c.context ?? null,
  }));
  return { rule, conditions, filters, optional, pins };
}

function compileAll(rules: Rule[]): CompiledSet {
  const set: CompiledSet = { byWord: new Map(), empty: [], byContext: new Map(), always: [] };
  for (const rule of rules) {
    const c = compile(rule);
    if (c.conditions.length === 0) set.always.push(c);
    for (const cond of c.conditions) {
      const entry = { c, cond };
      if (cond.words === null) {
        const list = set.byContext.get(cond.context!) ?? [];
        list.push(entry);
        set.byContext.set(cond.context!, list);
      } else if (cond.words.length === 0) set.empty.push(entry);
      else {
        const list = set.byWord.get(cond.words[0]!) ?? [];
        list.push(entry);
        set.byWord.set(cond.words[0]!, list);
      }
    }
  }
  return set;
}

const cache = new WeakMap<Db, Map<string, { key: string; set: CompiledSet }>>();

/** The index's enabled rules, compiled, from this process's cache while the index's data is unchanged. */
async function rulesOf(db: Db, index: IndexRow): Promise<CompiledSet> {
  let byIndex = cache.get(db);
  if (!byIndex) {
    byIndex = new Map();
    cache.set(db, byIndex);
  }
  const key = `${new Date(index.creado_en).getTime()}:${index.data_version}`;
  const hit = byIndex.get(index.name);
  if (hit?.key === key) return hit.set;
  const { rows } = await sql<{ body: Rule }>`
    select body from search_rule where index_name = ${index.name} and habilitada order by object_id`.execute(
    db,
  );
  const set = compileAll(rows.map((r) => r.body));
  byIndex.set(index.name, { key, set });
  return set;
}

/** Where a condition's pattern matches the query's words: [start, length], or null. */
function matchAt(cond: CompiledCondition, q: string[]): [number, number] | null {
  const w = cond.words!;
  const at = (i: number) => w.every((x, j) => q[i + j] === x);
  switch (cond.anchoring) {
    case 'is':
      return w.length === q.length && at(0) ? [0, w.length] : null;
    case 'startsWith':
      return w.length <= q.length && at(0) ? [0, w.length] : null;
    case 'endsWith':
      return w.length <= q.length && at(q.length - w.length) ? [q.length - w.length, w.length] : null;
    default:
      for (let i = 0; i + w.length <= q.length; i++) if (at(i)) return [i, w.length];
      return null;
  }
}

/** Replaces (or removes, `insert` null) every occurrence of the phrase `del` in `words`. */
function replacePhrase(words: string[], del: string[], insert: string[] | null): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    if (del.length > 0 && del.every((d, j) => words[i + j] === d)) {
      if (insert) out.push(...insert);
      i += del.length;
    } else out.push(words[i++]!);
  }
  return out;
}

function editQuery(q: ConsequenceQuery, query: string): string {
  if (typeof q === 'string') return q;
  let words = queryWords(query).words;
  for (const r of q.remove ?? []) words = replacePhrase(words, queryWords(r).words, null);
  for (const e of q.edits ?? [])
    words = replacePhrase(
      words,
      queryWords(e.delete).words,
      e.type === 'replace' ? queryWords(e.insert ?? '').words : null,
    );
  // The last word stays a prefix only if the shopper had not finished it.
  return words.join(' ') + (/\s$/.test(query) ? ' ' : '');
}

function validNow(rule: Rule, now: number): boolean {
  return !rule.validity?.length || rule.validity.some((v) => v.from <= now && now <= v.until);
}

/** What the rules applied to one query change in it. */
export type AppliedRules = {
  /** the rules applied, in precedence order */
  ids: string[];
  /** the query edited by a rule (undefined: the query as sent) */
  query: string | undefined;
  /** filters ANDed with the query's */
  filters: Cnf;
  optional: OptionalGroup[];
  pins: { objectID: string; position: number; filterPromotes: boolean }[];
  hidden: Set<string>;
  userData: JsonObject[];
  renderingContent: JsonObject | undefined;
  /** the pins that can be shown, once split() has run */
  shown: { objectID: string; position: number }[] | null;
};

/** The rules that apply to a query, merged (null when none, or `enableRules` is false). */
export async function applyRules(db: Db, index: IndexRow, p: SearchParams): Promise<AppliedRules | null> {
  if (!p.enableRules) return null;
  const set = await rulesOf(db, index);
  if (set.byWord.size === 0 && set.empty.length === 0 && set.byContext.size === 0 && set.always.length === 0)
    return null;
  const q = queryWords(p.query).words;
  const contexts = new Set(p.ruleContexts);
  const entries: Entry[] = [...(q.length === 0 ? set.empty : [])];
  for (const w of new Set(q)) entries.push(...(set.byWord.get(w) ?? []));
  for (const ctx of contexts) entries.push(...(set.byContext.get(ctx) ?? []));
  // Each matching rule with its best match: [position, -length, anchoring, context first].
  const best = new Map<Compiled, number[]>();
  const lexical = (a: number[], b: number[]) => a.reduce((acc, k, i) => acc || k - b[i]!, 0);
  const consider = (c: Compiled, key: number[]) => {
    const old = best.get(c);
    if (!old || lexical(key, old) < 0) best.set(c, key);
  };
  for (const { c, cond } of entries) {
    if (cond.context !== null && !contexts.has(cond.context)) continue;
    if (cond.words === null) consider(c, [Number.MAX_SAFE_INTEGER, 0, 4, 0]);
    else {
      const m = cond.words.length === 0 ? ([0, 0] as [number, number]) : matchAt(cond, q);
      if (m) consider(c, [m[0], -m[1], ANCHOR_RANK[cond.anchoring!], cond.context === null ? 1 : 0]);
    }
  }
  for (const c of set.always) consider(c, [Number.MAX_SAFE_INTEGER, 0, 5, 1]);
  const now = Math.floor(Date.now() / 1000);
  const matched = [...best]
    .filter(([c]) => validNow(c.rule, now))
    .sort(
      ([a, ka], [b, kb]) =>
        lexical(ka, kb) ||
        (a.rule.objectID < b.rule.objectID ? -1 : a.rule.objectID > b.rule.objectID ? 1 : 0),
    );
  if (matched.length === 0) return null;

  const out: AppliedRules = {
    ids: [],
    query: undefined,
    filters: [],
    optional: [],
    pins: [],
    hidden: new Set(),
    userData: [],
    renderingContent: undefined,
    shown: null,
  };
  for (const [c] of matched) {
    if (out.ids.length >= MAX_APPLIED) break;
    const cons = c.rule.consequence;
    const editsQuery = cons.params?.query !== undefined;
    // A conflict with a rule of higher precedence leaves this one out entirely.
    if (editsQuery && out.query !== undefined) continue;
    if (
      c.pins.some((pin) => out.pins.some((o) => o.position === pin.position || o.objectID === pin.objectID))
    )
      continue;
    out.ids.push(c.rule.objectID);
    if (editsQuery) out.query = editQuery(cons.params!.query!, p.query);
    out.filters.push(...c.filters);
    out.optional.push(...c.optional);
    for (const pin of c.pins) out.pins.push({ ...pin, filterPromotes: cons.filterPromotes ?? false });
    for (const h of cons.hide ?? []) out.hidden.add(h.objectID);
    if (cons.userData) out.userData.push(cons.userData);
    if (cons.params?.renderingContent)
      out.renderingContent = { ...cons.params.renderingContent, ...(out.renderingContent ?? {}) };
  }
  out.pins.sort((a, b) => a.position - b.position);
  return out;
}

type Docs = Map<string, { filtro: FilterProjection }>;

/**
 * The query's matching records without the hidden and the pinned ones (those are placed later by
 * place()); keeps the pins that can be shown: records of the index, not hidden, passing the secured
 * key's filters and, with filterPromotes, the query's filters (`cnf`, the rules' included).
 */
export function split(
  rules: AppliedRules | null,
  ids: string[],
  docs: Docs,
  p: SearchParams,
  cnf: Cnf,
  faceting: Set<string>,
): string[] {
  if (!rules) return ids;
  const keyCnf = parseFilters(p.keyFilters);
  rules.shown = rules.pins.filter((pin) => {
    const doc = docs.get(pin.objectID);
    return (
      doc !== undefined &&
      !rules.hidden.has(pin.objectID) &&
      cnfMatches(keyCnf, doc.filtro, faceting) &&
      (!pin.filterPromotes || cnfMatches(cnf, doc.filtro, faceting))
    );
  });
  if (rules.hidden.size === 0 && rules.pins.length === 0) return ids;
  const pinned = new Set(rules.pins.map((pin) => pin.objectID));
  return ids.filter((id) => !rules.hidden.has(id) && !pinned.has(id));
}

/** The ranked records with the shown pins at their positions (beyond the end: at the end). */
export function place(rules: AppliedRules, ordered: string[]): string[] {
  if (!rules.shown?.length) return ordered;
  const out = [...ordered];
  // A group's records (one position) take consecutive places, those not shown leaving no gap.
  let base = -1;
  let k = 0;
  for (const pin of rules.shown) {
    if (pin.position !== base) {
      base = pin.position;
      k = 0;
    }
    out.splice(Math.min(base + k++, out.length), 0, pin.objectID);
  }
  return out;
}

/** The response's fields from the rules: userData, renderingContent, appliedRules (getRankingInfo). */
export function decorate(res: SearchResponse, rules: AppliedRules | null, p: SearchParams): void {
  if (!rules) return;
  if (rules.userData.length) res.userData = rules.userData;
  if (rules.renderingContent) res.renderingContent = { ...res.renderingContent, ...rules.renderingContent };
  if (p.getRankingInfo) res.appliedRules = rules.ids.map((objectID) => ({ objectID }));
}
