/**
 * maxValuesPerFacet as an index setting in the embedded search service (issue 37), through the
 * official algoliasearch v5 client: without it, Algolia's 100; the setting caps every facet's values
 * (the most frequent kept); the query's own maxValuesPerFacet wins over it; getSettings returns it.
 */
import { describe, expect, it } from 'vitest';
import { adminClient, INDEX, prepararBuscador } from './search-contexto.ts';

prepararBuscador();

const facetas = async (extra: Record<string, unknown> = {}) =>
  (
    await adminClient().searchSingleIndex({
      indexName: INDEX,
      searchParams: { query: '', facets: ['marca'], ...extra },
    })
  ).facets!.marca!;

async function ajustar(maxValuesPerFacet: number | null): Promise<void> {
  const client = adminClient();
  const { taskID } = await client.setSettings({
    indexName: INDEX,
    indexSettings: { maxValuesPerFacet } as { maxValuesPerFacet: number },
  });
  await client.waitForTask({ indexName: INDEX, taskID });
}

describe('maxValuesPerFacet (setting)', () => {
  it("caps the facets' values unless the query asks for another number", async () => {
    // 8 brands, Primor twice.
    expect(Object.keys(await facetas())).toHaveLength(8);
    await ajustar(3);
    expect((await adminClient().getSettings({ indexName: INDEX })).maxValuesPerFacet).toBe(3);
    const capped = await facetas();
    expect(Object.keys(capped)).toHaveLength(3);
    expect(capped.Primor).toBe(2);
    expect(Object.keys(await facetas({ maxValuesPerFacet: 5 }))).toHaveLength(5);
    expect(Object.keys(await facetas({ maxValuesPerFacet: 1 }))).toEqual(['Primor']);
    await ajustar(null);
    expect(Object.keys(await facetas())).toHaveLength(8);
  });
});
