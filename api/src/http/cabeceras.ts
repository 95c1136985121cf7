/**
 * Security headers on every response (@fastify/helmet) and no caching of what a signed-in caller gets.
 *
 * The Content-Security-Policy governs only the documents the API itself serves: its JSON, the SVG
 * images under /media and the search service's JSON under /1/ load, run and frame nothing. The shell
 * and the remotes (their own origins) reach the API by CORS requests, which the policy does not touch,
 * and show its images with <img>, which Cross-Origin-Resource-Policy would block from another origin:
 * /media answers `cross-origin` (public images), the rest `same-origin`. The /docs reference page
 * (Scalar) gets a policy of its own: its bundled script and its inline start by hash.
 */
import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import { endpoints } from '@mercado/shared/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { REFRESH_COOKIE } from './refresh-cookie.ts';

const API_CSP = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** The reference page served at /docs/ (Scalar's HTML, which starts its bundled script inline). */
const DOCS_PAGE = '/docs/';

/**
 * The reference page's policy: Scalar's script from /docs/js, its inline start by the hash of the page
 * actually served, the styles it injects, the fonts it asks from its own host (without them it falls
 * back to the system's), and calls to this API (the document, "try it").
 */
function docsCsp(html: string): string {
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );
  return [
    "default-src 'none'",
    `script-src 'self' ${inline.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' https://fonts.scalar.com",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The table's entries that need a signed-in caller ('usuario' or roles), as `METHOD /path`. */
const SIGNED_IN_ENTRIES = new Set(
  Object.values(endpoints).flatMap((domain) =>
    Object.values(domain)
      .filter((e) => e.access !== 'publico')
      .map((e) => `${e.method} ${e.path}`),
  ),
);
const REFRESH_COOKIE_SENT = new RegExp(`(?:^|;\\s*)${REFRESH_COOKIE}=`);

/**
 * A response for one caller only: the request carries a bearer or the refresh cookie, the entry needs
 * a signed-in caller, or the response sets a cookie (sign-in answers a token to a request with neither).
 */
function isPrivate(request: FastifyRequest, reply: FastifyReply): boolean {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return (
    request.headers.authorization !== undefined ||
    REFRESH_COOKIE_SENT.test(request.headers.cookie ?? '') ||
    reply.hasHeader('set-cookie') ||
    SIGNED_IN_ENTRIES.has(`${method} ${request.routeOptions.url}`)
  );
}

export async function installSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https:') || config.apiPublicUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: API_CSP },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    // Over plain http a browser ignores it; on https it keeps every later visit on https.
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPrivate(request, reply)) reply.header('cache-control', 'no-store');
    const route = request.routeOptions.url ?? '';
    if (route.startsWith('/media/')) reply.header('cross-origin-resource-policy', 'cross-origin');
    if (route === DOCS_PAGE && typeof payload === 'string') {
      reply.header('content-security-policy', docsCsp(payload));
    }
    return payload;
  });
}
