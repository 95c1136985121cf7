/**
 * HTTP's part of the read cache (issue 39, decision 0051): the store's public pages (zone home,
 * category, product, lists, the product list) answer an ETag and a 304 to a matching If-None-Match;
 * an anonymous answer may be kept by a CDN for one second and must then be revalidated (never served
 * stale), a browser revalidates every time. An answer for a signed-in caller keeps cabeceras.ts'
 * `no-store`, and every one varies on Authorization so no shared cache mixes them.
 *
 * Resolve is left out: it carries the server's clock (fechaServer), new on every answer.
 * A value of the read cache comes with its ETag made once (respuesta.ts); others are hashed here.
 */
import { createHash } from 'node:crypto';
import { endpoints } from '@mercado/shared/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Up to the back-office's promise ("within a second"), then revalidated: no stale price is served. */
export const CACHE_PUBLICA = 'public, max-age=0, s-maxage=1, must-revalidate';

/** The entries with validators: the zone's pages, not the delivery slots (they follow the clock). */
const RUTAS = new Set<string>([
  ...Object.entries(endpoints.vitrina)
    .filter(([nombre, e]) => e.method === 'GET' && nombre !== 'entrega')
    .map(([, e]) => e.path),
  endpoints.website.productos.path,
]);

/** Weak: the same JSON is sent in brotli, gzip or plain. */
export const etagDe = (cuerpo: string): string =>
  `W/"${createHash('sha1').update(cuerpo).digest('base64url')}"`;

export function coincide(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const fuerte = etag.slice(2);
  return ifNoneMatch.split(',').some((v) => {
    const t = v.trim();
    return t === '*' || t === etag || t === fuerte || t.replace(/^W\//, '') === fuerte;
  });
}

/** Whether the request's answer gets validators (a GET of the zone's pages or the product list). */
export function conValidadores(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && RUTAS.has(request.routeOptions.url ?? '');
}

/** Adds `valor` to the answer's Vary (CORS and compression add theirs). */
export function anadirVary(reply: FastifyReply, valor: string): void {
  const previo = reply.getHeader('vary');
  const lista =
    previo === undefined
      ? []
      : String(previo)
          .split(',')
          .map((v) => v.trim());
  if (!lista.some((v) => v.toLowerCase() === valor.toLowerCase())) lista.push(valor);
  reply.header('vary', lista.join(', '));
}

export function instalarCabecerasLectura(app: FastifyInstance): void {
  // A callback, not an async hook: every answer passes here.
  app.addHook('onSend', (request, reply, payload, listo) => {
    listo(null, validadores(request, reply, payload));
  });
}

/** The answer's validators, and the payload to send (empty for a 304). */
function validadores(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (!conValidadores(request)) return payload;
  anadirVary(reply, 'Authorization');
  const hecha = reply.getHeader('etag');
  // cabeceras.ts marked a signed-in caller's answer no-store: no validators for it.
  if (reply.statusCode !== 200 || reply.getHeader('cache-control') === 'no-store') {
    reply.removeHeader('etag');
    return payload;
  }
  if (typeof hecha !== 'string' && typeof payload !== 'string') return payload;
  const etag = typeof hecha === 'string' ? hecha : etagDe(payload as string);
  reply.header('etag', etag);
  reply.header('cache-control', CACHE_PUBLICA);
  if (!coincide(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  reply.removeHeader('content-type');
  reply.removeHeader('content-encoding');
  reply.removeHeader('content-length');
  return '';
}
