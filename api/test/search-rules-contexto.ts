/**
 * The shared setup of the query rules' tests (search-rules-*.test.ts, issue 37): the search service
 * with its test records (search-contexto.ts), the rules of the test index cleared after each case,
 * and the readings of a search response the cases make.
 */
import { afterEach } from 'vitest';
import { adminClient, INDEX, prepararBuscador } from './search-contexto.ts';

/** Boots the service for the file's cases; after each, the test index has no rules. */
export function prepararReglas(): void {
  prepararBuscador();
  afterEach(async () => {
    await adminClient().clearRules({ indexName: INDEX });
  });
}

type Hit = { objectID: string };
export type Res = {
  hits: Hit[];
  nbHits: number;
  nbPages: number;
  userData?: Record<string, unknown>[];
  appliedRules?: { objectID: string }[];
  renderingContent?: Record<string, unknown>;
};

export const ids = (r: Res) => r.hits.map((h) => h.objectID);
/** A consequence marking its rule: the rules a query applied are read back by `applied`. */
export const marker = (id: string) => ({ userData: { id } });
export const applied = (r: Res) => (r.userData ?? []).map((u) => u.id);
