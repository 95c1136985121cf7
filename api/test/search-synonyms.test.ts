/**
 * Synonyms in the embedded search service (issue 37), through the official algoliasearch v5 client:
 * the API (save, batch with replaceExistingSynonyms, search, get, delete, clear, forwardToReplicas)
 * and their effect on queries (regular, one-way, alternative corrections, multi-word both ways,
 * enableSynonyms: false, highlighting), and the store's seed set on the seeded catalogue.
 */
import { describe, expect, it } from 'vitest';
import { SINONIMOS_SEMILLA, sembrarSinonimos } from '../src/db/seed-sinonimos.ts';
import { registrosProductos } from '../src/services/buscador.ts';
import { adminClient, base, names, prepararBuscador, SEARCH_KEY, statusOf, t } from './search-contexto.ts';

prepararBuscador();

const IDX = 'sinonimos';
const PRODUCTOS = [
  { objectID: 'p1', nombre: 'Frijoles negros La Fina 500 g', marca: 'La Fina', popularidad: 10 },
  { objectID: 'p2', nombre: 'Caraotas negras Mary 1 kg', marca: 'Mary', popularidad: 5 },
  { objectID: 'p3', nombre: 'Harina de maíz precocida blanca', marca: 'Juana', popularidad: 1 },
  { objectID: 'p4', nombre: 'Banano importado', marca: 'Frutas', popularidad: 3 },
  { objectID: 'p5', nombre: 'Cambur maduro', marca: 'Frutas', popularidad: 2 },
  { objectID: 'p6', nombre: 'Papaya roja', marca: 'Frutas', popularidad: 4 },
  { objectID: 'p7', nombre: 'Harina de trigo', marca: 'Robin Hood', popularidad: 8 },
  { objectID: 'p8', nombre: 'Mantequilla con sal', marca: 'Mavesa', popularidad: 6 },
];

async function preparar(): Promise<void> {
  const client = adminClient();
  await client.setSettings({
    indexName: IDX,
    indexSettings: {
      searchableAttributes: ['nombre', 'marca'],
      attributesForFaceting: ['marca'],
      customRanking: ['desc(popularidad)'],
    },
  });
  await client.saveObjects({ indexName: IDX, objects: PRODUCTOS, waitForTasks: true });
  await client.clearSynonyms({ indexName: IDX });
}

const buscar = async (query: string, extra: Record<string, unknown> = {}) =>
  adminClient().searchSingleIndex<Record<string, unknown>>({
    indexName: IDX,
    searchParams: { query, ...extra },
  });

describe('the synonyms API', () => {
  it('saves, gets, searches, deletes and clears synonyms, as Algolia answers', async () => {
    await preparar();
    const client = adminClient();
    const saved = await client.saveSynonym({
      indexName: IDX,
      objectID: 've-lechosa',
      synonymHit: { objectID: 've-lechosa', type: 'synonym', synonyms: ['lechosa', 'papaya'] },
    });
    expect(saved).toMatchObject({ id: 've-lechosa', taskID: expect.any(Number) });
    expect(typeof saved.updatedAt).toBe('string');
    await client.saveSynonyms({
      indexName: IDX,
      synonymHit: [
        {
          objectID: 'pan',
          type: 'oneWaySynonym',
          input: 'harina pan',
          synonyms: ['harina de maíz precocida'],
        },
        { objectID: 'mantequiya', type: 'altcorrection1', word: 'mantequiya', corrections: ['mantequilla'] },
      ],
    });
    expect(await client.getSynonym({ indexName: IDX, objectID: 'pan' })).toEqual({
      objectID: 'pan',
      type: 'onewaysynonym',
      input: 'harina pan',
      synonyms: ['harina de maíz precocida'],
    });

    const all = await client.searchSynonyms({ indexName: IDX });
    expect(all.nbHits).toBe(3);
    expect(all.hits.map((h) => h.objectID)).toEqual(['mantequiya', 'pan', 've-lechosa']);
    const byWord = await client.searchSynonyms({ indexName: IDX, searchSynonymsParams: { query: 'maiz' } });
    expect(byWord.hits.map((h) => h.objectID)).toEqual(['pan']);
    const byType = await client.searchSynonyms({
      indexName: IDX,
      searchSynonymsParams: { type: 'altcorrection1' },
    });
    expect(byType.hits.map((h) => h.objectID)).toEqual(['mantequiya']);
    const paged = await client.searchSynonyms({
      indexName: IDX,
      searchSynonymsParams: { page: 1, hitsPerPage: 2 },
    });
    expect(paged).toMatchObject({ nbHits: 3, hits: [{ objectID: 've-lechosa' }] });

    const deleted = await client.deleteSynonym({ indexName: IDX, objectID: 'pan' });
    expect(typeof deleted.deletedAt).toBe('string');
    expect(await statusOf(client.getSynonym({ indexName: IDX, objectID: 'pan' }))).toBe(404);
    expect(await statusOf(client.deleteSynonym({ indexName: IDX, objectID: 'pan' }))).toBe(404);

    await client.clearSynonyms({ indexName: IDX });
    expect((await client.searchSynonyms({ indexName: IDX })).nbHits).toBe(0);
  });

  it('replaceExistingSynonyms keeps only the synonyms sent', async () => {
    await preparar();
    const client = adminClient();
    await client.saveSynonyms({
      indexName: IDX,
      synonymHit: [
        { objectID: 'a', type: 'synonym', synonyms: ['cambur', 'banano'] },
        { objectID: 'b', type: 'synonym', synonyms: ['lechosa', 'papaya'] },
      ],
    });
    await client.saveSynonyms({
      indexName: IDX,
      synonymHit: [{ objectID: 'c', type: 'synonym', synonyms: ['lechosa', 'papaya'] }],
      replaceExistingSynonyms: true,
    });
    const { hits } = await client.searchSynonyms({ indexName: IDX });
    expect(hits.map((h) => h.objectID)).toEqual(['c']);
    expect((await buscar('cambur')).hits.map((h) => h.objectID)).toEqual(['p5']);
  });

  it('forwards writes to the replicas listed in the settings', async () => {
    const client = adminClient();
    // The replicas are the settings' list; written here as a plain list, whatever replicas do.
    await t.app.busqueda.indexes.batch('sinonimos_copia', [
      { action: 'updateObject', body: { objectID: 'x', nombre: 'Banano' } },
    ]);
    await t.db
      .updateTable('search_index')
      .set({ settings: JSON.stringify({ replicas: ['sinonimos_copia'] }) })
      .where('name', '=', 'sinonimos_fwd')
      .execute();
    await t.app.busqueda.indexes.batch('sinonimos_fwd', [
      { action: 'updateObject', body: { objectID: 'y', nombre: 'Cambur' } },
    ]);
    await t.db
      .updateTable('search_index')
      .set({ settings: JSON.stringify({ replicas: ['virtual(sinonimos_copia)'] }) })
      .where('name', '=', 'sinonimos_fwd')
      .execute();
    await client.saveSynonym({
      indexName: 'sinonimos_fwd',
      objectID: 'f',
      synonymHit: { objectID: 'f', type: 'synonym', synonyms: ['cambur', 'banano'] },
      forwardToReplicas: true,
    });
    await client.saveSynonym({
      indexName: 'sinonimos_fwd',
      objectID: 'solo',
      synonymHit: { objectID: 'solo', type: 'synonym', synonyms: ['lechosa', 'papaya'] },
    });
    const ids = async (indexName: string) =>
      (await client.searchSynonyms({ indexName })).hits.map((h) => h.objectID);
    expect(await ids('sinonimos_fwd')).toEqual(['f', 'solo']);
    expect(await ids('sinonimos_copia')).toEqual(['f']);
    await client.deleteSynonym({ indexName: 'sinonimos_fwd', objectID: 'f', forwardToReplicas: true });
    expect(await ids('sinonimos_copia')).toEqual([]);
  });

  it('answers invalid synonyms with an Algolia-shaped 400, and needs the admin key', async () => {
    await preparar();
    const post = async (path: string, body: unknown, key = 'local-admin-key', method = 'POST') => {
      const res = await fetch(`${base}/1/indexes/${IDX}/synonyms/${path}`, {
        method,
        headers: {
          'x-algolia-application-id': 'local',
          'x-algolia-api-key': key,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { message?: string; status?: number } };
    };
    const bad = [
      await post('batch', { objectID: 'x' }),
      await post('batch', [{ objectID: 'x', type: 'synonym', synonyms: ['solo'] }]),
      await post('batch', [{ objectID: 'x', type: 'raro', synonyms: ['a', 'b'] }]),
      await post('batch', [{ objectID: 'x', type: 'onewaysynonym', synonyms: ['a'] }]),
      await post('batch', [
        { objectID: 'x', type: 'altcorrection2', word: 'dos palabras', corrections: ['a'] },
      ]),
      await post('batch', [{ type: 'synonym', synonyms: ['a', 'b'] }]),
      await post('batch', [
        { objectID: 'p', type: 'placeholder', placeholder: 'calle', replacements: ['a'] },
      ]),
      await post('batch', [
        { objectID: 'x', type: 'synonym', synonyms: ['a', 'b'] },
        { objectID: 'x', type: 'synonym', synonyms: ['c', 'd'] },
      ]),
      await post('x', { objectID: 'y', type: 'synonym', synonyms: ['a', 'b'] }, undefined, 'PUT'),
      await post('search', { query: 'a', sinonimo: true }),
      await post('search', { hitsPerPage: 0 }),
    ];
    for (const r of bad) {
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ message: expect.any(String), status: 400 });
    }
    expect(bad[6]!.body.message).toMatch(/placeholder must be one word between angle brackets/);
    const denied = await post(
      'batch',
      [{ objectID: 'x', type: 'synonym', synonyms: ['a', 'b'] }],
      SEARCH_KEY,
    );
    expect(denied.status).toBe(403);
    expect((await adminClient().searchSynonyms({ indexName: IDX })).nbHits).toBe(0);
  });
});

describe('synonyms at query time', () => {
  it('a regular synonym matches both ways, multi-word included, and counts as no typo', async () => {
    await preparar();
    await adminClient().saveSynonyms({
      indexName: IDX,
      synonymHit: [
        { objectID: 'caraotas', type: 'synonym', synonyms: ['caraotas negras', 'frijoles negros'] },
        { objectID: 'caraotas-solas', type: 'synonym', synonyms: ['caraotas', 'frijoles negros'] },
        { objectID: 'cambur', type: 'synonym', synonyms: ['cambur', 'banano'] },
      ],
    });
    // Original words first (exact), then the record matched through the synonym.
    expect(names((await buscar('caraotas')).hits)).toEqual([
      'Caraotas negras Mary 1 kg',
      'Frijoles negros La Fina 500 g',
    ]);
    expect(names((await buscar('frijoles negros')).hits)).toEqual([
      'Frijoles negros La Fina 500 g',
      'Caraotas negras Mary 1 kg',
    ]);
    // The facets count the records matched through a synonym too.
    expect((await buscar('caraotas', { facets: ['marca'] })).facets).toEqual({
      marca: { Mary: 1, 'La Fina': 1 },
    });
    expect(names((await buscar('caraotas negras')).hits)).toEqual([
      'Caraotas negras Mary 1 kg',
      'Frijoles negros La Fina 500 g',
    ]);
    // One-word synonyms: exact, so the custom ranking orders them (Banano is more popular).
    const cambur = await buscar('cambur', { getRankingInfo: false });
    expect(cambur.hits.map((h) => h.objectID)).toEqual(['p4', 'p5']);
    expect(cambur.nbHits).toBe(2);
    expect(names((await buscar('banano')).hits)).toEqual(['Banano importado', 'Cambur maduro']);
  });

  it('alternativesAsExact (query, else settings) says whether synonym matches count as exact', async () => {
    await preparar();
    const client = adminClient();
    await client.saveSynonyms({
      indexName: IDX,
      synonymHit: [
        { objectID: 'caraotas-solas', type: 'synonym', synonyms: ['caraotas', 'frijoles negros'] },
        { objectID: 'cambur', type: 'synonym', synonyms: ['cambur', 'banano'] },
      ],
    });
    const ids = async (query: string, extra: Record<string, unknown> = {}) =>
      (await buscar(query, extra)).hits.map((h) => h.objectID);
    // Algolia's default: one-word synonyms exact (popularity decides), multi-word ones not.
    expect(await ids('cambur')).toEqual(['p4', 'p5']);
    expect(await ids('caraotas')).toEqual(['p2', 'p1']);
    // Neither exact: the word as typed first.
    expect(await ids('cambur', { alternativesAsExact: ['ignorePlurals'] })).toEqual(['p5', 'p4']);
    // Both exact: popularity decides (the black beans labelled "Frijoles" are more popular).
    expect(await ids('caraotas', { alternativesAsExact: ['multiWordsSynonym'] })).toEqual(['p1', 'p2']);
    // The word as typed counts as exact wherever it is, even behind its synonym ("Malta Maltín").
    await client.saveObjects({
      indexName: IDX,
      objects: [
        { objectID: 'p11', nombre: 'Malta Maltín Polar', marca: 'Polar', popularidad: 0 },
        { objectID: 'p12', nombre: 'Malta Polar', marca: 'Polar', popularidad: 9 },
      ],
      waitForTasks: true,
    });
    await client.saveSynonym({
      indexName: IDX,
      objectID: 'maltin',
      synonymHit: { objectID: 'maltin', type: 'onewaysynonym', input: 'maltín', synonyms: ['malta'] },
    });
    expect(await ids('maltin', { alternativesAsExact: ['ignorePlurals'] })).toEqual(['p11', 'p12']);
    expect(await ids('maltin')).toEqual(['p12', 'p11']);
    await client.deleteObjects({ indexName: IDX, objectIDs: ['p11', 'p12'] });
    await client.setSettings({ indexName: IDX, indexSettings: { alternativesAsExact: [] } });
    expect(await ids('cambur')).toEqual(['p5', 'p4']);
    expect(await ids('cambur', { alternativesAsExact: ['singleWordSynonym'] })).toEqual(['p4', 'p5']);
    await client.setSettings({
      indexName: IDX,
      indexSettings: { alternativesAsExact: ['ignorePlurals', 'singleWordSynonym'] },
    });
    expect(
      await statusOf(
        client.searchSingleIndex({
          indexName: IDX,
          searchParams: { query: 'cambur', alternativesAsExact: ['raro' as never] },
        }),
      ),
    ).toBe(400);
  });

  it('a one-way synonym applies from its input only', async () => {
    await preparar();
    await adminClient().saveSynonym({
      indexName: IDX,
      objectID: 'pan',
      synonymHit: {
        objectID: 'pan',
        type: 'onewaysynonym',
        input: 'harina pan',
        synonyms: ['harina de maíz precocida'],
      },
    });
    expect(names((await buscar('harina pan')).hits)).toEqual(['Harina de maíz precocida blanca']);
    expect((await buscar('harina pan', { enableSynonyms: false })).nbHits).toBe(0);
    // Not back: "harina de maíz precocida" does not look for "harina pan" (no record has it anyway),
    // and "maíz" alone is no input.
    expect(names((await buscar('harina de maiz precocida')).hits)).toEqual([
      'Harina de maíz precocida blanca',
    ]);
    await adminClient().saveSynonym({
      indexName: IDX,
      objectID: 'lechosa',
      synonymHit: { objectID: 'lechosa', type: 'onewaysynonym', input: 'lechosa', synonyms: ['papaya'] },
    });
    expect(names((await buscar('lechosa')).hits)).toEqual(['Papaya roja']);
    expect(names((await buscar('papaya')).hits)).toEqual(['Papaya roja']);
    await adminClient().saveObjects({
      indexName: IDX,
      objects: [{ objectID: 'p9', nombre: 'Lechosa entera', marca: 'Frutas', popularidad: 0 }],
      waitForTasks: true,
    });
    expect(names((await buscar('papaya')).hits)).toEqual(['Papaya roja']);
    await adminClient().deleteObject({ indexName: IDX, objectID: 'p9' });
  });

  it('alternative corrections count as one or two typos', async () => {
    await preparar();
    await adminClient().saveObjects({
      indexName: IDX,
      objects: [{ objectID: 'p10', nombre: 'Mantequiya artesanal', marca: 'Campo', popularidad: 0 }],
      waitForTasks: true,
    });
    // Without the correction "mantequiya" finds only its own spelling (two letters off "mantequilla").
    expect((await buscar('mantequiya', { typoTolerance: false })).hits.map((h) => h.objectID)).toEqual([
      'p10',
    ]);
    await adminClient().saveSynonym({
      indexName: IDX,
      objectID: 'mq',
      synonymHit: {
        objectID: 'mq',
        type: 'altcorrection2',
        word: 'mantequiya',
        corrections: ['mantequilla'],
      },
    });
    // The correction ranks after the exact word, as a two-typo match, even without typo tolerance.
    const res = await buscar('mantequiya', { typoTolerance: false });
    expect(res.hits.map((h) => h.objectID)).toEqual(['p10', 'p8']);
    await adminClient().saveSynonym({
      indexName: IDX,
      objectID: 'mq',
      synonymHit: {
        objectID: 'mq',
        type: 'altcorrection1',
        word: 'mantequiya',
        corrections: ['mantequilla'],
      },
    });
    expect((await buscar('mantequiya', { typoTolerance: false })).hits.map((h) => h.objectID)).toEqual([
      'p10',
      'p8',
    ]);
    await adminClient().deleteObject({ indexName: IDX, objectID: 'p10' });
  });

  it('enableSynonyms: false turns them off', async () => {
    await preparar();
    await adminClient().saveSynonym({
      indexName: IDX,
      objectID: 'c',
      synonymHit: { objectID: 'c', type: 'synonym', synonyms: ['caraotas', 'frijoles negros'] },
    });
    expect((await buscar('caraotas')).nbHits).toBe(2);
    const off = await buscar('caraotas', { enableSynonyms: false });
    expect(off.hits.map((h) => h.objectID)).toEqual(['p2']);
    expect((await buscar('frijoles negros', { enableSynonyms: false })).hits.map((h) => h.objectID)).toEqual([
      'p1',
    ]);
  });

  it('highlights the words matched through a synonym, with the query words they stand for', async () => {
    await preparar();
    await adminClient().saveSynonyms({
      indexName: IDX,
      synonymHit: [
        { objectID: 'c', type: 'synonym', synonyms: ['caraotas', 'frijoles negros'] },
        { objectID: 'b', type: 'synonym', synonyms: ['cambur', 'banano'] },
      ],
    });
    const hl = (h: Record<string, unknown>) =>
      (h._highlightResult as Record<string, { value: string; matchLevel: string; matchedWords: string[] }>)
        .nombre!;
    const caraotas = await buscar('caraotas');
    const frijoles = caraotas.hits.find((h) => h.objectID === 'p1')!;
    expect(hl(frijoles)).toMatchObject({
      value: '<em>Frijoles</em> <em>negros</em> La Fina 500 g',
      matchLevel: 'full',
      matchedWords: ['caraotas'],
    });
    const banano = (await buscar('cambur')).hits.find((h) => h.objectID === 'p4')!;
    expect(hl(banano)).toMatchObject({
      value: '<em>Banano</em> importado',
      matchLevel: 'full',
      matchedWords: ['cambur'],
    });
  });

  it('a synonym write changes the next results (no stale cache)', async () => {
    await preparar();
    expect((await buscar('lechosa')).nbHits).toBe(0);
    await adminClient().saveSynonym({
      indexName: IDX,
      objectID: 'l',
      synonymHit: { objectID: 'l', type: 'synonym', synonyms: ['lechosa', 'papaya'] },
    });
    expect(names((await buscar('lechosa')).hits)).toEqual(['Papaya roja']);
    await adminClient().deleteSynonym({ indexName: IDX, objectID: 'l' });
    expect((await buscar('lechosa')).nbHits).toBe(0);
  });

  it('survives replaceAllObjects: the synonyms are copied and moved with the index', async () => {
    await preparar();
    await adminClient().saveSynonym({
      indexName: IDX,
      objectID: 'l',
      synonymHit: { objectID: 'l', type: 'synonym', synonyms: ['lechosa', 'papaya'] },
    });
    await adminClient().replaceAllObjects({ indexName: IDX, objects: PRODUCTOS });
    expect((await adminClient().searchSynonyms({ indexName: IDX })).hits.map((h) => h.objectID)).toEqual([
      'l',
    ]);
    expect(names((await buscar('lechosa')).hits)).toEqual(['Papaya roja']);
  });
});

describe('the store seed', () => {
  it('has at least 25 stable entries, all valid, and gives them to the products index once', async () => {
    expect(SINONIMOS_SEMILLA.length).toBeGreaterThanOrEqual(25);
    expect(new Set(SINONIMOS_SEMILLA.map((s) => s.objectID)).size).toBe(SINONIMOS_SEMILLA.length);
    const indexName = 'productos_semilla';
    const client = adminClient();
    // The seeded catalogue, as the products index holds it.
    const records = [...(await registrosProductos(t.db, t.config)).values()];
    await client.setSettings({
      indexName,
      indexSettings: { searchableAttributes: ['nombre', 'marca', 'categoria'] },
    });
    await client.saveObjects({ indexName, objects: records, waitForTasks: true });
    expect(await sembrarSinonimos(t.db, indexName)).toBe(true);
    expect(
      (await client.searchSynonyms({ indexName, searchSynonymsParams: { hitsPerPage: 1000 } })).nbHits,
    ).toBe(SINONIMOS_SEMILLA.length);
    const first = async (query: string) =>
      (await client.searchSingleIndex<{ nombre: string }>({ indexName, searchParams: { query } })).hits.map(
        (h) => h.nombre,
      );
    expect((await first('frijoles negros'))[0]).toMatch(/^Caraotas negras/);
    // The brand asked for first, then any precooked corn flour.
    const pan = await first('harina pan');
    expect(pan[0]).toMatch(/P\.A\.N\./);
    expect(pan).toContain('Harina de maíz precocida blanca Juana');
    const alguno = (list: string[], inicio: string) => list.some((n) => n.startsWith(inicio));
    expect(alguno(await first('papel toilette'), 'Papel higiénico doble hoja')).toBe(true);
    expect(alguno(await first('jabon de panela'), 'Jabón en barra para ropa')).toBe(true);
    expect(alguno(await first('gaseosa'), 'Refresco de cola')).toBe(true);
    // "soda" means a soft drink only as asked: "refresco" does not find the crackers.
    expect(alguno(await first('soda'), 'Refresco')).toBe(true);
    expect(alguno(await first('refresco'), 'Galletas de soda')).toBe(false);
    // Staff delete one; seeding again gives nothing back.
    await client.deleteSynonym({ indexName, objectID: 've-caraotas' });
    expect(await sembrarSinonimos(t.db, indexName)).toBe(false);
    expect(await statusOf(client.getSynonym({ indexName, objectID: 've-caraotas' }))).toBe(404);
  });
});
