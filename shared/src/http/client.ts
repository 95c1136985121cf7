/**
 * The one HTTP client (spec §7, §8), on the browser's fetch. Every request: the API prefix,
 * `Accept: application/json`, the app identifier (`X-App-Id` header; `x-app-id` query parameter on
 * a GET), the bearer token when signed in, credentials included (the refresh cookie), a JSON body
 * with its content type (image uploads: FormData + `X-Image-Upload: 1`, the browser writes the
 * multipart type). GET is retried up to 5 times on 504, 500 ms × attempt.
 *
 * Errors are routed (unless the call opts out with `handleErrors: false`/`silent: true`, or the path
 * is under the notifications path): 401 → onUnauthorized, 422 → onSemanticError, 400 → only thrown
 * (forms show `campos`), any other status → onHttpError(status). Every failure is also thrown as an
 * `ApiError` so the caller's promise settles.
 */

import type { z } from '@mercado/shared/zod';
import { RETRY_LIMIT, RETRY_METHODS, RETRY_STATUS_CODES, retryDelayMs } from '../rules/retry.ts';

/** The 422 dialog of spec §8. */
export const SEMANTIC_ERROR_DIALOG = {
  titulo: 'Ha surgido un error atípico',
  mensaje: 'Error procesando la informacion, intente nuevamente',
} as const;

/** Requests under this path are exempt from error routing (spec §7). */
export const NOTIFICATIONS_PATH = 'notificacion';
/** Header that marks an image upload (spec §7). */
export const IMAGE_UPLOAD_HEADER = 'X-Image-Upload';
export const APP_ID_HEADER = 'X-App-Id';
/** The same app identifier on a GET, in the query string (see `request`). */
export const APP_ID_PARAM = 'x-app-id';

/** Status used for a request that got no answer (network down, timeout): the 408 error page. */
export const NO_RESPONSE_STATUS = 408;

const MENSAJE_SIN_RESPUESTA =
  'No se pudo conectar con el servidor. Verifique su conexión e intente nuevamente';
const MENSAJE_RESPUESTA_INVALIDA = 'Error procesando la informacion, intente nuevamente';

/** A failed call with the API's Spanish body (`{mensaje, campos?}`). */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly statusCode: number;
  readonly mensaje: string;
  /** Field errors of a 400 (or 422), `{email: 'Ingrese un correo válido'}`; empty when none. */
  readonly campos: Record<string, string>;
  /** The request path. */
  readonly path: string;
  constructor(
    statusCode: number,
    mensaje: string,
    campos: Record<string, string> = {},
    path = '',
    cause?: unknown,
  ) {
    super(mensaje, cause === undefined ? undefined : { cause });
    this.statusCode = statusCode;
    this.mensaje = mensaje;
    this.campos = campos;
    this.path = path;
  }
  /** Alias of statusCode (remotes written against `error.status`). */
  get status(): number {
    return this.statusCode;
  }
  /** The error body as the API sent it. */
  get body(): { mensaje: string; campos?: Record<string, string> } {
    return Object.keys(this.campos).length
      ? { mensaje: this.mensaje, campos: this.campos }
      : { mensaje: this.mensaje };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface HttpClientOptions {
  /** API origin/prefix, e.g. `http://localhost:4000`; '' for the page's own origin. */
  prefixUrl: string;
  /** Sent as `X-App-Id`. */
  appId: string;
  /** The current access token, or null when anonymous. */
  getToken: () => string | null;
  /** 401 (caller: nothing on the login page, else logout + login with returnUrl). */
  onUnauthorized?: (error: ApiError) => void;
  /** 422: the 'Ha surgido un error atípico' dialog (see SEMANTIC_ERROR_DIALOG). */
  onSemanticError?: (error: ApiError) => void;
  /** Any other status ≥ 400 except 400 (caller: navigate to `/error?codigo=<status>`). */
  onHttpError?: (status: number, error: ApiError) => void;
  /**
   * Runs before every request that would carry a token (e.g. the refresh manager's ensureFresh),
   * so a call never leaves with a token about to expire.
   */
  beforeRequest?: () => unknown;
  /** Custom fetch (tests). */
  fetch?: typeof fetch;
  /** Per-attempt timeout in ms (30 s). */
  timeout?: number;
  /** Delay before retry n (1-based); spec: 500 ms × n. Tests may shorten it. */
  retryDelay?: (attempt: number) => number;
  /** Path prefix exempt from error routing (spec §7: the notifications path). */
  notificationsPath?: string;
}

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions<T = unknown> {
  /** Query string; undefined/null values are left out. */
  searchParams?: Record<string, QueryValue>;
  /** Validates the response body; a mismatch is an ApiError (500). */
  schema?: z.ZodType<T>;
  /** false: no global routing, the caller handles every error (login page: 401/403/429 inline). */
  handleErrors?: boolean;
  /** Same as `handleErrors: false` (older call sites). */
  silent?: boolean;
  /** Do not send the bearer token (login, refresh). */
  anonymous?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A response promise that also answers `.json()` (for call sites written in ky's style). */
export type JsonPromise<T> = Promise<T> & { json(): Promise<T> };

export interface HttpClient {
  /** The API origin/prefix it calls (`http://localhost:4000`; '' = the page's own origin). */
  readonly prefixUrl: string;
  get<T = unknown>(path: string, options?: RequestOptions<T>): JsonPromise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): JsonPromise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): JsonPromise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): JsonPromise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>): JsonPromise<T>;
  /** Image upload: multipart FormData with `X-Image-Upload: 1`, POST by default. */
  upload<T = unknown>(
    path: string,
    formData: FormData,
    options?: RequestOptions<T> & { method?: 'post' | 'put' },
  ): JsonPromise<T>;
  /** GET validated with `schema`. */
  getJson<T>(path: string, schema: z.ZodType<T>, options?: RequestOptions<T>): Promise<T>;
  postJson<T>(path: string, body: unknown, schema: z.ZodType<T>, options?: RequestOptions<T>): Promise<T>;
  putJson<T>(path: string, body: unknown, schema: z.ZodType<T>, options?: RequestOptions<T>): Promise<T>;
  /** DELETE, validated when a schema is given. */
  del<T = unknown>(path: string, schema?: z.ZodType<T>, options?: RequestOptions<T>): Promise<T>;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const stripSlash = (path: string) => path.replace(/^\/+/, '');

/** Whether `path` is exempt from error routing (under the notifications path). */
export function isNotificationPath(path: string, notificationsPath = NOTIFICATIONS_PATH): boolean {
  const clean = stripSlash(path).split(/[?#]/)[0] ?? '';
  const base = stripSlash(notificationsPath);
  return clean.startsWith(base);
}

function errorBody(data: unknown): { mensaje: string | null; campos: Record<string, string> } {
  if (!data || typeof data !== 'object') return { mensaje: null, campos: {} };
  const record = data as { mensaje?: unknown; campos?: unknown };
  const campos: Record<string, string> = {};
  if (record.campos && typeof record.campos === 'object') {
    for (const [key, value] of Object.entries(record.campos))
      if (typeof value === 'string') campos[key] = value;
  }
  return { mensaje: typeof record.mensaje === 'string' ? record.mensaje : null, campos };
}

function withJson<T>(promise: Promise<T>): JsonPromise<T> {
  return Object.assign(promise, { json: () => promise });
}

/** A non-2xx answer, with its body parsed when it is JSON. */
class HttpStatusError extends Error {
  readonly status: number;
  readonly data: unknown;
  constructor(status: number, data: unknown) {
    super(`HTTP ${status}`);
    this.status = status;
    this.data = data;
  }
}

/** No answer at all: network down or the per-attempt timeout. */
class NoResponseError extends Error {
  constructor(cause: unknown) {
    super('Sin respuesta', { cause });
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createHttpClient(config: HttpClientOptions): HttpClient {
  // An empty prefix means same origin: keep the leading slash so '/api/x' is not resolved against
  // the page's own path (/caracas/producto/api/x).
  const samePrefix = config.prefixUrl.trim() === '';
  const prefix = samePrefix ? '/' : `${config.prefixUrl.replace(/\/+$/, '')}/`;
  const doFetch = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const timeout = config.timeout ?? 30_000;
  const retryDelay = config.retryDelay ?? retryDelayMs;

  /** Prefix + path, then the query (undefined/null left out; URLSearchParams writes spaces as '+'). */
  function urlOf(path: string, searchParams: Record<string, QueryValue> | undefined): string {
    const url = `${prefix}${stripSlash(path)}`;
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(searchParams ?? {})) {
      if (value !== undefined && value !== null) query.append(key, String(value));
    }
    const text = query.toString();
    return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
  }

  /**
   * One call with its per-attempt timeout. Only a GET answered 504 is retried (spec §7: not network
   * failures, not timeouts), up to RETRY_LIMIT times, waiting retryDelay(n) before retry n.
   */
  async function send(
    method: Method,
    url: string,
    init: RequestInit,
    signal?: AbortSignal,
  ): Promise<Response> {
    for (let attempt = 1; ; attempt++) {
      const limit = AbortSignal.timeout(timeout);
      let response: Response;
      try {
        response = await doFetch(url, {
          ...init,
          method: method.toUpperCase(),
          credentials: 'include',
          signal: signal ? AbortSignal.any([signal, limit]) : limit,
        });
      } catch (cause) {
        // fetch rejects with a TypeError when no answer came; the timeout aborts with TimeoutError.
        const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
        if (cause instanceof TypeError || timedOut) throw new NoResponseError(cause);
        throw cause;
      }
      if (response.ok) return response;
      const retry =
        RETRY_METHODS.includes(method) &&
        RETRY_STATUS_CODES.includes(response.status) &&
        attempt <= RETRY_LIMIT;
      if (!retry) {
        const text = await response.text().catch(() => '');
        let data: unknown;
        try {
          data = text ? JSON.parse(text) : undefined;
        } catch {
          data = undefined;
        }
        throw new HttpStatusError(response.status, data);
      }
      await response.body?.cancel().catch(() => undefined);
      await sleep(retryDelay(attempt));
      signal?.throwIfAborted();
    }
  }

  function route(error: ApiError, options: RequestOptions<unknown>): void {
    if (options.handleErrors === false || options.silent) return;
    if (isNotificationPath(error.path, config.notificationsPath)) return;
    const status = error.statusCode;
    if (status === 400) return;
    if (status === 401) config.onUnauthorized?.(error);
    else if (status === 422) config.onSemanticError?.(error);
    else config.onHttpError?.(status, error);
  }

  async function request<T>(
    method: Method,
    path: string,
    options: RequestOptions<T>,
    body: { json: unknown } | { form: FormData } | null,
  ): Promise<T> {
    // A read names the app in its query, as the Algolia client does with its keys: without a custom
    // header an anonymous GET is a CORS "simple" request, so it leaves without a preflight round
    // trip (one whole RTT less on every store page of a slow connection). Writes are preflighted
    // anyway for their JSON body, so they keep the header.
    const read = method === 'get';
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...(read ? {} : { [APP_ID_HEADER]: config.appId }),
      ...options.headers,
    };
    const searchParams = read
      ? { ...options.searchParams, [APP_ID_PARAM]: config.appId }
      : options.searchParams;
    if (!options.anonymous) {
      if (config.beforeRequest && config.getToken()) await config.beforeRequest();
      const token = config.getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    let payload: string | FormData | undefined;
    if (body && 'json' in body) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body && 'form' in body) {
      // The browser writes the multipart content type (with its boundary).
      headers[IMAGE_UPLOAD_HEADER] = '1';
      payload = body.form;
    }

    let data: unknown;
    try {
      const response = await send(
        method,
        urlOf(path, searchParams),
        { headers, ...(payload === undefined ? {} : { body: payload }) },
        options.signal,
      );
      const text = await response.text();
      data = text ? JSON.parse(text) : null;
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      let error: ApiError;
      if (cause instanceof HttpStatusError) {
        const { mensaje, campos } = errorBody(cause.data);
        error = new ApiError(cause.status, mensaje ?? `Error HTTP ${cause.status}`, campos, path, cause);
      } else if (cause instanceof SyntaxError) {
        error = new ApiError(500, MENSAJE_RESPUESTA_INVALIDA, {}, path, cause);
      } else if (cause instanceof NoResponseError) {
        error = new ApiError(NO_RESPONSE_STATUS, MENSAJE_SIN_RESPUESTA, {}, path, cause);
      } else {
        throw cause;
      }
      route(error, options as RequestOptions<unknown>);
      throw error;
    }
    if (!options.schema) return data as T;
    const parsed = options.schema.safeParse(data);
    if (parsed.success) return parsed.data;
    const error = new ApiError(500, MENSAJE_RESPUESTA_INVALIDA, {}, path, parsed.error);
    route(error, options as RequestOptions<unknown>);
    throw error;
  }

  const client: HttpClient = {
    prefixUrl: config.prefixUrl.trim(),
    get: (path, options = {}) => withJson(request('get', path, options, null)),
    post: (path, body, options = {}) => withJson(request('post', path, options, { json: body ?? {} })),
    put: (path, body, options = {}) => withJson(request('put', path, options, { json: body ?? {} })),
    patch: (path, body, options = {}) => withJson(request('patch', path, options, { json: body ?? {} })),
    delete: (path, options = {}) => withJson(request('delete', path, options, null)),
    upload: (path, formData, options = {}) =>
      withJson(request(options.method ?? 'post', path, options, { form: formData })),
    getJson: (path, schema, options = {}) => request('get', path, { ...options, schema }, null),
    postJson: (path, body, schema, options = {}) =>
      request('post', path, { ...options, schema }, { json: body ?? {} }),
    putJson: (path, body, schema, options = {}) =>
      request('put', path, { ...options, schema }, { json: body ?? {} }),
    del: (path, schema, options = {}) =>
      request('delete', path, schema ? { ...options, schema } : options, null),
  };
  return client;
}
