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
import { mediaRoutes } from './routes/media.ts';
import { storefrontRoutes } from './routes/storefront.ts';
import { usuarioRoutes } from './routes/usuario.ts';
import { websiteRoutes } from './routes/website.ts';

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

  // The search client (algoliasearch) sends JSON bodies as text/plain.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const err = new Error('invalid json') as Error & { statusCode: number; code: string };
      err.statusCode = 400;
      err.code = 'FST_ERR_CTP_INVALID_JSON_BODY';
      done(err, undefined);
    }
  });

  installErrorHandling(app);
  app.decorateRequest('usuario', null);

  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined || allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-App-Id', 'X-Image-Upload'],
    maxAge: 600,
  });
  await app.register(cookie);

  const signer = createAccessSigner(config);
  const ctx: AppContext = { db, config, signer, guards: createGuards(signer) };

  app.get('/health', async () => ({ ok: true as const }));
  await authRoutes(app, ctx);
  await usuarioRoutes(app, ctx);
  await websiteRoutes(app, ctx);
  await storefrontRoutes(app, ctx);
  await adminRoutes(app, ctx);
  await mediaRoutes(app, ctx);
  return app;
}
