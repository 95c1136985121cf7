/**
 * A service's domain error leaves the API as the HTTP answer the client has always had: each kind with its
 * status, the Spanish message, its `campos` when it names fields, and a brake's Retry-After.
 */
import { Mensajes } from '@mercado/shared/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { installErrorHandling } from '../src/http/errors.ts';
import {
  Conflicto,
  type ErrorDeDominio,
  FalloExterno,
  Frenado,
  Invalido,
  NoAutenticado,
  NoExiste,
  Prohibido,
  Rechazado,
} from '../src/services/errores.ts';

let app: FastifyInstance;
let lanzar: () => ErrorDeDominio;

beforeAll(async () => {
  app = Fastify();
  installErrorHandling(app);
  app.get('/', async () => {
    throw lanzar();
  });
  await app.ready();
});
afterAll(() => app.close());

it.each<[string, () => ErrorDeDominio, number, object]>([
  [
    'Invalido',
    () => new Invalido('La imagen pesa demasiado', { archivo: 'La imagen pesa demasiado' }),
    400,
    { mensaje: 'La imagen pesa demasiado', campos: { archivo: 'La imagen pesa demasiado' } },
  ],
  ['NoAutenticado', () => new NoAutenticado(), 401, { mensaje: Mensajes.NO_AUTENTICADO }],
  ['Prohibido', () => new Prohibido(), 403, { mensaje: Mensajes.SIN_PERMISO }],
  [
    'Prohibido con campos',
    () => new Prohibido('No puede quitarse ese rol', { roles: 'No puede quitarse ese rol' }),
    403,
    { mensaje: 'No puede quitarse ese rol', campos: { roles: 'No puede quitarse ese rol' } },
  ],
  ['NoExiste', () => new NoExiste(), 404, { mensaje: Mensajes.NO_ENCONTRADO }],
  [
    'NoExiste con mensaje',
    () => new NoExiste('El producto no existe'),
    404,
    { mensaje: 'El producto no existe' },
  ],
  [
    'Conflicto',
    () => new Conflicto('El slug ya está en uso', { slug: 'El slug ya está en uso' }),
    409,
    { mensaje: 'El slug ya está en uso', campos: { slug: 'El slug ya está en uso' } },
  ],
  ['Rechazado', () => new Rechazado('La orden expiró'), 422, { mensaje: 'La orden expiró' }],
  ['Frenado', () => new Frenado('Demasiados intentos', 42), 429, { mensaje: 'Demasiados intentos' }],
  [
    'FalloExterno',
    () => new FalloExterno('No se pudo actualizar el buscador'),
    502,
    {
      mensaje: 'No se pudo actualizar el buscador',
    },
  ],
])('%s answers its status and {mensaje, campos?}', async (_, error, status, body) => {
  lanzar = error;
  const r = await app.inject({ method: 'GET', url: '/' });
  expect([r.statusCode, r.json()]).toEqual([status, body]);
  expect(r.headers['retry-after']).toBe(status === 429 ? '42' : undefined);
});
