/**
 * The typed API client, made from the endpoint table (decision 0010): `createApiClient({ carrito },
 * http)` gives `api.carrito.aplicarCupon({ id, code })`, whose argument is the entry's
 * `EndpointInput` and whose answer is its `EndpointResult`, parsed with the entry's response schema
 * (a mismatch is an ApiError 500; a binary entry answers a Blob). Every call goes through the
 * platform's one HttpClient (./client.ts), which keeps the token, the refresh, the retries and the
 * errors. A bundle builds its client from the domains it calls, so it carries only their schemas.
 */
import {
  type Domain,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  endpointFields,
  isBinary,
} from '../endpoints/endpoint.ts';
import { fillPath } from '../endpoints/path.ts';
import type { HttpClient, QueryValue, RequestOptions } from './client.ts';

/** What a caller may add to one call: an AbortSignal, no session (login, refresh), headers. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'anonymous' | 'headers'>;

/** One entry as a function; the argument may be left out when the entry takes no input. */
export type EndpointCall<E extends Endpoint> = (
  ...args: object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions]
) => Promise<EndpointResult<E>>;

export type DomainClient<D extends Domain> = { readonly [K in keyof D]: EndpointCall<D[K]> };
export type ApiClient<M extends Record<string, Domain>> = { readonly [N in keyof M]: DomainClient<M[N]> };

/** The HTTP request an entry makes for an input: the path with its params, the query, the body. */
export interface EndpointRequest {
  method: Endpoint['method'];
  path: string;
  searchParams: Record<string, QueryValue>;
  body: Record<string, unknown> | undefined;
}

function pick(input: Record<string, unknown>, names: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) if (input[name] !== undefined) out[name] = input[name];
  return out;
}

/** The request `e` makes for `input`: path params filled and encoded, query fields, body fields. */
export function endpointRequest<E extends Endpoint>(e: E, input: EndpointInput<E>): EndpointRequest {
  const values = (input ?? {}) as Record<string, unknown>;
  const fields = endpointFields(e);
  const path = fillPath(e.path, values);
  if (path === null) throw new TypeError(`${e.method} ${e.path}: falta un parámetro de la ruta`);
  return {
    method: e.method,
    path,
    searchParams: pick(values, fields.query) as Record<string, QueryValue>,
    body: e.body ? pick(values, fields.body) : undefined,
  };
}

/** Calls one entry through `http`. */
export function callEndpoint<E extends Endpoint>(
  http: HttpClient,
  e: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointResult<E>> {
  const { method, path, searchParams, body } = endpointRequest(e, input);
  const response = e.response;
  const common: RequestOptions = {
    ...options,
    searchParams,
    ...(isBinary(response) ? { responseType: 'blob' as const } : { schema: response }),
  };
  if (e.subida) {
    const form = new FormData();
    form.append('archivo', (input as { archivo: Blob }).archivo);
    return http.upload(path, form, { ...common, method: method === 'PUT' ? 'put' : 'post' }) as Promise<
      EndpointResult<E>
    >;
  }
  const call =
    method === 'GET'
      ? http.get(path, common)
      : method === 'DELETE'
        ? http.delete(path, common)
        : http[method === 'POST' ? 'post' : method === 'PUT' ? 'put' : 'patch'](path, body, common);
  return call as Promise<EndpointResult<E>>;
}

/**
 * The typed client of `domains` (each a module of the table: `@mercado/shared/endpoints/carrito`),
 * calling through the HttpClient `http()` gives at call time (`() => platform.services.http`).
 */
export function createApiClient<M extends Record<string, Domain>>(
  domains: M,
  http: () => HttpClient,
): ApiClient<M> {
  const client: Record<string, Record<string, unknown>> = {};
  for (const [domainName, domain] of Object.entries(domains)) {
    const calls: Record<string, unknown> = {};
    for (const [name, e] of Object.entries(domain))
      calls[name] = (input?: EndpointInput<typeof e>, options?: CallOptions) =>
        callEndpoint(http(), e, input as EndpointInput<typeof e>, options);
    client[domainName] = calls;
  }
  return client as ApiClient<M>;
}
