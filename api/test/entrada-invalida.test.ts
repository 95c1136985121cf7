/**
 * Bad input is a 400, never a 500, and changes nothing (issue 16). The test walks the endpoint table:
 * for every field of every entry's params, query and body (read from its schema), it sends a value of
 * the wrong type, one out of range (an id past PostgreSQL's integer, a 400-digit quantity or amount),
 * a huge string and a string with a NUL (PostgreSQL's text refuses it); to every entry with a query or
 * body, a field the contract does not have (input objects are strict: an unknown field is refused, not
 * dropped); to every entry that takes a body, malformed JSON; to every upload, malformed multipart.
 * Signed in as a user with every role. Each answer must be 4xx — a field's 400 naming that field — and
 * every table must read the same after as before.
 *
 * Path params travel in the URL, always strings, so they have no wrong type; a param longer than the
 * router takes (100 characters) is a 404 before any schema. Entries without a query or a body read
 * neither, so an extra query parameter or body there has nothing to be unknown to.
 */
import { APP_ID_PARAM, MensajesTexto } from '@mercado/shared/contracts';
import { type Endpoint, endpoints } from '@mercado/shared/endpoints';
import type { z } from '@mercado/shared/zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { toJSONSchema } from 'zod/v4/core';
import { CAMPO_NO_PERMITIDO } from '../src/http/errors.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ ordenBarridoSegundos: 0 });
  // admin@ holds every role, zone roles included.
  token = (await login(t.app, 'admin@demo.test')).body.token;
  // The seed has no push segment, and a send checks its segment (404) before its body.
  const { id } = await t.db
    .insertInto('segmento_push')
    .values((eb) => ({
      nombre: 'Segmento de prueba',
      zona_id: eb.selectFrom('zona').select('id').where('slug', '=', 'caracas'),
      compra: 'todos',
    }))
    .returning('id')
    .executeTakeFirstOrThrow();
  PARAMS.segmento = String(id);
});
afterAll(async () => {
  await t?.close();
});

/** A valid value of each path param, so a case reaches the part it breaks. */
const PARAMS: Record<string, string> = {
  zona: 'caracas',
  pagina: '0',
  id: '1',
  n: '1',
  code: 'CODIGO1',
  file: 'x.svg',
  categoria: 'x',
  sub: 'x',
  slug: 'x',
  destacado: 'x',
  tienda: '1',
  sucursal: '1',
  inventario: '1',
  producto: '1',
  solicitud: '1',
  vuelto: '1',
  envio: '1',
  referido: '1',
  cliente: '00000000-0000-4000-8000-000000000000',
  usuario: '00000000-0000-4000-8000-000000000000',
  segmento: '1',
  orden: '1',
};

/** A valid query of an upload entry: the version of the image it replaces. */
const QUERY_SUBIDA = { version: 1 };

type Js = {
  type?: string | string[];
  properties?: Record<string, Js>;
  items?: Js;
  anyOf?: Js[];
  enum?: unknown[];
  const?: unknown;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  $ref?: string;
};

function jsonSchemaOf(schema: z.ZodType): { root: Js; defs: Record<string, Js> } {
  const { $defs, ...root } = toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Js & {
    $defs?: Record<string, Js>;
  };
  return { root, defs: $defs ?? {} };
}

/** The field's kind: what a value of the wrong type is measured against. */
function tipoDe(js: Js, defs: Record<string, Js>): string {
  if (js.$ref) return tipoDe(defs[js.$ref.split('/').pop()!]!, defs);
  if (js.type) return [js.type].flat().find((x) => x !== 'null')!;
  if (js.enum) return typeof js.enum[0];
  if (js.const !== undefined) return typeof js.const;
  if (js.anyOf) return tipoDe(js.anyOf.find((x) => x.type !== 'null')!, defs);
  return 'unknown';
}

type Hoja = { path: (string | number)[]; js: Js };

/** Every leaf field of an object schema (an array's first item stands for its items). */
function hojas(js: Js, defs: Record<string, Js>, path: (string | number)[] = []): Hoja[] {
  if (js.$ref) return hojas(defs[js.$ref.split('/').pop()!]!, defs, path);
  const tipo = tipoDe(js, defs);
  if (tipo === 'object' && js.properties)
    return Object.entries(js.properties).flatMap(([k, v]) => hojas(v, defs, [...path, k]));
  if (tipo === 'array' && js.items) return hojas(js.items, defs, [...path, 0]);
  if (js.anyOf) {
    const objeto = js.anyOf.find((x) => x.properties);
    if (objeto) return hojas(objeto, defs, path);
  }
  return [{ path, js }];
}

const HUGE = 'x'.repeat(100_000);

/** The bad values of a field, by kind. */
function malos(h: Hoja, defs: Record<string, Js>, parte: 'params' | 'query' | 'body') {
  const js = h.js.$ref ? defs[h.js.$ref.split('/').pop()!]! : h.js;
  const tipo = tipoDe(js, defs);
  const out: { kind: string; value: unknown }[] = [];
  if (parte !== 'params') {
    const equivocado =
      parte === 'query'
        ? ['a', 'b'] // a repeated query parameter: an array where one value goes
        : tipo === 'string'
          ? 12345
          : tipo === 'number' || tipo === 'integer'
            ? 'abc'
            : tipo === 'boolean'
              ? 'si'
              : 'x';
    out.push({ kind: 'tipo', value: equivocado });
  } else if (tipo === 'number' || tipo === 'integer') {
    out.push({ kind: 'tipo', value: 'abc' });
  }
  if (tipo === 'number' || tipo === 'integer') {
    out.push({ kind: 'rango', value: js.maximum !== undefined ? js.maximum + 1 : 2 ** 31 });
    out.push({ kind: 'rango', value: -1 });
    out.push({ kind: 'rango', value: 2 ** 31 });
  } else if (tipo === 'string') {
    // A 400-digit quantity or amount; past the maximum length of a text.
    out.push({ kind: 'rango', value: '9'.repeat(Math.max(400, (js.maxLength ?? 0) + 1)) });
    out.push({ kind: 'enorme', value: parte === 'body' ? HUGE : HUGE.slice(0, 5000) });
    // PostgreSQL's text refuses NUL: it was a 500 once the value reached a query. As long as the
    // field's minimum, so the NUL is what is refused.
    out.push({ kind: 'nul', value: `a\u0000${'b'.repeat(Math.max(1, (js.minLength ?? 0) - 2))}` });
  } else if (js.anyOf || js.enum) {
    out.push({ kind: 'rango', value: 99 });
  }
  return out;
}

function conValor(path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [k, ...resto] = path;
  if (typeof k === 'number') return [conValor(resto, value)];
  return { [k!]: conValor(resto, value) };
}

const urlDe = (e: Endpoint, params: Record<string, string>, query?: Record<string, unknown>) => {
  const path = e.path.replace(/:([A-Za-z0-9_]+)/g, (_, p: string) => encodeURIComponent(params[p]!));
  if (!query) return path;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const x of [v].flat()) qs.append(k, String(x));
  return `${path}?${qs}`;
};

/**
 * Malformed uploads, as a broken client or a cut connection sends them: an empty multipart body, a
 * multipart type without its boundary, and a body cut in the middle of the file.
 */
async function multipartsMalos(): Promise<Record<string, { raw: string | Buffer; contentType: string }>> {
  const form = new FormData();
  form.append('archivo', new Blob([Buffer.alloc(4096, 0xff)], { type: 'image/jpeg' }), 'foto.jpg');
  const res = new Response(form);
  const tipo = res.headers.get('content-type')!;
  const cuerpo = Buffer.from(await res.arrayBuffer());
  return {
    'multipart.vacio': { raw: '', contentType: tipo },
    'multipart.sinBoundary': { raw: cuerpo, contentType: 'multipart/form-data' },
    'multipart.truncado': { raw: cuerpo.subarray(0, cuerpo.length / 2), contentType: tipo },
  };
}

async function huellaDeTablas(): Promise<Record<string, string>> {
  const tablas = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(t.db);
  const out: Record<string, string> = {};
  for (const { table_name } of tablas.rows) {
    const r = await sql<{ h: string }>`
      select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h
      from ${sql.table(table_name)} x`.execute(t.db);
    out[table_name] = r.rows[0]!.h;
  }
  return out;
}

it('every endpoint of the table answers each kind of bad input with 4xx, naming the field, and changes nothing', async () => {
  const antes = await huellaDeTablas();
  const fallos: string[] = [];
  const porKind: Record<string, number> = {};
  let entradas = 0;
  const enviar = async (
    nombre: string,
    e: Endpoint,
    kind: string,
    req: { url: string; payload?: unknown; raw?: string | Buffer; contentType?: string },
    campo?: string,
  ) => {
    porKind[kind] = (porKind[kind] ?? 0) + 1;
    const r = await t.app.inject({
      method: e.method,
      url: req.url,
      headers: {
        ...bearer(token),
        ...(req.raw !== undefined || req.payload !== undefined
          ? { 'content-type': req.contentType ?? 'application/json' }
          : {}),
      },
      ...(req.raw !== undefined
        ? { payload: req.raw }
        : req.payload !== undefined
          ? { payload: JSON.stringify(req.payload) }
          : {}),
    });
    const donde = `${nombre} ${kind}${campo ? ` ${campo}` : ''}`;
    if (r.statusCode < 400 || r.statusCode >= 500) {
      fallos.push(`${donde}: ${r.statusCode} ${r.body.slice(0, 200)}`);
      return;
    }
    if (campo !== undefined && r.statusCode === 400 && !(campo in (r.json().campos ?? {}))) {
      fallos.push(`${donde}: 400 without the field: ${r.body.slice(0, 200)}`);
    }
    // A path param the router cannot take may be another 4xx; one it takes with a NUL is the schema's 400.
    if (campo !== undefined && r.statusCode !== 400 && (!kind.startsWith('params') || kind === 'params.nul'))
      fallos.push(`${donde}: ${r.statusCode} instead of 400`);
  };

  for (const [dominio, entries] of Object.entries(endpoints)) {
    for (const [nombre, entry] of Object.entries(entries)) {
      const e = entry as Endpoint;
      const id = `${dominio}.${nombre}`;
      entradas += 1;
      for (const parte of ['params', 'query', 'body'] as const) {
        const schema = e[parte];
        if (!schema) continue;
        const { root, defs } = jsonSchemaOf(schema);
        for (const h of hojas(root, defs)) {
          for (const { kind, value } of malos(h, defs, parte)) {
            const campo = h.path.join('.');
            if (parte === 'params') {
              const params = { ...PARAMS, [campo]: String(value) };
              // A param the router cannot take is a 404 before any schema: 4xx, field unnamed.
              await enviar(id, e, `params.${kind}`, { url: urlDe(e, params) }, campo);
            } else if (parte === 'query') {
              await enviar(id, e, kind, { url: urlDe(e, PARAMS, { [campo]: value }) }, campo);
            } else {
              await enviar(id, e, kind, { url: urlDe(e, PARAMS), payload: conValor(h.path, value) }, campo);
            }
          }
        }
      }
      if (e.query)
        await enviar(
          id,
          e,
          'desconocido',
          { url: urlDe(e, PARAMS, { campoDesconocido: '1' }) },
          'campoDesconocido',
        );
      if (e.body)
        await enviar(
          id,
          e,
          'desconocido',
          { url: urlDe(e, PARAMS), payload: { campoDesconocido: 1 } },
          'campoDesconocido',
        );
      if (e.method !== 'GET' && e.method !== 'DELETE')
        await enviar(id, e, 'json', { url: urlDe(e, PARAMS), raw: '{"pagina": 0, "carritoDetalle": [' });
      if (e.subida)
        for (const [kind, cuerpo] of Object.entries(await multipartsMalos()))
          await enviar(id, e, kind, { url: urlDe(e, PARAMS, e.query && QUERY_SUBIDA), ...cuerpo }, 'archivo');
    }
  }
  const total = Object.values(porKind).reduce((a, b) => a + b, 0);
  console.log(
    `${entradas} endpoints, ${total} bad requests (${Object.entries(porKind)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}): ${total - fallos.length} answered 4xx as expected`,
  );
  expect(fallos).toEqual([]);
  expect(await huellaDeTablas()).toEqual(antes);
});

it("the app id every GET of the browser carries is the transport's, not an unknown field", async () => {
  const r = await t.app.inject({
    method: 'GET',
    url: `/api/website/productos/caracas?pag=1&${APP_ID_PARAM}=mercado-web`,
  });
  expect(r.statusCode, r.body).toBe(200);
});

it('an unknown field is refused by name, also inside an object', async () => {
  const r = await t.app.inject({
    method: 'POST',
    url: '/usuario/carrito/zona/caracas',
    headers: bearer(token),
    payload: { pagina: 0, carritoDetalle: [{ producto: 1, cantidad: '1', precio: '0.01' }] },
  });
  expect(r.statusCode).toBe(400);
  expect(r.json().campos).toEqual({ 'carritoDetalle.0.precio': CAMPO_NO_PERMITIDO });
});

it('a NUL byte is a 400 naming the field: a public product slug; a sign-up name, with no account made', async () => {
  const producto = await t.app.inject({ method: 'GET', url: '/api/website/producto/caracas/a%00b' });
  expect([producto.statusCode, producto.json().campos]).toEqual([400, { slug: 'Valor inválido' }]);
  const registro = await t.app.inject({
    method: 'POST',
    url: '/api/usuario/registro',
    payload: {
      nombre: 'Ana\u0000Pérez',
      email: 'ana.nul@demo.test',
      password: 'secreta123',
      tipoDocumento: 'V',
      documento: '12345678',
      telefono: '0414-1234567',
    },
  });
  expect([registro.statusCode, registro.json().campos]).toEqual([400, { nombre: MensajesTexto.UNA_LINEA }]);
  const cuentas = await sql<{ n: number }>`
    select count(*)::int as n from usuario where email = 'ana.nul@demo.test'`.execute(t.db);
  expect(cuentas.rows[0]!.n).toBe(0);
});
