/**
 * Image uploads (decision 0023): an entry with `subida` takes one multipart file; `guardarImagen`
 * accepts JPEG, PNG and WebP by their content, refuses anything else with the field named, never
 * enlarges, writes WebP and AVIF at each width plus the original without its metadata, and the API
 * serves what it stored.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { ImagenSubidaSchema, MAX_BYTES_SUBIDA, MensajesSubida } from '@mercado/shared/contracts';
import { endpoint } from '@mercado/shared/endpoints';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { type Handlers, registerEndpoints } from '../src/http/endpoints.ts';
import { installErrorHandling } from '../src/http/errors.ts';
import { crearAlmacen } from '../src/services/admin/almacen.ts';
import { guardarImagen } from '../src/services/admin/imagenes.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const subir = {
  subir: endpoint({
    method: 'POST',
    path: '/prueba/imagen',
    summary: 'sube una imagen',
    access: 'publico',
    subida: true,
    response: ImagenSubidaSchema,
  }),
};

let dir: string;
let app: FastifyInstance;
let real: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'medios-'));
  const almacen = crearAlmacen(loadConfig({ MEDIA_DIR: dir }));
  app = Fastify();
  installErrorHandling(app);
  await app.register(multipart);
  const handlers: Handlers<typeof subir> = {
    subir: ({ archivo }) =>
      guardarImagen(almacen, archivo, {
        carpeta: 'producto',
        nombre: 'Café Fama 500 g',
        anchos: [400, 200, 800],
      }),
  };
  registerEndpoints(app, subir, handlers);
  await app.ready();
  real = await createTestApp({ medios: { dir, s3: null } });
});
afterAll(async () => {
  await app?.close();
  await real?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A multipart body with `bytes` as the field `campo`, as a browser's FormData sends it. */
async function multipartDe(bytes: Uint8Array, campo = 'archivo', tipo = 'image/jpeg') {
  const form = new FormData();
  form.append(campo, new Blob([bytes], { type: tipo }), 'foto.jpg');
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}

const foto = (formato: 'jpeg' | 'png' | 'webp' | 'gif', ancho = 600, alto = 450) =>
  sharp({ create: { width: ancho, height: alto, channels: 3, background: '#c0392b' } })
    .toFormat(formato)
    .toBuffer();

async function subirBytes(bytes: Uint8Array, campo?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/prueba/imagen',
    ...(await multipartDe(bytes, campo)),
  });
  return { status: res.statusCode, body: res.json() };
}

describe('image uploads', () => {
  for (const formato of ['jpeg', 'png', 'webp'] as const) {
    it(`accepts a ${formato} and stores WebP and AVIF at each width, never enlarged`, async () => {
      const { status, body } = await subirBytes(await foto(formato));
      expect(status).toBe(200);
      expect(body.url).toMatch(/^\/media\/subidas\/producto\/cafe-fama-500-g-[0-9a-f]{12}-400\.webp$/);
      expect(body.variantes.map((v: { ancho: number; alto: number }) => [v.ancho, v.alto])).toEqual([
        [400, 300],
        [200, 150],
        [600, 450],
      ]);
      const avif = await sharp(
        path.join(dir, body.variantes[0].avif.replace('/media/subidas/', '')),
      ).metadata();
      expect([avif.format, avif.width]).toEqual(['heif', 400]);
      const webp = await sharp(path.join(dir, body.url.replace('/media/subidas/', ''))).metadata();
      expect([webp.format, webp.width]).toEqual(['webp', 400]);
    });
  }

  it('refuses by content: a text file sent as image/jpeg, a GIF, no file, another field', async () => {
    for (const bytes of [Buffer.from('no soy una imagen'), await foto('gif')]) {
      const { status, body } = await subirBytes(bytes);
      expect(status).toBe(400);
      expect(body).toEqual({ mensaje: MensajesSubida.FORMATO, campos: { archivo: MensajesSubida.FORMATO } });
    }
    const sinArchivo = await app.inject({ method: 'POST', url: '/prueba/imagen', payload: {} });
    expect([sinArchivo.statusCode, sinArchivo.json().campos]).toEqual([
      400,
      { archivo: MensajesSubida.FALTA },
    ]);
    const otroCampo = await subirBytes(await foto('png'), 'foto');
    expect([otroCampo.status, otroCampo.body.campos]).toEqual([400, { archivo: MensajesSubida.FALTA }]);
  });

  it('refuses a malformed multipart body with 400 naming the field, not 500', async () => {
    const { payload, headers } = await multipartDe(await foto('jpeg'));
    const tipo = headers['content-type'];
    const casos: [string, string, Buffer][] = [
      ['vacío', tipo, Buffer.alloc(0)],
      ['sin boundary', 'multipart/form-data', payload],
      ['boundary vacío', 'multipart/form-data; boundary=', payload],
      ['boundary de 300 caracteres', `multipart/form-data; boundary=${'b'.repeat(300)}`, payload],
      ['cortado a la mitad', tipo, payload.subarray(0, payload.length / 2)],
      ['cortado en la cabecera de la parte', tipo, payload.subarray(0, 60)],
    ];
    for (const [caso, contentType, cuerpo] of casos) {
      const r = await app.inject({
        method: 'POST',
        url: '/prueba/imagen',
        headers: { 'content-type': contentType },
        payload: cuerpo,
      });
      expect([caso, r.statusCode, r.json()]).toEqual([
        caso,
        400,
        { mensaje: MensajesSubida.FALTA, campos: { archivo: MensajesSubida.FALTA } },
      ]);
    }
  });

  it('refuses a file over 5 MB with 413', async () => {
    const { status, body } = await subirBytes(Buffer.alloc(MAX_BYTES_SUBIDA + 1, 1));
    expect([status, body.mensaje]).toEqual([413, MensajesSubida.PESO]);
  });

  it('keeps the original without its metadata (a phone photo GPS position)', async () => {
    const conExif = await sharp(await foto('jpeg'))
      .withExif({ IFD0: { Copyright: 'Ubicación secreta' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(conExif).metadata()).exif).toBeDefined();
    const { body } = await subirBytes(conExif);
    const original = await sharp(path.join(dir, body.original.replace('/media/subidas/', ''))).metadata();
    expect([original.format, original.width, original.exif]).toEqual(['jpeg', 600, undefined]);
  });

  it('the API serves a stored image with its type, cached for a year; an unknown one is 404', async () => {
    const { body } = await subirBytes(await foto('png'));
    const avif = await real.app.inject({ method: 'GET', url: body.variantes[1].avif });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(200);
    const falta = await real.app.inject({ method: 'GET', url: '/media/subidas/producto/no-existe-400.webp' });
    expect(falta.statusCode).toBe(404);
    const fuera = await real.app.inject({
      method: 'GET',
      url: '/media/subidas/producto/..%2F..%2Fsecreto.webp',
    });
    expect(fuera.statusCode).toBe(400);
  });
});
