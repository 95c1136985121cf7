/**
 * The API's routes come from the endpoint table (`@mercado/shared/endpoints`, decision 0010): each
 * route file gives a handler per entry of its domain and `registerEndpoints` makes the Fastify route,
 * which checks who calls (401/403, the section's role and then the zone's), validates params, query and body with the entry's schemas (400
 * `{mensaje:'Datos inválidos', campos}`), runs the handler and sends its result parsed by the response
 * schema. A route outside the table cannot be made this way, and a test checks that no other exists.
 */
import { APP_ID_PARAM, MAX_BYTES_SUBIDA, MensajesSubida, type TokenPayload } from '@mercado/shared/contracts';
import {
  type BinaryResponse,
  type Domain,
  type Endpoint,
  type EndpointParsedInput,
  endpointFields,
  isBinary,
  METHODS,
  pathParams,
  ROLES,
} from '@mercado/shared/endpoints/endpoint';
import type { z } from '@mercado/shared/zod';
import '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { $ZodError } from 'zod/v4/core';
import type { AccessSigner } from '../auth/tokens.ts';
import { enviarDeCache } from '../cache/respuesta.ts';
import { NoExiste } from '../services/errores.ts';
import { checkZonaRole } from '../services/usuario.ts';
import { callerOf } from './auth.ts';
import { badRequest, HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Verifies the bearer tokens of the table's routes. */
    accessSigner: AccessSigner;
  }
}

/** The caller: null only on a public entry without a valid bearer. */
type Usuario<E extends Endpoint> = E['access'] extends 'publico' ? TokenPayload | null : TokenPayload;
/** What a handler returns: the response schema's input, or the bytes of a binary response. */
type Result<E extends Endpoint> = E['response'] extends BinaryResponse
  ? string | Buffer
  : E['response'] extends z.ZodType
    ? z.input<E['response']>
    : never;

export type HandlerContext<E extends Endpoint> = {
  request: FastifyRequest;
  /** For cookies, headers and a success status other than 200. */
  reply: FastifyReply;
  usuario: Usuario<E>;
};
export type Handler<E extends Endpoint> = (
  input: EndpointParsedInput<E>,
  ctx: HandlerContext<E>,
) => Promise<Result<E>> | Result<E>;
/** A handler for every entry of a domain. */
export type Handlers<D extends Domain> = { [K in keyof D]: Handler<D[K]> };

/** Refuses an entry the API could not serve as declared (a table mistake fails the boot, not a call). */
function checkEntry(name: string, e: Endpoint, handler: unknown): void {
  const fail = (why: string) => {
    throw new Error(`endpoint ${name} (${e.method} ${e.path}): ${why}`);
  };
  if (typeof handler !== 'function') fail('no handler');
  if (!METHODS.includes(e.method)) fail(`unknown method ${e.method}`);
  if (!e.response) fail('no response schema');
  const fields = endpointFields(e);
  const enRuta = pathParams(e.path);
  if (enRuta.length > 0 && !e.params) fail(`no params schema for ${enRuta.join(', ')}`);
  if (e.params && fields.params.toSorted().join() !== enRuta.toSorted().join())
    fail(`params schema fields (${fields.params.join(', ')}) are not the path's (${enRuta.join(', ')})`);
  if (e.query && fields.query.length === 0) fail('the query schema is not an object');
  if (e.body && fields.body.length === 0) fail('the body schema is not an object');
  if (e.subida && (e.body || (e.method !== 'POST' && e.method !== 'PUT')))
    fail('an upload is a POST or PUT without a JSON body');
  const all = [...fields.params, ...fields.query, ...fields.body];
  if (new Set(all).size !== all.length) fail('params, query and body share a field name');
  if (typeof e.access === 'object') {
    for (const rol of e.access.roles) if (!ROLES.includes(rol)) fail(`unknown role ${rol}`);
    if (e.access.zona) {
      const [part, field] = Object.entries(e.access.zona)[0] as [keyof typeof fields, string];
      if (!fields[part]?.includes(field)) fail(`the zone field ${part}.${field} is not in its schema`);
    }
  }
}

/** The query without the browser's app id, which every GET carries and no query schema names. */
function sinAppId(query: unknown): unknown {
  if (typeof query !== 'object' || query === null || !(APP_ID_PARAM in query)) return query;
  const { [APP_ID_PARAM]: _appId, ...resto } = query as Record<string, unknown>;
  return resto;
}

/**
 * The one file of an upload (multipart field `archivo`), after access and input were checked: a missing
 * file, a non-multipart or malformed body is a 400 naming the field, one over `MAX_BYTES_SUBIDA` a 413.
 */
async function archivoSubido(request: FastifyRequest): Promise<Uint8Array> {
  const falta = () => badRequest(MensajesSubida.FALTA, { archivo: MensajesSubida.FALTA });
  if (!request.isMultipart()) throw falta();
  try {
    const parte = await request.file({ limits: { fileSize: MAX_BYTES_SUBIDA, files: 1 } });
    if (parte?.fieldname !== 'archivo') throw falta();
    return await parte.toBuffer();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, MensajesSubida.PESO, { archivo: MensajesSubida.PESO });
    // The plugin's other limits (a second file, a field) keep their 413.
    if (statusCode === 413) throw err;
    // The rest is the body's fault, and busboy's errors carry no status (no boundary, a body cut short,
    // a malformed part, a closed request): a 400 like a missing file, not a 500.
    throw falta();
  }
}

/**
 * The zone of the record an entry reaches by its id (a zone's schedule, by `:id`): its slug from the
 * entry's parsed params, undefined when there is no such record (404), or null when the lookup itself
 * checked the caller (a service's own 404 and 403, or picking's rule that staff without zone roles
 * reach every zone). The route checks the caller's role for it before reading the query or the body.
 */
export type ZonasDeRegistros<D extends Domain> = Partial<
  Record<
    keyof D,
    (params: Record<string, unknown>, usuario: TokenPayload) => Promise<string | null | undefined>
  >
>;

/**
 * Whether `valor` is what the entry's schema takes for its zone field on its own: a zone that is not
 * even well-formed (a NUL, not a slug) names nothing to authorize against, so the schemas' 400 comes
 * first; a well-formed zone the caller lacks is a 403 before the rest of the input.
 */
function zonaBienFormada(schema: Endpoint['params'], campo: string, valor: string): boolean {
  let s: unknown = schema;
  // A pipe (an object, then a transform) takes its fields from its input, as schemaFields reads them.
  while (s && typeof s === 'object' && '_zod' in s) {
    const def = (s as { _zod: { def: { type: string; shape?: Record<string, z.ZodType>; in?: unknown } } })
      ._zod.def;
    if (def.shape) return def.shape[campo]?.safeParse(valor).success ?? false;
    if (def.type !== 'pipe') return false;
    s = def.in;
  }
  return false;
}

/**
 * Registers a Fastify route for every entry of the domain, served by its handler; `zonas` names the
 * entries that reach a zone through a record.
 */
export function registerEndpoints<D extends Domain>(
  app: FastifyInstance,
  domain: D,
  handlers: Handlers<D>,
  zonas?: ZonasDeRegistros<D>,
): void {
  for (const name of Object.keys(handlers)) {
    if (!(name in domain)) throw new Error(`handler ${name} has no endpoint in the table`);
  }
  for (const name of Object.keys(zonas ?? {})) {
    if (!(name in domain)) throw new Error(`the zone of ${name}: no endpoint in the table`);
  }
  for (const [name, e] of Object.entries(domain)) {
    // Checked per entry by its Handler type; here the caller may be null (a public entry).
    const handler = handlers[name] as
      | ((
          input: object,
          ctx: Omit<HandlerContext<Endpoint>, 'usuario'> & { usuario: TokenPayload | null },
        ) => unknown)
      | undefined;
    checkEntry(name, e, handler);
    app.route({
      method: e.method,
      url: e.path,
      ...(e.limiteCuerpo ? { bodyLimit: e.limiteCuerpo } : {}),
      handler: async (request, reply) => {
        // Who may call comes before what they sent: the section's roles, then the zone's (from the
        // input as sent, or from the record the URL names), and only then the input is validated, so
        // a caller without the role learns nothing about the entry's rules (403 before 400).
        const usuario = await callerOf(app.accessSigner, request, e.access);
        const crudo = { params: request.params, query: sinAppId(request.query), body: request.body };
        const zonaDeclarada =
          typeof e.access === 'object' && e.access.zona
            ? (Object.entries(e.access.zona)[0] as [keyof typeof crudo, string])
            : null;
        if (zonaDeclarada) {
          const enviada = (crudo[zonaDeclarada[0]] as Record<string, unknown> | undefined)?.[
            zonaDeclarada[1]
          ];
          if (typeof enviada === 'string' && zonaBienFormada(e[zonaDeclarada[0]], zonaDeclarada[1], enviada))
            checkZonaRole(usuario, enviada.trim());
        }
        const params = e.params ? (e.params.parse(crudo.params) as Record<string, unknown>) : {};
        const zonaDelRegistro = zonas?.[name];
        if (zonaDelRegistro) {
          // Only an admin entry has a zone, and an admin entry has a caller.
          const slug = await zonaDelRegistro(params, usuario as TokenPayload);
          if (slug === undefined) throw new NoExiste();
          if (slug !== null) checkZonaRole(usuario, slug);
        }
        const parts = {
          params,
          query: e.query ? (e.query.parse(crudo.query) as Record<string, unknown>) : {},
          body: e.body ? (e.body.parse(crudo.body) as Record<string, unknown>) : {},
        };
        // A zone field that was not a string is checked once it is one (or the parse said 400).
        if (zonaDeclarada) checkZonaRole(usuario, parts[zonaDeclarada[0]][zonaDeclarada[1]]);
        const archivo = e.subida ? { archivo: await archivoSubido(request) } : {};
        const result = await handler!(
          { ...parts.params, ...parts.query, ...parts.body, ...archivo },
          { request, reply, usuario },
        );
        // A binary entry's handler may name its own type (an uploaded image is WebP, AVIF, JPEG or PNG).
        if (isBinary(e.response))
          return reply
            .header('content-type', reply.getHeader('content-type') ?? e.response.binary)
            .send(result);
        // A value of the read cache goes out as the bytes made for it once (decision 0051).
        if (await enviarDeCache(request, reply, result, e.response)) return reply;
        try {
          return e.response.parse(result);
        } catch (err) {
          // The handler broke the contract: a server error (500), not the caller's bad input (400).
          if (err instanceof $ZodError)
            throw new Error(`response of ${name} does not match its schema`, { cause: err });
          throw err;
        }
      },
    });
  }
}

/**
 * Refuses every route that is not an entry of the table (its HEAD twin included) nor `outside` it by
 * design: install it before any route, and a route added past the table fails the boot.
 */
export function onlyTableRoutes(
  app: FastifyInstance,
  table: Record<string, Domain>,
  outside: (method: string, url: string) => boolean,
): void {
  const entries = new Set(
    Object.values(table).flatMap((domain) => Object.values(domain).map((e) => `${e.method} ${e.path}`)),
  );
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const key = `${method === 'HEAD' ? 'GET' : method} ${route.url}`;
      if (!entries.has(key) && !outside(method, route.url)) {
        throw new Error(`route ${method} ${route.url} is not in the endpoint table`);
      }
    }
  });
}
