import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createHttpClient, type HttpClientOptions } from '../src/http/client.ts';
import { retryDelayMs } from '../src/rules/retry.ts';

interface Call {
  method: string;
  url: string;
  headers: Headers;
  body: string | null;
  credentials: RequestCredentials;
  isForm: boolean;
}

/** A fake fetch answering from a queue of [status, body] (the last one repeats). */
function fakeFetch(answers: Array<[number, unknown]>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const contentType = request.headers.get('content-type') ?? '';
    calls.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      // Always drain the body (an unread multipart stream errors after the test).
      body: request.body ? await request.text() : null,
      credentials: request.credentials,
      isForm: contentType.startsWith('multipart/form-data'),
    });
    const [status, body] = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function setup(answers: Array<[number, unknown]>, extra: Partial<HttpClientOptions> = {}) {
  const { fetch, calls } = fakeFetch(answers);
  const onUnauthorized = vi.fn();
  const onSemanticError = vi.fn();
  const onHttpError = vi.fn();
  const delays: number[] = [];
  const client = createHttpClient({
    prefixUrl: 'http://api.test',
    appId: 'mercado-web',
    getToken: () => 'tok.en.x',
    onUnauthorized,
    onSemanticError,
    onHttpError,
    fetch,
    // Record the spec delays, wait 0 so the test is fast.
    retryDelay: (attempt) => {
      delays.push(retryDelayMs(attempt));
      return 0;
    },
    ...extra,
  });
  return { client, calls, onUnauthorized, onSemanticError, onHttpError, delays };
}

describe('http client requests', () => {
  it('sends the spec headers, bearer and credentials, and validates with the schema', async () => {
    const { client, calls } = setup([[200, { ok: true }]]);
    const data = await client.getJson('/health', z.object({ ok: z.literal(true) }), {
      searchParams: { a: 1, b: undefined },
    });
    expect(data).toEqual({ ok: true });
    const call = calls[0]!;
    expect(call.url).toBe('http://api.test/health?a=1&x-app-id=mercado-web');
    expect(call.method).toBe('GET');
    expect(call.headers.get('accept')).toBe('application/json');
    // No custom header on a read: an anonymous GET needs no CORS preflight.
    expect(call.headers.get('x-app-id')).toBeNull();
    expect(call.headers.get('authorization')).toBe('Bearer tok.en.x');
    expect(call.credentials).toBe('include');
  });

  it('posts JSON with its content type; anonymous calls carry no token', async () => {
    const { client, calls } = setup([[200, { token: 't', refresh: 1 }]]);
    await client.postJson(
      '/login_check',
      { email: 'a@b.c' },
      z.object({ token: z.string(), refresh: z.number() }),
      {
        anonymous: true,
      },
    );
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('content-type')).toMatch(/^application\/json/);
    expect(calls[0]!.body).toBe('{"email":"a@b.c"}');
    expect(calls[0]!.headers.get('x-app-id')).toBe('mercado-web');
    expect(calls[0]!.headers.get('authorization')).toBeNull();
  });

  it('uploads images as multipart with X-Image-Upload and no JSON content type', async () => {
    const { client, calls } = setup([[200, { ok: true }]]);
    const form = new FormData();
    form.append('imagen', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await client.upload('/admin/categoria/1/imagen', form);
    expect(calls[0]!.headers.get('x-image-upload')).toBe('1');
    expect(calls[0]!.isForm).toBe(true);
    expect(calls[0]!.body).toContain('name="imagen"; filename="a.png"');
    expect(calls[0]!.headers.get('content-type')).not.toMatch(/json/);
  });

  it('answers ky-style .json() and plain await alike; empty bodies are null', async () => {
    const { client } = setup([[200, { a: 1 }]]);
    expect(await client.get('/x').json()).toEqual({ a: 1 });
    const empty = setup([[204, undefined]]);
    expect(await empty.client.del('/x')).toBeNull();
  });

  it('a response that breaks the schema is an ApiError 500', async () => {
    const { client, onHttpError } = setup([[200, { ok: 'no' }]]);
    await expect(client.getJson('/x', z.object({ ok: z.boolean() }))).rejects.toMatchObject({
      statusCode: 500,
    });
    expect(onHttpError).toHaveBeenCalledWith(500, expect.any(ApiError));
  });
});

describe('http client retry (spec §7)', () => {
  it('retries a GET on 504 five times with 500 ms × attempt, then reports 504', async () => {
    const { client, calls, delays, onHttpError } = setup([[504, { mensaje: 'timeout' }]]);
    await expect(client.get('/api/zona/listadoapi')).rejects.toMatchObject({ statusCode: 504 });
    expect(calls).toHaveLength(6);
    expect(delays).toEqual([500, 1000, 1500, 2000, 2500]);
    expect(onHttpError).toHaveBeenCalledTimes(1);
    expect(onHttpError).toHaveBeenCalledWith(504, expect.any(ApiError));
  });

  it('stops retrying once the GET succeeds', async () => {
    const { client, calls } = setup([
      [504, {}],
      [504, {}],
      [200, { ok: true }],
    ]);
    expect(await client.get('/x')).toEqual({ ok: true });
    expect(calls).toHaveLength(3);
  });

  it('does not retry a POST on 504, nor a GET on 500 or 503', async () => {
    const post = setup([[504, {}]]);
    await expect(post.client.post('/x', {})).rejects.toBeInstanceOf(ApiError);
    expect(post.calls).toHaveLength(1);
    for (const status of [500, 503]) {
      const get = setup([[status, {}]]);
      await expect(get.client.get('/x')).rejects.toMatchObject({ statusCode: status });
      expect(get.calls).toHaveLength(1);
    }
  });

  it('waits the real 500/1000 ms delays by default (fake timers)', async () => {
    vi.useFakeTimers();
    try {
      const { fetch, calls } = fakeFetch([
        [504, {}],
        [504, {}],
        [200, { ok: true }],
      ]);
      const client = createHttpClient({
        prefixUrl: 'http://api.test',
        appId: 'a',
        getToken: () => null,
        fetch,
      });
      const result = client.get('/x');
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(499);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(999);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(3);
      expect(await result).toEqual({ ok: true });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('http client error routing (spec §8)', () => {
  it('401 → onUnauthorized only', async () => {
    const s = setup([[401, { mensaje: 'Debe iniciar sesión para continuar' }]]);
    await expect(s.client.get('/usuario/perfil')).rejects.toMatchObject({
      statusCode: 401,
      mensaje: 'Debe iniciar sesión para continuar',
    });
    expect(s.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(s.onSemanticError).not.toHaveBeenCalled();
    expect(s.onHttpError).not.toHaveBeenCalled();
  });

  it('422 → onSemanticError with the body', async () => {
    const s = setup([[422, { mensaje: 'Token inválido' }]]);
    await expect(s.client.post('/api/usuario/verificar', { token: 'x' })).rejects.toBeInstanceOf(ApiError);
    expect(s.onSemanticError).toHaveBeenCalledWith(
      expect.objectContaining({ statusCode: 422, mensaje: 'Token inválido' }),
    );
    expect(s.onHttpError).not.toHaveBeenCalled();
  });

  it('400 is thrown with mensaje and campos, nothing routed', async () => {
    const s = setup([[400, { mensaje: 'Datos inválidos', campos: { email: 'Ingrese un correo válido' } }]]);
    const error = await s.client.post('/api/usuario/registro', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 400,
      status: 400,
      mensaje: 'Datos inválidos',
      campos: { email: 'Ingrese un correo válido' },
    });
    expect(s.onHttpError).not.toHaveBeenCalled();
    expect(s.onSemanticError).not.toHaveBeenCalled();
    expect(s.onUnauthorized).not.toHaveBeenCalled();
  });

  it('other statuses → onHttpError(status)', async () => {
    for (const status of [403, 404, 500]) {
      const s = setup([[status, { mensaje: 'x' }]]);
      await expect(s.client.get('/admin/resumen')).rejects.toMatchObject({ statusCode: status });
      expect(s.onHttpError).toHaveBeenCalledWith(status, expect.any(ApiError));
    }
  });

  it('notification paths are exempt from routing but still throw', async () => {
    for (const status of [401, 422, 500]) {
      const s = setup([[status, { mensaje: 'x' }]]);
      await expect(s.client.get('/notificacion/pendientes')).rejects.toMatchObject({ statusCode: status });
      expect(s.onUnauthorized).not.toHaveBeenCalled();
      expect(s.onSemanticError).not.toHaveBeenCalled();
      expect(s.onHttpError).not.toHaveBeenCalled();
    }
  });

  it('handleErrors: false (and silent) leave every error to the caller', async () => {
    const s = setup([[401, { mensaje: 'Correo o contraseña incorrectos' }]]);
    await expect(s.client.post('/login_check', {}, { handleErrors: false })).rejects.toMatchObject({
      statusCode: 401,
      mensaje: 'Correo o contraseña incorrectos',
    });
    await expect(s.client.get('/x', { silent: true })).rejects.toMatchObject({ statusCode: 401 });
    expect(s.onUnauthorized).not.toHaveBeenCalled();
  });

  it('a network failure is a 408 ApiError routed to the error page', async () => {
    const onHttpError = vi.fn();
    const client = createHttpClient({
      prefixUrl: 'http://api.test',
      appId: 'a',
      getToken: () => null,
      onHttpError,
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    });
    await expect(client.get('/x')).rejects.toMatchObject({ statusCode: 408 });
    expect(onHttpError).toHaveBeenCalledWith(408, expect.any(ApiError));
  });

  it('runs beforeRequest (token refresh) before signed-in calls and sends the new token', async () => {
    let token = 'old';
    const { fetch, calls } = fakeFetch([[200, {}]]);
    const client = createHttpClient({
      prefixUrl: 'http://api.test',
      appId: 'a',
      getToken: () => token,
      beforeRequest: async () => {
        token = 'new';
      },
      fetch,
    });
    await client.get('/x');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer new');
  });
});
