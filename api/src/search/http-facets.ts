/** Searching a facet's values (issue 37): POST /indexes/:index/facets/:facetName/query. */
import type { FastifyInstance } from 'fastify';
import type { RouteKit } from './http.ts';

export function facetRoutes(_app: FastifyInstance, _kit: RouteKit): void {}
