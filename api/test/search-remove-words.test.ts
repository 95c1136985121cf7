/**
 * removeWordsIfNoResults in the embedded search service (issue 37), through the official algoliasearch
 * v5 client: when the query's words together match nothing that passes the filters, 'allOptional'
 * takes the records holding any word (more words first), 'lastWords' / 'firstWords' drop words from
 * the end / the start; 'none' (the default) answers nothing; filters and restrictions still apply,
 * and the facets count the relaxed hits.
 */
import { describe, expect, it } from 'vitest';
import { adminClient, prepararBuscador } from './search-contexto.ts';

prepararBuscador();

const IDX = 'quitar_palabras';
const PRODUCTOS = [
  { objectID: 'c1', nombre: 'Café molido Fama de América', marca: 'Fama', zona: 'caracas', popularidad: 5 },
  { objectID: 'c2', nombre: 'Leche en polvo completa', marca: 'La Campiña', zona: 'caracas', popularidad: 9 },
  { objectID: 'c3', nombre: 'Leche líquida descremada', marca: 'Parmalat', zona: 'valencia', popularidad: 7 },
  { objectID: 'c4', nombre: 'Azúcar refinada', marca: 'Montalbán', zona: 'caracas', popularidad: 8 },
  { objectID: 'c5', nombre: 'Café con leche listo', marca: 'Nescafé', zona: 'valencia', popularidad: 1 },
];

let preparado = false;
async function preparar(): Promise<void> {
  if (preparado) return;
  const client = adminClient();
  await client.setSettings({
    indexName: IDX,
    indexSettings: {
      searchableAttributes: ['nombre', 'marca'],
      attributesForFaceting: ['marca', 'filterOnly(zona)'],
      customRanking: ['desc(popularidad)'],
    },
  });
  await client.saveObjects({ indexName: IDX, objects: PRODUCTOS, waitForTasks: true });
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

describe('removeWordsIfNoResults', () => {
  it('none (the default) answers nothing when no record holds every word', async () => {
    expect((await buscar('café leche azúcar')).nbHits).toBe(0);
    expect((await buscar('café leche azúcar', { removeWordsIfNoResults: 'none' })).nbHits).toBe(0);
  });

  it('allOptional: the records with any word, those with more words first, highlighted with their words', async () => {
    const r = await buscar('café leche azúcar', { removeWordsIfNoResults: 'allOptional', facets: ['marca'] });
    expect(ids(r)[0]).toBe('c5');
    expect(new Set(ids(r))).toEqual(new Set(['c1', 'c2', 'c3', 'c4', 'c5']));
    expect(r.nbHits).toBe(5);
    const nombre = (r.hits[0]!._highlightResult as Record<string, { matchedWords: string[] }>).nombre!;
    expect(nombre.matchedWords.sort()).toEqual(['cafe', 'leche']);
    expect(r.facets?.marca).toMatchObject({ Nescafé: 1, Fama: 1, 'La Campiña': 1 });
  });

  it('allOptional keeps the filters: only what passes them', async () => {
    const r = await buscar('café leche azúcar', {
      removeWordsIfNoResults: 'allOptional',
      filters: 'zona:valencia',
    });
    expect(new Set(ids(r))).toEqual(new Set(['c3', 'c5']));
    const nada = await buscar('xqzw kkkv', { removeWordsIfNoResults: 'allOptional' });
    expect(nada.nbHits).toBe(0);
  });

  it('lastWords drops words from the end, firstWords from the start', async () => {
    expect(ids(await buscar('leche polvo azúcar', { removeWordsIfNoResults: 'lastWords' }))).toEqual(['c2']);
    expect(ids(await buscar('fama leche polvo', { removeWordsIfNoResults: 'firstWords' }))).toEqual(['c2']);
    // Words are only dropped when nothing matches them all.
    expect(ids(await buscar('leche polvo', { removeWordsIfNoResults: 'lastWords' }))).toEqual(['c2']);
  });
});
