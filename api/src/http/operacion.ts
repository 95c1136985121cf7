/**
 * What running the API as several instances behind a load balancer needs: liveness and readiness,
 * metrics (metricas.ts), load shedding, and one log line per request with what an operator reads.
 * These routes are not the product's API, so they stay out of the endpoint table (OPERATION_ROUTES).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import underPressure from '@fastify/under-pressure';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { pendingMigrations } from '../db/migrate.ts';
import { installMetrics, METRICS_ROUTE } from './metricas.ts';

const LIVE_ROUTE = '/health/live';
const READY_ROUTE = '/health/ready';
/** The operational routes (GET), which the endpoint table's guard lets in beside it. */
export const OPERATION_ROUTES: readonly string[] = [LIVE_ROUTE, READY_ROUTE, METRICS_ROUTE];

/** Seconds a shed request is told to wait. */
const RETRY_AFTER_SECONDS = 5;
/** A readiness check that waits longer for the database says 'not ready'. */
const READY_TIMEOUT_MS = 2000;

/**
 * Fastify's request id: the load balancer's X-Request-Id when it is a plain token (so one id follows
 * a request through every log), else a new UUID (Fastify's own 'req-1' repeats in every instance).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}

/** Requests logged at debug, not info: images, the reference page's files, probes, CORS preflights. */
function isQuiet(method: string, route: string | undefined): boolean {
  return (
    method === 'OPTIONS' ||
    (route !== undefined && (/^\/(media|docs)(\/|$)/.test(route) || OPERATION_ROUTES.includes(route)))
  );
}

/**
 * Fastify's request log (option logController): one line when a request ends, instead of Fastify's
 * two ('incoming request', 'request completed') and its 'route not found', with what an operator reads:
 * method, route (the pattern: the same for every product), path without the query (which may carry
 * keys), status and milliseconds; the request id is on every line of the request (reqId).
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}
  override routeNotFound(): void {}
  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const route = request.routeOptions.url;
    const line = {
      method: request.method,
      route: route ?? null,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'request failed');
    else if (isQuiet(request.method, route)) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function installOperations(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Config },
): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // While the event loop lags, new requests get 503 at once instead of queueing behind it, and the
  // load balancer sends them elsewhere; liveness (a busy process is not a dead one) and metrics
  // (to see why) still answer.
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    pressureHandler: (request, reply) => {
      const route = request.routeOptions.url;
      if (route === LIVE_ROUTE || route === METRICS_ROUTE) return;
      reply
        .status(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send({ mensaje: 'El servicio está ocupado. Intente de nuevo en unos segundos' });
    },
  });
  installMetrics(app, db, config.metricsToken);

  app.get(LIVE_ROUTE, async () => ({ estado: 'vivo' }));
  // Migrations are never undone: once all are applied, readiness only asks the database to answer.
  let migrated = false;
  app.get(READY_ROUTE, async (request, reply) => {
    try {
      await withTimeout(sql`select 1`.execute(db), READY_TIMEOUT_MS);
      if (!migrated) {
        const pending = await withTimeout(pendingMigrations(db), READY_TIMEOUT_MS);
        if (pending.length) {
          return reply.status(503).send({ mensaje: `Migraciones pendientes: ${pending.join(', ')}` });
        }
        migrated = true;
      }
      return { estado: 'listo' };
    } catch (err) {
      request.log.warn({ err }, 'not ready');
      return reply.status(503).send({ mensaje: 'La base de datos no responde o no está migrada' });
    }
  });
}
