/**
 * The embedded Algolia-compatible search service (issue 6): writes, relevance and filters, through the
 * official client.
 */
import { describe, expect, it } from 'vitest';
import {
  APP_ID,
  adminClient,
  base,
  INDEX,
  names,
  prepararBuscador,
  RECORDS,
  SEARCH_KEY,
  searchClient,
  statusOf,
} from './search-contexto.ts';

prepararBuscador();

describe('writes', () => {
  it('creates the index on first write and reads objects back', async () => {
    const client = adminClient();
    const obj = await client.getObject({ indexName: INDEX, objectID: 'a1' });
    expect(obj).toMatchObject({ objectID: 'a1', nombre: 'Azúcar refinada Montalbán 1 kg' });
    const { items } = await client.listIndices();
    expect(items.map((i) => i.name)).toContain(INDEX);
    const settings = await client.getSettings({ indexName: INDEX });
    expect(settings.customRanking).toEqual(['desc(popularidad)', 'asc(nombre)']);
    expect(settings.searchableAttributes).toEqual(['nombre', 'marca']);
  });

  it('partial updates with and without create, delete, addObject without objectID', async () => {
    const client = adminClient();
    const w = async (p: Promise<{ taskID?: number }>) =>
      client.waitForTask({ indexName: INDEX, taskID: (await p).taskID! });
    await w(
      client.partialUpdateObject({
        indexName: INDEX,
        objectID: 'tmp1',
        attributesToUpdate: { nombre: 'Caraotas negras' },
      }),
    );
    expect(await client.getObject({ indexName: INDEX, objectID: 'tmp1' })).toMatchObject({
      nombre: 'Caraotas negras',
    });
    await w(
      client.partialUpdateObject({
        indexName: INDEX,
        objectID: 'tmp1',
        attributesToUpdate: { visitas: { _operation: 'Increment', value: 2 } },
      }),
    );
    expect(await client.getObject({ indexName: INDEX, objectID: 'tmp1' })).toMatchObject({
      nombre: 'Caraotas negras',
      visitas: 2,
    });
    await w(
      client.partialUpdateObject({
        indexName: INDEX,
        objectID: 'tmp2',
        attributesToUpdate: { nombre: 'No existe' },
        createIfNotExists: false,
      }),
    );
    expect(await statusOf(client.getObject({ indexName: INDEX, objectID: 'tmp2' }))).toBe(404);
    const added = await client.saveObject({ indexName: INDEX, body: { nombre: 'Sin identificador' } });
    expect(added.objectID).toMatch(/^[0-9a-f]{16}$/);
    await w(client.deleteObject({ indexName: INDEX, objectID: 'tmp1' }));
    await client.deleteObjects({ indexName: INDEX, objectIDs: [added.objectID!], waitForTasks: true });
    expect(await statusOf(client.getObject({ indexName: INDEX, objectID: 'tmp1' }))).toBe(404);
    const { nbHits } = await client.searchSingleIndex({
      indexName: INDEX,
      searchParams: { query: 'caraotas' },
    });
    expect(nbHits).toBe(0);
  });

  it('browses every record with a cursor', async () => {
    const client = adminClient();
    const seen: string[] = [];
    await client.browseObjects({
      indexName: INDEX,
      browseParams: { hitsPerPage: 4 },
      aggregator: (res) => {
        seen.push(...res.hits.map((h) => h.objectID));
      },
    });
    expect(seen.sort()).toEqual(RECORDS.map((r) => r.objectID).sort());
  });

  it('clear empties an index and delete removes it (then 404)', async () => {
    const client = adminClient();
    await client.saveObjects({
      indexName: 'borrable',
      objects: [{ objectID: 'x', nombre: 'Uno' }],
      waitForTasks: true,
    });
    const cleared = await client.clearObjects({ indexName: 'borrable' });
    await client.waitForTask({ indexName: 'borrable', taskID: cleared.taskID });
    expect(
      (await client.searchSingleIndex({ indexName: 'borrable', searchParams: { query: '' } })).nbHits,
    ).toBe(0);
    await client.deleteIndex({ indexName: 'borrable' });
    expect(
      await statusOf(client.searchSingleIndex({ indexName: 'borrable', searchParams: { query: '' } })),
    ).toBe(404);
  });
});

describe('relevance', () => {
  const search = (query: string, extra: Record<string, unknown> = {}) =>
    searchClient().searchSingleIndex<Record<string, unknown>>({
      indexName: INDEX,
      searchParams: { query, ...extra },
    });

  it('matches the last word as a prefix, with highlighting', async () => {
    const res = await search('arro');
    // Same match everywhere: popularity desc, then name (Mary before Primor at 70).
    expect(names(res.hits)).toEqual([
      'Arroz blanco Mary 1 kg',
      'Arroz blanco Primor 1 kg',
      'Arroz parbolizado Primor 1 kg',
    ]);
    expect(res.hits[0]!._highlightResult).toMatchObject({
      nombre: { value: '<em>Arro</em>z blanco Mary 1 kg', matchLevel: 'full', matchedWords: ['arro'] },
    });
    expect(res).toMatchObject({ nbHits: 3, page: 0, nbPages: 1, hitsPerPage: 20, query: 'arro' });
    expect(res.processingTimeMS).toBeGreaterThanOrEqual(1);
    expect(res.params).toContain('query=arro');
  });

  it('folds Spanish accents; ñ is its own letter, a plain n one typo from it (issue 36)', async () => {
    expect(names((await search('azucar')).hits)).toEqual([
      'Azúcar morena La Pastora 1 kg',
      'Azúcar refinada Montalbán 1 kg',
    ]);
    expect(names((await search('AZÚCAR refinada')).hits)).toEqual(['Azúcar refinada Montalbán 1 kg']);
    const panales = await search('panales');
    expect(names(panales.hits)).toEqual(['Pañales Huggies etapa 3']);
    expect((panales.hits[0]!._highlightResult as unknown as { nombre: { value: string } }).nombre.value).toBe(
      '<em>Pañales</em> Huggies etapa 3',
    );
    expect(names((await search('maiz pan')).hits)).toEqual(['Harina de maíz precocida P.A.N. 1 kg']);
    expect(names((await search('pan')).hits)).not.toContain('Pañales Huggies etapa 3');
    expect(names((await search('pañ')).hits)).toEqual(['Pañales Huggies etapa 3']);
  });

  it('tolerates typos with Algolia thresholds (1 from 4 letters, 2 from 8)', async () => {
    expect(names((await search('aroz ')).hits)).toHaveLength(3); // 4 letters, 1 typo
    expect(names((await search('mayonaza ')).hits)).toEqual(['Mayonesa Mavesa 445 g']); // 8 letters, 2 typos
    expect((await search('gullota ')).nbHits).toBe(0); // 7 letters, 2 typos: too many
    expect(names((await search('gallota ')).hits)).toEqual(['Galleta María Puig']); // 1 typo
    expect((await search('arz ')).nbHits).toBe(0); // 3 letters: no typo allowed
    expect(names((await search('azcuar ')).hits)).toHaveLength(2); // a transposition is one typo
    expect((await search('aroz ', { typoTolerance: false })).nbHits).toBe(0);
  });

  it('ranks exact words before typos, then by custom ranking (popularity desc, then name)', async () => {
    // "arroz blanco": both Primor and Mary match the same way, same popularity → name asc.
    expect(names((await search('arroz blanco')).hits)).toEqual([
      'Arroz blanco Mary 1 kg',
      'Arroz blanco Primor 1 kg',
    ]);
    // "primor": r1 (popularity 70) before r3 (20).
    expect((await search('primor')).hits.map((h) => h.objectID)).toEqual(['r1', 'r3']);
    // An empty query lists everything by custom ranking.
    const all = await search('', { hitsPerPage: 3 });
    expect(all.hits.map((h) => h.objectID)).toEqual(['h1', 'a2', 'r2']);
    expect(all).toMatchObject({ nbHits: RECORDS.length, nbPages: 3 });
  });

  it('restrictSearchableAttributes searches only the attributes named, and refuses others', async () => {
    expect(names((await search('arroz', { restrictSearchableAttributes: ['nombre'] })).hits)).toHaveLength(3);
    const soloMarca = await search('arroz', { restrictSearchableAttributes: ['marca'], facets: ['marca'] });
    expect(soloMarca).toMatchObject({ nbHits: 0, facets: { marca: {} } });
    expect(
      (await search('primor', { restrictSearchableAttributes: ['marca'] })).hits.map((h) => h.objectID),
    ).toEqual(['r1', 'r3']);
    expect(await statusOf(search('arroz', { restrictSearchableAttributes: ['precio'] }))).toBe(400);
  });

  it('pages', async () => {
    const page1 = await search('', { hitsPerPage: 4, page: 1 });
    expect(page1.hits.map((h) => h.objectID)).toEqual(['a1', 'm1', 'g1', 'r3']);
    expect(page1).toMatchObject({ page: 1, hitsPerPage: 4, nbPages: 3 });
    expect((await search('', { hitsPerPage: 4, page: 3 })).hits).toEqual([]);
  });
});

describe('filters', () => {
  const ids = async (searchParams: Record<string, unknown>) =>
    (
      await searchClient().searchSingleIndex({
        indexName: INDEX,
        searchParams: { query: '', ...searchParams },
      })
    ).hits
      .map((h) => h.objectID)
      .sort();

  it('numeric comparisons and ranges on dotted paths', async () => {
    expect(await ids({ filters: 'disponibilidad.caracas_1.existencia > 0' })).toEqual([
      'a1',
      'g1',
      'h1',
      'm1',
      'p1',
      'r1',
      'r2',
    ]);
    expect(await ids({ filters: 'disponibilidad.valencia_1.existencia >= 4' })).toEqual(['a2']);
    expect(await ids({ filters: 'precio:1.4 TO 1.5' })).toEqual(['r1', 'r2']);
    expect(await ids({ filters: 'precio < 1.2 OR precio > 10' })).toEqual(['g1', 'p1']);
    expect(await ids({ filters: 'popularidad = 70 AND NOT precio != 1.4' })).toEqual(['r2']);
  });

  it('facet values (case-insensitive), tags, AND / OR / NOT and parentheses', async () => {
    expect(await ids({ filters: 'marca:primor' })).toEqual(['r1', 'r3']);
    expect(await ids({ filters: 'marca:"La Pastora" OR marca:Mary' })).toEqual(['a2', 'r2']);
    expect(await ids({ filters: 'marca:Primor AND NOT disponibilidad.caracas_1.existencia > 0' })).toEqual([
      'r3',
    ]);
    expect(await ids({ filters: '(marca:Primor OR marca:Mary) AND precio < 1.5' })).toEqual(['r2']);
    expect(await ids({ filters: 'etiquetas:hecho-en-venezuela' })).toEqual(['r1']);
    // Not in attributesForFaceting: matches nothing, as in Algolia.
    expect(await ids({ filters: 'nombre:Arroz' })).toEqual([]);
  });

  it('facetFilters and numericFilters arrays (nested arrays are OR)', async () => {
    expect(await ids({ facetFilters: [['marca:Primor', 'marca:Mary'], 'marca:-Mary'] })).toEqual([
      'r1',
      'r3',
    ]);
    expect(
      await ids({ numericFilters: ['precio >= 1.4', ['popularidad = 70', 'popularidad = 20']] }),
    ).toEqual(['r1', 'r2', 'r3']);
    expect(
      await ids({ facetFilters: ['marca:Primor'], filters: 'disponibilidad.caracas_2.existencia > 0' }),
    ).toEqual(['r3']);
  });

  it('filters a query the same way, and browsing (filtered in SQL) agrees', async () => {
    const res = await searchClient().searchSingleIndex({
      indexName: INDEX,
      searchParams: { query: 'arroz', filters: 'marca:primor AND disponibilidad.caracas_1.existencia > 0' },
    });
    expect(res.hits.map((h) => h.objectID)).toEqual(['r1']);
    expect(res.nbHits).toBe(1);
    for (const [query, filters, expected] of [
      ['', '(marca:Primor OR marca:Mary) AND precio < 1.5', ['r2']],
      ['', 'NOT marca:Primor AND popularidad >= 70', ['a2', 'h1', 'r2']],
      ['arroz', 'precio:1.4 TO 1.6', ['r1', 'r2']],
      ['', 'etiquetas:dulce OR etiquetas:hecho-en-venezuela', ['a1', 'r1']],
    ] as const) {
      const seen: string[] = [];
      await adminClient().browseObjects({
        indexName: INDEX,
        browseParams: { query, filters },
        aggregator: (r) => {
          seen.push(...r.hits.map((h) => h.objectID));
        },
      });
      expect(seen.sort(), filters).toEqual([...expected]);
      expect(await ids({ query, filters }), filters).toEqual([...expected]);
    }
  });

  it('answers 400 to a bad filter, and to groups Algolia does not support', async () => {
    const client = searchClient();
    for (const filters of [
      'precio >',
      'marca:Primor AND (',
      '(marca:A AND marca:B) OR marca:C',
      'NOT (marca:A OR marca:B)',
      'precio:1 TO x',
    ]) {
      expect(
        await statusOf(client.searchSingleIndex({ indexName: INDEX, searchParams: { query: '', filters } })),
      ).toBe(400);
    }
    const res = await fetch(`${base}/1/indexes/${INDEX}/query`, {
      method: 'POST',
      headers: {
        'x-algolia-application-id': APP_ID,
        'x-algolia-api-key': SEARCH_KEY,
        'content-type': 'text/plain',
      },
      body: JSON.stringify({ filters: 'precio >' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; status: number };
    expect(body.status).toBe(400);
    expect(body.message).toMatch(/^filters: /);
  });
});
