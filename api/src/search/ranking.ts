/**
 * Ranking with Algolia's criteria, in order: typo, words (query words matched), proximity, exact,
 * attribute, then the index's custom ranking; objectID breaks the remaining ties. Exact comes before
 * attribute (Algolia puts it after): a query's word found whole ("pan" in "Harina P.A.N.") ranks
 * above the same letters starting a longer word ("Panettone"), wherever each sits (issue 36).
 */
import type { AttrTokens, CustomRank } from './derived.ts';
import type { Expansion } from './memory.ts';
import { fold, type WordMatch } from './text.ts';

/** Candidates ranked in full per query at most (beyond, the best by custom ranking are kept). */
export const MAX_RANKED = 20_000;

function compareCustom(a: unknown, b: unknown, desc: boolean): number {
  const norm = (v: unknown) => (typeof v === 'boolean' ? Number(v) : typeof v === 'string' ? fold(v) : v);
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
export function compareCustomRanking(custom: CustomRank[], a: unknown[], b: unknown[]): number {
  return custom.reduce((acc, c, i) => acc || compareCustom(a[i], b[i], c.desc), 0);
}

type Scored = {
  objectID: string;
  typos: number;
  proximity: number;
  attribute: number;
  exact: number;
  custom: unknown[];
  matched: number;
};

export function score(
  objectID: string,
  attrs: AttrTokens[],
  expansions: Expansion[],
  custom: unknown[],
): Scored {
  let typos = 0;
  let exact = 0;
  let attribute = Number.MAX_SAFE_INTEGER;
  // Best position of each query word: [attribute index, word position].
  const where: ([number, number] | null)[] = [];
  for (const exp of expansions) {
    let best: { m: WordMatch; a: number; p: number; key: number } | null = null;
    attrs.forEach((attr, ai) => {
      attr.words.forEach((w, p) => {
        const m = exp.get(w);
        if (!m) return;
        const key = m.typos * 1e6 + attr.rank * 1e3 + (attr.unordered ? 0 : Math.min(p, 999));
        if (!best || key < best.key) best = { m, a: ai, p, key };
      });
    });
    if (!best) {
      where.push(null);
      continue;
    }
    const b = best as { m: WordMatch; a: number; p: number; key: number };
    typos += b.m.typos;
    if (b.m.exact) exact++;
    const attr = attrs[b.a]!;
    attribute = Math.min(attribute, attr.rank * 1000 + (attr.unordered ? 0 : Math.min(b.p, 999)));
    where.push([b.a, b.p]);
  }
  let proximity = 0;
  for (let i = 1; i < where.length; i++) {
    const a = where[i - 1];
    const b = where[i];
    if (!a || !b || a[0] !== b[0]) proximity += 8;
    else proximity += Math.min(8, Math.max(1, Math.abs(b[1] - a[1])));
  }
  return { objectID, typos, proximity, attribute, exact, custom, matched: where.filter(Boolean).length };
}

export function compareScored(a: Scored, b: Scored, custom: CustomRank[]): number {
  return (
    a.typos - b.typos ||
    b.matched - a.matched ||
    a.proximity - b.proximity ||
    b.exact - a.exact ||
    a.attribute - b.attribute ||
    compareCustomRanking(custom, a.custom, b.custom) ||
    (a.objectID < b.objectID ? -1 : a.objectID > b.objectID ? 1 : 0)
  );
}
