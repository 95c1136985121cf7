/**
 * Snippets in the embedded search service (issue 37), through the official algoliasearch v5 client:
 * attributesToSnippet as a query parameter and as a setting ("attr:N" words, 10 by default, "*"),
 * the window around the matched words with snippetEllipsisText ("…" by default) where words were
 * cut, the value's matchLevel, arrays item by item and restrictHighlightAndSnippetArrays (query and
 * setting, for the highlight too); a malformed "attr:N" answers 400.
 */
import { describe, expect, it } from 'vitest';
import { adminClient, prepararBuscador } from './search-contexto.ts';

prepararBuscador();

const IDX = 'fragmentos';
const DESCRIPCION =
  'Harina de maíz blanco precocida, ideal para preparar arepas, empanadas y bollitos; rinde cuarenta arepas por paquete de un kilo';
const PRODUCTOS = [
  {
    objectID: 'h1',
    nombre: 'Harina P.A.N. 1 kg',
    descripcion: DESCRIPCION,
    usos: ['Arepas asadas', 'Empanadas fritas', 'Hallacas'],
    popularidad: 9,
  },
  {
    objectID: 'c1',
    nombre: 'Café Fama de América',
    descripcion: 'Café tostado y molido',
    usos: [],
    popularidad: 3,
  },
];

type Snippet = { value: string; matchLevel: string };

let preparado = false;
async function buscar(query: string, extra: Record<string, unknown> = {}, settings = {}) {
  const client = adminClient();
  if (!preparado) {
    await client.saveObjects({ indexName: IDX, objects: PRODUCTOS, waitForTasks: true });
    preparado = true;
  }
  const { taskID } = await client.setSettings({
    indexName: IDX,
    indexSettings: {
      searchableAttributes: ['nombre', 'descripcion', 'usos'],
      customRanking: ['desc(popularidad)'],
      attributesToSnippet: [],
      snippetEllipsisText: '…',
      restrictHighlightAndSnippetArrays: false,
      ...settings,
    },
  });
  await client.waitForTask({ indexName: IDX, taskID });
  return client.searchSingleIndex<Record<string, unknown>>({
    indexName: IDX,
    searchParams: { query, ...extra },
  });
}
const snippetOf = (hit: Record<string, unknown>) => hit._snippetResult as Record<string, Snippet & Snippet[]>;

describe('snippets', () => {
  it('attributesToSnippet with a word count: the words around the match, highlighted, cut with "…"', async () => {
    const r = await buscar('empanadas', { attributesToSnippet: ['descripcion:5'] });
    const s = snippetOf(r.hits[0]!).descripcion!;
    expect(s.matchLevel).toBe('full');
    expect(s.value).toBe('…preparar arepas, <em>empanadas</em> y bollitos…');
    // Only the attributes asked for.
    expect(Object.keys(snippetOf(r.hits[0]!))).toEqual(['descripcion']);
  });

  it('10 words by default; the start kept when the match is there; no ellipsis when nothing is cut', async () => {
    const r = await buscar('harina', { attributesToSnippet: ['descripcion', 'nombre'] });
    const s = snippetOf(r.hits[0]!);
    expect(s.descripcion!.value).toBe(
      '<em>Harina</em> de maíz blanco precocida, ideal para preparar arepas, empanadas…',
    );
    expect(s.nombre!.value).toBe('<em>Harina</em> P.A.N. 1 kg');
  });

  it('nothing matched in the attribute: its first words, matchLevel none', async () => {
    const r = await buscar('hallacas', { attributesToSnippet: ['descripcion:3'] });
    expect(snippetOf(r.hits[0]!).descripcion).toEqual({ value: 'Harina de maíz…', matchLevel: 'none' });
  });

  it('snippetEllipsisText, the highlight tags and a partial match', async () => {
    const r = await buscar('arepas cafe', {
      attributesToSnippet: ['descripcion:4'],
      snippetEllipsisText: ' [...]',
      highlightPreTag: '<b>',
      highlightPostTag: '</b>',
      removeWordsIfNoResults: 'allOptional',
    });
    const h1 = r.hits.find((h) => h.objectID === 'h1')!;
    const s = snippetOf(h1).descripcion!;
    expect(s.matchLevel).toBe('partial');
    expect(s.value).toBe(' [...]preparar <b>arepas</b>, empanadas y [...]');
  });

  it('as a setting, "*" with a count; an array snippeted item by item', async () => {
    const r = await buscar('arepas', {}, { attributesToSnippet: ['*:2'] });
    const s = snippetOf(r.hits[0]!);
    expect(Object.keys(s).sort()).toEqual(['descripcion', 'nombre', 'popularidad', 'usos']);
    expect(s.usos).toEqual([
      { value: '<em>Arepas</em> asadas', matchLevel: 'full' },
      { value: 'Empanadas fritas', matchLevel: 'none' },
      { value: 'Hallacas', matchLevel: 'none' },
    ]);
    expect(s.nombre!.value).toBe('Harina P.A.N…');
  });

  it('restrictHighlightAndSnippetArrays (query, then setting): only the array items that match', async () => {
    const q = await buscar('empanadas', {
      attributesToSnippet: ['usos'],
      restrictHighlightAndSnippetArrays: true,
    });
    expect(snippetOf(q.hits[0]!).usos).toEqual([{ value: '<em>Empanadas</em> fritas', matchLevel: 'full' }]);
    const highlight = q.hits[0]!._highlightResult as Record<string, { value: string }[]>;
    expect(highlight.usos!.map((u) => u.value)).toEqual(['<em>Empanadas</em> fritas']);
    const s = await buscar(
      'empanadas',
      {},
      { attributesToSnippet: ['usos'], restrictHighlightAndSnippetArrays: true },
    );
    expect(snippetOf(s.hits[0]!).usos).toHaveLength(1);
    // The query's false wins over the setting.
    const off = await buscar(
      'empanadas',
      { restrictHighlightAndSnippetArrays: false },
      { attributesToSnippet: ['usos'], restrictHighlightAndSnippetArrays: true },
    );
    expect(snippetOf(off.hits[0]!).usos).toHaveLength(3);
  });

  it('no attributesToSnippet: no _snippetResult; a malformed word count: 400', async () => {
    const r = await buscar('harina');
    expect(r.hits[0]!._snippetResult).toBeUndefined();
    await expect(buscar('harina', { attributesToSnippet: ['descripcion:0'] })).rejects.toMatchObject({
      status: 400,
    });
    await expect(buscar('harina', { attributesToSnippet: ['descripcion:diez'] })).rejects.toMatchObject({
      status: 400,
    });
  });
});
