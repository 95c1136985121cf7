/**
 * optionalWords in the embedded search service (issue 37), through the official algoliasearch v5
 * client: the query's words listed need not match (a list, or one string of words; the query's, else
 * the index's setting), records matching more words rank first (the words criterion) and say so in
 * their highlight; with every word optional, any one does; Algolia's rule for queries of four words or
 * more, all optional (a second thousand of results must match two words); browsing takes them too.
 */
import { describe, expect, it } from 'vitest';
import { adminClient, prepararBuscador } from './search-contexto.ts';

prepararBuscador();

const IDX = 'palabras_opcionales';
const PRODUCTOS = [
  { objectID: 'r1', nombre: 'Arroz blanco Primor 1 kg', popularidad: 5 },
  { objectID: 'r2', nombre: 'Arroz blanco Mary 1 kg', popularidad: 9 },
  { objectID: 'r3', nombre: 'Arroz parbolizado Primor 1 kg', popularidad: 7 },
  { objectID: 'l1', nombre: 'Leche condensada Nestlé', popularidad: 4 },
  { objectID: 'l2', nombre: 'Leche en polvo La Campiña', popularidad: 8 },
  { objectID: 'c1', nombre: 'Crema de leche condensada', popularidad: 1 },
];

let preparado = false;
async function buscar(query: string, extra: Record<string, unknown> = {}, optionalWords: string[] = []) {
  const client = adminClient();
  if (!preparado) {
    await client.saveObjects({ indexName: IDX, objects: PRODUCTOS, waitForTasks: true });
    preparado = true;
  }
  const { taskID } = await client.setSettings({
    indexName: IDX,
    indexSettings: { searchableAttributes: ['nombre'], customRanking: ['desc(popularidad)'], optionalWords },
  });
  await client.waitForTask({ indexName: IDX, taskID });
  return client.searchSingleIndex<Record<string, unknown>>({
    indexName: IDX,
    searchParams: { query, ...extra },
  });
}
const ids = (r: { hits: { objectID: string }[] }) => r.hits.map((h) => h.objectID);

describe('optionalWords', () => {
  it('an optional word need not match; the records matching it rank first', async () => {
    expect(ids(await buscar('arroz blanco primor'))).toEqual(['r1']);
    const r = await buscar('arroz blanco primor', { optionalWords: ['primor'] });
    // r3 lacks "blanco", a required word.
    expect(ids(r)).toEqual(['r1', 'r2']);
    expect(r.nbHits).toBe(2);
    const nombre = (h: Record<string, unknown>) =>
      (h._highlightResult as Record<string, { matchLevel: string; matchedWords: string[] }>).nombre!;
    expect(nombre(r.hits[0]!).matchLevel).toBe('full');
    expect(nombre(r.hits[1]!)).toMatchObject({ matchLevel: 'partial', matchedWords: ['arroz', 'blanco'] });
  });

  it('one string holds several optional words; more words matched first, then the custom ranking', async () => {
    const r = await buscar('arroz blanco primor', { optionalWords: 'blanco primor' });
    // r1 matches 3 words; r2 (popularity 9) and r3 (7) 2 each.
    expect(ids(r)).toEqual(['r1', 'r2', 'r3']);
  });

  it('every word optional: the records holding any of them', async () => {
    const r = await buscar('leche condensada', { optionalWords: ['leche', 'condensada'] });
    expect(ids(r)).toEqual(['l1', 'c1', 'l2']);
    expect(ids(await buscar('leche condensada'))).toEqual(['l1', 'c1']);
  });

  it("the index's setting, unless the query sends its own list", async () => {
    expect(ids(await buscar('arroz blanco primor', {}, ['primor']))).toEqual(['r1', 'r2']);
    expect(ids(await buscar('arroz blanco primor', { optionalWords: [] }, ['primor']))).toEqual(['r1']);
  });

  it('browsing takes them too', async () => {
    await buscar('');
    const res = await adminClient().browse<Record<string, unknown>>({
      indexName: IDX,
      browseParams: { query: 'arroz blanco primor', optionalWords: ['primor'] },
    });
    expect(res.hits.map((h) => h.objectID).sort()).toEqual(['r1', 'r2']);
  });
});

describe('optionalWords: queries of four words or more, all optional', () => {
  const LARGO = 'optional_largo';
  it('past the first 1,000 results a record must match one word more', async () => {
    const client = adminClient();
    const objects = [
      ...Array.from({ length: 1150 }, (_, i) => ({ objectID: `u${i}`, nombre: `caja uno ${i}` })),
      ...Array.from({ length: 50 }, (_, i) => ({ objectID: `d${i}`, nombre: `caja uno dos ${i}` })),
    ];
    await client.saveObjects({ indexName: LARGO, objects, waitForTasks: true });
    const { taskID } = await client.setSettings({
      indexName: LARGO,
      indexSettings: { searchableAttributes: ['nombre'] },
    });
    await client.waitForTask({ indexName: LARGO, taskID });
    const buscarLargo = (query: string) =>
      client.searchSingleIndex<Record<string, unknown>>({
        indexName: LARGO,
        searchParams: { query, optionalWords: query, hitsPerPage: 10 },
      });
    // Three words: every record holding one of them.
    expect((await buscarLargo('uno dos tres')).nbHits).toBe(1200);
    // Four: the 50 with two words, then one-word records up to the first 1,000; none after.
    const largo = await buscarLargo('uno dos tres cuatro');
    expect(largo.nbHits).toBe(1000);
    expect(largo.hits.every((h) => String(h.objectID).startsWith('d'))).toBe(true);
  });
});
