/**
 * Prometheus metrics at GET /metrics (prom-client): request latency per route, server errors, the
 * PostgreSQL pool's connections, the embedded search service's queries, and the process's own
 * (CPU, memory, event loop lag, garbage collection). Only for the bearer of METRICS_TOKEN (what
 * Prometheus's `authorization` setting sends): the figures map every route and its failures.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type Db, poolOf } from '../db/index.ts';

export const METRICS_ROUTE = '/metrics';

/** The process's metrics belong to the process, not to an app: collected once, whatever builds apps. */
let processMetrics: Registry | undefined;
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/** How many queries a request to the search service asked (a multi-query request counts each). */
function searchQueries(request: FastifyRequest): number {
  const route = request.routeOptions.url;
  if (request.method === 'POST' && route === '/1/indexes/:index/queries') {
    const requests = (request.body as { requests?: unknown } | undefined)?.requests;
    return Array.isArray(requests) ? requests.length : 0;
  }
  if (request.method === 'POST' && route === '/1/indexes/:index/query') return 1;
  return 0;
}

const huella = (texto: string) => createHash('sha256').update(texto).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function conToken(request: FastifyRequest, token: string): boolean {
  const dado = request.headers.authorization;
  return dado !== undefined && timingSafeEqual(huella(dado), huella(`Bearer ${token}`));
}

export function installMetrics(app: FastifyInstance, db: Db, token: string): void {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route (the pattern) and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Responses with a server error (5xx, load shedding included), by route',
    labelNames,
    registers: [registry],
  });
  const searches = new Counter({
    name: 'search_queries_total',
    help: 'Queries the embedded search service (/1/) answered',
    registers: [registry],
  });
  const pool = poolOf(db);
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  const all = Registry.merge([registry, processRegistry()]);

  app.addHook('onResponse', async (request, reply) => {
    // Requests to no route share one label: a scan of made-up paths must not make a series each.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'no-route',
      status_code: reply.statusCode,
    };
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc(labels);
    const queries = reply.statusCode === 200 ? searchQueries(request) : 0;
    if (queries) searches.inc(queries);
  });
  app.get(METRICS_ROUTE, async (request, reply) => {
    if (!conToken(request, token))
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ mensaje: 'Las métricas requieren su token' });
    reply.header('content-type', all.contentType);
    return all.metrics();
  });
}
