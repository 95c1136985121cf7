/** Synonyms of an index (issue 37): save, batch, search, get, delete, clear, as Algolia's REST API. */
import type { FastifyInstance } from 'fastify';
import type { RouteKit } from './http-kit.ts';
import { SearchError } from './model.ts';
import { readSynonym, SynonymStore } from './synonyms-store.ts';

type P = { index: string };
type PO = { index: string; objectID: string };
type Q = { forwardToReplicas?: string; replaceExistingSynonyms?: string };

/** A boolean query-string parameter as the client sends it ("true"/"false"); absent is false. */
function flag(value: string | undefined, name: string): boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw new SearchError(400, `${name} must be true or false`);
}

export function synonymRoutes(app: FastifyInstance, kit: RouteKit): void {
  const { guard } = kit;
  const store = new SynonymStore(kit.engine.db);
  const admin = { preHandler: guard('admin') };

  // Registered before /synonyms/:objectID so "batch", "search" and "clear" are not read as ids.
  app.post<{ Params: P; Querystring: Q }>('/indexes/:index/synonyms/batch', admin, async (request) => {
    if (!Array.isArray(request.body))
      throw new SearchError(400, 'Invalid synonyms: expected a JSON array of synonym objects');
    const hits = request.body.map((s) => readSynonym(s));
    return store.save(request.params.index, hits, {
      forward: flag(request.query.forwardToReplicas, 'forwardToReplicas'),
      replace: flag(request.query.replaceExistingSynonyms, 'replaceExistingSynonyms'),
    });
  });

  app.post<{ Params: P }>('/indexes/:index/synonyms/search', admin, async (request) =>
    store.search(request.params.index, request.body),
  );

  app.post<{ Params: P; Querystring: Q }>('/indexes/:index/synonyms/clear', admin, async (request) =>
    store.clear(request.params.index, flag(request.query.forwardToReplicas, 'forwardToReplicas')),
  );

  app.put<{ Params: PO; Querystring: Q }>('/indexes/:index/synonyms/:objectID', admin, async (request) => {
    const hit = readSynonym(request.body, request.params.objectID);
    const res = await store.save(request.params.index, [hit], {
      forward: flag(request.query.forwardToReplicas, 'forwardToReplicas'),
    });
    return { ...res, id: hit.objectID };
  });

  app.get<{ Params: PO }>('/indexes/:index/synonyms/:objectID', admin, async (request) =>
    store.get(request.params.index, request.params.objectID),
  );

  app.delete<{ Params: PO; Querystring: Q }>('/indexes/:index/synonyms/:objectID', admin, async (request) =>
    store.delete(
      request.params.index,
      request.params.objectID,
      flag(request.query.forwardToReplicas, 'forwardToReplicas'),
    ),
  );
}
