/**
 * The one HTTP client (spec §7, §8) against a real local HTTP server: what each request carries,
 * the 504 retry, timeouts, the typed ApiError, the one refresh for concurrent 401s (with the real
 * refresh manager) and the only errors it handles centrally.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefreshManager } from '../src/auth/refresh-manager.ts';
import { createMemoryStorage, STORAGE_KEYS } from '../src/auth/token-store.ts';
import { Mensajes } from '../src/contracts/constants.ts';
import { ApiError, createHttpClient, type HttpClientOptions } from '../src/http/client.ts';
import { retryDelayMs } from '../src/rules/retry.ts';
import { z } from '../src/zod/index.ts';

interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
  /** ms since the test's server started listening. */
  at: number;
}
/** An answer; 'hang' never answers (the client's timeout must end the call). */
type Answer = [number, unknown?] | 'hang';
type Route = (request: Received) => Answer;

let server: Server;
let origin = '';
let routes: Record<string, Route> = {};
let received: Received[] = [];
let started = 0;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', origin);
    const request: Received = {
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
      at: performance.now() - started,
    };
    received.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const answer = route ? route(request) : ([404, { mensaje: 'No existe' }] as Answer);
    if (answer === 'hang') return;
    const [status, body] = answer;
    if (body === undefined) res.writeHead(status).end();
    else res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  routes = {};
  received = [];
  started = performance.now();
});

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowS = () => Math.floor(Date.now() / 1000);
/** An unsigned access JWT with the contract payload (the client never verifies it). */
function jwt(exp: number, jti: string): string {
  const payload = {
    uid: '6f1c2a9e-3b7d-4c5e-8f90-1a2b3c4d5e6f',
    roles: ['ROLE_USER'],
    usuarioTipo: { tipo: 1 },
    exp,
    jti,
  };
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.firma`;
}

/** A client of the test server; the spec's delays are recorded and the wait shortened (× 0.02). */
function setup(extra: Partial<HttpClientOptions> = {}) {
  const onSessionExpired = vi.fn();
  const onUserBlocked = vi.fn();
  const delays: number[] = [];
  const requests: Request[] = [];
  const client = createHttpClient({
    prefixUrl: origin,
    appId: 'mercado-web',
    getToken: () => 'tok.en.x',
    onSessionExpired,
    onUserBlocked,
    retryDelay: (attempt) => {
      delays.push(retryDelayMs(attempt));
      return retryDelayMs(attempt) / 50;
    },
    // Sees the Request as the browser gets it (credentials are not visible on the server).
    fetch: (input, init) => {
      requests.push(input as Request);
      return fetch(input, init);
    },
    ...extra,
  });
  return { client, onSessionExpired, onUserBlocked, delays, requests };
}

describe('what every request carries (spec §7)', () => {
  it('GET: prefix, Accept json, the app id in the query (no custom header), bearer, credentials', async () => {
    routes['GET /health'] = () => [200, { ok: true }];
    const { client, requests } = setup();
    const data = await client.getJson('/health', z.object({ ok: z.literal(true) }), {
      searchParams: { a: 1, b: undefined, c: null },
    });
    expect(data).toEqual({ ok: true });
    const [request] = received;
    expect(request?.query.toString()).toBe('a=1&x-app-id=mercado-web');
    expect(request?.headers.accept).toBe('application/json');
    // No custom header on a read: an anonymous GET needs no CORS preflight.
    expect(request?.headers['x-app-id']).toBeUndefined();
    expect(request?.headers.authorization).toBe('Bearer tok.en.x');
    expect(requests[0]?.credentials).toBe('include');
  });

  it('POST: JSON with its content type and the X-App-Id header; an anonymous call carries no token', async () => {
    routes['POST /login_check'] = () => [200, { token: 't', refresh: 1 }];
    const { client } = setup();
    const schema = z.object({ token: z.string(), refresh: z.number() });
    await client.postJson('/login_check', { email: 'a@b.c' }, schema, { anonymous: true });
    const [request] = received;
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(request?.body).toBe('{"email":"a@b.c"}');
    expect(request?.headers['x-app-id']).toBe('mercado-web');
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('uploads an image as multipart with X-Image-Upload', async () => {
    routes['POST /admin/categoria/1/imagen'] = () => [200, { ok: true }];
    const { client } = setup();
    const form = new FormData();
    form.append('imagen', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await client.upload('/admin/categoria/1/imagen', form);
    const [request] = received;
    expect(request?.headers['x-image-upload']).toBe('1');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('name="imagen"; filename="a.png"');
  });

  it('the same origin when the prefix is empty: the path is not resolved against the page', async () => {
    routes['GET /api/x'] = () => [200, {}];
    const seen: string[] = [];
    const { client } = setup({
      prefixUrl: '',
      // What the browser would resolve '/api/x' against on /caracas/producto/…
      fetch: (input, init) => {
        seen.push((input as Request).url);
        return fetch(input, init);
      },
    });
    vi.stubGlobal(
      'Request',
      class extends Request {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          super(typeof input === 'string' ? new URL(input, `${origin}/caracas/producto/x`) : input, init);
        }
      },
    );
    try {
      await client.get('api/x');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(seen[0]).toBe(`${origin}/api/x?x-app-id=mercado-web`);
  });

  it('answers ky-style .json() and plain await alike; an empty body is null', async () => {
    routes['GET /x'] = () => [200, { a: 1 }];
    routes['DELETE /x'] = () => [204];
    const { client } = setup();
    expect(await client.get('/x').json()).toEqual({ a: 1 });
    expect(await client.del('/x')).toBeNull();
  });
});

describe('the 504 retry (spec §7)', () => {
  it('retries a GET on 504 five times, waiting 500 ms × attempt, then throws the 504', async () => {
    routes['GET /api/zona/listadoapi'] = () => [504, { mensaje: 'Tiempo de espera agotado' }];
    const { client, delays } = setup();
    await expect(client.get('/api/zona/listadoapi')).rejects.toMatchObject({
      statusCode: 504,
      mensaje: 'Tiempo de espera agotado',
    });
    expect(received).toHaveLength(6);
    expect(delays).toEqual([500, 1000, 1500, 2000, 2500]);
    // Each retry left after its (shortened) wait.
    for (let n = 1; n <= 5; n++) {
      expect(received[n]!.at - received[n - 1]!.at).toBeGreaterThanOrEqual(retryDelayMs(n) / 50 - 1);
    }
  });

  it('stops retrying once the GET succeeds', async () => {
    let calls = 0;
    routes['GET /x'] = () => (++calls < 3 ? [504, {}] : [200, { ok: true }]);
    const { client } = setup();
    expect(await client.get('/x')).toEqual({ ok: true });
    expect(received).toHaveLength(3);
  });

  it('never retries a write on 504, nor a GET on 500 or 503', async () => {
    routes['POST /x'] = () => [504, {}];
    routes['GET /500'] = () => [500, {}];
    routes['GET /503'] = () => [503, {}];
    const { client } = setup();
    await expect(client.post('/x', {})).rejects.toMatchObject({ statusCode: 504 });
    await expect(client.get('/500')).rejects.toMatchObject({ statusCode: 500 });
    await expect(client.get('/503')).rejects.toMatchObject({ statusCode: 503 });
    expect(received.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /x', 'GET /500', 'GET /503']);
  });
});

describe('no answer: 408', () => {
  it('a call past its per-attempt timeout is a 408 ApiError, not retried', async () => {
    routes['GET /lento'] = () => 'hang';
    const { client, onSessionExpired } = setup({ timeout: 100 });
    const error = await client.get('/lento').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 408,
      mensaje: 'No se pudo conectar con el servidor. Verifique su conexión e intente nuevamente.',
    });
    expect(received).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a server that is not there is a 408 ApiError, not retried', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    const { client, requests } = setup({ prefixUrl: `http://127.0.0.1:${port}` });
    await expect(client.get('/x')).rejects.toMatchObject({ statusCode: 408 });
    expect(requests).toHaveLength(1);
  });
});

describe('the typed error, shown by the caller', () => {
  it('400 with campos → ApiError with mensaje and campos, nothing handled centrally', async () => {
    routes['POST /api/usuario/registro'] = () => [
      400,
      { mensaje: 'Datos inválidos', campos: { email: 'Ingrese un correo válido' } },
    ];
    const { client, onSessionExpired, onUserBlocked } = setup();
    const error = await client.post('/api/usuario/registro', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 400,
      status: 400,
      mensaje: 'Datos inválidos',
      campos: { email: 'Ingrese un correo válido' },
      path: '/api/usuario/registro',
    });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(onUserBlocked).not.toHaveBeenCalled();
  });

  it('422, 403, 404 and 500 are only thrown, with the API text', async () => {
    const { client, onSessionExpired, onUserBlocked } = setup();
    for (const status of [422, 403, 404, 500]) {
      routes[`GET /e${status}`] = () => [status, { mensaje: `texto ${status}` }];
      await expect(client.get(`/e${status}`)).rejects.toMatchObject({
        statusCode: status,
        mensaje: `texto ${status}`,
      });
    }
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(onUserBlocked).not.toHaveBeenCalled();
  });

  it('an error without a Spanish body gets the generic Spanish sentence', async () => {
    routes['GET /x'] = () => [502];
    const { client } = setup();
    await expect(client.get('/x')).rejects.toMatchObject({
      statusCode: 502,
      mensaje: 'Error procesando la informacion, intente nuevamente',
      campos: {},
    });
  });

  it('an answer that breaks the schema, or is not JSON, is an ApiError 500', async () => {
    routes['GET /x'] = () => [200, { ok: 'no' }];
    const { client, onSessionExpired } = setup();
    const error = await client.getJson('/x', z.object({ ok: z.boolean() })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 500,
      mensaje: 'Error procesando la informacion, intente nuevamente',
    });
    expect(onSessionExpired).not.toHaveBeenCalled();

    const html = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>'),
    );
    html.listen(0, '127.0.0.1');
    await once(html, 'listening');
    const other = setup({ prefixUrl: `http://127.0.0.1:${(html.address() as AddressInfo).port}` });
    await expect(other.client.get('/x')).rejects.toMatchObject({ statusCode: 500 });
    html.close();
  });
});

/** A signed-in client on the real refresh manager; POST /refresh_token answers `refresh()`. */
function signedIn(refresh: () => Answer) {
  const storage = createMemoryStorage();
  const oldToken = jwt(nowS() + 3600, 'old');
  const newToken = jwt(nowS() + 3600, 'new');
  storage.setItem(STORAGE_KEYS.token, oldToken);
  storage.setItem(STORAGE_KEYS.refreshTtl, String(nowS() + 86_400));
  routes['POST /refresh_token'] = refresh;
  let client: ReturnType<typeof setup>['client'];
  const manager = createRefreshManager({
    storage,
    refresh: () =>
      client.postJson('/refresh_token', {}, z.object({ token: z.string(), refresh: z.number() }), {
        anonymous: true,
      }),
  });
  const made = setup({
    getToken: () => manager.store.getToken(),
    renewSession: (rejected) => manager.renew(rejected),
  });
  client = made.client;
  return { ...made, oldToken, newToken, storage };
}

/** Answers 401 to any token but `valid`. */
const onlyFor =
  (valid: () => string, answer: Answer): Route =>
  (request) =>
    request.headers.authorization === `Bearer ${valid()}`
      ? answer
      : [401, { mensaje: Mensajes.SESION_EXPIRADA }];

describe('one refresh and retry on 401, for all concurrent calls', () => {
  it('concurrent calls that all get 401 wait for one refresh and are each sent again once with the new token', async () => {
    let token = '';
    const s = signedIn(() => [200, { token: s.newToken, refresh: nowS() + 86_400 }]);
    token = s.newToken;
    routes['GET /usuario/perfil'] = onlyFor(() => token, [200, { nombre: 'Ana' }]);
    routes['GET /usuario/rastreo/listado'] = onlyFor(() => token, [200, { ordenes: [] }]);
    routes['POST /usuario/carrito/zona/caracas'] = onlyFor(() => token, [200, { ok: true }]);

    const results = await Promise.all([
      s.client.get('/usuario/perfil'),
      s.client.get('/usuario/rastreo/listado'),
      s.client.post('/usuario/carrito/zona/caracas', { pagina: 0, carritoDetalle: [] }),
    ]);

    expect(results).toEqual([{ nombre: 'Ana' }, { ordenes: [] }, { ok: true }]);
    expect(received.filter((r) => r.path === '/refresh_token')).toHaveLength(1);
    const calls = received.filter((r) => r.path !== '/refresh_token');
    const sentWith = (path: string) =>
      calls.filter((r) => r.path === path).map((r) => r.headers.authorization);
    for (const path of ['/usuario/perfil', '/usuario/rastreo/listado', '/usuario/carrito/zona/caracas'])
      expect(sentWith(path)).toEqual([`Bearer ${s.oldToken}`, `Bearer ${s.newToken}`]);
    // The write is sent again whole.
    expect(calls.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      '{"pagina":0,"carritoDetalle":[]}',
      '{"pagina":0,"carritoDetalle":[]}',
    ]);
    expect(s.storage.getItem(STORAGE_KEYS.token)).toBe(s.newToken);
    expect(s.onSessionExpired).not.toHaveBeenCalled();
  });

  it('the refresh fails: every call throws its 401 and the session expiry runs once', async () => {
    const s = signedIn(() => [401, { mensaje: Mensajes.SESION_EXPIRADA }]);
    routes['GET /a'] = () => [401, { mensaje: Mensajes.SESION_EXPIRADA }];
    routes['GET /b'] = () => [401, { mensaje: Mensajes.SESION_EXPIRADA }];
    const results = await Promise.allSettled([s.client.get('/a'), s.client.get('/b'), s.client.get('/a')]);
    for (const result of results)
      expect(result).toMatchObject({
        status: 'rejected',
        reason: { statusCode: 401, mensaje: Mensajes.SESION_EXPIRADA },
      });
    expect(received.filter((r) => r.path === '/refresh_token')).toHaveLength(1);
    expect(received.filter((r) => r.path !== '/refresh_token')).toHaveLength(3);
    expect(s.onSessionExpired).toHaveBeenCalledOnce();
  });

  it('a renewed token refused again is not renewed a second time: the session is over', async () => {
    const s = signedIn(() => [200, { token: s.newToken, refresh: nowS() + 86_400 }]);
    routes['GET /a'] = () => [401, { mensaje: Mensajes.SESION_EXPIRADA }];
    await expect(s.client.get('/a')).rejects.toMatchObject({ statusCode: 401 });
    expect(received.map((r) => `${r.path} ${r.headers.authorization ?? 'anon'}`)).toEqual([
      `/a Bearer ${s.oldToken}`,
      '/refresh_token anon',
      `/a Bearer ${s.newToken}`,
    ]);
    expect(s.onSessionExpired).toHaveBeenCalledOnce();
  });

  it('an anonymous call answered 401 (wrong password) renews nothing and is only thrown', async () => {
    const s = signedIn(() => [200, { token: s.newToken, refresh: nowS() + 86_400 }]);
    routes['POST /login_check'] = () => [401, { mensaje: Mensajes.CREDENCIALES }];
    await expect(s.client.post('/login_check', {}, { anonymous: true })).rejects.toMatchObject({
      statusCode: 401,
      mensaje: Mensajes.CREDENCIALES,
    });
    expect(received.map((r) => r.path)).toEqual(['/login_check']);
    expect(s.onSessionExpired).not.toHaveBeenCalled();
  });

  it('the refresh guard runs before a signed-in call, which carries the token it leaves', async () => {
    let token = 'old';
    routes['GET /x'] = () => [200, {}];
    const { client } = setup({
      getToken: () => token,
      beforeRequest: async () => {
        token = 'new';
      },
    });
    await client.get('/x');
    expect(received[0]?.headers.authorization).toBe('Bearer new');
  });
});

describe('what the client handles centrally (spec §8)', () => {
  it('a blocked or inactive user: onUserBlocked once for the session, and the error is thrown', async () => {
    routes['GET /usuario/carrito/zona/caracas'] = () => [403, { mensaje: Mensajes.BLOQUEADO }];
    const { client, onUserBlocked, onSessionExpired } = setup();
    const results = await Promise.allSettled([
      client.get('/usuario/carrito/zona/caracas'),
      client.get('/usuario/carrito/zona/caracas'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(onUserBlocked).toHaveBeenCalledOnce();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('not for an anonymous call: the login page shows the blocked user its message', async () => {
    routes['POST /login_check'] = () => [403, { mensaje: Mensajes.BLOQUEADO }];
    const { client, onUserBlocked } = setup();
    await expect(client.post('/login_check', {}, { anonymous: true })).rejects.toMatchObject({
      statusCode: 403,
      mensaje: Mensajes.BLOQUEADO,
    });
    expect(onUserBlocked).not.toHaveBeenCalled();
  });

  it('a 401 without a session (no token to renew) goes to the session expiry', async () => {
    routes['POST /usuario/carrito/zona/caracas'] = () => [401, { mensaje: Mensajes.NO_AUTENTICADO }];
    const { client, onSessionExpired } = setup({ getToken: () => null, renewSession: vi.fn() });
    await expect(client.post('/usuario/carrito/zona/caracas', {})).rejects.toMatchObject({ statusCode: 401 });
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(received).toHaveLength(1);
  });

  it('nothing under the notifications path: its errors are only thrown', async () => {
    routes['GET /notificacion/pendientes'] = () => [401, { mensaje: 'x' }];
    routes['GET /notificacion/otra'] = () => [403, { mensaje: Mensajes.BLOQUEADO }];
    const { client, onSessionExpired, onUserBlocked } = setup({ getToken: () => null });
    await expect(client.get('/notificacion/pendientes')).rejects.toMatchObject({ statusCode: 401 });
    await expect(client.get('/notificacion/otra')).rejects.toMatchObject({ statusCode: 403 });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(onUserBlocked).not.toHaveBeenCalled();
  });
});
