/** What the files of routes under /1/ share: the key check's needs, the index a key may use, bodies. */
import type { FastifyRequest } from 'fastify';
import type { SearchEngine } from './engine.ts';
import { SearchError } from './model.ts';
import { indexAllowed } from './secured-key.ts';

export type Acl = 'search' | 'admin';

/** What a file of routes under /1/ gets from the service: the engine and the key check. */
export type RouteKit = {
  engine: SearchEngine;
  guard: (need: Acl) => (request: FastifyRequest) => Promise<void>;
};

/** 403 when the request's secured key does not cover this index. */
export function indexFor(request: FastifyRequest, index: string): string {
  if (request.securedKey && !indexAllowed(request.securedKey, index)) {
    throw new SearchError(403, 'Index not allowed with this API key');
  }
  return index;
}

/**
 * Records read by objectID cannot pass a key's filters: with a secured key those reads are refused
 * (its queries are how it reads records).
 */
export function noSecuredKey(request: FastifyRequest): void {
  if (request.securedKey) throw new SearchError(403, 'Method not allowed with this API key');
}

export function objectBody(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw new SearchError(400, 'Invalid body: expected a JSON object');
  return body as Record<string, unknown>;
}
