/**
 * Optional filters (issue 37), one implementation for the query's `optionalFilters` and a query
 * rule's consequence (rules.ts): facet or tag filters that do not leave records out but rank those
 * matching first among equally relevant ones (where Algolia's `filters` criterion sits: after typo
 * and words). Each filter scores 1 unless it says `<score=N>`; a negative filter ("marca:-Pampero")
 * scores the records without the value. Per OR group (a nested array) a record takes its best
 * matching filter's score, or their sum with `sumOrFiltersScores`; the groups' scores add up.
 */
import {
  type Cnf,
  cnfMatches,
  FilterError,
  type FilterProjection,
  type Literal,
  parseFilterArray,
} from './filters.ts';
import type { IndexSettings } from './model.ts';
import { checkOptionalFilters, scoreOf } from './rules-validation.ts';

export type OptionalGroup = { lit: Literal; score: number }[];

/** Checked optionalFilters (a string, an array of strings and OR groups) compiled to scored groups. */
export function compileOptional(raw: string | (string | string[])[] | undefined): OptionalGroup[] {
  if (raw === undefined) return [];
  const list = typeof raw === 'string' ? [raw] : raw;
  return list.map((item) =>
    (Array.isArray(item) ? item : [item]).map((s) => {
      const { filter, score } = scoreOf(s);
      return { lit: parseFilterArray(filter, 'facetFilters')[0]![0]!, score };
    }),
  );
}

/**
 * The query's optionalFilters read (a JSON-encoded array in a params string too), checked as a
 * rule's are; FilterError (400) when invalid.
 */
export function readOptionalFilters(raw: unknown): OptionalGroup[] {
  if (raw === undefined || raw === null || raw === '') return [];
  let value = raw;
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      value = JSON.parse(value);
    } catch {
      throw new FilterError('Invalid value for optionalFilters: invalid JSON array');
    }
  }
  checkOptionalFilters(value, 'Invalid value for optionalFilters');
  return compileOptional(value as string | (string | string[])[]);
}

type Docs = ReadonlyMap<string, { filtro: FilterProjection }>;
type Ranked = { objectID: string; typos: number; matched: number };

/** A record's score by the optional filters. */
function boostOf(optional: OptionalGroup[], filtro: FilterProjection, faceting: Set<string>, sum: boolean) {
  let total = 0;
  for (const group of optional) {
    let best: number | null = null;
    let added = 0;
    for (const { lit, score } of group) {
      if (!cnfMatches([[lit]] as Cnf, filtro, faceting)) continue;
      added += score;
      if (best === null || score > best) best = score;
    }
    total += sum ? added : (best ?? 0);
  }
  return total;
}

/**
 * The query's order with the optional filters: for ranked hits, after typos and words; for a query
 * without words, before the custom ranking. An index sorted by an attribute (`asc()`/`desc()` in its
 * ranking, a sort replica) keeps its sort, as Algolia's: there the boost would only break ties the
 * sort leaves, which the plan already breaks.
 */
export function boosted<
  P extends { compare: (a: never, b: never) => number; compareIds: (a: string, b: string) => number },
>(
  optional: OptionalGroup[],
  plan: P,
  docs: Docs,
  faceting: Set<string>,
  settings: IndexSettings,
  sum = false,
): P {
  const sorted =
    Array.isArray(settings.ranking) && settings.ranking.some((r) => /^(asc|desc)\(/.test(String(r)));
  if (!optional.length || sorted) return plan;
  const scores = new Map<string, number>();
  const boost = (id: string) => {
    let s = scores.get(id);
    if (s === undefined) {
      s = boostOf(optional, docs.get(id)?.filtro ?? {}, faceting, sum);
      scores.set(id, s);
    }
    return s;
  };
  // The plan compares the engine's scored hits (ranking.ts), which carry these fields.
  const compare = plan.compare as unknown as (a: Ranked, b: Ranked) => number;
  return {
    ...plan,
    compare: (a: Ranked, b: Ranked) =>
      a.typos - b.typos || b.matched - a.matched || boost(b.objectID) - boost(a.objectID) || compare(a, b),
    compareIds: (a: string, b: string) => boost(b) - boost(a) || plan.compareIds(a, b),
  };
}
