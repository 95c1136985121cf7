/**
 * The format of the endpoint table: every API endpoint is declared once, in the module of its domain
 * (`./carrito.ts`, `./orden.ts`...), as an `endpoint({...})`. The API registers its routes from it
 * (validation, access, response: `api/src/http/endpoints.ts`), `/docs` documents it, and the browser's
 * typed client calls it. The search service's `/1/` API keeps Algolia's contract, outside the table.
 *
 * For the author of the typed client (`createApiClient({ carrito })` → `api.carrito.aplicarCupon({ id,
 * code })`): a domain module exports one object of entries, named in camelCase Spanish. For an entry `e`:
 * - the call's one argument is `EndpointInput<typeof e>`: the fields of `params`, `query` and `body`
 *   merged (the table's test keeps their names apart). Put each `:name` of `e.path` from it (encoded),
 *   the `query` schema's fields in the query string and the `body` schema's fields in the JSON body;
 *   `endpointFields(e)` names the fields of each part.
 * - the result is `EndpointResult<typeof e>`: parse the answer with `e.response` (a zod schema), or
 *   take a `Blob` when `e.response` is `binaryResponse(...)`.
 * - `e.access` says whether to send the bearer: `'publico'` (sent when there is one: prices follow the
 *   viewer), `'usuario'` or `{ roles }` (always).
 * Schemas come from `../contracts/`; each domain module imports only the contract files it needs, so a
 * bundle that takes `@mercado/shared/endpoints/carrito` pulls the cart's schemas and no others.
 */
import type { z } from '@mercado/shared/zod';
import { ADMIN_ROLES, type AdminRole, ROLE_USER } from '../contracts/constants.ts';
import type { SeccionAdmin } from '../contracts/secciones-admin.ts';

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

/** The roles an entry may ask for (spec §6); a misspelt role does not compile. */
export type Rol = typeof ROLE_USER | AdminRole;
export const ROLES: readonly Rol[] = [ROLE_USER, ...ADMIN_ROLES];

type AnySchema = z.ZodType;

/** Which input field names the zone whose `ROLE_ZONA_<slug>` the caller needs. */
export type ZonaDe = { params: string } | { query: string } | { body: string };

/**
 * Who may call an entry: anyone (`'publico'`; a valid bearer, when sent, names the viewer), any
 * signed-in user (`'usuario'`), or staff: `ROLE_ADMIN` and every listed role, and with `zona` the role of
 * the zone an input field names. A staff entry names its back-office section (`accesoDe('tienda')`,
 * whose role it then asks for); only the panel's own entries, for ROLE_ADMIN alone, name none.
 */
export type Access =
  | 'publico'
  | 'usuario'
  | { roles: readonly [Rol, ...Rol[]]; seccion?: SeccionAdmin; zona?: ZonaDe };

/** A response that is not JSON (an image): its content type, instead of a schema. */
export type BinaryResponse = { readonly binary: string };
export const binaryResponse = (contentType: string): BinaryResponse => ({ binary: contentType });

export type Endpoint = {
  method: Method;
  /** Fastify style: `/usuario/carrito/:id/cupon/:code/aplicar`. */
  path: string;
  /** One line for /docs (Spanish). */
  summary: string;
  access: Access;
  /** An object schema naming exactly the path's `:params`. */
  params?: AnySchema;
  query?: AnySchema;
  body?: AnySchema;
  response: AnySchema | BinaryResponse;
  /** The success statuses the endpoint answers (default 200). */
  status?: readonly number[];
  /** The largest request body in bytes, when an entry takes more than the API's 1 MB (a CSV file). */
  limiteCuerpo?: number;
  /**
   * An image upload (spec §7, decision 0023): the request is multipart with one file, `archivo`
   * (the client's `upload`, with the X-Image-Upload header), and no JSON body.
   */
  subida?: true;
};

type Fields<S> = S extends AnySchema ? Extract<keyof z.output<S>, string> : never;
/** A `zona` must name a field of the schema it points at. */
type ZonaValida<E extends Endpoint> =
  | { params: Fields<E['params']> }
  | { query: Fields<E['query']> }
  | { body: Fields<E['body']> };

/** Declares one entry, keeping its literal types (path, method, roles) for the API and the client. */
export function endpoint<const E extends Endpoint>(
  e: E & (E['access'] extends { zona: ZonaDe } ? { access: { zona: ZonaValida<E> } } : unknown),
): E {
  return e;
}

/** A domain: its entries by name. */
export type Domain = Record<string, Endpoint>;

type Input<S> = S extends AnySchema ? z.input<S> : unknown;
type Output<S> = S extends AnySchema ? z.output<S> : unknown;

/** An upload's file: a `File` or `Blob` from the browser; its bytes on the API. */
type Subida<E extends Endpoint, T> = E['subida'] extends true ? { archivo: T } : unknown;

/** What a caller sends: the params, query and body fields in one object (and an upload's file). */
export type EndpointInput<E extends Endpoint> = Input<E['params']> &
  Input<E['query']> &
  Input<E['body']> &
  Subida<E, Blob>;
/** What the API's handler gets: the same fields, parsed. */
export type EndpointParsedInput<E extends Endpoint> = Output<E['params']> &
  Output<E['query']> &
  Output<E['body']> &
  Subida<E, Uint8Array>;
/** What the caller gets: the response schema's output, or a Blob for a binary response. */
export type EndpointResult<E extends Endpoint> = E['response'] extends AnySchema
  ? z.output<E['response']>
  : Blob;

/** The names of the path params in a path. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
}

/** The field names of an object schema (a pipe's input object for a query with defaults), else []. */
export function schemaFields(schema: AnySchema | undefined): string[] {
  let s: unknown = schema;
  // A pipe (an object, then a transform) takes its fields from its input.
  while (s && typeof s === 'object' && '_zod' in s) {
    const def = (s as { _zod: { def: { type: string; shape?: object; in?: unknown } } })._zod.def;
    if (def.shape) return Object.keys(def.shape);
    if (def.type !== 'pipe') return [];
    s = def.in;
  }
  return [];
}

/** The fields of each input part of an entry. */
export function endpointFields(e: Endpoint): { params: string[]; query: string[]; body: string[] } {
  return { params: schemaFields(e.params), query: schemaFields(e.query), body: schemaFields(e.body) };
}

export const isBinary = (r: Endpoint['response']): r is BinaryResponse => 'binary' in r;
