/**
 * The embedded Algolia-compatible search service (issue 6), driven by the official algoliasearch v5
 * client pointed at the test server (hosts option), on PGlite and on PostgreSQL (DATABASE_URL).
 */
import {
  BUSQUEDA_PRIMERO_EN,
  BuscadorConfigSchema,
  BuscadorHistorialSchema,
  filtroDisponibilidad,
  ProductoBuscadorSchema,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INACTIVE_CATEGORY_PRODUCT_SLUG,
  INACTIVE_PRODUCT_SLUG,
  OFFER_PRODUCT_SLUG,
  OUT_OF_STOCK_FOR_NORMAL_SLUG,
  ZONA_SLUG,
} from '../src/db/seed-fixtures.ts';
import { buscadorHistorial } from '../src/search/insights.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

let t: TestApp;
let base: string;
let port: number;
const APP_ID = 'local';
const ADMIN_KEY = 'local-admin-key';
const SEARCH_KEY = 'local-search-key';
const INDEX = 'pruebas';

const hostsOf = () => [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const }];
const adminClient = () => algoliasearch(APP_ID, ADMIN_KEY, { hosts: hostsOf() });
const searchClient = () => algoliasearch(APP_ID, SEARCH_KEY, { hosts: hostsOf() });

/** The status of the client's ApiError (undefined when the call succeeded). */
async function statusOf(p: Promise<unknown>): Promise<number | undefined> {
  try {
    await p;
    return undefined;
  } catch (err) {
    return (err as { status?: number }).status;
  }
}

const disp = (existencia: number, precio = '2.00') => ({
  existencia,
  precio,
  oferta: '0.00',
  impuesto: '0.0000',
  modalidad: { venta: 'unidad', minimo: '1', maximo: '12', grupo: '1', unidad: '1' },
});

const RECORDS = [
  {
    objectID: 'a1',
    nombre: 'Azúcar refinada Montalbán 1 kg',
    marca: 'Montalbán',
    popularidad: 50,
    precio: 2.4,
    etiquetas: ['dulce'],
    disponibilidad: { caracas_1: disp(10) },
  },
  {
    objectID: 'a2',
    nombre: 'Azúcar morena La Pastora 1 kg',
    marca: 'La Pastora',
    popularidad: 90,
    precio: 2.9,
    etiquetas: [],
    disponibilidad: { caracas_1: disp(0), valencia_1: disp(4) },
  },
  {
    objectID: 'p1',
    nombre: 'Pañales Huggies etapa 3',
    marca: 'Huggies',
    popularidad: 10,
    precio: 15,
    etiquetas: [],
    disponibilidad: { caracas_1: disp(3) },
  },
  {
    objectID: 'r1',
    nombre: 'Arroz blanco Primor 1 kg',
    marca: 'Primor',
    popularidad: 70,
    precio: 1.5,
    etiquetas: ['hecho-en-venezuela'],
    disponibilidad: { caracas_1: disp(20) },
  },
  {
    objectID: 'r2',
    nombre: 'Arroz blanco Mary 1 kg',
    marca: 'Mary',
    popularidad: 70,
    precio: 1.4,
    etiquetas: [],
    disponibilidad: { caracas_1: disp(8) },
  },
  {
    objectID: 'r3',
    nombre: 'Arroz parbolizado Primor 1 kg',
    marca: 'Primor',
    popularidad: 20,
    precio: 1.8,
    etiquetas: [],
    disponibilidad: { caracas_2: disp(8) },
  },
  {
    objectID: 'm1',
    nombre: 'Mayonesa Mavesa 445 g',
    marca: 'Mavesa',
    popularidad: 40,
    precio: 3.1,
    etiquetas: [],
    disponibilidad: { caracas_1: disp(5) },
  },
  {
    objectID: 'g1',
    nombre: 'Galleta María Puig',
    marca: 'Puig',
    popularidad: 30,
    precio: 1.1,
    etiquetas: [],
    disponibilidad: { caracas_1: disp(5) },
  },
  {
    objectID: 'h1',
    nombre: 'Harina de maíz precocida P.A.N. 1 kg',
    marca: 'P.A.N.',
    popularidad: 99,
    precio: 1.2,
    etiquetas: [],
    disponibilidad: { caracas_1: disp(50) },
  },
];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  port = address.port;
  base = `http://127.0.0.1:${port}`;
  const client = adminClient();
  const { taskID } = await client.setSettings({
    indexName: INDEX,
    indexSettings: {
      searchableAttributes: ['nombre', 'marca'],
      attributesForFaceting: ['marca', 'filterOnly(etiquetas)'],
      customRanking: ['desc(popularidad)', 'asc(nombre)'],
    },
  });
  await client.waitForTask({ indexName: INDEX, taskID });
  await client.saveObjects({ indexName: INDEX, objects: RECORDS, waitForTasks: true });
});

afterAll(async () => {
  await t?.close();
});

const names = (hits: Record<string, unknown>[]) => hits.map((h) => h.nombre);

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

  it('folds Spanish accents and ñ both ways', async () => {
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

describe('the REST surface', () => {
  it('multi-index search with clickAnalytics gives a 32-hex queryID', async () => {
    const { results } = await searchClient().search<Record<string, unknown>>({
      requests: [
        {
          indexName: INDEX,
          query: 'arroz',
          hitsPerPage: 2,
          clickAnalytics: true,
          filters: filtroDisponibilidad('caracas', 1),
        },
        { indexName: INDEX, query: 'azucar' },
      ],
    });
    const [a, b] = results as { hits: unknown[]; queryID?: string; index?: string; nbHits: number }[];
    expect(a!.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(a).toMatchObject({ index: INDEX, nbHits: 2 });
    expect(b!.queryID).toBeUndefined();
    expect(b!.nbHits).toBe(2);
  });

  it('accepts the older params string, text/plain bodies and credentials in the query string', async () => {
    const res = await fetch(
      `${base}/1/indexes/*/queries?x-algolia-application-id=${APP_ID}&x-algolia-api-key=${SEARCH_KEY}`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({
          requests: [{ indexName: INDEX, params: 'query=azucar&hitsPerPage=1&page=1' }],
        }),
      },
    );
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as {
      results: { hits: unknown[]; page: number; nbPages: number }[];
    };
    expect(results[0]).toMatchObject({ page: 1, nbPages: 2 });
    expect(results[0]!.hits).toHaveLength(1);

    const get = await fetch(
      `${base}/1/indexes/${INDEX}?query=panales&x-algolia-application-id=${APP_ID}&x-algolia-api-key=${SEARCH_KEY}`,
    );
    expect(((await get.json()) as { nbHits: number }).nbHits).toBe(1);
  });

  it('keys: the search key reads but cannot write; a wrong key or app id is refused (403)', async () => {
    const client = searchClient();
    expect(
      (await client.searchSingleIndex({ indexName: INDEX, searchParams: { query: 'arroz' } })).nbHits,
    ).toBe(3);
    expect(
      await statusOf(client.saveObject({ indexName: INDEX, body: { objectID: 'z', nombre: 'x' } })),
    ).toBe(403);
    expect(
      await statusOf(client.setSettings({ indexName: INDEX, indexSettings: { customRanking: [] } })),
    ).toBe(403);
    expect(await statusOf(client.deleteIndex({ indexName: INDEX }))).toBe(403);
    const wrong = algoliasearch(APP_ID, 'nope', { hosts: hostsOf() });
    expect(await statusOf(wrong.searchSingleIndex({ indexName: INDEX, searchParams: { query: 'a' } }))).toBe(
      403,
    );
    const otherApp = algoliasearch('other', SEARCH_KEY, { hosts: hostsOf() });
    expect(
      await statusOf(otherApp.searchSingleIndex({ indexName: INDEX, searchParams: { query: 'a' } })),
    ).toBe(403);
    const res = await fetch(`${base}/1/indexes/${INDEX}/batch`, {
      method: 'POST',
      headers: {
        'x-algolia-application-id': APP_ID,
        'x-algolia-api-key': SEARCH_KEY,
        'content-type': 'text/plain',
      },
      body: JSON.stringify({ requests: [] }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Method not allowed with this API key', status: 403 });
  });

  it('an unknown index answers 404 in Algolia shape', async () => {
    expect(
      await statusOf(
        searchClient().searchSingleIndex({ indexName: 'no-existe', searchParams: { query: 'a' } }),
      ),
    ).toBe(404);
    expect(await statusOf(adminClient().getSettings({ indexName: 'no-existe' }))).toBe(404);
    const res = await fetch(`${base}/1/indexes/no-existe/query`, {
      method: 'POST',
      headers: {
        'x-algolia-application-id': APP_ID,
        'x-algolia-api-key': SEARCH_KEY,
        'content-type': 'text/plain',
      },
      body: '{}',
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Index does not exist', status: 404 });
  });
});

describe('insights and the buscador-historial data', () => {
  /** Events need a key bound to their user token (decision 0019): a secured key for 'u-123'. */
  const insights = () =>
    algoliasearch(
      APP_ID,
      searchClient().generateSecuredApiKey({
        parentApiKey: SEARCH_KEY,
        restrictions: { userToken: 'u-123' },
      }),
    ).initInsights({ options: { hosts: hostsOf() } });

  it('validates events as Algolia does (422) and records valid ones', async () => {
    const client = insights();
    const ok = {
      eventType: 'view' as const,
      eventName: 'Producto visto',
      index: INDEX,
      userToken: 'u-123',
      objectIDs: ['a1'],
    };
    expect(await client.pushEvents({ events: [ok] })).toMatchObject({ status: 200, message: 'OK' });
    const bad = [
      { ...ok, eventName: 'Búsqueda' }, // not ASCII
      { ...ok, eventName: 'x'.repeat(65) },
      { ...ok, eventType: 'click' as const, queryID: 'not-hex' },
      { ...ok, eventType: 'click' as const, queryID: 'a'.repeat(32) }, // positions missing
      { ...ok, eventType: 'click' as const, queryID: 'a'.repeat(32), positions: [0] },
      { ...ok, objectIDs: [] },
    ];
    for (const e of bad) expect(await statusOf(client.pushEvents({ events: [e as typeof ok] }))).toBe(422);
    // A token Algolia would refuse, sent with the admin key (a secured key's events carry its own).
    const admin = adminClient().initInsights({ options: { hosts: hostsOf() } });
    expect(await statusOf(admin.pushEvents({ events: [{ ...ok, userToken: 'maria@example.com' }] }))).toBe(
      422,
    );
  });

  it('top queries, queries without results and click-through', async () => {
    const H = 'historial';
    await adminClient().saveObjects({ indexName: H, objects: RECORDS, waitForTasks: true });
    const client = searchClient();
    const tracked = async (query: string) =>
      (await client.searchSingleIndex({ indexName: H, searchParams: { query, clickAnalytics: true } }))
        .queryID!;
    const q1 = await tracked('Arroz');
    await tracked('arróz');
    await tracked('chocolate suizo');
    await client.searchSingleIndex({ indexName: H, searchParams: { query: 'mayonesa' } });
    await insights().pushEvents({
      events: [
        {
          eventType: 'click',
          eventName: 'Clic en resultado',
          index: H,
          userToken: 'u-123',
          queryID: q1,
          objectIDs: ['r1'],
          positions: [2],
        },
        {
          eventType: 'conversion',
          eventSubtype: 'addToCart',
          eventName: 'Agregado al carrito',
          index: H,
          userToken: 'u-123',
          queryID: q1,
          objectIDs: ['r1'],
        },
      ],
    });
    await t.app.busqueda.queryLog.flush();
    const h = await buscadorHistorial(t.db, {
      indexName: H,
      desde: new Date(Date.now() - 3600_000),
      hasta: new Date(Date.now() + 60_000),
    });
    expect(BuscadorHistorialSchema.parse(h)).toEqual(h);
    expect(h.busquedas).toBe(4);
    expect(h.masBuscadas).toEqual([
      { query: 'arroz', busquedas: 2, resultados: 3, clics: 1 },
      { query: 'chocolate suizo', busquedas: 1, resultados: 0, clics: 0 },
      { query: 'mayonesa', busquedas: 1, resultados: 1, clics: 0 },
    ]);
    expect(h.sinResultados).toEqual([{ query: 'chocolate suizo', busquedas: 1 }]);
    expect(h.clics).toMatchObject({
      busquedasRastreadas: 3,
      busquedasConClic: 1,
      posicionPromedio: 2,
      conversiones: 1,
    });
    expect(h.clics.tasaClics).toBeCloseTo(1 / 3);
  });
});

describe('the products index', () => {
  const productos = () => algoliasearch(APP_ID, SEARCH_KEY, { hosts: hostsOf() });
  const idOf = async (slug: string) =>
    String(
      (await t.db.selectFrom('producto').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id,
    );
  const find = async (query: string, zona: string, tipo: number) =>
    (
      await productos().searchSingleIndex<Record<string, unknown>>({
        indexName: 'productos',
        searchParams: { query, filters: filtroDisponibilidad(zona, tipo), hitsPerPage: 50 },
      })
    ).hits;

  beforeAll(async () => {
    await t.app.buscador.todo();
  });

  it('tells the front-end where to search (GET /api/website/buscador)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/website/buscador' });
    // Its searchKey is a secured key made for the caller (search-secured-key.test.ts).
    expect(BuscadorConfigSchema.parse(res.json())).toMatchObject({
      appId: 'local',
      indexName: 'productos',
      host: '',
    });
  });

  it('holds one §3 record per findable product, keyed zone_usertype', async () => {
    const hits = await find('arroz blanco primor', ZONA_SLUG, UsuarioTipo.NORMAL);
    const offer = hits.find((h) => h.slug === OFFER_PRODUCT_SLUG);
    expect(offer).toBeDefined();
    const record = ProductoBuscadorSchema.parse(
      await adminClient().getObject({ indexName: 'productos', objectID: String(offer!.objectID) }),
    );
    expect(Object.keys(record.disponibilidad)).toEqual(
      expect.arrayContaining(['caracas_1', 'caracas_2', 'caracas_3', 'valencia_1']),
    );
    expect(Object.keys(record.disponibilidad).some((k) => k.startsWith('maracaibo_'))).toBe(false);
    expect(Number(record.disponibilidad.caracas_1!.oferta)).toBeGreaterThan(0);
  });

  it('"cafe" suggests coffee: names and brands first, categories only when they match nothing', async () => {
    // The storefront's ten suggestions (spec §9), searched first where BUSQUEDA_PRIMERO_EN says.
    const sugerir = async (query: string, restrictSearchableAttributes?: string[]) =>
      (
        await productos().searchSingleIndex<Record<string, unknown>>({
          indexName: 'productos',
          searchParams: {
            query,
            filters: filtroDisponibilidad(ZONA_SLUG, UsuarioTipo.NORMAL),
            hitsPerPage: 10,
            ...(restrictSearchableAttributes ? { restrictSearchableAttributes } : {}),
          },
        })
      ).hits.map((h) => String(h.nombre));
    // Every product of "Café, Azúcar y Cacao" holds "café" in its category: sugar and oats among them.
    expect(await sugerir('cafe')).toEqual(expect.arrayContaining([expect.stringMatching(/^(Avena|Azúcar)/)]));
    const cafe = await sugerir('cafe', BUSQUEDA_PRIMERO_EN);
    expect(cafe.length).toBeGreaterThan(0);
    for (const nombre of cafe) expect(nombre).toMatch(/^Café /);
    for (const nombre of await sugerir('azucar', BUSQUEDA_PRIMERO_EN)) expect(nombre).toMatch(/^Azúcar /);
    // A category's word no name holds: found through the category, asked without the restriction.
    expect(await sugerir('frutas', BUSQUEDA_PRIMERO_EN)).toEqual([]);
    expect(await sugerir('frutas')).toEqual(expect.arrayContaining(['Mango', 'Parchita']));
  });

  it('only products active, in an active category, with stock for the key are findable under it', async () => {
    const juana = await idOf(OUT_OF_STOCK_FOR_NORMAL_SLUG);
    expect((await find('harina juana', ZONA_SLUG, UsuarioTipo.NORMAL)).map((h) => h.objectID)).not.toContain(
      juana,
    );
    expect((await find('harina juana', ZONA_SLUG, UsuarioTipo.PRIME)).map((h) => h.objectID)).toContain(
      juana,
    );
    for (const slug of [INACTIVE_PRODUCT_SLUG, INACTIVE_CATEGORY_PRODUCT_SLUG]) {
      expect(
        await statusOf(adminClient().getObject({ indexName: 'productos', objectID: await idOf(slug) })),
      ).toBe(404);
    }
  });

  it('admin pushes one product on demand; roles are checked on the server', async () => {
    const id = await idOf(OFFER_PRODUCT_SLUG);
    const url = `/admin/algolia/productodisponibilidad/${id}`;
    expect((await t.app.inject({ method: 'PUT', url })).statusCode).toBe(401);
    const cliente = (await login(t.app, 'cliente@demo.test')).body.token as string;
    expect((await t.app.inject({ method: 'PUT', url, headers: bearer(cliente) })).statusCode).toBe(403);
    const catalogo = (await login(t.app, 'catalogo@demo.test')).body.token as string;
    expect((await t.app.inject({ method: 'PUT', url, headers: bearer(catalogo) })).statusCode).toBe(403);
    const admin = (await login(t.app, 'admin@demo.test')).body.token as string;

    await t.db
      .updateTable('producto_existencia')
      .set({ existencia: '0' })
      .where('producto_id', '=', Number(id))
      .execute();
    const gone = await t.app.inject({ method: 'PUT', url, headers: bearer(admin) });
    expect(gone.json()).toEqual({ objectID: id, indexado: false });
    expect(await statusOf(adminClient().getObject({ indexName: 'productos', objectID: id }))).toBe(404);

    await t.db
      .updateTable('producto_existencia')
      .set({ existencia: '7' })
      .where('producto_id', '=', Number(id))
      .execute();
    await t.db
      .updateTable('producto')
      .set({ nombre: 'Arroz blanco Primor edición especial' })
      .where('id', '=', Number(id))
      .execute();
    const back = await t.app.inject({
      method: 'POST',
      url: `/admin/algolia/productobase/${id}`,
      headers: bearer(catalogo),
    });
    expect(back.json()).toEqual({ objectID: id, indexado: true });
    const hits = await find('edicion especial', 'valencia', UsuarioTipo.MAYORISTA);
    expect(hits.map((h) => h.objectID)).toEqual([id]);
    expect((hits[0]!.disponibilidad as Record<string, { existencia: number }>).valencia_3!.existencia).toBe(
      7,
    );

    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/admin/algolia/productobase/999999',
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(404);
  });
  it('GET /admin/buscador/historial: role checked on the server, days validated, figures of the products index', async () => {
    const url = '/admin/buscador/historial';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const catalogo = (await login(t.app, 'catalogo@demo.test')).body.token as string;
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(catalogo) })).statusCode).toBe(403);
    const admin = (await login(t.app, 'admin@demo.test')).body.token as string;

    const invalidas: Record<string, string>[] = [
      { desde: '2026-13-01' },
      { desde: '2026-11-10', hasta: '2026-11-01' },
      { desde: '2024-01-01', hasta: '2026-01-01' },
    ];
    for (const query of invalidas) {
      const bad = await t.app.inject({ method: 'GET', url, query, headers: bearer(admin) });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().campos.desde).toMatch(/fecha|días/);
    }

    await searchClient().searchSingleIndex({
      indexName: 'productos',
      searchParams: { query: 'zzzz sin resultados', clickAnalytics: true },
    });
    await t.app.busqueda.queryLog.flush();
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const h = BuscadorHistorialSchema.parse(res.json());
    expect(h.sinResultados).toContainEqual({ query: 'zzzz sin resultados', busquedas: 1 });
    // The default window is the last 30 days, ending today (Caracas).
    expect(Date.parse(h.hasta) - Date.parse(h.desde)).toBe(30 * 24 * 3600 * 1000);
  });
});
