/**
 * The REST surface of the embedded search service under /1/, as the official algoliasearch v5
 * clients call it. Registered as an encapsulated plugin: its text/plain JSON parser, its error
 * shape `{message, status}` and its 404 apply to /1/ only.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { SearchEngine } from './engine.ts';
import { facetRoutes, searchFacetValues } from './http-facets.ts';
import { type Acl, indexFor, noSecuredKey, objectBody, type RouteKit } from './http-kit.ts';
import { ruleRoutes } from './http-rules.ts';
import { synonymRoutes } from './http-synonyms.ts';
import { recordEvents } from './insights.ts';
import { type BatchOperation, SearchError } from './model.ts';
import { checkSecuredKey, readSecuredKey, type SecuredKey } from './secured-key.ts';

export type SearchKeys = Pick<Config['buscador'], 'appId' | 'adminKey' | 'searchKey'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The secured key a /1/ request was made with (secured-key.ts); null for the plain keys. */
    securedKey: SecuredKey | null;
  }
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function credential(request: FastifyRequest, name: string): string | undefined {
  const h = request.headers[name];
  if (typeof h === 'string' && h) return h;
  const q = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof q === 'string' && q ? q : undefined;
}

/**
 * 403 unless the application id matches and the key grants `need`: the admin key, the search key, or
 * a secured key made from the search key (search only, while valid, from its sources).
 */
function authorize(request: FastifyRequest, keys: SearchKeys, need: Acl): void {
  const appId = credential(request, 'x-algolia-application-id');
  const key = credential(request, 'x-algolia-api-key');
  if (!appId || !key || !same(appId, keys.appId)) {
    throw new SearchError(403, 'Invalid Application-ID or API key');
  }
  if (same(key, keys.adminKey)) return;
  const secured = same(key, keys.searchKey) ? null : readSecuredKey(key, keys.searchKey);
  if (!secured && !same(key, keys.searchKey)) throw new SearchError(403, 'Invalid Application-ID or API key');
  if (need !== 'search') throw new SearchError(403, 'Method not allowed with this API key');
  if (secured) checkSecuredKey(secured, request.ip);
  request.securedKey = secured;
}

/**
 * Insights events need a key bound to a user token (a secured key with `userToken`, made for a
 * signed-in shopper), and each event must be that user's; the admin key may send any.
 */
function checkEventsUser(request: FastifyRequest, keys: SearchKeys): void {
  if (same(credential(request, 'x-algolia-api-key') ?? '', keys.adminKey)) return;
  const userToken = request.securedKey?.userToken;
  if (!userToken) throw new SearchError(403, 'Events need an API key bound to a userToken');
  const events = (request.body as { events?: unknown } | null)?.events;
  for (const e of Array.isArray(events) ? (events as { userToken?: unknown; index?: unknown }[]) : []) {
    if (e?.userToken !== userToken) throw new SearchError(403, "The events' userToken is not the API key's");
    if (typeof e.index === 'string') indexFor(request, e.index);
  }
}

/** GET query string → search parameters (credentials left out). */
function queryParams(request: FastifyRequest): Record<string, unknown> {
  const q = { ...((request.query as Record<string, unknown>) ?? {}) };
  delete q['x-algolia-api-key'];
  delete q['x-algolia-application-id'];
  delete q['x-algolia-agent'];
  return q;
}

export async function searchService(
  app: FastifyInstance,
  opts: { engine: SearchEngine; keys: SearchKeys },
): Promise<void> {
  const { engine, keys } = opts;
  app.decorateRequest('securedKey', null);
  // Batches carry up to a thousand records (the client's default chunk): 10 MB, as Algolia allows.
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= 10 * 1024 * 1024;
  });

  // The clients send JSON as text/plain (no CORS preflight): parse it as JSON, here only.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new SearchError(400, 'Invalid JSON body'), undefined);
    }
  });

  app.setErrorHandler(
    (error: Error & { statusCode?: number; code?: string }, request, reply: FastifyReply) => {
      if (error instanceof SearchError) {
        return reply.status(error.status).send({ message: error.message, status: error.status });
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'search service error');
        return reply.status(500).send({ message: 'Internal error', status: 500 });
      }
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Request body is too large (10 MB at most)'
          : error.code?.startsWith('FST_ERR_CTP')
            ? 'Invalid JSON body'
            : error.message;
      return reply.status(status).send({ message, status });
    },
  );
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ message: 'Path not found', status: 404 });
  });

  type P = { index: string };
  type PO = { index: string; objectID: string };
  const guard = (need: Acl) => async (request: FastifyRequest) => authorize(request, keys, need);

  // Each family of the REST API in its own file, with what its routes share.
  const kit: RouteKit = { engine, guard };
  synonymRoutes(app, kit);
  ruleRoutes(app, kit);
  facetRoutes(app, kit);

  app.get('/indexes', { preHandler: guard('admin') }, async () => engine.indexes.listIndices());

  app.post<{ Params: P }>('/indexes/:index/queries', { preHandler: guard('search') }, async (request) => {
    if (request.params.index !== '*') throw new SearchError(404, 'Path not found');
    const requests = objectBody(request.body).requests;
    if (!Array.isArray(requests) || requests.length === 0 || requests.length > 50) {
      throw new SearchError(400, 'requests must be an array of 1 to 50 queries');
    }
    const results = [];
    for (const r of requests as Record<string, unknown>[]) {
      if (!r || typeof r.indexName !== 'string')
        throw new SearchError(400, 'Each request needs an indexName');
      if (r.type === 'facet') {
        // searchForFacetValues inside a multi-query (http-facets.ts).
        if (typeof r.facet !== 'string') throw new SearchError(400, 'A facet request needs a facet');
        results.push(await searchFacetValues(engine, request, r.indexName, r.facet, r));
        continue;
      }
      const key = request.securedKey;
      results.push({
        ...(await engine.searcher.search(indexFor(request, r.indexName), r, { key })),
        index: r.indexName,
      });
    }
    return { results };
  });

  app.post<{ Params: P }>('/indexes/:index/query', { preHandler: guard('search') }, async (request) =>
    engine.searcher.search(indexFor(request, request.params.index), objectBody(request.body), {
      key: request.securedKey,
    }),
  );

  app.get<{ Params: P }>('/indexes/:index', { preHandler: guard('search') }, async (request) =>
    engine.searcher.search(indexFor(request, request.params.index), queryParams(request), {
      key: request.securedKey,
    }),
  );

  app.post<{ Params: P }>('/indexes/:index/browse', { preHandler: guard('admin') }, async (request) =>
    engine.searcher.search(request.params.index, objectBody(request.body), { browse: true }),
  );
  app.get<{ Params: P }>('/indexes/:index/browse', { preHandler: guard('admin') }, async (request) =>
    engine.searcher.search(request.params.index, queryParams(request), { browse: true }),
  );

  app.post<{ Params: P }>('/indexes/:index/batch', { preHandler: guard('admin') }, async (request) => {
    const requests = objectBody(request.body).requests;
    if (!Array.isArray(requests)) throw new SearchError(400, 'requests must be an array');
    if (request.params.index !== '*')
      return engine.indexes.batch(request.params.index, requests as BatchOperation[]);
    // Several indexes: one batch per index, in order of first appearance.
    const byIndex = new Map<string, BatchOperation[]>();
    for (const r of requests as BatchOperation[]) {
      if (typeof r?.indexName !== 'string') throw new SearchError(400, 'Each request needs an indexName');
      const list = byIndex.get(r.indexName) ?? [];
      list.push(r);
      byIndex.set(r.indexName, list);
    }
    const taskID: Record<string, number> = {};
    const objectIDs: string[] = [];
    for (const [name, ops] of byIndex) {
      const res = await engine.indexes.batch(name, ops);
      taskID[name] = res.taskID;
      objectIDs.push(...res.objectIDs);
    }
    return { taskID, objectIDs };
  });

  app.post<{ Params: P }>('/indexes/:index/objects', { preHandler: guard('search') }, async (request) => {
    if (request.params.index !== '*') throw new SearchError(404, 'Path not found');
    noSecuredKey(request);
    return engine.indexes.getObjects(objectBody(request.body).requests);
  });

  app.post<{ Params: P }>('/indexes/:index/clear', { preHandler: guard('admin') }, async (request) => {
    const res = await engine.indexes.batch(request.params.index, [{ action: 'clear' }]);
    return { taskID: res.taskID, updatedAt: new Date().toISOString() };
  });

  app.post<{ Params: P }>('/indexes/:index/deleteByQuery', { preHandler: guard('admin') }, async (request) =>
    engine.indexes.deleteBy(request.params.index, objectBody(request.body)),
  );

  app.post<{ Params: P }>('/indexes/:index/operation', { preHandler: guard('admin') }, async (request) =>
    engine.indexes.operation(request.params.index, request.body),
  );

  app.get<{ Params: P }>('/indexes/:index/settings', { preHandler: guard('admin') }, async (request) =>
    engine.indexes.getSettings(request.params.index),
  );
  app.put<{ Params: P; Querystring: { forwardToReplicas?: string } }>(
    '/indexes/:index/settings',
    { preHandler: guard('admin') },
    async (request) =>
      engine.indexes.setSettings(
        request.params.index,
        request.body,
        request.query.forwardToReplicas === 'true',
      ),
  );

  app.get<{ Params: { index: string; taskID: string } }>(
    '/indexes/:index/task/:taskID',
    { preHandler: guard('admin') },
    async () => ({ status: 'published', pendingTask: false }),
  );
  app.get('/task/:taskID', { preHandler: guard('admin') }, async () => ({ status: 'published' }));

  app.delete<{ Params: P }>('/indexes/:index', { preHandler: guard('admin') }, async (request) =>
    engine.indexes.deleteIndex(request.params.index),
  );

  app.post<{ Params: P }>('/indexes/:index', { preHandler: guard('admin') }, async (request) => {
    const res = await engine.indexes.batch(request.params.index, [
      { action: 'addObject', body: request.body },
    ]);
    return { createdAt: new Date().toISOString(), taskID: res.taskID, objectID: res.objectIDs[0] };
  });

  app.put<{ Params: PO }>('/indexes/:index/:objectID', { preHandler: guard('admin') }, async (request) => {
    const body = { ...objectBody(request.body), objectID: request.params.objectID };
    const res = await engine.indexes.batch(request.params.index, [{ action: 'updateObject', body }]);
    return { updatedAt: new Date().toISOString(), taskID: res.taskID, objectID: request.params.objectID };
  });

  app.post<{ Params: PO; Querystring: { createIfNotExists?: string } }>(
    '/indexes/:index/:objectID/partial',
    { preHandler: guard('admin') },
    async (request) => {
      const body = { ...objectBody(request.body), objectID: request.params.objectID };
      const create = request.query.createIfNotExists !== 'false';
      const action = create ? 'partialUpdateObject' : 'partialUpdateObjectNoCreate';
      const res = await engine.indexes.batch(request.params.index, [{ action, body }]);
      return { updatedAt: new Date().toISOString(), taskID: res.taskID, objectID: request.params.objectID };
    },
  );

  app.get<{ Params: PO; Querystring: { attributesToRetrieve?: string } }>(
    '/indexes/:index/:objectID',
    { preHandler: guard('search') },
    async (request) => {
      noSecuredKey(request);
      const a = request.query.attributesToRetrieve;
      return engine.indexes.getObject(
        request.params.index,
        request.params.objectID,
        a ? a.split(',') : undefined,
      );
    },
  );

  app.delete<{ Params: PO }>('/indexes/:index/:objectID', { preHandler: guard('admin') }, async (request) => {
    const res = await engine.indexes.batch(request.params.index, [
      { action: 'deleteObject', body: { objectID: request.params.objectID } },
    ]);
    return { deletedAt: new Date().toISOString(), taskID: res.taskID };
  });

  app.post('/events', { preHandler: guard('search') }, async (request) => {
    checkEventsUser(request, keys);
    return recordEvents(engine.db, request.body);
  });
}
