import { MensajesTienda } from '@mercado/shared/contracts';
import { endpoint } from '@mercado/shared/endpoints/endpoint';
import { createHttpClient } from '@mercado/shared/http';
import { installPlatform, platform } from '@mercado/shared/platform';
import { z } from '@mercado/shared/zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { almacenDatos, consultaDePagina, destinoPorError, vistaDeCarga } from './datos.ts';

/** The API as the page sees it: each path's status and body, and the paths asked for. */
const api = { pedidas: [] as string[], respuestas: new Map<string, { status: number; cuerpo: unknown }>() };
const respuesta = (status: number, cuerpo: unknown) =>
  new Response(JSON.stringify(cuerpo), { status, headers: { 'content-type': 'application/json' } });

installPlatform({
  // A real client on a fake network.
  http: createHttpClient({
    prefixUrl: 'http://api.test',
    appId: 'mercado-web',
    getToken: () => null,
    fetch: async (input) => {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input));
      api.pedidas.push(pathname);
      const r = api.respuestas.get(pathname) ?? { status: 200, cuerpo: { nombre: pathname } };
      return respuesta(r.status, r.cuerpo);
    },
  }),
  navigate: () => undefined,
  alert: async () => undefined,
  confirm: async () => false,
  logout: async () => undefined,
  ensureFreshToken: async () => true,
});

const Schema = z.object({ nombre: z.string() });
/** A GET of the table's kind, answered with `Schema`. */
const Entrada = endpoint({
  method: 'GET',
  path: '/api/website/inicio/:zona',
  summary: 'Prueba',
  access: 'publico',
  params: z.object({ zona: z.string() }),
  response: Schema,
});
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
let n = 0;
/** A path no other test has read (the storefront keeps what it read for 60 s). */
const nueva = () => `/api/website/inicio/zona-${++n}`;
/** What the page shows of the consulta, as it reads it (subscribed, as a mounted page is). */
function pagina(path: string) {
  const c = consultaDePagina('anonimo', Entrada, { zona: path.split('/').at(-1) ?? '' });
  almacenDatos.sub(c.carga, () => undefined);
  return { consulta: c, vista: () => vistaDeCarga(almacenDatos.get(c.carga)) };
}

afterEach(() => {
  api.pedidas.length = 0;
  api.respuestas.clear();
  vi.useRealTimers();
});

describe("a storefront page's data atom", () => {
  it('is loading, then ready with the validated data', async () => {
    const path = nueva();
    const { vista } = pagina(path);
    expect(vista()).toEqual({ tipo: 'cargando' });
    await vi.waitFor(() => expect(vista()).toEqual({ tipo: 'listo', datos: { nombre: path } }));
    expect(api.pedidas).toEqual([path]);
  });

  it("is ready in its first read when the shell's request has already answered (no skeleton pass)", async () => {
    const path = nueva();
    platform.precarga.iniciar(path);
    await tick();
    const { vista } = pagina(path);
    expect(vista()).toEqual({ tipo: 'listo', datos: { nombre: path } });
    expect(api.pedidas).toEqual([path]);
  });

  it("takes over the shell's request still in flight instead of asking again", async () => {
    const path = nueva();
    platform.precarga.iniciar(path);
    const { vista } = pagina(path);
    expect(vista()).toEqual({ tipo: 'cargando' });
    await vi.waitFor(() => expect(vista().tipo).toBe('listo'));
    expect(api.pedidas).toEqual([path]);
  });

  it('shows an error with its status and Spanish message; reintentar reads again', async () => {
    const path = nueva();
    api.respuestas.set(path, { status: 404, cuerpo: { mensaje: 'El producto no existe' } });
    const { consulta, vista } = pagina(path);
    await vi.waitFor(() => expect(vista().tipo).toBe('error'));
    expect(vista()).toEqual({
      tipo: 'error',
      status: 404,
      mensajeApi: 'El producto no existe',
      mensaje: 'No encontramos lo que busca. Puede que ya no esté disponible.',
    });
    api.respuestas.delete(path);
    almacenDatos.set(consulta.datos);
    expect(vista()).toEqual({ tipo: 'cargando' });
    await vi.waitFor(() => expect(vista()).toEqual({ tipo: 'listo', datos: { nombre: path } }));
    expect(api.pedidas).toEqual([path, path]);
  });

  it('shows the general message for an answer that is not the contract', async () => {
    const path = nueva();
    api.respuestas.set(path, { status: 200, cuerpo: { otro: 1 } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { vista } = pagina(path);
    await vi.waitFor(() => expect(vista().tipo).toBe('error'));
    expect(vista()).toMatchObject({
      mensaje: 'No pudimos cargar la información. Revise su conexión e intente de nuevo.',
    });
  });

  it('back to a page within 60 s shows its data at once without asking; after that it asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const path = nueva();
    const primera = pagina(path);
    await vi.waitFor(() => expect(primera.vista().tipo).toBe('listo'));
    vi.setSystemTime(Date.now() + 59_000);
    expect(pagina(path).vista()).toEqual({ tipo: 'listo', datos: { nombre: path } });
    expect(api.pedidas).toEqual([path]);
    vi.setSystemTime(Date.now() + 2_000);
    expect(pagina(path).vista()).toEqual({ tipo: 'cargando' });
    // The client sends after its request hooks (a tick later).
    await vi.waitFor(() => expect(api.pedidas).toEqual([path, path]));
  });
});

describe('where a failed read sends the shopper', () => {
  it('an inactive zone to its maintenance page, an unknown zone home, a missing category or tag to the 404 page', () => {
    expect(destinoPorError('maracaibo', 409, null)).toBe('/mantenimiento/maracaibo');
    expect(destinoPorError('narnia', 404, MensajesTienda.ZONA_NO_EXISTE)).toBe('/');
    const categoria = MensajesTienda.CATEGORIA_NO_EXISTE;
    expect(destinoPorError('caracas', 404, categoria, categoria)).toBe('/error?codigo=404');
    expect(
      destinoPorError('caracas', 404, MensajesTienda.ETIQUETA_NO_EXISTE, MensajesTienda.ETIQUETA_NO_EXISTE),
    ).toBe('/error?codigo=404');
  });

  it('keeps on the page what it shows itself: a network failure or a server error (with its retry), another 404', () => {
    const categoria = MensajesTienda.CATEGORIA_NO_EXISTE;
    expect(destinoPorError('caracas', null, null, categoria)).toBeNull();
    expect(destinoPorError('caracas', 500, 'Error interno', categoria)).toBeNull();
    expect(destinoPorError('caracas', 404, MensajesTienda.PRODUCTO_NO_DISPONIBLE)).toBeNull();
    expect(destinoPorError('caracas', 404, categoria)).toBeNull();
  });
});
