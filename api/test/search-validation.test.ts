/**
 * The search service checks every parameter before running a query (issue 16): what is out of its
 * bounds is a 400 in Algolia's shape `{message, status}`, never a 500, on /1/ as the clients call it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const INDEX = 'validacion';
const ADMIN = { 'x-algolia-application-id': 'local', 'x-algolia-api-key': 'local-admin-key' };
const SEARCH = { 'x-algolia-application-id': 'local', 'x-algolia-api-key': 'local-search-key' };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.busqueda.indexes.batch(INDEX, [
    { action: 'updateObject', body: { objectID: 'a1', nombre: 'Arroz blanco', precio: 2 } },
  ]);
});
afterAll(async () => {
  await t?.close();
});

async function query(body: unknown) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/1/indexes/${INDEX}/query`,
    headers: { ...SEARCH, 'content-type': 'text/plain' },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() as { message: string; status: number } };
}

describe('search parameters out of bounds: 400 in Algolia’s shape', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['a query over 512 characters', { query: 'a'.repeat(513) }, /query/i],
    ['page -1', { page: -1 }, /page/],
    ['page not an integer', { page: 1.5 }, /page/],
    ['hitsPerPage over 1000', { hitsPerPage: 1001 }, /hitsPerPage/],
    ['hitsPerPage as text', { hitsPerPage: 'muchos' }, /hitsPerPage/],
    ['offset -5', { offset: -5 }, /offset/],
    [
      '5,000 nested parentheses in filters',
      { filters: `${'('.repeat(5000)}a:1${')'.repeat(5000)}` },
      /filters/,
    ],
    ['1,000 nested parentheses in filters', { filters: `${'('.repeat(1000)}a:1${')'.repeat(1000)}` }, /nest/],
    ['1,000 NOT in a row', { filters: `${'NOT '.repeat(1000)}a:1` }, /nest/],
    ['filters over 10,000 characters', { filters: Array(2000).fill('precio > 1').join(' AND ') }, /filters/],
    [
      'facetFilters with 2,000 filters',
      { facetFilters: Array.from({ length: 2000 }, (_, i) => `marca:m${i}`) },
      /facetFilters/,
    ],
    ['facetFilters nested three deep', { facetFilters: [[['marca:a']]] }, /facetFilters/],
    [
      'attributesToRetrieve with 2,000 names',
      { attributesToRetrieve: Array(2000).fill('nombre') },
      /attributesToRetrieve/,
    ],
    ['an invalid userToken', { userToken: 'maria@example.com' }, /userToken/],
    ['highlightPreTag of 10,000 characters', { highlightPreTag: '<'.repeat(10_000) }, /highlightPreTag/],
    ['params string with page -1', { params: 'query=arroz&page=-1' }, /page/],
  ];

  for (const [name, body, message] of cases) {
    it(name, async () => {
      const r = await query(body);
      expect(r.status).toBe(400);
      expect(r.body.status).toBe(400);
      expect(r.body.message).toMatch(message);
    });
  }

  it('the same limits on GET /1/indexes/:index and in each request of /1/indexes/*/queries', async () => {
    const get = await t.app.inject({
      method: 'GET',
      url: `/1/indexes/${INDEX}?page=-1`,
      headers: SEARCH,
    });
    expect(get.statusCode).toBe(400);
    expect(get.json()).toMatchObject({ status: 400 });
    const multi = await t.app.inject({
      method: 'POST',
      url: '/1/indexes/*/queries',
      headers: { ...SEARCH, 'content-type': 'text/plain' },
      payload: JSON.stringify({ requests: [{ indexName: INDEX, query: 'x'.repeat(600) }] }),
    });
    expect(multi.statusCode).toBe(400);
    expect(multi.json()).toMatchObject({ status: 400, message: expect.stringMatching(/query/i) });
  });

  it('a browse cursor that is not one of ours is a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/1/indexes/${INDEX}/browse`,
      headers: { ...ADMIN, 'content-type': 'text/plain' },
      payload: JSON.stringify({ cursor: Buffer.from('{"q":"page=-1","a":"x"}').toString('base64url') }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400 });
  });

  it('a NUL in the query or the filters is never a 500, and the query log keeps recording', async () => {
    for (const body of [
      { query: 'arr\u0000oz' },
      { filters: 'nombre:"a\u0000b"' },
      { facetFilters: ['nombre:a\u0000'] },
    ]) {
      const r = await query(body);
      expect(r.status, JSON.stringify(body)).toBeLessThan(500);
    }
    await query({ query: 'arroz' });
    await t.app.busqueda.queryLog.flush();
    const registradas = await t.db.selectFrom('search_query_log').select('query').execute();
    expect(registradas.map((r) => r.query)).toContain('arroz');
  });

  it('within the limits the query still answers', async () => {
    const r = await query({
      query: 'arroz',
      page: 0,
      hitsPerPage: 1000,
      filters: `${'('.repeat(3)}precio > 1${')'.repeat(3)}`,
    });
    expect(r.status).toBe(200);
    expect((r.body as unknown as { nbHits: number }).nbHits).toBe(1);
  });
});
