/**
 * Ranking with Algolia's criteria, in order: typo, words (query words matched; among records that
 * match as many, those matching the query's first words), proximity (pairs closer than the index's
 * minProximity count as that close), exact, attribute, then the index's custom ranking; objectID
 * breaks the remaining ties. Exact comes before attribute (Algolia puts it after): a query's word found
 * whole ("pan" in "Harina P.A.N.") ranks above the same letters starting a longer word ("Panettone"),
 * wherever each sits (issue 36). Within exact, a one-word query that is a whole attribute's value
 * ("Papa" for "papas") ranks first: Algolia's exactOnSingleWordQuery 'attribute', kept as a tie-break
 * of the engine's word count so the issue 36 order holds.
 */
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { type AttrTokens, type CustomRank, customRankingOf } from './derived.ts';
import { pgTextArray } from './filters.ts';
import type { Expansion } from './memory.ts';
import { type IndexRow, type IndexSettings, SearchError } from './model.ts';
import type { SearchParams } from './params.ts';
import { fold, type WordMatch } from './text.ts';
import { turnos } from './turnos.ts';

/** Candidates ranked in full per query at most (beyond, the best by custom ranking are kept). */
export const MAX_RANKED = 20_000;

/**
 * Folded strings of the values compared (names recur in every comparison of a sort by name: folding
 * each time cost more than the sort); emptied when it grows past a catalogue's worth.
 */
const foldedValues = new Map<string, string>();
const FOLDED_KEPT = 200_000;

function foldedValue(v: string): string {
  let f = foldedValues.get(v);
  if (f === undefined) {
    if (foldedValues.size >= FOLDED_KEPT) foldedValues.clear();
    f = fold(v);
    foldedValues.set(v, f);
  }
  return f;
}

const norm = (v: unknown) =>
  typeof v === 'boolean' ? Number(v) : typeof v === 'string' ? foldedValue(v) : v;

function compareCustom(a: unknown, b: unknown, desc: boolean): number {
  const x = norm(a);
  const y = norm(b);
  const missingX = x === undefined || x === null || typeof x === 'object';
  const missingY = y === undefined || y === null || typeof y === 'object';
  if (missingX || missingY) return missingX === missingY ? 0 : missingX ? 1 : -1;
  if (x === y) return 0;
  const less =
    typeof x === typeof y ? (x as number | string) < (y as number | string) : typeof x === 'number';
  return (less ? -1 : 1) * (desc ? -1 : 1);
}

/** Two records' custom ranking values, compared by the index's custom ranking, criterion by criterion. */
export function compareCustomRanking(custom: CustomRank[], a: unknown[], b: unknown[], from = 0): number {
  for (let i = 0; i < custom.length; i++) {
    const r = compareCustom(a[from + i], b[from + i], custom[i]!.desc);
    if (r) return r;
  }
  return 0;
}

export type Scored = {
  objectID: string;
  typos: number;
  proximity: number;
  attribute: number;
  exact: number;
  custom: unknown[];
  matched: number;
  /** The query words not matched, the first ones weighing most (0 when all match). */
  missed: number;
  /** One-word query: 1 when a searched attribute is that word alone, exactly. */
  whole: number;
};

/** minProximity: Algolia's 1 (every word between counts) to 7. */
export function minProximityOf(query: number | undefined, settings: IndexSettings): number {
  const v = query ?? settings.minProximity ?? 1;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 7)
    throw new SearchError(400, 'Invalid value for minProximity: expected an integer between 1 and 7');
  return v;
}

export function score(
  objectID: string,
  attrs: AttrTokens[],
  expansions: Expansion[],
  custom: unknown[],
  minProximity = 1,
): Scored {
  let typos = 0;
  let exact = 0;
  let attribute = Number.MAX_SAFE_INTEGER;
  // Best position of each query word: [attribute index, word position]; and every place it matches
  // with as few typos, for the proximity.
  const where: ([number, number] | null)[] = [];
  const places: [number, number, number][][] = [];
  for (const exp of expansions) {
    let best: { m: WordMatch; a: number; p: number; key: number } | null = null;
    const found: [number, number, number][] = [];
    attrs.forEach((attr, ai) => {
      attr.words.forEach((w, p) => {
        const m = exp.get(w);
        if (!m) return;
        found.push([ai, p, m.typos]);
        const key = m.typos * 1e6 + attr.rank * 1e3 + (attr.unordered ? 0 : Math.min(p, 999));
        if (!best || key < best.key) best = { m, a: ai, p, key };
      });
    });
    if (!best) {
      where.push(null);
      places.push([]);
      continue;
    }
    const b = best as { m: WordMatch; a: number; p: number; key: number };
    typos += b.m.typos;
    if (b.m.exact) exact++;
    const attr = attrs[b.a]!;
    attribute = Math.min(attribute, attr.rank * 1000 + (attr.unordered ? 0 : Math.min(b.p, 999)));
    where.push([b.a, b.p]);
    places.push(found.filter((f) => f[2] === b.m.typos));
  }
  // Algolia's proximity: for each pair of consecutive query words, their closest places in one
  // attribute ("Café molido", category "Café, Azúcar y Cacao": "cafe azucar" side by side in the
  // category), 8 when no attribute holds both; closer than minProximity counts as minProximity.
  let proximity = 0;
  for (let i = 1; i < places.length; i++) {
    let d = 8;
    for (const [ax, px] of places[i - 1]!)
      for (const [ay, py] of places[i]!) if (ax === ay) d = Math.min(d, Math.abs(py - px));
    proximity += Math.min(8, Math.max(minProximity, d));
  }
  let missed = 0;
  where.forEach((w, i) => {
    if (!w) missed += 2 ** (where.length - 1 - i);
  });
  const only = expansions.length === 1 ? expansions[0]! : null;
  const whole = only && attrs.some((a) => a.words.length === 1 && only.get(a.words[0]!)?.exact) ? 1 : 0;
  return {
    objectID,
    typos,
    proximity,
    attribute,
    exact,
    custom,
    matched: where.filter(Boolean).length,
    missed,
    whole,
  };
}

export function compareScored(a: Scored, b: Scored, custom: CustomRank[]): number {
  return (
    compareRelevance(a, b) ||
    compareCustomRanking(custom, a.custom, b.custom) ||
    (a.objectID < b.objectID ? -1 : a.objectID > b.objectID ? 1 : 0)
  );
}

/* -------------------------------------------------------------------------------------------------
 * The order of an index's results (issue 37): its `ranking` criteria, with `asc(attr)`/`desc(attr)`
 * sorts (standard replicas put them first), the relevance criteria as one block in the engine's
 * order above, and `custom` (the customRanking); a virtual replica's relevant sort; distinct.
 * ---------------------------------------------------------------------------------------------- */

type Criterion = { kind: 'sort'; at: number; desc: boolean } | { kind: 'relevance' } | { kind: 'custom' };

const RELEVANCE = new Set(['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact']);

/** How a query on an index orders its records. */
export type RankPlan = {
  /** A record's values: those of the sort criteria, then those of the custom ranking. */
  values: (id: string) => unknown[];
  /** Records with equal relevance (no query words): by the sorts and the custom ranking. */
  compareIds: (a: string, b: string) => number;
  compare: (a: Scored, b: Scored) => number;
  /** A virtual replica's relevant sort: the custom ranking, then the plan's order. */
  compareCustomFirst: (a: Scored, b: Scored) => number;
  /** Virtual replica: relevancyStrictness applied (undefined for any other index). */
  strictness: number | undefined;
};

/** The `ranking` setting read; a criterion Algolia does not know is refused. */
function criteriaOf(ranking: unknown): { criteria: Criterion[]; sorts: CustomRank[] } {
  if (ranking === undefined || ranking === null) {
    return { criteria: [{ kind: 'relevance' }, { kind: 'custom' }], sorts: [] };
  }
  if (!Array.isArray(ranking) || !ranking.every((r) => typeof r === 'string')) {
    throw new SearchError(400, 'Invalid value for ranking: expected an array of criteria');
  }
  const criteria: Criterion[] = [];
  const sorts: CustomRank[] = [];
  for (const r of ranking as string[]) {
    const m = /^(asc|desc)\((.+)\)$/.exec(r.trim());
    if (m) {
      criteria.push({ kind: 'sort', at: sorts.length, desc: m[1] === 'desc' });
      sorts.push({ path: m[2]!.trim().split('.'), desc: m[1] === 'desc' });
    } else if (RELEVANCE.has(r)) {
      if (!criteria.some((c) => c.kind === 'relevance')) criteria.push({ kind: 'relevance' });
    } else if (r === 'custom') criteria.push({ kind: 'custom' });
    else throw new SearchError(400, `Invalid ranking criterion: ${r}`);
  }
  return { criteria, sorts };
}

/** The `ranking` setting checked when it is saved (settings answer 400 for what queries would). */
export function checkRanking(ranking: unknown): void {
  criteriaOf(ranking);
}

function compareRelevance(a: Scored, b: Scored): number {
  return (
    a.typos - b.typos ||
    b.matched - a.matched ||
    a.missed - b.missed ||
    a.proximity - b.proximity ||
    b.exact - a.exact ||
    b.whole - a.whole ||
    a.attribute - b.attribute
  );
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Attribute values of every record of an index, per process: the sort values of a replica (its
 * primary's stored ranking holds the primary's custom ranking only) and the values of
 * attributeForDistinct. Loaded once per index generation, then brought up to date with what was
 * written since (seq and tombstones, as memory.ts does): a write costs its own records, not the
 * catalogue's, even with many sort replicas.
 */
type Values = {
  created: number;
  generation: number;
  dataVersion: number;
  seq: number;
  values: Map<string, unknown[]>;
  /** The refresh under way: concurrent queries wait for the same one. */
  pending: Promise<void> | null;
};
const valuesCache = new Map<string, Values>();
/** Sets of values kept per process (a store has a few sort replicas per zone and user type). */
const VALUES_CACHED = 64;

export async function attributeValues(
  db: Db,
  data: IndexRow,
  paths: string[][],
): Promise<Map<string, unknown[]>> {
  const key = JSON.stringify([data.name, paths]);
  const created = new Date(data.creado_en).getTime();
  let v = valuesCache.get(key);
  if (!v || v.created !== created || v.generation !== data.vocab_version) {
    v = {
      created,
      generation: data.vocab_version,
      dataVersion: -1,
      seq: 0,
      values: new Map(),
      pending: null,
    };
  }
  valuesCache.delete(key);
  valuesCache.set(key, v);
  if (valuesCache.size > VALUES_CACHED) valuesCache.delete(valuesCache.keys().next().value!);
  const state = v;
  while (state.dataVersion < data.data_version) {
    state.pending ??= (async () => {
      const cols = paths.map((p) => sql`body #> ${pgTextArray(p)}::text[]`);
      const { rows } = await sql<{ object_id: string; v: unknown[] | null; seq: number | string }>`
        select object_id, jsonb_build_array(${sql.join(cols)}) as v, seq from search_record
          where index_id = ${data.id} and seq > ${state.seq}
        union all
        select object_id, null, seq from search_tombstone where index_id = ${data.id} and seq > ${state.seq}
        order by seq`.execute(db);
      // 100,000 rows at most: searches get turns within them (turnos.ts).
      const turno = turnos();
      for (const r of rows) {
        await turno();
        if (r.v === null) state.values.delete(r.object_id);
        else state.values.set(r.object_id, r.v);
        state.seq = Math.max(state.seq, Number(r.seq));
      }
      state.dataVersion = Math.max(state.dataVersion, data.data_version);
    })().finally(() => {
      state.pending = null;
    });
    await state.pending;
  }
  return state.values;
}

/**
 * The plan of a query on an index whose records are `data`'s (its primary's for a replica), with the
 * settings it runs with. `stored` gives a record's stored custom ranking values (derived with the
 * data index's customRanking): used when the sorts are none and the custom ranking is the same.
 */
export async function rankPlan(
  db: Db,
  data: IndexRow,
  settings: IndexSettings,
  stored: (id: string) => unknown[],
  opts: { virtual: boolean; relevancyStrictness: number | undefined },
): Promise<RankPlan> {
  const { criteria, sorts } = criteriaOf(settings.ranking);
  const custom = customRankingOf(settings);
  const same =
    sorts.length === 0 &&
    JSON.stringify(custom.map((c) => c.path)) ===
      JSON.stringify(customRankingOf(data.settings).map((c) => c.path));
  let values = stored;
  if (!same) {
    const map = await attributeValues(
      db,
      data,
      [...sorts, ...custom].map((c) => c.path),
    );
    const none: unknown[] = [];
    values = (id) => map.get(id) ?? none;
  }
  const n = sorts.length;
  /** The criteria in order; `a`, `b` the scored records (null: equally relevant, no query words). */
  const compareValues = (x: unknown[], y: unknown[], a: Scored | null, b: Scored | null): number => {
    for (const c of criteria) {
      const r =
        c.kind === 'sort'
          ? compareCustom(x[c.at], y[c.at], c.desc)
          : c.kind === 'custom'
            ? compareCustomRanking(custom, x, y, n)
            : a && b
              ? compareRelevance(a, b)
              : 0;
      if (r) return r;
    }
    return 0;
  };
  const strictness =
    opts.virtual && custom.length > 0
      ? (opts.relevancyStrictness ?? (settings.relevancyStrictness as number | undefined) ?? 100)
      : undefined;
  const compare = (a: Scored, b: Scored) =>
    compareValues(a.custom, b.custom, a, b) || byId(a.objectID, b.objectID);
  return {
    values,
    compareIds: (a, b) => compareValues(values(a), values(b), null, null) || byId(a, b),
    compare,
    compareCustomFirst: (a, b) => compareCustomRanking(custom, a.custom, b.custom, n) || compare(a, b),
    strictness,
  };
}

/**
 * Scored records in the plan's order. A virtual replica sorts its relevant records by its custom
 * ranking first (Algolia's relevant sort): with relevancyStrictness 0 all of them; above, those as
 * relevant as the best (fewest typos, most query words matched); the others are left out and
 * `nbSortedHits` says how many were kept.
 */
export function orderScored(plan: RankPlan, scored: Scored[]): { ids: string[]; nbSortedHits?: number } {
  if (plan.strictness === undefined) {
    scored.sort(plan.compare);
    return { ids: scored.map((x) => x.objectID) };
  }
  let relevant = scored;
  if (plan.strictness > 0 && scored.length > 0) {
    const typos = Math.min(...scored.map((x) => x.typos));
    const matched = Math.max(...scored.map((x) => x.matched));
    relevant = scored.filter((x) => x.typos === typos && x.matched === matched);
  }
  relevant.sort(plan.compareCustomFirst);
  return { ids: relevant.map((x) => x.objectID), nbSortedHits: relevant.length };
}

/**
 * Distinct: at most `n` records per value of attributeForDistinct, in the given order (records
 * without the attribute each stand alone). Returns the records kept and the number of groups.
 */
export function applyDistinct(
  ids: string[],
  groupOf: (id: string) => unknown,
  n: number,
): { ids: string[]; groups: number } {
  const seen = new Map<string, number>();
  const kept: string[] = [];
  let alone = 0;
  for (const id of ids) {
    const v = groupOf(id);
    if (v === undefined || v === null) {
      alone++;
      kept.push(id);
      continue;
    }
    const key = JSON.stringify(v);
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    if (count < n) kept.push(id);
  }
  return { ids: kept, groups: seen.size + alone };
}

/** distinct (the query's, else the settings'): the records kept of `ids`, or null when off. */
export async function distinctOf(
  db: Db,
  data: IndexRow,
  settings: IndexSettings,
  p: SearchParams,
  ids: string[],
): Promise<{ ids: string[]; groups: number } | null> {
  const n = distinctCount(settings, p);
  if (!n) return null;
  const values = await attributeValues(db, data, [(settings.attributeForDistinct as string).split('.')]);
  return applyDistinct(ids, (id) => values.get(id)?.[0], n);
}

/** The number of records per group distinct keeps (0: distinct off), from the query or the settings. */
export function distinctCount(settings: IndexSettings, p: SearchParams): number {
  const fromSettings = settings.distinct === true ? 1 : settings.distinct === false ? 0 : settings.distinct;
  const n = p.distinct ?? (typeof fromSettings === 'number' ? fromSettings : 0);
  const attr = settings.attributeForDistinct;
  return typeof attr === 'string' && attr !== '' ? n : 0;
}

/**
 * The first `k` of `ids` in the given order (`ids` left as it is): a page of a listing without a
 * query needs its first records, not the whole catalogue sorted.
 */
export function firstInOrder(
  ids: readonly string[],
  compare: (a: string, b: string) => number,
  k: number,
): string[] {
  if (k <= 0) return [];
  if (k * 8 >= ids.length) return [...ids].sort(compare).slice(0, k);
  const best: string[] = [];
  for (const id of ids) {
    if (best.length === k && compare(id, best[k - 1]!) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(best[mid]!, id) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, id);
    if (best.length > k) best.pop();
  }
  return best;
}
