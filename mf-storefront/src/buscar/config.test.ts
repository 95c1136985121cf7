import type { BuscadorConfig, TokenPayload } from '@mercado/shared/contracts';
import { createHttpClient } from '@mercado/shared/http';
import { installPlatform, platform } from '@mercado/shared/platform';
import { beforeEach, describe, expect, it } from 'vitest';
import { configuracion, olvidarConfiguracion } from './config.ts';

/** The API's answers to GET /api/website/buscador, one per request, and how many were asked. */
const api = { pedidas: 0, fallar: false, validez: 3600 };

installPlatform({
  // A real client on a fake network: each answer a new key, as the API makes one per request.
  http: createHttpClient({
    prefixUrl: 'http://api.test',
    appId: 'mercado-web',
    getToken: () => null,
    fetch: async () => {
      api.pedidas += 1;
      if (api.fallar) return new Response('{}', { status: 503 });
      const sesion = platform.session.get();
      const config: BuscadorConfig = {
        appId: 'local',
        searchKey: `clave-${api.pedidas}`,
        indexName: 'productos',
        host: '',
        usuarioTipo: sesion?.usuarioTipo.tipo ?? 1,
        userToken: sesion ? 'a'.repeat(64) : null,
        validoHasta: Math.floor(Date.now() / 1000) + api.validez,
      };
      return new Response(JSON.stringify(config), { headers: { 'content-type': 'application/json' } });
    },
  }),
  navigate: () => undefined,
  alert: async () => undefined,
  confirm: async () => false,
  logout: async () => undefined,
  ensureFreshToken: async () => true,
});

const prime: TokenPayload = {
  uid: '0b6f3c1e-7a51-4b7e-9d8e-2f3a4b5c6d7e',
  roles: ['ROLE_USER'],
  usuarioTipo: { tipo: 2 },
  exp: Math.floor(Date.now() / 1000) + 900,
};

beforeEach(() => {
  olvidarConfiguracion();
  platform.session.set(null);
  Object.assign(api, { pedidas: 0, fallar: false, validez: 3600 });
});

describe('the search configuration and its secured key', () => {
  it('is asked once per viewer while the key is valid', async () => {
    const a = await configuracion();
    const b = await configuracion();
    expect(b).toBe(a);
    expect(api.pedidas).toBe(1);
    expect(a.usuarioTipo).toBe(1);
  });

  it('is asked again on sign-in and on sign-out, each viewer with its own key', async () => {
    const visitante = await configuracion();
    platform.session.set(prime);
    const conSesion = await configuracion();
    expect(conSesion.searchKey).not.toBe(visitante.searchKey);
    expect(conSesion).toMatchObject({ usuarioTipo: 2, userToken: 'a'.repeat(64) });
    platform.session.set(null);
    expect(await configuracion()).toMatchObject({ usuarioTipo: 1, userToken: null });
    expect(api.pedidas).toBe(3);
  });

  it('is asked again when the key ends within a minute, not before', async () => {
    api.validez = 61;
    const larga = await configuracion();
    expect(await configuracion()).toBe(larga);
    olvidarConfiguracion();
    api.validez = 59;
    const corta = await configuracion();
    const nueva = await configuracion();
    expect(nueva).not.toBe(corta);
    expect(api.pedidas).toBe(3);
  });

  it('is asked again after a failure', async () => {
    api.fallar = true;
    await expect(configuracion()).rejects.toThrow();
    api.fallar = false;
    expect((await configuracion()).searchKey).toBe('clave-2');
  });
});
