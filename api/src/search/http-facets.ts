/**
 * Searching a facet's values (issue 37): POST /indexes/:index/facets/:facetName/query, as Algolia's
 * searchForFacetValues: the body's `params` string and/or flat parameters (facetQuery, maxFacetHits,
 * query, filters…) → {facetHits, exhaustiveFacetsCount, processingTimeMS}. Also used by the
 * multi-query's `type: 'facet'` requests (http.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SearchEngine } from './engine.ts';
import { indexFor, objectBody, type RouteKit } from './http-kit.ts';

export type FacetSearchResponse = {
  facetHits: { value: string; highlighted: string; count: number }[];
  exhaustiveFacetsCount: boolean;
  processingTimeMS: number;
};

export async function searchFacetValues(
  engine: SearchEngine,
  request: FastifyRequest,
  index: string,
  facetName: string,
  body: unknown,
): Promise<FacetSearchResponse> {
  const res = await engine.searcher.search(indexFor(request, index), body, {
    key: request.securedKey,
    facetName,
  });
  return {
    facetHits: res.facetHits ?? [],
    exhaustiveFacetsCount: true,
    processingTimeMS: res.processingTimeMS,
  };
}

export function facetRoutes(app: FastifyInstance, { engine, guard }: RouteKit): void {
  app.post<{ Params: { index: string; facetName: string } }>(
    '/indexes/:index/facets/:facetName/query',
    { preHandler: guard('search') },
    async (request) =>
      searchFacetValues(
        engine,
        request,
        request.params.index,
        request.params.facetName,
        objectBody(request.body),
      ),
  );
}
