import type { ApiError } from '@mercado/shared/contracts';
import type { z } from 'zod';

/** An HTTP error with the API's Spanish body (`{mensaje, campos?}`). */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  readonly status: number;
  readonly body: ApiError | null;
  constructor(status: number, body: ApiError | null) {
    super(body?.mensaje ?? `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

export interface RequestOptions<T> {
  body?: unknown;
  searchParams?: Record<string, string | number | undefined>;
  schema?: z.ZodType<T>;
  /** Skip the global error routing (401 → login, 422 dialog, others → /error): the caller shows it. */
  silent?: boolean;
  /** Do not send the bearer token. */
  anonymous?: boolean;
}

export interface ApiHooks {
  token(): string | null;
  /** Global routing of an error (spec §8), unless the request is silent. */
  onError(error: ApiRequestError, path: string): void;
}

let hooks: ApiHooks = { token: () => null, onError: () => undefined };

export function configureApi(next: ApiHooks): void {
  hooks = next;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The shell's own requests (spec §7): API_URL prefix, Accept json, X-App-Id, bearer when signed in,
 * credentials included (the refresh cookie); GET retried up to 5 times on 504 (500 ms × attempt).
 */
export async function apiRequest<T = unknown>(
  method: string,
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const url = new URL(path.replace(/^\//, ''), `${API_URL.replace(/\/$/, '')}/`);
  for (const [key, value] of Object.entries(options.searchParams ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json', 'X-App-Id': APP_ID };
  const token = options.anonymous ? null : hooks.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response | null = null;
  for (let attempt = 0; ; attempt++) {
    try {
      response = await fetch(url, {
        method,
        headers,
        credentials: 'include',
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    } catch {
      // Network failure: treat as a timeout (408) for the error page.
      const error = new ApiRequestError(408, null);
      if (!options.silent) hooks.onError(error, path);
      throw error;
    }
    if (method === 'GET' && response.status === 504 && attempt < 5) {
      await sleep(500 * (attempt + 1));
      continue;
    }
    break;
  }
  const text = await response.text();
  let json: unknown = null;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }
  if (!response.ok) {
    const body = json && typeof json === 'object' && 'mensaje' in json ? (json as ApiError) : null;
    const error = new ApiRequestError(response.status, body);
    if (!options.silent) hooks.onError(error, path);
    throw error;
  }
  return options.schema ? options.schema.parse(json) : (json as T);
}

/** A response promise that also answers ky's `.json()`, for remotes written against either style. */
export type JsonPromise<T> = Promise<T> & { json(): Promise<T> };

function withJson<T>(promise: Promise<T>): JsonPromise<T> {
  return Object.assign(promise, { json: () => promise });
}

export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions<T>) =>
    withJson(apiRequest<T>('GET', path, options)),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    withJson(apiRequest<T>('POST', path, { ...options, body: body ?? {} })),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    withJson(apiRequest<T>('PUT', path, { ...options, body: body ?? {} })),
};
