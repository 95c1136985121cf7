/**
 * optionalFilters as a query parameter in the embedded search service (issue 37), through the
 * official algoliasearch v5 client: records matching rank first among equally relevant ones, a
 * negative filter or score buries, `<score=N>` orders, an OR group takes its best score (the sum with
 * sumOrFiltersScores), a query without words boosts before the custom ranking, a rule's
 * optionalFilters and the query's add up (one implementation, optional-filters.ts), the older
 * `params` string is read, invalid filters answer 400.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { adminClient, INDEX, prepararBuscador } from './search-contexto.ts';

prepararBuscador();

const buscar = async (params: Record<string, unknown>) =>
  (
    await adminClient().searchSingleIndex<Record<string, unknown>>({
      indexName: INDEX,
      searchParams: params,
    })
  ).hits.map((h) => h.objectID);

afterEach(async () => {
  await adminClient().clearRules({ indexName: INDEX });
});

describe('optionalFilters (query)', () => {
  it('boosts and buries among the records equally relevant to the query', async () => {
    // r1, r2, r3 match "arroz" alike; by popularity r1 and r2 (70) come before r3 (20).
    const plain = await buscar({ query: 'arroz' });
    expect(plain[2]).toBe('r3');
    expect(await buscar({ query: 'arroz', optionalFilters: ['marca:Primor'] })).toEqual(['r1', 'r3', 'r2']);
    expect((await buscar({ query: 'arroz', optionalFilters: 'marca:Mary' }))[0]).toBe('r2');
    // Negative filter and negative score bury.
    expect(await buscar({ query: 'arroz', optionalFilters: ['marca:-Primor'] })).toEqual(['r2', 'r1', 'r3']);
    expect(await buscar({ query: 'arroz', optionalFilters: ['marca:Primor<score=-1>'] })).toEqual([
      'r2',
      'r1',
      'r3',
    ]);
    // The higher score first; the hits are the same records.
    const scored = await buscar({
      query: 'arroz',
      optionalFilters: ['marca:Primor<score=1>', 'marca:Mary<score=2>'],
    });
    expect(scored).toEqual(['r2', 'r1', 'r3']);
    // More query words matched rank first, whatever the boost (filters come after typo and words).
    const words = await buscar({
      query: 'arroz primor',
      optionalWords: ['primor'],
      optionalFilters: ['marca:Mary<score=9>'],
    });
    expect(words).toEqual(['r1', 'r3', 'r2']);
  });

  it('an OR group counts its best score, or their sum with sumOrFiltersScores', async () => {
    const plain = await buscar({ query: 'arroz' });
    const group = [['marca:Mary<score=2>', 'marca:Primor<score=1>', 'etiquetas:hecho-en-venezuela<score=2>']];
    // Best score: r1 (Primor 1, etiqueta 2) = 2 and r2 (Mary) = 2 tie, in their plain order; r3 = 1.
    expect(await buscar({ query: 'arroz', optionalFilters: group })).toEqual([
      ...plain.filter((id) => id !== 'r3'),
      'r3',
    ]);
    // Summed: r1 = 3 first.
    expect(await buscar({ query: 'arroz', optionalFilters: group, sumOrFiltersScores: true })).toEqual([
      'r1',
      'r2',
      'r3',
    ]);
  });

  it('without query words the boost comes before the custom ranking', async () => {
    expect((await buscar({ query: '' }))[0]).toBe('h1');
    expect((await buscar({ query: '', optionalFilters: ['marca:Puig'] }))[0]).toBe('g1');
    expect((await buscar({ query: '', optionalFilters: ['marca:-P.A.N.'] }))[0]).not.toBe('h1');
  });

  it("a rule's optionalFilters and the query's add up", async () => {
    await adminClient().saveRule({
      indexName: INDEX,
      objectID: 'mary',
      rule: {
        objectID: 'mary',
        conditions: [{ pattern: 'arroz', anchoring: 'is' }],
        consequence: { params: { optionalFilters: ['marca:Mary<score=1>'] } },
      },
    });
    expect((await buscar({ query: 'arroz' }))[0]).toBe('r2');
    // Primor 2 from the query beats Mary 1 from the rule.
    expect(await buscar({ query: 'arroz', optionalFilters: ['marca:Primor<score=2>'] })).toEqual([
      'r1',
      'r3',
      'r2',
    ]);
    // Without rules, only the query's.
    expect(
      await buscar({ query: 'arroz', enableRules: false, optionalFilters: ['marca:Mary<score=1>'] }),
    ).toEqual(['r2', 'r1', 'r3']);
  });

  it('read from the older params string; invalid filters answer 400', async () => {
    const res = await adminClient().searchSingleIndex<Record<string, unknown>>({
      indexName: INDEX,
      searchParams: { params: `query=arroz&optionalFilters=${encodeURIComponent('["marca:Primor"]')}` },
    });
    expect(res.hits.map((h) => h.objectID)).toEqual(['r1', 'r3', 'r2']);
    await expect(buscar({ query: 'arroz', optionalFilters: ['precio>2'] })).rejects.toMatchObject({
      status: 400,
    });
    await expect(buscar({ query: 'arroz', optionalFilters: 5 })).rejects.toMatchObject({ status: 400 });
    await expect(buscar({ query: 'arroz', optionalFilters: '[marca' })).rejects.toMatchObject({
      status: 400,
    });
  });
});
