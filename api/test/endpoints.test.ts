/**
 * The endpoint table and the routes made from it: what registration refuses, who may call, bad input,
 * the response contract, and that the built app serves exactly the table (plus /1/ and /docs).
 */
import { randomUUID } from 'node:crypto';
import { Mensajes, OkResponseSchema, ZonaParamsSchema } from '@mercado/shared/contracts';
import {
  binaryResponse,
  type Domain,
  type Endpoint,
  endpoint,
  endpointFields,
  endpoints,
} from '@mercado/shared/endpoints';
import { z } from '@mercado/shared/zod';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createAccessSigner } from '../src/auth/tokens.ts';
import { loadConfig } from '../src/config.ts';
import { createDb, type Db } from '../src/db/index.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { type Handlers, onlyTableRoutes, registerEndpoints } from '../src/http/endpoints.ts';
import { installErrorHandling } from '../src/http/errors.ts';
import { bearer } from './helpers.ts';

const config = loadConfig({ JWT_SECRET: 'test-secret-0123456789-0123456789-0123456789' });
// A signed-in call is checked against the account as it is now: the callers are accounts of a
// migrated in-memory database, one per set of roles.
const cuentas = await createDb({});
await migrateToLatest(cuentas);
await cuentas.insertInto('usuario_tipo').values({ id: 1, nombre: 'normal' }).execute();
const signer = createAccessSigner(config, cuentas);
const UID = randomUUID();
const conRoles = new Map<string, string>();

/** A token of an account that holds exactly these roles (the same account for the same roles). */
async function token(roles: string[]): Promise<string> {
  const clave = roles.toSorted().join();
  let uid = conRoles.get(clave);
  if (!uid) {
    uid = conRoles.size === 0 ? UID : randomUUID();
    conRoles.set(clave, uid);
    await cuentas
      .insertInto('usuario')
      .values({
        id: uid,
        email: `${uid}@demo.test`,
        nombre: 'Prueba',
        clave_hash: 'x',
        tipo_documento: 'V',
        documento: '1234567',
        estatus: 1,
      })
      .execute();
    for (const nombre of roles) {
      const rol =
        (await cuentas.selectFrom('rol').select('id').where('nombre', '=', nombre).executeTakeFirst()) ??
        (await cuentas.insertInto('rol').values({ nombre }).returning('id').executeTakeFirstOrThrow());
      await cuentas.insertInto('usuario_rol').values({ usuario_id: uid, rol_id: rol.id }).execute();
    }
  }
  return signer.sign({ uid, roles, tipo: 1, version: 0 });
}
afterAll(() => cuentas.destroy());

const prueba = {
  publica: endpoint({
    method: 'GET',
    path: '/prueba/:zona',
    summary: 'pública',
    access: 'publico',
    params: ZonaParamsSchema,
    query: z.object({ n: z._default(z.coerce.number({ error: 'Número inválido' }), 1) }),
    response: z.object({ zona: z.string(), n: z.number(), uid: z.nullable(z.string()) }),
  }),
  deUsuario: endpoint({
    method: 'POST',
    path: '/prueba/usuario',
    summary: 'de usuario',
    access: 'usuario',
    body: z.object({
      cantidad: z.int({ error: 'Cantidad inválida' }),
      nota: z.optional(z.string().check(z.maxLength(3))),
    }),
    response: OkResponseSchema,
  }),
  deZona: endpoint({
    method: 'PUT',
    path: '/prueba/zona/:zona',
    summary: 'de la zona',
    access: { roles: ['ROLE_PEDIDO'], zona: { params: 'zona' } },
    params: ZonaParamsSchema,
    response: OkResponseSchema,
  }),
  rota: endpoint({
    method: 'GET',
    path: '/prueba/rota',
    summary: 'responde fuera de su contrato',
    access: 'publico',
    response: OkResponseSchema,
  }),
  imagen: endpoint({
    method: 'GET',
    path: '/prueba/imagen.svg',
    summary: 'binaria',
    access: 'publico',
    response: binaryResponse('image/svg+xml; charset=utf-8'),
  }),
};

const handlers: Handlers<typeof prueba> = {
  publica: ({ zona, n }, { usuario }) => ({ zona, n, uid: usuario?.uid ?? null }),
  deUsuario: () => ({ ok: true }),
  deZona: () => ({ ok: true }),
  // A handler that breaks its contract (typed away here on purpose).
  rota: () => ({ ok: 'sí' }) as unknown as { ok: true },
  imagen: () => '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

function bareApp(): FastifyInstance {
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  app.decorate('accessSigner', signer);
  return app;
}

describe('registration refuses an entry it could not serve as declared', () => {
  const base = {
    method: 'GET',
    path: '/x',
    summary: 'x',
    access: 'publico',
    response: OkResponseSchema,
  } as const;
  const refused = (domain: Domain, message: RegExp) =>
    expect(() => registerEndpoints(bareApp(), domain, { e: () => ({ ok: true }) } as never)).toThrow(message);

  it('an unknown role (a misspelt role does not compile: see the @ts-expect-error below)', () => {
    refused(
      { e: { ...base, access: { roles: ['ROLE_PEDIDOO' as 'ROLE_PEDIDO'] } } },
      /unknown role ROLE_PEDIDOO/,
    );
    endpoint({
      ...base,
      // @ts-expect-error a misspelt role is a type error
      access: { roles: ['ROLE_PEDIDOO'] },
    });
  });

  it('a missing response schema, or params schema for the path', () => {
    refused({ e: { ...base, response: undefined } as unknown as Endpoint }, /no response schema/);
    refused({ e: { ...base, path: '/x/:zona' } }, /no params schema for zona/);
    refused({ e: { ...base, path: '/x/:id', params: ZonaParamsSchema } }, /are not the path's/);
  });

  it('a zone field that its schema lacks, fields shared between parts, a handler missing or extra', () => {
    refused(
      {
        e: {
          ...base,
          path: '/x/:zona',
          params: ZonaParamsSchema,
          access: { roles: ['ROLE_PEDIDO'], zona: { body: 'zona' } },
        },
      },
      /zone field body.zona/,
    );
    refused(
      { e: { ...base, method: 'POST', path: '/x/:zona', params: ZonaParamsSchema, body: ZonaParamsSchema } },
      /share a field name/,
    );
    expect(() => registerEndpoints(bareApp(), { e: base }, {} as never)).toThrow(/no handler/);
    expect(() =>
      registerEndpoints(bareApp(), { e: base }, {
        e: () => ({ ok: true }),
        otro: () => ({ ok: true }),
      } as never),
    ).toThrow(/handler otro has no endpoint/);
  });

  it('a route outside the table, once the guard is installed', async () => {
    const app = bareApp();
    onlyTableRoutes(app, { prueba }, (_method, url) => url.startsWith('/1/'));
    registerEndpoints(app, prueba, handlers);
    app.get('/1/indexes', async () => ({}));
    expect(() => app.get('/fuera', async () => ({}))).toThrow(/GET \/fuera is not in the endpoint table/);
    await app.close();
  });
});

describe('a route made from the table', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = bareApp();
    registerEndpoints(app, prueba, handlers);
    await app.ready();
  });
  afterAll(() => app.close());

  it('public: anyone; a valid bearer names the caller, a bad one is ignored', async () => {
    const anon = await app.inject({ url: '/prueba/caracas' });
    expect(anon.statusCode).toBe(200);
    expect(anon.json()).toEqual({ zona: 'caracas', n: 1, uid: null });
    const conToken = await app.inject({
      url: '/prueba/caracas?n=3',
      headers: bearer(await token(['ROLE_USER'])),
    });
    expect(conToken.json()).toEqual({ zona: 'caracas', n: 3, uid: UID });
    const malo = await app.inject({ url: '/prueba/caracas', headers: bearer('no-es-un-token') });
    expect(malo.json().uid).toBeNull();
  });

  it('signed-in user: 401 without a bearer or with a bad one, in Spanish', async () => {
    const sin = await app.inject({ method: 'POST', url: '/prueba/usuario', payload: { cantidad: 1 } });
    expect(sin.statusCode).toBe(401);
    expect(sin.json()).toEqual({ mensaje: Mensajes.NO_AUTENTICADO });
    const malo = await app.inject({
      method: 'POST',
      url: '/prueba/usuario',
      payload: { cantidad: 1 },
      headers: bearer('no-es-un-token'),
    });
    expect(malo.statusCode).toBe(401);
    expect(malo.json()).toEqual({ mensaje: Mensajes.SESION_EXPIRADA });
  });

  it('roles: 403 without ROLE_ADMIN or the role, 403 without the zone role, 200 with both', async () => {
    const put = async (roles: string[], zona = 'caracas') =>
      app.inject({ method: 'PUT', url: `/prueba/zona/${zona}`, headers: bearer(await token(roles)) });
    for (const roles of [
      ['ROLE_USER', 'ROLE_PEDIDO'],
      ['ROLE_USER', 'ROLE_ADMIN'],
    ]) {
      const r = await put(roles);
      expect(r.statusCode).toBe(403);
      expect(r.json()).toEqual({ mensaje: Mensajes.SIN_PERMISO });
    }
    const otraZona = await put(['ROLE_ADMIN', 'ROLE_PEDIDO', 'ROLE_ZONA_valencia']);
    expect(otraZona.statusCode).toBe(403);
    expect(otraZona.json()).toEqual({ mensaje: Mensajes.SIN_PERMISO_ZONA });
    const ok = await put(['ROLE_ADMIN', 'ROLE_PEDIDO', 'ROLE_ZONA_valencia'], 'valencia');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    expect((await app.inject({ method: 'PUT', url: '/prueba/zona/caracas' })).statusCode).toBe(401);
  });

  it('bad params, query or body: 400 Datos inválidos naming the field', async () => {
    const query = await app.inject({ url: '/prueba/caracas?n=abc' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ mensaje: Mensajes.DATOS_INVALIDOS, campos: { n: 'Número inválido' } });
    const params = await app.inject({ url: '/prueba/%20' });
    expect(params.json()).toEqual({ mensaje: Mensajes.DATOS_INVALIDOS, campos: { zona: 'Valor inválido' } });
    const body = await app.inject({
      method: 'POST',
      url: '/prueba/usuario',
      payload: { cantidad: 1.5 },
      headers: bearer(await token(['ROLE_USER'])),
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      mensaje: Mensajes.DATOS_INVALIDOS,
      campos: { cantidad: 'Cantidad inválida' },
    });
    // A check without a Spanish message of its own gives zod's English text, as classic zod did.
    const nota = await app.inject({
      method: 'POST',
      url: '/prueba/usuario',
      payload: { cantidad: 1, nota: 'larga' },
      headers: bearer(await token(['ROLE_USER'])),
    });
    expect(nota.json().campos).toEqual({ nota: 'Too big: expected string to have <=3 characters' });
  });

  it('a response outside its schema is the server’s fault: 500, not 400', async () => {
    const r = await app.inject({ url: '/prueba/rota' });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toEqual({ mensaje: Mensajes.ERROR_INTERNO });
  });

  it('a binary response leaves with its content type', async () => {
    const r = await app.inject({ url: '/prueba/imagen.svg' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(r.body).toContain('<svg');
  });
});

describe('the built app', () => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    // Registration touches no table: an empty in-memory database is enough.
    db = await createDb({});
    app = await buildApp({ db, config: { ...config, ordenBarridoSegundos: 0 }, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  const entries = Object.entries(endpoints).flatMap(([domain, entries]) =>
    Object.entries(entries as Domain).map(([name, e]) => ({ id: `${domain}.${name}`, e })),
  );

  it('serves every entry of the table (and boots: the guard let no other route in)', () => {
    for (const { id, e } of entries) {
      expect(app.hasRoute({ method: e.method, url: e.path }), id).toBe(true);
    }
  });

  it('documents every entry with its schemas at /docs/openapi.json, and /docs shows the reference', async () => {
    const res = await app.inject({ url: '/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(
      doc.paths as Record<string, Record<string, { operationId: string }>>,
    ).flatMap((methods) => Object.values(methods).map((o) => o.operationId));
    expect(operations.toSorted()).toEqual(entries.map((x) => x.id).toSorted());
    for (const { id, e } of entries) {
      const path = e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const op = doc.paths[path][e.method.toLowerCase()];
      expect(op.operationId, id).toBe(id);
      const names = (op.parameters ?? [])
        .map((p: { name: string; in: string }) => `${p.in}:${p.name}`)
        .toSorted();
      const fields = endpointFields(e);
      const expected = [...fields.params.map((n) => `path:${n}`), ...fields.query.map((n) => `query:${n}`)];
      expect(names, id).toEqual(expected.toSorted());
      if (e.body) expect(op.requestBody.content['application/json'].schema.type, id).toBe('object');
      const ok = op.responses[String(e.status?.[0] ?? 200)];
      expect(Object.keys(ok.content), id).toEqual([
        'binary' in e.response ? e.response.binary : 'application/json',
      ]);
      if (e.access !== 'publico') expect(op.responses['401'], id).toBeDefined();
    }
    const html = await app.inject({ url: '/docs/' });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/text\/html/);
  });
});
