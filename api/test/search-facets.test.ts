/**
 * Facets (issue 37), through the official algoliasearch v5 client and algoliasearch-helper (the
 * engine under InstantSearch): counts, maxValuesPerFacet, sortFacetValuesBy, facets_stats,
 * renderingContent, searchForFacetValues (REST and multi-query), disjunctive faceting, and the
 * parameters the engine does not know answered 400 as Algolia does.
 */
import algoliasearchHelper from 'algoliasearch-helper';
import { describe, expect, it } from 'vitest';
import { adminClient, prepararBuscador, searchClient } from './search-contexto.ts';

prepararBuscador();

const INDEX = 'h6_facetas';

const productos = [
  { objectID: '1', nombre: 'Arroz blanco Primor 1 kg', marca: 'Primor', categoria: 'Granos', precio: 150 },
  { objectID: '2', nombre: 'Arroz blanco Mary 1 kg', marca: 'Mary', categoria: 'Granos', precio: 140 },
  { objectID: '3', nombre: 'Caraotas negras Primor', marca: 'Primor', categoria: 'Granos', precio: 210 },
  { objectID: '4', nombre: 'Harina de maíz Primor', marca: 'Primor', categoria: 'Harinas', precio: 120 },
  { objectID: '5', nombre: 'Harina P.A.N. 1 kg', marca: 'P.A.N.', categoria: 'Harinas', precio: 130 },
  { objectID: '6', nombre: 'Pasta larga Primavera', marca: 'Primavera', categoria: 'Pastas', precio: 100 },
  { objectID: '7', nombre: 'Arroz Doña Emilia', marca: 'Doña Emilia', categoria: 'Granos', precio: 90 },
];

const RENDERING = { facetOrdering: { facets: { order: ['categoria', 'marca'] } } };

async function prepare(): Promise<void> {
  const client = adminClient();
  await client.setSettings({
    indexName: INDEX,
    indexSettings: {
      searchableAttributes: ['nombre', 'marca'],
      attributesForFaceting: ['searchable(marca)', 'categoria', 'precio'],
      customRanking: ['asc(precio)'],
      renderingContent: RENDERING,
    },
  });
  await client.saveObjects({ indexName: INDEX, objects: productos, waitForTasks: true });
}

describe('facets', () => {
  it('counts values, most frequent first, maxValuesPerFacet, alpha order, numeric stats', async () => {
    await prepare();
    const client = searchClient();
    const res = await client.searchSingleIndex({
      indexName: INDEX,
      searchParams: { facets: ['marca', 'categoria', 'precio'], maxValuesPerFacet: 3 },
    });
    expect(Object.entries(res.facets!.marca!)).toEqual([
      ['Primor', 3],
      ['Doña Emilia', 1],
      ['Mary', 1],
    ]);
    expect(res.facets!.categoria).toEqual({ Granos: 4, Harinas: 2, Pastas: 1 });
    expect(res.facets_stats).toEqual({ precio: { min: 90, max: 210, avg: 940 / 7, sum: 940 } });
    expect(res.renderingContent).toEqual(RENDERING);
    const alpha = await client.searchSingleIndex({
      indexName: INDEX,
      searchParams: { query: 'arroz', facets: ['marca'], sortFacetValuesBy: 'alpha' },
    });
    expect(Object.keys(alpha.facets!.marca!)).toEqual(['Doña Emilia', 'Mary', 'Primor']);
    // The index's setting, when the query says nothing.
    await adminClient().setSettings({ indexName: INDEX, indexSettings: { sortFacetValuesBy: 'alpha' } });
    const bySetting = await client.searchSingleIndex({
      indexName: INDEX,
      searchParams: { facets: ['marca'] },
    });
    expect(Object.keys(bySetting.facets!.marca!)).toEqual([
      'Doña Emilia',
      'Mary',
      'P.A.N.',
      'Primavera',
      'Primor',
    ]);
    await adminClient().setSettings({ indexName: INDEX, indexSettings: { sortFacetValuesBy: 'count' } });
    const byCount = await client.searchSingleIndex({
      indexName: INDEX,
      searchParams: { facets: ['marca'] },
    });
    expect(Object.keys(byCount.facets!.marca!)).toEqual([
      'Primor',
      'Doña Emilia',
      'Mary',
      'P.A.N.',
      'Primavera',
    ]);
    const filtered = await client.searchSingleIndex({
      indexName: INDEX,
      searchParams: { query: 'harina', facets: ['precio'], filters: 'marca:Primor OR marca:"P.A.N."' },
    });
    expect(filtered.facets_stats).toEqual({ precio: { min: 120, max: 130, avg: 125, sum: 250 } });
  });

  it('searchForFacetValues finds a searchable facet’s values by the start of a word, highlighted', async () => {
    const client = searchClient();
    const res = await client.searchForFacetValues({
      indexName: INDEX,
      facetName: 'marca',
      searchForFacetValuesRequest: { facetQuery: 'pri', maxFacetHits: 5 },
    });
    expect(res.facetHits).toEqual([
      { value: 'Primor', highlighted: '<em>Pri</em>mor', count: 3 },
      { value: 'Primavera', highlighted: '<em>Pri</em>mavera', count: 1 },
    ]);
    expect(res.exhaustiveFacetsCount).toBe(true);
    // Over the records the query and filters match only.
    const scoped = await client.searchForFacetValues({
      indexName: INDEX,
      facetName: 'marca',
      searchForFacetValuesRequest: { facetQuery: 'emi', params: 'query=arroz&filters=precio<100' },
    });
    expect(scoped.facetHits).toEqual([
      { value: 'Doña Emilia', highlighted: 'Doña <em>Emi</em>lia', count: 1 },
    ]);
    const none = await client.searchForFacetValues({
      indexName: INDEX,
      facetName: 'marca',
      searchForFacetValuesRequest: { facetQuery: 'pri', params: 'query=pasta' },
    });
    expect(none.facetHits.map((h) => h.value)).toEqual(['Primavera']);
    await expect(
      client.searchForFacetValues({
        indexName: INDEX,
        facetName: 'categoria',
        searchForFacetValuesRequest: { facetQuery: 'gr' },
      }),
    ).rejects.toMatchObject({
      status: 400,
      message:
        'Cannot search in `categoria` attribute, you need to add `searchable(categoria)` to attributesForFaceting.',
    });
  });

  it('answers facet searches inside a multi-query', async () => {
    const { results } = await searchClient().search({
      requests: [
        { indexName: INDEX, type: 'facet', facet: 'marca', facetQuery: 'ma', maxFacetHits: 1 },
        { indexName: INDEX, query: 'arroz', hitsPerPage: 1 },
      ],
    });
    expect(results[0]).toMatchObject({ facetHits: [{ value: 'Mary', count: 1 }] });
    expect(results[1]).toMatchObject({ nbHits: 3 });
  });

  it('algoliasearch-helper: disjunctive facets and its searchForFacetValues', async () => {
    const helper = algoliasearchHelper(searchClient() as never, INDEX, {
      disjunctiveFacets: ['marca'],
      facets: ['categoria'],
    });
    helper.addDisjunctiveFacetRefinement('marca', 'Primor').addFacetRefinement('categoria', 'Granos');
    const { content: results } = await helper.searchOnce({});
    expect(results.nbHits).toBe(2);
    // The other brands of the category stay countable: the helper's disjunctive query.
    const marcas = results.getFacetValues('marca', { sortBy: ['name:asc'] }) as {
      name: string;
      count: number;
    }[];
    expect(marcas.map((m) => [m.name, m.count])).toEqual([
      ['Doña Emilia', 1],
      ['Mary', 1],
      ['Primor', 2],
    ]);
    const sffv = await helper.searchForFacetValues('marca', 'ma', 10);
    expect(sffv.facetHits.map((h) => h.value)).toEqual(['Mary']);
  });

  it('answers a parameter it does not know with Algolia’s 400, and one it does not implement too', async () => {
    const client = searchClient();
    await expect(
      client.searchSingleIndex({ indexName: INDEX, searchParams: { query: 'arroz', foo: 1 } as never }),
    ).rejects.toMatchObject({ status: 400, message: 'Unknown parameter: foo' });
    await expect(
      client.searchSingleIndex({
        indexName: INDEX,
        searchParams: { query: 'arroz', aroundLatLngViaIP: true },
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      // ignorePlurals is implemented for Spanish only (language.ts).
      client.searchSingleIndex({ indexName: INDEX, searchParams: { query: 'arroz', ignorePlurals: ['de'] } }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      client.searchSingleIndex({
        indexName: INDEX,
        searchParams: { query: 'arroz blanco', aroundLatLng: '10.48, -66.90' },
      }),
    ).rejects.toMatchObject({ status: 400 });
    // The defaults the clients send are taken.
    const ok = await client.searchSingleIndex({
      indexName: INDEX,
      searchParams: {
        query: 'arroz',
        attributesToSnippet: [],
        snippetEllipsisText: '…',
        aroundLatLngViaIP: false,
        enablePersonalization: false,
        optionalWords: [],
        responseFields: ['hits', 'nbHits'],
      },
    });
    expect(Object.keys(ok).sort()).toEqual(['hits', 'nbHits']);
  });
});
