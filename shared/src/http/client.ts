/**
 * The one HTTP client (spec §7, §8): one ky instance, made by the shell and kept on the platform
 * singleton (`platform.services.http`); ky itself is a Module Federation singleton
 * (decision 0011). Every request: the API prefix, `Accept: application/json`, the app identifier
 * (`X-App-Id` header; `x-app-id` query parameter on a GET), the bearer token when signed in,
 * credentials included (the refresh cookie), a JSON body with its content type (image uploads:
 * FormData + `X-Image-Upload: 1`, the browser writes the multipart type). GET is retried up to 5
 * times on 504, 500 ms × attempt; each attempt has its own timeout.
 *
 * A signed-in call answered 401 renews the session once (concurrent 401s share one refresh) and is
 * sent again with the new token. Every failure is thrown as one `ApiError` with the API's Spanish
 * `mensaje` and field errors, for the caller to show inline. The client itself handles only what no
 * page can: a 401 the session could not be renewed for (`onSessionExpired`) and a blocked or
 * inactive user (`onUserBlocked`); never for an anonymous call (login, refresh) nor under the
 * notifications path.
 */

import type { z } from '@mercado/shared/zod';
import ky, { isHTTPError, isNetworkError, isTimeoutError, SchemaValidationError } from 'ky';
import { APP_ID_PARAM, Mensajes } from '../contracts/constants.ts';
import { avisarFalloDeRed, avisarRespuesta, fijarSonda, MENSAJE_SIN_CONEXION } from '../offline/conexion.ts';
import { RETRY_LIMIT, RETRY_METHODS, RETRY_STATUS_CODES, retryDelayMs } from '../rules/retry.ts';
import type { FalloApi } from './errores.ts';

/** Requests under this path are exempt from error handling (spec §7). */
export const NOTIFICATIONS_PATH = 'notificacion';
/** Header that marks an image upload (spec §7). */
export const IMAGE_UPLOAD_HEADER = 'X-Image-Upload';
export const APP_ID_HEADER = 'X-App-Id';
/** The same app identifier on a GET, in the query string (see `request`). */
export { APP_ID_PARAM };

/** Status used for a request that got no answer (network down, timeout): the 408 error page. */
export const NO_RESPONSE_STATUS = 408;

const MENSAJE_SIN_RESPUESTA =
  'No se pudo conectar con el servidor. Verifique su conexión e intente nuevamente.';

/**
 * A failed call with the API's Spanish body (`{mensaje, campos?}`). Read it with `isApiError`, by
 * shape: another bundle's copy of this class is not this one.
 */
export class ApiError extends Error implements FalloApi {
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

export { type FalloApi, isApiError } from './errores.ts';

export interface HttpClientOptions {
  /** API origin/prefix, e.g. `http://localhost:4000`; '' for the page's own origin. */
  prefixUrl: string;
  /** Sent as `X-App-Id`. */
  appId: string;
  /** The current access token, or null when anonymous. */
  getToken: () => string | null;
  /**
   * Runs before every request that would carry a token (the refresh guard), so a call never leaves
   * with a token about to expire.
   */
  beforeRequest?: () => unknown;
  /**
   * A call sent with `rejectedToken` was answered 401: renew the session (every call that saw the
   * same token shares one refresh). True when a new token is stored, to send the call again with.
   */
  renewSession?: (rejectedToken: string) => Promise<boolean>;
  /** A 401 the session could not be renewed for (spec §8: logout, then login with returnUrl). */
  onSessionExpired?: (error: ApiError) => void;
  /** The API refused the signed-in user as blocked or inactive (spec §8 'Usuario Bloqueado/Inactivo'). */
  onUserBlocked?: (error: ApiError) => void;
  /** Custom fetch (tests). */
  fetch?: typeof fetch;
  /** Per-attempt timeout in ms (30 s). */
  timeout?: number;
  /** Delay before retry n (1-based); spec: 500 ms × n. Tests may shorten it. */
  retryDelay?: (attempt: number) => number;
}

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions<T = unknown> {
  /** Query string; undefined/null values are left out. */
  searchParams?: Record<string, QueryValue>;
  /** Validates the response body; a mismatch is an ApiError (500). */
  schema?: z.ZodType<T>;
  /** 'blob' reads a binary answer (an image) as a Blob instead of JSON. */
  responseType?: 'json' | 'blob';
  /**
   * Not part of the session: no bearer token, no refresh, nothing handled centrally (login,
   * refresh, logout: the caller shows or ignores every error).
   */
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

/** Whether `path` is exempt from error handling (under the notifications path). */
export function isNotificationPath(path: string): boolean {
  const clean = stripSlash(path).split(/[?#]/)[0] ?? '';
  return clean.startsWith(NOTIFICATIONS_PATH);
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

/** Any failure of a call as the one ApiError; an abort by the caller's signal (or a bug) stays as is. */
function toApiError(cause: unknown, path: string): unknown {
  if (isHTTPError(cause)) {
    avisarRespuesta();
    const { mensaje, campos } = errorBody(cause.data);
    return new ApiError(cause.response.status, mensaje ?? Mensajes.ERROR_INTERNO, campos, path, cause);
  }
  // No answer: the per-attempt timeout, or fetch's TypeError (ky names the ones it recognises). The
  // TypeError is a connection that is not there (decision 0054): the page is offline until an answer.
  if (isNetworkError(cause) || (cause instanceof TypeError && !isTimeoutError(cause))) {
    avisarFalloDeRed();
    return new ApiError(NO_RESPONSE_STATUS, MENSAJE_SIN_CONEXION, {}, path, cause);
  }
  if (isTimeoutError(cause)) return new ApiError(NO_RESPONSE_STATUS, MENSAJE_SIN_RESPUESTA, {}, path, cause);
  // A body that is not JSON, or JSON that breaks the contract.
  if (cause instanceof SchemaValidationError || cause instanceof SyntaxError)
    return new ApiError(500, Mensajes.ERROR_INTERNO, {}, path, cause);
  return cause;
}

function withJson<T>(promise: Promise<T>): JsonPromise<T> {
  return Object.assign(promise, { json: () => promise });
}

const bearerOf = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;

export function createHttpClient(config: HttpClientOptions): HttpClient {
  /** Per-call contexts (ky gives each call its own) whose 401 has already been renewed once. */
  const renewed = new WeakSet<object>();
  // What the offline state probes while only a failed call says the page is offline.
  fijarSonda(`${config.prefixUrl.trim().replace(/\/+$/, '')}/health/live`);

  const api = ky.create({
    // An empty prefix means same origin: '/' keeps '/api/x' from resolving against the page's
    // own path (/caracas/producto/api/x).
    prefix: config.prefixUrl.trim() || '/',
    headers: { accept: 'application/json' },
    credentials: 'include',
    timeout: config.timeout ?? 30_000,
    // Spec §7: only a GET answered 504; not network failures, not timeouts.
    retry: {
      limit: RETRY_LIMIT,
      methods: [...RETRY_METHODS],
      statusCodes: [...RETRY_STATUS_CODES],
      delay: config.retryDelay ?? retryDelayMs,
      shouldRetry: ({ error }) => (isHTTPError(error) ? undefined : false),
    },
    // An empty body (204) reads as null.
    parseJson: (text) => (text ? JSON.parse(text) : null),
    ...(config.fetch ? { fetch: config.fetch } : {}),
    hooks: {
      beforeRequest: [
        async ({ request, options }) => {
          if (options.context.anonymous) return;
          if (config.beforeRequest && config.getToken()) await config.beforeRequest();
          const token = config.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async ({ request, response, options }) => {
          const sent = bearerOf(request);
          if (response.status !== 401 || options.context.anonymous || !sent || !config.renewSession) return;
          // Once per call: a renewed token refused again is a session that is over.
          if (renewed.has(options.context)) return;
          renewed.add(options.context);
          if (!(await config.renewSession(sent))) return;
          const token = config.getToken();
          if (!token || token === sent) return;
          const headers = new Headers(request.headers);
          headers.set('Authorization', `Bearer ${token}`);
          return ky.retry({ request: new Request(request, { headers }), delay: 0, code: 'SESION_RENOVADA' });
        },
      ],
    },
  });

  /** The token of the session last ended here: the other calls it failed on end it no second time. */
  let endedSession: string | null = null;

  /** What no page can handle itself (spec §8); `sent`: the token the call carried. */
  function handleCentrally(error: ApiError, sent: string | null): void {
    const expired = error.statusCode === 401;
    const blocked = error.statusCode === 403 && error.mensaje === Mensajes.BLOQUEADO;
    if (!expired && !blocked) return;
    if (sent !== null && sent === endedSession) return;
    endedSession = sent;
    if (expired) config.onSessionExpired?.(error);
    else config.onUserBlocked?.(error);
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
    const searchParams: Record<string, string | number | boolean> = {};
    for (const [key, value] of Object.entries(options.searchParams ?? {}))
      if (value !== undefined && value !== null) searchParams[key] = value;
    if (read) searchParams[APP_ID_PARAM] = config.appId;
    const headers: Record<string, string> = {
      ...(read ? {} : { [APP_ID_HEADER]: config.appId }),
      ...(body && 'form' in body ? { [IMAGE_UPLOAD_HEADER]: '1' } : {}),
      ...options.headers,
    };
    const anonymous = options.anonymous === true;
    try {
      const call = api(path, {
        method,
        searchParams,
        headers,
        context: { anonymous },
        ...(body && 'json' in body ? { json: body.json } : {}),
        // The browser writes the multipart content type (with its boundary).
        ...(body && 'form' in body ? { body: body.form } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      if (options.responseType === 'blob') return (await call.blob()) as T;
      const data = (await (options.schema ? call.json(options.schema) : call.json())) as T;
      avisarRespuesta();
      return data;
    } catch (cause) {
      const error = toApiError(cause, path);
      if (error instanceof ApiError && isHTTPError(cause) && !anonymous && !isNotificationPath(path))
        handleCentrally(error, bearerOf(cause.request));
      throw error;
    }
  }

  return {
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
}
