/**
 * Replicas and sorting (issue 37), through the official algoliasearch v5 client: standard and
 * virtual replicas read their primary's records, keep their own settings, sort by `ranking`'s
 * asc()/desc() or (virtual) by customRanking within relevance; writes to a replica are refused,
 * forwardToReplicas, unlinking, replaceAllObjects on a primary with replicas.
 */
import { describe, expect, it } from 'vitest';
import { adminClient, prepararBuscador, statusOf } from './search-contexto.ts';

prepararBuscador();

const PRIMARY = 'h6_productos';
const ASC = 'h6_productos_precio_asc';
const DESC = 'h6_productos_precio_desc';

const productos = [
  { objectID: 'a', nombre: 'Arroz blanco Primor 1 kg', marca: 'Primor', precio: 1.5, popularidad: 70 },
  { objectID: 'b', nombre: 'Arroz blanco Mary 1 kg', marca: 'Mary', precio: 1.4, popularidad: 90 },
  { objectID: 'c', nombre: 'Arroz parbolizado Primor 1 kg', marca: 'Primor', precio: 1.8, popularidad: 20 },
  { objectID: 'd', nombre: 'Harina de arroz Primor 500 g', marca: 'Primor', precio: 2.6, popularidad: 50 },
  { objectID: 'e', nombre: 'Caraotas negras Mary 1 kg', marca: 'Mary', precio: 2.1, popularidad: 60 },
];

const ids = (hits: { objectID: string }[]) => hits.map((h) => h.objectID);
const RELEVANCE = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

async function prepare(): Promise<void> {
  const client = adminClient();
  await client.setSettings({
    indexName: PRIMARY,
    indexSettings: {
      searchableAttributes: ['nombre', 'marca'],
      attributesForFaceting: ['marca'],
      customRanking: ['desc(popularidad)'],
      replicas: [ASC, `virtual(${DESC})`],
    },
  });
  await client.saveObjects({ indexName: PRIMARY, objects: productos, waitForTasks: true });
  await client.setSettings({ indexName: ASC, indexSettings: { ranking: ['asc(precio)', ...RELEVANCE] } });
  await client.setSettings({ indexName: DESC, indexSettings: { customRanking: ['desc(precio)'] } });
}

describe('replicas', () => {
  it('link the replicas: each carries primary; a standard one starts with a copy of the settings', async () => {
    await prepare();
    const client = adminClient();
    const asc = await client.getSettings({ indexName: ASC });
    expect(asc).toMatchObject({ primary: PRIMARY, customRanking: ['desc(popularidad)'] });
    expect(asc.ranking?.[0]).toBe('asc(precio)');
    expect(await client.getSettings({ indexName: DESC })).toMatchObject({
      primary: PRIMARY,
      customRanking: ['desc(precio)'],
    });
    expect((await client.getSettings({ indexName: PRIMARY })).replicas).toEqual([ASC, `virtual(${DESC})`]);
    const { items } = await client.listIndices();
    expect(items.find((i) => i.name === ASC)).toMatchObject({ primary: PRIMARY, entries: 5 });
  });

  it('a standard replica sorts by its ranking’s asc(), with a query and without', async () => {
    const client = adminClient();
    const all = await client.searchSingleIndex<{ objectID: string }>({ indexName: ASC });
    expect(ids(all.hits)).toEqual(['b', 'a', 'c', 'e', 'd']);
    const arroz = await client.searchSingleIndex<{ objectID: string }>({
      indexName: ASC,
      searchParams: { query: 'arroz' },
    });
    expect(ids(arroz.hits)).toEqual(['b', 'a', 'c', 'd']);
    expect(arroz.nbHits).toBe(4);
    // The primary keeps its own order: popularity.
    const primary = await client.searchSingleIndex<{ objectID: string }>({ indexName: PRIMARY });
    expect(ids(primary.hits)).toEqual(['b', 'a', 'e', 'd', 'c']);
  });

  it('writes to the primary reach its replicas at once (records shared, not copied)', async () => {
    const client = adminClient();
    await client.saveObject({
      indexName: PRIMARY,
      body: { objectID: 'f', nombre: 'Arroz blanco Doña Emilia 1 kg', marca: 'Doña Emilia', precio: 0.9 },
    });
    await client.partialUpdateObject({
      indexName: PRIMARY,
      objectID: 'd',
      attributesToUpdate: { precio: 1.0 },
    });
    const res = await client.searchSingleIndex<{ objectID: string }>({
      indexName: ASC,
      searchParams: { query: 'arroz' },
    });
    expect(ids(res.hits)).toEqual(['f', 'd', 'b', 'a', 'c']);
    await client.deleteObject({ indexName: PRIMARY, objectID: 'f' });
    await client.partialUpdateObject({
      indexName: PRIMARY,
      objectID: 'd',
      attributesToUpdate: { precio: 2.6 },
    });
    const after = await client.searchSingleIndex<{ objectID: string }>({ indexName: ASC });
    expect(ids(after.hits)).toEqual(['b', 'a', 'c', 'e', 'd']);
    expect(await client.getObject({ indexName: ASC, objectID: 'e' })).toMatchObject({ precio: 2.1 });
  });

  it('refuses writing records to a replica, as Algolia', async () => {
    const client = adminClient();
    await expect(
      client.saveObject({ indexName: ASC, body: { objectID: 'x', nombre: 'x' } }),
    ).rejects.toMatchObject({ status: 400, message: 'cannot apply the batch operation on a replica index' });
    expect(await statusOf(client.clearObjects({ indexName: DESC }))).toBe(400);
    expect(await statusOf(client.deleteIndex({ indexName: ASC }))).toBe(400);
    expect(
      await statusOf(client.setSettings({ indexName: ASC, indexSettings: { replicas: ['otra'] } })),
    ).toBe(400);
    expect(
      await statusOf(client.setSettings({ indexName: ASC, indexSettings: { relevancyStrictness: 50 } })),
    ).toBe(400);
    expect(
      await statusOf(
        client.setSettings({ indexName: ASC, indexSettings: { ranking: ['asc(precio)', 'bogus'] } }),
      ),
    ).toBe(400);
  });

  it('a virtual replica sorts the relevant hits by its customRanking; relevancyStrictness 0 sorts all', async () => {
    const client = adminClient();
    // "arroz blanc": both white rices match every word with no typo; the others do not match "blanc".
    const res = await client.searchSingleIndex<{ objectID: string }>({
      indexName: DESC,
      searchParams: { query: 'arroz' },
    });
    expect(ids(res.hits)).toEqual(['d', 'c', 'a', 'b']);
    expect(res).toMatchObject({ nbHits: 4, nbSortedHits: 4, appliedRelevancyStrictness: 100 });
    // Without a query every record is relevant: all of them by price, down.
    const all = await client.searchSingleIndex<{ objectID: string }>({
      indexName: DESC,
      searchParams: { hitsPerPage: 2, page: 1 },
    });
    expect(ids(all.hits)).toEqual(['c', 'a']);
    expect(all).toMatchObject({ nbHits: 5, nbSortedHits: 5, nbPages: 3 });
    // A typo makes a hit less relevant: with strictness 100 it is left out of the sorted hits.
    await client.saveObject({
      indexName: PRIMARY,
      body: { objectID: 'g', nombre: 'Arroces del campo', marca: 'Campo', precio: 9 },
    });
    const strict = await client.searchSingleIndex<{ objectID: string }>({
      indexName: DESC,
      searchParams: { query: 'arroz' },
    });
    expect(ids(strict.hits)).toEqual(['d', 'c', 'a', 'b']);
    expect(strict).toMatchObject({ nbHits: 5, nbSortedHits: 4 });
    const loose = await client.searchSingleIndex<{ objectID: string }>({
      indexName: DESC,
      searchParams: { query: 'arroz', relevancyStrictness: 0 },
    });
    expect(ids(loose.hits)).toEqual(['g', 'd', 'c', 'a', 'b']);
    expect(loose).toMatchObject({ nbSortedHits: 5, appliedRelevancyStrictness: 0 });
    await client.deleteObject({ indexName: PRIMARY, objectID: 'g' });
    await client.setSettings({ indexName: DESC, indexSettings: { relevancyStrictness: 0 } });
    expect((await client.getSettings({ indexName: DESC })).relevancyStrictness).toBe(0);
  });

  it('forwardToReplicas applies a settings change to the replicas too', async () => {
    const client = adminClient();
    await client.setSettings({
      indexName: PRIMARY,
      indexSettings: { hitsPerPage: 3 },
      forwardToReplicas: true,
    });
    expect((await client.getSettings({ indexName: ASC })).hitsPerPage).toBe(3);
    expect((await client.getSettings({ indexName: DESC })).hitsPerPage).toBe(3);
    await client.setSettings({ indexName: PRIMARY, indexSettings: { hitsPerPage: 20 } });
    expect((await client.getSettings({ indexName: ASC })).hitsPerPage).toBe(3);
    const page = await client.searchSingleIndex<{ objectID: string }>({ indexName: ASC });
    expect(page).toMatchObject({ hitsPerPage: 3, nbPages: 2 });
  });

  it('replaceAllObjects on the primary keeps its replicas, which read the new records', async () => {
    const client = adminClient();
    await client.replaceAllObjects({
      indexName: PRIMARY,
      objects: [
        ...productos,
        { objectID: 'h', nombre: 'Arroz integral Primor', marca: 'Primor', precio: 0.5 },
      ],
    });
    expect((await client.getSettings({ indexName: PRIMARY })).replicas).toEqual([ASC, `virtual(${DESC})`]);
    const res = await client.searchSingleIndex<{ objectID: string }>({
      indexName: ASC,
      searchParams: { query: 'arroz', hitsPerPage: 10 },
    });
    expect(ids(res.hits)[0]).toBe('h');
    expect(res.nbHits).toBe(5);
  });

  it('removing a replica from the list makes it a regular index with the records', async () => {
    const client = adminClient();
    await client.setSettings({ indexName: PRIMARY, indexSettings: { replicas: [ASC] } });
    const detached = await client.getSettings({ indexName: DESC });
    expect(detached.primary).toBeUndefined();
    expect(detached.customRanking).toEqual(['desc(precio)']);
    expect(detached.searchableAttributes).toEqual(['nombre', 'marca']);
    await client.saveObject({ indexName: DESC, body: { objectID: 'z', nombre: 'Arroz propio', precio: 99 } });
    const own = await client.searchSingleIndex<{ objectID: string }>({
      indexName: DESC,
      searchParams: { query: 'arroz', hitsPerPage: 10 },
    });
    expect(ids(own.hits)[0]).toBe('z');
    expect(own.nbHits).toBe(6);
    // The primary did not get the detached index's record.
    const primary = await client.searchSingleIndex({ indexName: PRIMARY, searchParams: { query: 'propio' } });
    expect(primary.nbHits).toBe(0);
    // Deleting the primary detaches its last replica too.
    await client.deleteIndex({ indexName: PRIMARY });
    expect((await client.getSettings({ indexName: ASC })).primary).toBeUndefined();
    expect((await client.searchSingleIndex({ indexName: ASC })).nbHits).toBe(6);
    await client.deleteIndex({ indexName: ASC });
    await client.deleteIndex({ indexName: DESC });
  });
});
