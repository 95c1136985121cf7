/**
 * Facet counts of a query (`facets`): per requested attribute, its values over the records that
 * match the query words and the filters, most frequent first (maxValuesPerFacet), counted in SQL.
 * As Algolia, only attributes declared for faceting (not `filterOnly`) are counted, `*` being all
 * of them: counting any path would show values the hits themselves may not (a secured key's).
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { pgTextArray } from './filters.ts';
import type { Expansion } from './memory.ts';
import type { SearchParams } from './params.ts';

export async function facetCounts(
  db: Db,
  name: string,
  p: SearchParams,
  where: RawBuilder<boolean>,
  expansions: Expansion[],
  attributesForFaceting: readonly string[] | undefined,
): Promise<Record<string, Record<string, number>>> {
  const out: Record<string, Record<string, number>> = {};
  const wordConds = expansions.map((e) => sql`words && ${pgTextArray([...e.keys()])}::text[]`);
  const declared = (attributesForFaceting ?? [])
    .filter((a) => !a.startsWith('filterOnly('))
    .map((a) => a.replace(/^(searchable|afterDistinct)\((.*)\)$/, '$2'));
  const wanted = p.facets.includes('*') ? declared : p.facets.filter((f) => declared.includes(f));
  for (const f of wanted.slice(0, 10)) {
    const path = pgTextArray(f.split('.'));
    const { rows } = await sql<{ v: string; n: number }>`
      select v, count(*) as n from search_record,
        jsonb_array_elements_text(case jsonb_typeof(body #> ${path}::text[]) when 'array' then body #> ${path}::text[]
          else jsonb_build_array(body #> ${path}::text[]) end) as v
      where index_name = ${name} ${wordConds.length ? sql`and ${sql.join(wordConds, sql` and `)}` : sql``} and ${where}
        and body #> ${path}::text[] is not null
      group by v order by n desc, v limit ${p.maxValuesPerFacet}`.execute(db);
    out[f] = Object.fromEntries(rows.map((r) => [r.v, Number(r.n)]));
  }
  return out;
}
