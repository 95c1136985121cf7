/**
 * distinct with attributeForDistinct, deleteBy and partialUpdateObjects with built-in operations
 * (issue 37), through the official algoliasearch v5 client.
 */
import { describe, expect, it } from 'vitest';
import { applyDistinct, firstInOrder } from '../src/search/ranking.ts';
import { adminClient, prepararBuscador } from './search-contexto.ts';

prepararBuscador();

const INDEX = 'h6_distinct';

const productos = [
  { objectID: 'a1', nombre: 'Arroz blanco Primor 1 kg', grupo: 'arroz-primor', marca: 'Primor', pop: 90 },
  { objectID: 'a2', nombre: 'Arroz blanco Primor 2 kg', grupo: 'arroz-primor', marca: 'Primor', pop: 80 },
  { objectID: 'a3', nombre: 'Arroz blanco Primor 5 kg', grupo: 'arroz-primor', marca: 'Primor', pop: 10 },
  { objectID: 'b1', nombre: 'Arroz blanco Mary 1 kg', grupo: 'arroz-mary', marca: 'Mary', pop: 70 },
  { objectID: 'b2', nombre: 'Arroz blanco Mary 2 kg', grupo: 'arroz-mary', marca: 'Mary', pop: 60 },
  { objectID: 'c1', nombre: 'Arroz integral sin grupo', marca: 'Mary', pop: 50 },
  { objectID: 'd1', nombre: 'Pasta corta Primor', grupo: 'pasta', marca: 'Primor', pop: 40 },
];

const ids = (hits: { objectID: string }[]) => hits.map((h) => h.objectID);

describe('distinct', () => {
  it('keeps the best records of each attributeForDistinct value; nbHits counts the groups', async () => {
    const client = adminClient();
    await client.setSettings({
      indexName: INDEX,
      indexSettings: {
        searchableAttributes: ['nombre'],
        attributesForFaceting: ['marca'],
        customRanking: ['desc(pop)'],
        attributeForDistinct: 'grupo',
      },
    });
    await client.saveObjects({ indexName: INDEX, objects: productos, waitForTasks: true });
    const all = await client.searchSingleIndex<{ objectID: string }>({
      indexName: INDEX,
      searchParams: { query: 'arroz' },
    });
    expect(all.nbHits).toBe(6);
    const one = await client.searchSingleIndex<{ objectID: string }>({
      indexName: INDEX,
      searchParams: { query: 'arroz', distinct: true },
    });
    expect(ids(one.hits)).toEqual(['a1', 'b1', 'c1']);
    expect(one.nbHits).toBe(3);
    const two = await client.searchSingleIndex<{ objectID: string }>({
      indexName: INDEX,
      searchParams: { query: 'arroz', distinct: 2 },
    });
    expect(ids(two.hits)).toEqual(['a1', 'a2', 'b1', 'b2', 'c1']);
    // Without a query too.
    const browse = await client.searchSingleIndex<{ objectID: string }>({
      indexName: INDEX,
      searchParams: { distinct: 1 },
    });
    expect(ids(browse.hits)).toEqual(['a1', 'b1', 'c1', 'd1']);
    expect(browse.nbHits).toBe(4);
  });

  it('facets count every match, or only what distinct keeps with facetingAfterDistinct', async () => {
    const client = adminClient();
    const before = await client.searchSingleIndex({
      indexName: INDEX,
      searchParams: { query: 'arroz', distinct: 1, facets: ['marca'] },
    });
    expect(before.facets?.marca).toEqual({ Primor: 3, Mary: 3 });
    const after = await client.searchSingleIndex({
      indexName: INDEX,
      searchParams: { query: 'arroz', distinct: 1, facets: ['marca'], facetingAfterDistinct: true },
    });
    expect(after.facets?.marca).toEqual({ Mary: 2, Primor: 1 });
  });

  it('distinct set in the settings applies unless the query turns it off', async () => {
    const client = adminClient();
    await client.setSettings({ indexName: INDEX, indexSettings: { distinct: 1 } });
    const on = await client.searchSingleIndex({ indexName: INDEX, searchParams: { query: 'arroz' } });
    expect(on.nbHits).toBe(3);
    const off = await client.searchSingleIndex({
      indexName: INDEX,
      searchParams: { query: 'arroz', distinct: false },
    });
    expect(off.nbHits).toBe(6);
    await expect(
      client.searchSingleIndex({ indexName: INDEX, searchParams: { query: 'arroz', distinct: 5 } }),
    ).rejects.toMatchObject({ status: 400 });
    await client.setSettings({ indexName: INDEX, indexSettings: { distinct: 0 } });
  });
});

describe('deleteBy and partial updates', () => {
  it('partialUpdateObjects applies Increment, Decrement, Add, AddUnique and Remove; NoCreate creates nothing', async () => {
    const client = adminClient();
    await client.saveObject({
      indexName: INDEX,
      body: { objectID: 'p1', nombre: 'Panela', stock: 10, vistas: 1, etiquetas: ['dulce'] },
    });
    await client.partialUpdateObjects({
      indexName: INDEX,
      objects: [
        {
          objectID: 'p1',
          stock: { _operation: 'Decrement', value: 3 },
          vistas: { _operation: 'Increment', value: 2 },
          etiquetas: { _operation: 'AddUnique', value: 'oferta' },
        },
        { objectID: 'p1', etiquetas: { _operation: 'AddUnique', value: 'oferta' } },
        { objectID: 'p1', etiquetas: { _operation: 'Remove', value: 'dulce' } },
        { objectID: 'p1', colores: { _operation: 'Add', value: 'marrón' } },
        { objectID: 'nuevo', nombre: 'No existe' },
      ],
      createIfNotExists: false,
      waitForTasks: true,
    });
    expect(await client.getObject({ indexName: INDEX, objectID: 'p1' })).toMatchObject({
      stock: 7,
      vistas: 3,
      etiquetas: ['oferta'],
      colores: ['marrón'],
    });
    await expect(client.getObject({ indexName: INDEX, objectID: 'nuevo' })).rejects.toMatchObject({
      status: 404,
    });
    await client.deleteObject({ indexName: INDEX, objectID: 'p1' });
  });

  it('deleteBy deletes the records matching the filters, and refuses without any', async () => {
    const client = adminClient();
    await client.deleteBy({ indexName: INDEX, deleteByParams: { filters: 'marca:Mary AND pop > 55' } });
    const res = await client.searchSingleIndex<{ objectID: string }>({
      indexName: INDEX,
      searchParams: { hitsPerPage: 20 },
    });
    expect(ids(res.hits).sort()).toEqual(['a1', 'a2', 'a3', 'c1', 'd1']);
    await client.deleteBy({ indexName: INDEX, deleteByParams: { facetFilters: [['marca:Primor']] } });
    const left = await client.searchSingleIndex<{ objectID: string }>({ indexName: INDEX });
    expect(ids(left.hits)).toEqual(['c1']);
    const only =
      'DeleteByQuery endpoint only supports tagFilters, facetFilters, numericFilters and geoQuery condition';
    await expect(client.deleteBy({ indexName: INDEX, deleteByParams: {} })).rejects.toMatchObject({
      status: 400,
      message: only,
    });
    await expect(
      client.deleteBy({ indexName: INDEX, deleteByParams: { query: 'pasta' } as never }),
    ).rejects.toMatchObject({ status: 400, message: only });
    expect((await client.searchSingleIndex({ indexName: INDEX })).nbHits).toBe(1);
  });
});

describe('ordering helpers', () => {
  it('firstInOrder gives the first k of the full order, whatever k', () => {
    const ids = Array.from({ length: 500 }, (_, i) => `r${(i * 7919) % 500}`);
    const byNumber = (a: string, b: string) =>
      (Number(a.slice(1)) % 37) - (Number(b.slice(1)) % 37) || (a < b ? -1 : 1);
    const full = [...ids].sort(byNumber);
    for (const k of [0, 1, 5, 20, 61, 499, 600])
      expect(firstInOrder(ids, byNumber, k)).toEqual(full.slice(0, k));
  });

  it('applyDistinct keeps n per group in order; records without a value stand alone', () => {
    const group: Record<string, string | undefined> = {
      a: 'x',
      b: 'x',
      c: undefined,
      d: 'y',
      e: 'x',
      f: undefined,
    };
    expect(applyDistinct(['a', 'b', 'c', 'd', 'e', 'f'], (id) => group[id], 1)).toEqual({
      ids: ['a', 'c', 'd', 'f'],
      groups: 4,
    });
    expect(applyDistinct(['a', 'b', 'c', 'd', 'e', 'f'], (id) => group[id], 2).ids).toEqual([
      'a',
      'b',
      'c',
      'd',
      'f',
    ]);
  });
});
