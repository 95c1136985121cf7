/**
 * Placeholder synonyms in the embedded search service (issue 37), through the official algoliasearch
 * v5 client: a synonym `{type: 'placeholder', placeholder: '<unidad>', replacements}` saved, read
 * back and found by searchSynonyms; a record holding "<unidad>" in a searchable attribute is found by
 * each replacement (one word or several), highlighted there, and not by the placeholder's own name
 * nor by a typo of it; a malformed placeholder answers 400.
 */
import { describe, expect, it } from 'vitest';
import { adminClient, prepararBuscador, statusOf } from './search-contexto.ts';

prepararBuscador();

const IDX = 'marcadores';
const PRODUCTOS = [
  { objectID: 'a1', nombre: 'Arroz blanco a granel por <unidad>', popularidad: 3 },
  { objectID: 'a2', nombre: 'Arroz blanco Mary 1 kg', popularidad: 9 },
  { objectID: 'u1', nombre: 'Unidad de medida', popularidad: 1 },
];

let preparado = false;
async function preparar(): Promise<void> {
  if (preparado) return;
  const client = adminClient();
  await client.setSettings({
    indexName: IDX,
    indexSettings: { searchableAttributes: ['nombre'], customRanking: ['desc(popularidad)'] },
  });
  await client.saveObjects({ indexName: IDX, objects: PRODUCTOS, waitForTasks: true });
  await client.saveSynonym({
    indexName: IDX,
    objectID: 'unidad',
    synonymHit: {
      objectID: 'unidad',
      type: 'placeholder',
      placeholder: '<unidad>',
      replacements: ['kilo', 'kilogramo', 'bolsa grande', 'medio kilo'],
    },
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

describe('placeholder synonyms', () => {
  it('saved, read back and found by searchSynonyms', async () => {
    await preparar();
    const client = adminClient();
    expect(await client.getSynonym({ indexName: IDX, objectID: 'unidad' })).toEqual({
      objectID: 'unidad',
      type: 'placeholder',
      placeholder: '<unidad>',
      replacements: ['kilo', 'kilogramo', 'bolsa grande', 'medio kilo'],
    });
    const found = await client.searchSynonyms({
      indexName: IDX,
      searchSynonymsParams: { query: 'kilogramo', type: 'placeholder' },
    });
    expect(found.hits.map((h) => h.objectID)).toEqual(['unidad']);
    expect(
      (await client.searchSynonyms({ indexName: IDX, searchSynonymsParams: { query: 'unidad' } })).nbHits,
    ).toBe(1);
  });

  it('a replacement finds the record holding the placeholder, highlighted there', async () => {
    const r = await buscar('arroz kilo ');
    expect(ids(r)).toEqual(['a1']);
    const nombre = (r.hits[0]!._highlightResult as Record<string, { value: string; matchLevel: string }>)
      .nombre!;
    expect(nombre.value).toBe('<em>Arroz</em> blanco a granel por <em><unidad></em>');
    expect(nombre.matchLevel).toBe('full');
    expect(ids(await buscar('kilogramo '))).toEqual(['a1']);
    // A multi-word replacement.
    expect(ids(await buscar('arroz bolsa grande '))).toEqual(['a1']);
    // A size as a replacement is read as the query's size ("medio kilo" → 500 g): the record holding
    // the placeholder first; a size only orders the results (a2 holds "arroz" only).
    expect(ids(await buscar('arroz medio kilo '))).toEqual(['a1', 'a2']);
    // Without synonyms, only the words as written.
    expect((await buscar('arroz kilo ', { enableSynonyms: false })).nbHits).toBe(0);
  });

  it("the placeholder's name does not find it, nor does a typo of it", async () => {
    expect(ids(await buscar('unidad '))).toEqual(['u1']);
    expect(ids(await buscar('<unidad> '))).toEqual(['u1']);
    expect((await buscar('arroz unidad ')).nbHits).toBe(0);
  });

  it('a placeholder that is not "<word>", or without replacements, answers 400', async () => {
    await preparar();
    const client = adminClient();
    for (const synonymHit of [
      { objectID: 'x', type: 'placeholder' as const, placeholder: 'unidad', replacements: ['kilo'] },
      { objectID: 'x', type: 'placeholder' as const, placeholder: '<dos palabras>', replacements: ['kilo'] },
      { objectID: 'x', type: 'placeholder' as const, placeholder: '<unidad>', replacements: [] },
      { objectID: 'x', type: 'placeholder' as const, placeholder: '<unidad>' },
    ])
      expect(await statusOf(client.saveSynonym({ indexName: IDX, objectID: 'x', synonymHit }))).toBe(400);
  });
});
