import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createAccessSigner } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/index.ts';
import { createGuards } from './http/auth.ts';
import { installErrorHandling } from './http/errors.ts';
import { adminRoutes } from './routes/admin.ts';
import { authRoutes } from './routes/auth.ts';
import { buscadorRoutes } from './routes/buscador.ts';
import { carritoRoutes } from './routes/carrito.ts';
import { mediaRoutes } from './routes/media.ts';
import { ordenRoutes } from './routes/orden.ts';
import { storefrontRoutes } from './routes/storefront.ts';
import { usuarioRoutes } from './routes/usuario.ts';
import { websiteRoutes } from './routes/website.ts';
import { SearchEngine } from './search/engine.ts';
import { searchService } from './search/http.ts';
import {
  type BuscadorSync,
  type BuscadorWriter,
  clientWriter,
  createBuscadorSync,
  engineWriter,
} from './services/buscador.ts';

export type BuildAppOptions = {
  db: Db;
  config: Config;
  /** Fastify logger option; defaults to pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
};

export async function buildApp({ db, config, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // Behind a proxy, set TRUST_PROXY to read the client address from X-Forwarded-For (rate limit).
    trustProxy: process.env.TRUST_PROXY === '1',
  });

  installErrorHandling(app);
  app.decorateRequest('usuario', null);

  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined || allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Accept',
      'X-App-Id',
      'X-Image-Upload',
      'X-Algolia-API-Key',
      'X-Algolia-Application-Id',
    ],
    maxAge: 600,
  });
  await app.register(cookie);
  // Brotli or gzip for every response over 1 KB (JSON, search results, SVG images): the store's
  // first data is 29 KB of JSON, 3 KB in brotli, on a phone's slow connection.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  const signer = createAccessSigner(config);
  const busqueda = new SearchEngine(db);
  const buscador = createBuscadorSync({ db, config, writer: () => writerFor(app, config, busqueda) });
  app.decorate('busqueda', busqueda);
  app.decorate('buscador', buscador);
  const ctx: AppContext = { db, config, signer, guards: createGuards(signer), buscador };

  app.get('/health', async () => ({ ok: true as const }));
  await authRoutes(app, ctx);
  await usuarioRoutes(app, ctx);
  await websiteRoutes(app, ctx);
  await storefrontRoutes(app, ctx);
  await adminRoutes(app, ctx);
  await mediaRoutes(app, ctx);
  await buscadorRoutes(app, ctx);
  await carritoRoutes(app, ctx);
  await ordenRoutes(app, ctx);
  // The embedded Algolia-compatible search service (its own text/plain parser and error shape).
  await app.register(searchService, { prefix: '/1', engine: busqueda, keys: config.buscador.local });
  app.addHook('onClose', async () => busqueda.queryLog.flush());
  return app;
}

/**
 * The index sync's writer: the algoliasearch client, at Algolia or at this API's own /1/ (its
 * listening address); straight into the engine only while this process listens nowhere (tests that
 * inject, the seed before listen).
 */
function writerFor(app: FastifyInstance, config: Config, engine: SearchEngine): BuscadorWriter {
  if (config.buscador.proveedor === 'algolia') return clientWriter(config, config.buscador.hostEscritura);
  const address = app.server.listening ? app.server.address() : null;
  if (!address || typeof address === 'string') return engineWriter(engine, config.buscador.indexName);
  const host =
    address.family === 'IPv6'
      ? `[${address.address === '::' ? '::1' : address.address}]`
      : address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address;
  return clientWriter(config, `http://${host}:${address.port}`);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded search engine (/1/). */
    busqueda: SearchEngine;
    /** Keeps the products index in step with the catalogue. */
    buscador: BuscadorSync;
  }
}
