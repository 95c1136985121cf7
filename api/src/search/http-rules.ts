/** Query rules of an index (issue 37): save, batch, search, get, delete, clear, as Algolia's REST API. */
import type { FastifyInstance } from 'fastify';
import type { RouteKit } from './http-kit.ts';
import { SearchError } from './model.ts';
import { RuleStore } from './rules-store.ts';
import { readRule } from './rules-validation.ts';

type P = { index: string };
type PO = { index: string; objectID: string };
type Q = { forwardToReplicas?: string; clearExistingRules?: string };

/** A boolean query-string parameter as the client sends it ("true"/"false"); absent is false. */
function flag(value: string | undefined, name: string): boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw new SearchError(400, `${name} must be true or false`);
}

export function ruleRoutes(app: FastifyInstance, kit: RouteKit): void {
  const store = new RuleStore(kit.engine.db);
  const admin = { preHandler: kit.guard('admin') };
  const forward = (q: Q) => flag(q.forwardToReplicas, 'forwardToReplicas');

  // Registered before /rules/:objectID so "batch", "search" and "clear" are not read as ids.
  app.post<{ Params: P; Querystring: Q }>('/indexes/:index/rules/batch', admin, async (request) => {
    if (!Array.isArray(request.body))
      throw new SearchError(400, 'Invalid rules: expected a JSON array of rules');
    const rules = request.body.map((r) => readRule(r));
    return store.save(request.params.index, rules, {
      forward: forward(request.query),
      clear: flag(request.query.clearExistingRules, 'clearExistingRules'),
    });
  });

  app.post<{ Params: P }>('/indexes/:index/rules/search', admin, async (request) =>
    store.search(request.params.index, request.body),
  );

  app.post<{ Params: P; Querystring: Q }>('/indexes/:index/rules/clear', admin, async (request) =>
    store.clear(request.params.index, forward(request.query)),
  );

  app.put<{ Params: PO; Querystring: Q }>('/indexes/:index/rules/:objectID', admin, async (request) => {
    const rule = readRule(request.body, request.params.objectID);
    const res = await store.save(request.params.index, [rule], { forward: forward(request.query) });
    return { ...res, objectID: rule.objectID };
  });

  app.get<{ Params: PO }>('/indexes/:index/rules/:objectID', admin, async (request) =>
    store.get(request.params.index, request.params.objectID),
  );

  app.delete<{ Params: PO; Querystring: Q }>('/indexes/:index/rules/:objectID', admin, async (request) =>
    store.delete(request.params.index, request.params.objectID, forward(request.query)),
  );
}
