/**
 * The query's language in the embedded search service (issue 37), through the official algoliasearch
 * v5 client: removeStopWords (Spanish stop words dropped from the query, but for the word being typed
 * and a query of stop words only; a synonym phrase still matches without its own), ignorePlurals
 * ("papas" finds "Papa" as itself, exact: the product named "Papa" first), queryLanguages other than
 * Spanish answered with a 400, and each parameter per query over the index's setting.
 */
import { describe, expect, it } from 'vitest';
import { adminClient, prepararBuscador, statusOf } from './search-contexto.ts';

prepararBuscador();

const IDX = 'relevancia_idioma';
const PRODUCTOS = [
  { objectID: 'cafe', nombre: 'Café molido', marca: 'Fama de América', popularidad: 1 },
  { objectID: 'chocolate', nombre: 'Chocolate con leche', marca: 'Savoy', popularidad: 90 },
  { objectID: 'leche', nombre: 'Leche en polvo', marca: 'La Campiña', popularidad: 5 },
  { objectID: 'papa', nombre: 'Papa', marca: '', popularidad: 1 },
  { objectID: 'papas', nombre: 'Papas prefritas', marca: 'McCain', popularidad: 99 },
  { objectID: 'limon', nombre: 'Limón', marca: '', popularidad: 3 },
  { objectID: 'crema', nombre: 'Crema dental', marca: 'Colgate', popularidad: 4 },
  { objectID: 'pasta', nombre: 'Pasta corta plumas', marca: 'Primor', popularidad: 40 },
];

let preparado = false;
async function preparar(): Promise<void> {
  if (preparado) return;
  const client = adminClient();
  await client.setSettings({
    indexName: IDX,
    indexSettings: {
      searchableAttributes: ['nombre', 'marca'],
      customRanking: ['desc(popularidad)'],
      queryLanguages: ['es'],
      removeStopWords: true,
      ignorePlurals: true,
    },
  });
  await client.saveObjects({ indexName: IDX, objects: PRODUCTOS, waitForTasks: true });
  await client.saveSynonyms({
    indexName: IDX,
    synonymHit: [
      { objectID: 'dientes', type: 'onewaysynonym', input: 'pasta de dientes', synonyms: ['crema dental'] },
    ],
    replaceExistingSynonyms: true,
  });
  preparado = true;
}

const buscar = async (query: string, extra: Record<string, unknown> = {}) => {
  await preparar();
  return adminClient().searchSingleIndex<Record<string, unknown>>({
    indexName: IDX,
    searchParams: { query, ...extra },
  });
};
const ids = (r: { hits: { objectID: string }[] }) => r.hits.map((h) => h.objectID);

describe('removeStopWords (es)', () => {
  it('drops "con" from "cafe con leche ": the words that remain decide, not the stop word', async () => {
    // With every word optional, "con" would rank "Chocolate con leche" (two words) first.
    const r = await buscar('cafe con leche ', { removeWordsIfNoResults: 'allOptional' });
    expect(ids(r)[0]).toBe('cafe');
    expect(ids(r)).not.toContain('pasta');
    const conStop = await buscar('cafe con leche ', {
      removeWordsIfNoResults: 'allOptional',
      removeStopWords: false,
    });
    expect(ids(conStop)[0]).toBe('chocolate');
  });

  it('keeps the word being typed and a query of stop words only', async () => {
    // "con" is the last word, unfinished: a prefix ("con…"), kept as typed.
    expect(ids(await buscar('chocolate con'))).toEqual(['chocolate']);
    expect(ids(await buscar('con '))).toEqual(['chocolate']);
  });

  it('a synonym phrase with a stop word still matches the query without it', async () => {
    expect(ids(await buscar('pasta de dientes '))).toEqual(['crema']);
  });
});

describe('ignorePlurals (es)', () => {
  it('"papas" finds "Papa" as itself: no typo, exact, the product named so first', async () => {
    const r = await buscar('papas', { getRankingInfo: true });
    expect(ids(r)).toEqual(['papa', 'papas']);
    const sinPlurales = await buscar('papas', { ignorePlurals: false });
    // Without plurals "Papa" is "papas" with one typo: after the product spelt as typed.
    expect(ids(sinPlurales)).toEqual(['papas', 'papa']);
  });

  it('singular to plural and back, accents folded: "limones" finds "Limón"', async () => {
    expect(ids(await buscar('limones '))).toEqual(['limon']);
    expect(ids(await buscar('limones ', { ignorePlurals: false, typoTolerance: false }))).toEqual([]);
  });
});

describe('languages the engine has no dictionaries for', () => {
  it('answers 400 for another language, in a query and in the settings', async () => {
    await preparar();
    expect(await statusOf(buscar('papas', { queryLanguages: ['fr'] }))).toBe(400);
    expect(await statusOf(buscar('papas', { removeStopWords: ['en'] }))).toBe(400);
    expect(await statusOf(buscar('papas', { ignorePlurals: 'de' }))).toBe(400);
    expect(await statusOf(buscar('papas', { ignorePlurals: ['es'], removeStopWords: ['es'] }))).toBe(
      undefined,
    );
  });
});
