/**
 * The embedded Algolia-compatible search service (issue 6): the REST surface, and insights with the
 * buscador-historial data.
 */
import { BuscadorHistorialSchema, filtroDisponibilidad } from '@mercado/shared/contracts';
import { algoliasearch } from 'algoliasearch';
import { describe, expect, it } from 'vitest';
import { buscadorHistorial } from '../src/search/insights.ts';
import {
  APP_ID,
  adminClient,
  base,
  hostsOf,
  INDEX,
  prepararBuscador,
  RECORDS,
  SEARCH_KEY,
  searchClient,
  statusOf,
  t,
} from './search-contexto.ts';

prepararBuscador();

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
