import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { TokenPayload } from '../src/contracts/index.ts';
import { carrito } from '../src/endpoints/carrito.ts';
import { vitrina } from '../src/endpoints/vitrina.ts';
import { datosDe } from '../src/federation/describe.ts';
import { endpointRequest } from '../src/http/api.ts';
import { createHttpClient } from '../src/http/client.ts';
import { createPrecarga, rutaDatos } from '../src/platform/precarga.ts';

/** A real HTTP client on a fake fetch that counts the calls per path. */
function setup() {
  const calls: string[] = [];
  const http = createHttpClient({
    prefixUrl: 'http://api.test',
    appId: 'mercado-web',
    getToken: () => null,
    fetch: async (input) => {
      const url = new URL((input as Request).url);
      calls.push(url.pathname);
      return new Response(JSON.stringify({ path: url.pathname, n: calls.length }), {
        status: url.pathname.endsWith('/falla') ? 409 : 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  let session: TokenPayload | null = null;
  let clock = 0;
  const precarga = createPrecarga(
    () => http,
    () => session,
    () => clock,
  );
  return {
    calls,
    precarga,
    signIn: (tipo: string) => {
      session = { uid: 7, usuarioTipo: { tipo } } as unknown as TokenPayload;
    },
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('page data requested ahead (platform.precarga)', () => {
  it('asks once while in flight, and the page takes the same answer once', async () => {
    const { calls, precarga } = setup();
    precarga.iniciar('/api/website/inicio/caracas');
    precarga.iniciar('/api/website/inicio/caracas');
    await expect(precarga.tomar('/api/website/inicio/caracas')).resolves.toEqual({
      path: '/api/website/inicio/caracas',
      n: 1,
    });
    expect(calls).toEqual(['/api/website/inicio/caracas']);
    // Taken: a second page load (a retry) asks the API again.
    expect(precarga.tomar('/api/website/inicio/caracas')).toBeNull();
  });

  it('hands over the answer itself once it has arrived (for a first render with content), once', async () => {
    const { precarga } = setup();
    precarga.iniciar('/api/website/inicio/caracas');
    expect(precarga.tomarRespuesta('/api/website/inicio/caracas')).toBeNull(); // not arrived yet
    let respuesta: unknown = null;
    await vi.waitFor(() => {
      respuesta = precarga.tomarRespuesta('/api/website/inicio/caracas');
      expect(respuesta).not.toBeNull();
    });
    expect(respuesta).toEqual({ datos: { path: '/api/website/inicio/caracas', n: 1 } });
    expect(precarga.tomarRespuesta('/api/website/inicio/caracas')).toBeNull();
    expect(precarga.tomar('/api/website/inicio/caracas')).toBeNull();
  });

  it('is kept per viewer: a prime user never takes the anonymous prices', () => {
    const { precarga, signIn } = setup();
    precarga.iniciar('/api/website/producto/caracas/arroz');
    signIn('prime');
    expect(precarga.tomar('/api/website/producto/caracas/arroz')).toBeNull();
  });

  it('drops a request nobody took within 10 s', () => {
    const { precarga, advance } = setup();
    precarga.iniciar('/api/website/inicio/caracas');
    advance(10_001);
    expect(precarga.tomar('/api/website/inicio/caracas')).toBeNull();
  });

  it('hands a failure to the page (which shows its own error), never an unhandled rejection', async () => {
    const { precarga } = setup();
    precarga.iniciar('/api/website/inicio/falla');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(precarga.tomarRespuesta('/api/website/inicio/falla')).toBeNull();
    await expect(precarga.tomar('/api/website/inicio/falla')).rejects.toMatchObject({ statusCode: 409 });
  });
});

describe('a route data hint (the description names a table entry)', () => {
  const pista = datosDe('vitrina', vitrina, 'producto');

  it('names the entry with its path, and only a GET of the table', () => {
    expect(pista).toEqual({ datos: '/api/website/producto/:zona/:slug', datosEntrada: 'vitrina.producto' });
    expect(JSON.parse(JSON.stringify(pista))).toEqual(pista); // it travels in the registry's JSON
    // @ts-expect-error: not an entry of the domain
    expect(() => datosDe('vitrina', vitrina, 'noExiste')).toThrow(TypeError);
    // @ts-expect-error: a POST is no page's first data
    expect(() => datosDe('carrito', carrito, 'guardarLinea')).toThrow(TypeError);
    // @ts-expect-error: the domain is not the one named
    expectTypeOf(datosDe).toBeCallableWith('carrito', vitrina, 'inicio');
    expectTypeOf(pista.datosEntrada).toEqualTypeOf<'vitrina.producto'>();
  });

  it('fills the route params, encoded as the typed client does, so the page takes it over', () => {
    const params = { zona: 'caracas', slug: 'arroz mary/1kg' };
    expect(rutaDatos(pista.datos, params)).toBe('/api/website/producto/caracas/arroz%20mary%2F1kg');
    expect(rutaDatos(pista.datos, params)).toBe(endpointRequest(vitrina.producto, params).path);
  });

  it('asks for nothing when a param is missing or empty', () => {
    expect(rutaDatos(pista.datos, { zona: 'caracas' })).toBeNull();
    expect(rutaDatos(datosDe('vitrina', vitrina, 'inicio').datos, { zona: '' })).toBeNull();
  });
});
