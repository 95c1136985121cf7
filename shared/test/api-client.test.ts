/**
 * The typed API client made from the endpoint table, against a real local HTTP server through the
 * real HttpClient: where each input field goes (path, query string, JSON body) and how it is encoded,
 * the answer parsed with the entry's schema (a mismatch is an ApiError), a binary answer as a Blob,
 * per-call options, and the types a caller is held to.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { carrito } from '../src/endpoints/carrito.ts';
import { media } from '../src/endpoints/media.ts';
import { usuario } from '../src/endpoints/usuario.ts';
import { vitrina } from '../src/endpoints/vitrina.ts';
import { website } from '../src/endpoints/website.ts';
import { createApiClient, endpointRequest } from '../src/http/api.ts';
import { APP_ID_PARAM, ApiError, createHttpClient } from '../src/http/client.ts';

type Received = { method: string; path: string; query: URLSearchParams; body: string };
type Answer = { status: number; type: string; body: string };

let server: Server;
let origin = '';
let received: Received[] = [];
let answer: Answer;

const json = (body: unknown, status = 200): Answer => ({
  status,
  type: 'application/json',
  body: JSON.stringify(body),
});

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', origin);
    // The raw path, as sent (not decoded), to check the encoding.
    received.push({
      method: req.method ?? '',
      path: (req.url ?? '').split('?')[0] ?? '',
      query: url.searchParams,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    res.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());
beforeEach(() => {
  received = [];
});

const http = () => createHttpClient({ prefixUrl: origin, appId: 'mercado-test', getToken: () => 'token' });
const api = createApiClient({ carrito, vitrina, usuario, media, website }, http);

/** A zone as the API answers it (ZonaSchema). */
const zona = {
  id: 3,
  slug: 'caracas',
  nombre: 'Caracas',
  estatus: 1,
  links: [],
  envio: { tramos: [], areas: [] },
};

describe('createApiClient', () => {
  it('fills the path params, encoded', async () => {
    answer = json({});
    await api.carrito.aplicarCupon({ id: 7, code: 'AB/C D' }).catch(() => 0);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'GET', path: '/usuario/carrito/7/cupon/AB%2FC%20D/aplicar' });
  });

  it('parses the answer with the entry schema', async () => {
    answer = json({ ...zona, sobrante: 'x' });
    await expect(api.website.leerZona({ id: 3 })).resolves.toEqual(zona);
    expect(received[0]?.path).toBe('/api/zona/3/simpleapi');
  });

  it('puts the query fields in the query string, beside the app id, and no field in the path twice', async () => {
    answer = json({ nope: true }, 200);
    await api.vitrina
      .categoria({ categoria: 'frutas', zona: 'caracas', pag: 2, orden: 'precio_asc' })
      .catch(() => 0);
    const { path, query } = received[0]!;
    expect(path).toBe('/api/categoria/supermercado/frutas');
    expect(Object.fromEntries(query)).toEqual({
      zona: 'caracas',
      pag: '2',
      orden: 'precio_asc',
      [APP_ID_PARAM]: 'mercado-test',
    });
  });

  it('sends the body fields as JSON', async () => {
    answer = json({ mensaje: 'ok' });
    await api.usuario.recuperarClave({ email: 'ana@example.com' }).catch(() => 0);
    expect(received[0]).toMatchObject({ method: 'POST', path: '/api/usuario/recuperar-clave' });
    expect(JSON.parse(received[0]!.body)).toEqual({ email: 'ana@example.com' });
  });

  it('throws an ApiError 500 when the answer breaks the entry schema', async () => {
    answer = json({ ...zona, id: 'tres' });
    const error = await api.website.leerZona({ id: 3 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(500);
  });

  it("throws the API's ApiError with its Spanish message", async () => {
    answer = json({ mensaje: 'El cupón no existe' }, 404);
    const error = await api.carrito.aplicarCupon({ id: 7, code: 'X' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 404, mensaje: 'El cupón no existe' });
  });

  it('answers a binary entry as a Blob', async () => {
    answer = { status: 200, type: 'image/svg+xml', body: '<svg/>' };
    const imagen = await api.media.imagenProducto({ file: 'leche.svg' });
    expect(imagen).toBeInstanceOf(Blob);
    expect(await imagen.text()).toBe('<svg/>');
  });

  it("ends a call on the caller's AbortSignal", async () => {
    answer = json(zona);
    const aborto = new AbortController();
    aborto.abort();
    await expect(api.website.leerZona({ id: 3 }, { signal: aborto.signal })).rejects.toThrow();
    expect(received).toHaveLength(0);
  });

  it('refuses an input without a path param instead of calling a wrong URL', () => {
    expect(() => endpointRequest(vitrina.inicio, { zona: '' })).toThrow(TypeError);
  });

  it('holds callers to the entry types', () => {
    expectTypeOf(api.carrito.aplicarCupon).parameter(0).toHaveProperty('code').toEqualTypeOf<string>();
    expectTypeOf(api.carrito.aplicarCupon).returns.resolves.toHaveProperty('lineas');
    expectTypeOf(api.media.imagenProducto).returns.resolves.toEqualTypeOf<Blob>();
    // Only checked by the typechecker: never run.
    const _nunca = async () => {
      // @ts-expect-error a field the entry does not take
      await api.carrito.aplicarCupon({ id: 7, codigo: 'X' });
      // @ts-expect-error a missing path param
      await api.vitrina.inicio({});
      const resultado = await api.carrito.aplicarCupon({ id: 7, code: 'X' });
      // @ts-expect-error a field the result does not have
      resultado.noExiste;
      // @ts-expect-error an entry the domain does not have
      await api.carrito.noExiste();
    };
    expect(_nunca).toBeTypeOf('function');
  });
});
