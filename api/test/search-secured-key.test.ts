/**
 * The browser's secured search keys (issue 16, decision 0019): GET /api/website/buscador hands each
 * viewer a key in Algolia's format made for their user type, and the embedded service under /1/
 * enforces its restrictions: what the key finds (filters, ANDed with the query's), what it shows
 * (attributesToRetrieve), where (restrictIndices), until when (validUntil) and for whom (userToken).
 * Driven by the official algoliasearch v5 client, on PGlite and on PostgreSQL (DATABASE_URL).
 */
import { createHmac } from 'node:crypto';
import { BuscadorConfigSchema, type ProductoBuscador, UsuarioTipo } from '@mercado/shared/contracts';
import { algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_PRODUCT_SLUG, ZONA_SLUG } from '../src/db/seed-fixtures.ts';
import { readSecuredKey } from '../src/search/secured-key.ts';
import { clavesBusqueda } from '../src/services/buscador.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

let t: TestApp;
let port: number;
const APP_ID = 'local';
const SEARCH_KEY = 'local-search-key';
const ADMIN_KEY = 'local-admin-key';
const INDEX = 'productos';

const hostsOf = () => [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const }];
const clientWith = (key: string) => algoliasearch(APP_ID, key, { hosts: hostsOf() });
/** The official client's own generator, from the parent key given. */
const generate = (
  parentApiKey: string,
  restrictions: Parameters<ReturnType<typeof algoliasearch>['generateSecuredApiKey']>[0]['restrictions'],
) => algoliasearch(APP_ID, parentApiKey).generateSecuredApiKey({ parentApiKey, restrictions });

async function failure(p: Promise<unknown>): Promise<{ status?: number; message?: string } | undefined> {
  try {
    await p;
    return undefined;
  } catch (err) {
    return err as { status?: number; message?: string };
  }
}

async function configFor(token?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/website/buscador',
    headers: token ? bearer(token) : {},
  });
  expect(res.statusCode).toBe(200);
  return BuscadorConfigSchema.parse(res.json());
}

const tokenOf = async (email: string) => (await login(t.app, email)).body.token as string;

async function search(key: string, searchParams: Record<string, unknown>) {
  return clientWith(key).searchSingleIndex<ProductoBuscador>({ indexName: INDEX, searchParams });
}

/** Every `disponibilidad` key (zone_type) anywhere in a response, hits and highlights alike. */
function availabilityKeys(response: unknown): string[] {
  return [...JSON.stringify(response).matchAll(/"([a-z0-9-]+_[123])":/g)].map((m) => m[1]!);
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  await t.app.buscador.todo();
});
afterAll(async () => {
  await t?.close();
});

describe('the key the configuration hands out', () => {
  it('is Algolia’s format: base64 of the hex HMAC-SHA256 of the sorted restrictions, then the restrictions', async () => {
    const before = Math.floor(Date.now() / 1000);
    const visitor = await configFor();
    expect(visitor).toMatchObject({
      appId: APP_ID,
      indexName: INDEX,
      host: '',
      usuarioTipo: 1,
      userToken: null,
    });
    expect(visitor.searchKey).not.toBe(SEARCH_KEY);
    expect(visitor.validoHasta - before).toBeGreaterThanOrEqual(3600);
    expect(visitor.validoHasta - before).toBeLessThanOrEqual(3601);

    const decoded = Buffer.from(visitor.searchKey, 'base64').toString('utf8');
    const [mac, restrictions] = [decoded.slice(0, 64), decoded.slice(64)];
    expect(mac).toBe(createHmac('sha256', SEARCH_KEY).update(restrictions).digest('hex'));
    const params = new URLSearchParams(restrictions);
    expect([...params.keys()]).toEqual(['attributesToRetrieve', 'filters', 'restrictIndices', 'validUntil']);
    // The index and the sort replicas of the visitor's type (issue 37): no other type's price replicas.
    expect(params.get('restrictIndices')?.split(',')).toEqual([
      INDEX,
      `${INDEX}_precio_asc_caracas_1`,
      `${INDEX}_precio_desc_caracas_1`,
      `${INDEX}_nombre_asc`,
      `${INDEX}_precio_asc_valencia_1`,
      `${INDEX}_precio_desc_valencia_1`,
    ]);
    expect(params.get('validUntil')).toBe(String(visitor.validoHasta));
    expect(params.get('filters')).toBe(
      'disponibilidad.caracas_1.existencia > 0 OR disponibilidad.valencia_1.existencia > 0',
    );
    expect(params.get('attributesToRetrieve')?.split(',')).toEqual(
      expect.arrayContaining(['nombre', 'imagen', 'disponibilidad.caracas_1', 'disponibilidad.valencia_1']),
    );
    expect(params.get('attributesToRetrieve')).not.toMatch(/_[23]\b|disponibilidad(,|$)/);
  });

  it('is, for a signed-in shopper, their user type’s and bound to their insights user token', async () => {
    const prime = await configFor(await tokenOf('prime@demo.test'));
    expect(prime.usuarioTipo).toBe(UsuarioTipo.PRIME);
    expect(prime.userToken).toMatch(/^[0-9a-f]{64}$/);
    const key = readSecuredKey(prime.searchKey, SEARCH_KEY)!;
    expect(key.userToken).toBe(prime.userToken);
    expect(key.searchParams.filters).toContain('caracas_2');
    const otro = await configFor(await tokenOf('cliente@demo.test'));
    expect(otro.usuarioTipo).toBe(UsuarioTipo.NORMAL);
    expect(otro.userToken).not.toBe(prime.userToken);
  });

  it('reads back what the algoliasearch client’s generateSecuredApiKey wrote, lists and quotes included', () => {
    const restrictions = {
      searchParams: {
        filters: 'marca:"La Pastora" AND precio > 1.5',
        attributesToRetrieve: ['nombre', 'disponibilidad.caracas_1'],
        hitsPerPage: 5,
      },
      restrictIndices: ['productos', 'dev_*'],
      validUntil: 2_000_000_000,
      userToken: 'u-42',
    };
    const key = readSecuredKey(generate(SEARCH_KEY, restrictions), SEARCH_KEY);
    expect(key).toEqual({
      searchParams: {
        filters: 'marca:"La Pastora" AND precio > 1.5',
        attributesToRetrieve: 'nombre,disponibilidad.caracas_1',
        hitsPerPage: '5',
      },
      restrictIndices: ['productos', 'dev_*'],
      validUntil: 2_000_000_000,
      userToken: 'u-42',
      restrictSources: null,
    });
  });
});

describe('what a key lets its holder see', () => {
  it('a normal shopper’s key never returns prime or wholesale prices or stock, whatever the query asks', async () => {
    const { searchKey } = await configFor();
    const asks: Record<string, unknown>[] = [
      { query: 'arroz' },
      { query: 'arroz', attributesToRetrieve: ['*'] },
      { query: 'arroz', attributesToRetrieve: ['disponibilidad', 'disponibilidad.caracas_2.precio'] },
      { query: 'arroz', attributesToHighlight: ['*'], getRankingInfo: true },
      { query: 'arroz', attributesToRetrieve: ['*'], attributesToHighlight: ['disponibilidad.caracas_3'] },
      { query: '', facets: ['*', 'disponibilidad.caracas_2.precio', 'disponibilidad.caracas_3.existencia'] },
      { params: 'query=arroz&attributesToRetrieve=%5B%22*%22%5D' },
    ];
    let seen = 0;
    for (const ask of asks) {
      const res = await search(searchKey, ask);
      seen += res.hits.length;
      const keys = availabilityKeys(res);
      expect(keys.length, JSON.stringify(ask)).toBeGreaterThan(0);
      expect(
        keys.filter((k) => !k.endsWith('_1')),
        JSON.stringify(ask),
      ).toEqual([]);
    }
    expect(seen).toBeGreaterThan(0);
    // With the plain search key (the server's), the same record does hold the other types' prices.
    const full = await search(SEARCH_KEY, { query: 'arroz' });
    expect(availabilityKeys(full).some((k) => k.endsWith('_2'))).toBe(true);
    console.log(
      `normal key: ${asks.length} queries, ${seen} hits, 0 prime/mayorista attributes (plain key: ${availabilityKeys(full).filter((k) => !k.endsWith('_1')).length})`,
    );
  });

  it('a prime shopper’s key shows prime availability and not the normal or wholesale one', async () => {
    const { searchKey } = await configFor(await tokenOf('prime@demo.test'));
    const res = await search(searchKey, { query: 'arroz', attributesToRetrieve: ['*'] });
    const keys = availabilityKeys(res);
    expect(keys).toContain(`${ZONA_SLUG}_2`);
    expect(keys.filter((k) => !k.endsWith('_2'))).toEqual([]);
  });

  it('a product hidden from a user type is not findable with that type’s key, even with a filter that asks for it', async () => {
    const offer = await t.db
      .selectFrom('producto')
      .select(['id', 'nombre'])
      .where('slug', '=', OFFER_PRODUCT_SLUG)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('producto_existencia')
      .set({ existencia: '0' })
      .where('producto_id', '=', offer.id)
      .where('usuario_tipo', '=', UsuarioTipo.NORMAL)
      .execute();
    await t.app.buscador.productos([offer.id]);
    const id = String(offer.id);
    const normal = (await configFor()).searchKey;
    const prime = (await configFor(await tokenOf('prime@demo.test'))).searchKey;
    const ids = async (key: string, params: Record<string, unknown>) =>
      (await search(key, { query: offer.nombre, hitsPerPage: 50, ...params })).hits.map((h) => h.objectID);

    expect(await ids(SEARCH_KEY, {})).toContain(id);
    expect(await ids(prime, {})).toContain(id);
    expect(await ids(normal, {})).not.toContain(id);
    // The key's filters are ANDed with the query's: asking for the prime stock widens nothing.
    expect(await ids(normal, { filters: `disponibilidad.${ZONA_SLUG}_2.existencia > 0` })).not.toContain(id);
    expect(await ids(normal, { filters: 'NOT objectID:0 OR objectID:0' })).not.toContain(id);
    // Nor by reading it by objectID: a secured key cannot.
    const byId = await failure(clientWith(normal).getObject({ indexName: INDEX, objectID: id }));
    expect(byId?.status).toBe(403);
    const many = await failure(
      clientWith(normal).getObjects({ requests: [{ indexName: INDEX, objectID: id }] }),
    );
    expect(many?.status).toBe(403);
  });
});

describe('keys the service refuses', () => {
  const forbidden = async (key: string, indexName = INDEX) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/1/indexes/${indexName}/query`,
      headers: { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': key, 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: 'arroz' }),
    });
    return { status: res.statusCode, body: res.json() as { message: string; status: number } };
  };

  it('a forged key, one made from another parent key and one whose restrictions were edited: 403', async () => {
    const { searchKey } = await configFor();
    expect((await forbidden(searchKey)).status).toBe(200);
    const decoded = Buffer.from(searchKey, 'base64').toString('utf8');
    const mac = decoded.slice(0, 64);
    const restrictions = new URLSearchParams(decoded.slice(64));
    restrictions.delete('filters');
    restrictions.delete('attributesToRetrieve');
    const tampered = Buffer.from(mac + restrictions.toString()).toString('base64');
    const validUntil = Math.floor(Date.now() / 1000) + 3600;
    const keys = {
      forged: Buffer.from(`${'0'.repeat(64)}validUntil=${validUntil}`).toString('base64'),
      otherParent: generate('not-the-search-key', { validUntil }),
      fromAdminKey: generate(ADMIN_KEY, { validUntil }),
      tampered,
      notBase64: 'ésta no es una clave',
    };
    for (const [name, key] of Object.entries(keys)) {
      const r = await forbidden(key);
      expect(r.status, name).toBe(403);
      expect(r.body, name).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });
    }
  });

  it('an expired key: 403 in Algolia’s shape; the same restrictions still valid answer', async () => {
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = await forbidden(generate(SEARCH_KEY, { validUntil: past, restrictIndices: [INDEX] }));
    expect(expired.status).toBe(403);
    expect(expired.body).toEqual({ message: 'The validity of this API key has expired', status: 403 });
    const fresh = await forbidden(generate(SEARCH_KEY, { validUntil: past + 60, restrictIndices: [INDEX] }));
    expect(fresh.status).toBe(200);
  });

  it('another index than its restrictIndices, and anything but searching: 403', async () => {
    const { searchKey } = await configFor();
    expect((await forbidden(searchKey, 'otro_indice')).status).toBe(403);
    const multi = await failure(
      clientWith(searchKey).search({ requests: [{ indexName: 'otro_indice', query: 'arroz' }] }),
    );
    expect(multi?.status).toBe(403);
    const write = await failure(
      clientWith(searchKey).saveObject({ indexName: INDEX, body: { objectID: 'x', nombre: 'x' } }),
    );
    expect(write?.status).toBe(403);
    const sources = generate(SEARCH_KEY, { restrictSources: '10.0.0.0/8' });
    expect((await forbidden(sources)).status).toBe(403);
    expect((await forbidden(generate(SEARCH_KEY, { restrictSources: '127.0.0.1' }))).status).toBe(200);
  });
});

describe('insights events need a key bound to a signed-in user token', () => {
  const event = (userToken: string) => ({
    eventType: 'view' as const,
    eventName: 'Producto visto',
    index: INDEX,
    userToken,
    objectIDs: ['1'],
  });
  const push = (key: string, userToken: string) =>
    clientWith(key)
      .initInsights({ options: { hosts: hostsOf() } })
      .pushEvents({ events: [event(userToken)] });

  it('the shopper’s own key sends their events; a visitor’s, the plain search key or another token: 403', async () => {
    const cliente = await configFor(await tokenOf('cliente@demo.test'));
    expect(await push(cliente.searchKey, cliente.userToken!)).toMatchObject({ status: 200 });
    const otro = 'b'.repeat(64);
    expect((await failure(push(cliente.searchKey, otro)))?.status).toBe(403);
    expect((await failure(push((await configFor()).searchKey, otro)))?.status).toBe(403);
    expect((await failure(push(SEARCH_KEY, otro)))?.status).toBe(403);
  });
});

describe('the same code against Algolia', () => {
  it('the API signs the browser’s key with the configured search key, whichever the provider', async () => {
    const algolia = { ...t.config.buscador, proveedor: 'algolia' as const, searchKey: 'algolia-search-key' };
    const { searchKey } = await clavesBusqueda(t.db, { ...t.config, buscador: algolia })(null);
    expect(readSecuredKey(searchKey, 'algolia-search-key')).not.toBeNull();
    expect(readSecuredKey(searchKey, SEARCH_KEY)).toBeNull();
  });
});
