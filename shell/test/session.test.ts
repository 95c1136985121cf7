/**
 * The shell's wiring of the shared client and session: the one client installed as
 * platform.services.http, the session stores and bus event, the refresh before a call, the error
 * routing of spec §8. The rules underneath (token store, refresh lock, client) are tested in shared.
 */
import { SEMANTIC_ERROR_DIALOG } from '@mercado/shared/http';
import { platform } from '@mercado/shared/platform';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createShellHttpClient,
  errorPageCode,
  installShellPlatform,
  setRouterNavigate,
} from '../src/app/services.ts';
import { shellStore } from '../src/app/state.ts';
import { dialogQueue } from '../src/dialogs/dialogs.ts';
import {
  ensureFreshToken,
  login,
  logoutSession,
  refreshManager,
  setRefreshFailureHandler,
  syncSessionFromStorage,
} from '../src/session/session.ts';
import { readDefaultZone, rememberZone, selectCurrency } from '../src/website/website.ts';

const UID = '3f1c2a4e-1d2b-4c3d-8e4f-5a6b7c8d9e0f';
const nowS = () => Math.floor(Date.now() / 1000);

function jwt(exp: number, uid = UID): string {
  const b64 = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256' })}.${b64({ uid, roles: ['ROLE_USER'], usuarioTipo: { tipo: 1 }, exp })}.firma`;
}

const perfil = {
  uid: UID,
  nombre: 'Cliente Demo',
  email: 'cliente@demo.test',
  telefono: '0414-1234567',
  tipoDocumento: 'V',
  documento: '12345678',
  usuarioTipo: 1,
  roles: ['ROLE_USER'],
  estatus: 1,
  membresia: null,
};

interface Call {
  method: string;
  path: string;
  authorization: string | null;
  appId: string | null;
}
type Answer = [number, unknown];

/** A fake API: answers by "METHOD /path" (a function may compute the answer). */
function fakeApi(routes: Record<string, Answer | (() => Answer)>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname,
      authorization: request.headers.get('authorization'),
      // A write names the app in a header, a read in its query (no CORS preflight).
      appId: request.headers.get('x-app-id') ?? url.searchParams.get('x-app-id'),
    });
    const route = routes[`${request.method} ${url.pathname}`];
    const [status, body] = typeof route === 'function' ? route() : (route ?? [404, { mensaje: 'No existe' }]);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

let navigate: ReturnType<typeof vi.fn<(to: string, options?: { replace?: boolean }) => void>>;

function install(routes: Record<string, Answer | (() => Answer)>) {
  const api = fakeApi({ 'GET /usuario/logout': [200, { ok: true }], ...routes });
  const http = installShellPlatform(createShellHttpClient({ fetch: api.fetch, retryDelay: () => 0 }));
  return { ...api, http };
}

function signedIn(exp: number, ttl = nowS() + 86_400) {
  localStorage.setItem('usuario-actual', jwt(exp));
  localStorage.setItem('refresh-ttl', String(ttl));
  syncSessionFromStorage();
}

beforeEach(() => {
  localStorage.clear();
  navigate = vi.fn();
  setRouterNavigate(navigate);
  platform.location.set({ pathname: '/caracas', search: '?pag=2', hash: '' });
  shellStore.set(dialogQueue, []);
});

afterEach(async () => {
  refreshManager.cancel();
  localStorage.clear();
  syncSessionFromStorage();
  refreshManager.cancel();
});

describe('the one HTTP client', () => {
  it('is installed as platform.services.http with the API prefix, app id and bearer token', async () => {
    const { http, calls } = install({ 'GET /api/website/inicio/caracas': [200, { ok: 1 }] });
    expect(platform.services.http).toBe(http);
    signedIn(nowS() + 3600);
    expect(await http.get('/api/website/inicio/caracas')).toEqual({ ok: 1 });
    expect(calls).toEqual([
      {
        method: 'GET',
        path: '/api/website/inicio/caracas',
        authorization: `Bearer ${localStorage.getItem('usuario-actual')}`,
        appId: 'mercado-web',
      },
    ]);
  });

  it('refreshes a token about to expire before the call, and the call carries the new one', async () => {
    const exp = nowS() + 900; // once: a second may tick before the last check
    const renewed = jwt(exp);
    const { http, calls } = install({
      'POST /refresh_token': [200, { token: renewed, refresh: nowS() + 86_400 }],
      'GET /usuario/orden/pagina/1': [200, []],
    });
    signedIn(nowS() + 30);
    refreshManager.cancel(); // the proactive timer would race the call; the call's own guard is tested
    await http.get('/usuario/orden/pagina/1');
    expect(calls.map((c) => `${c.method} ${c.path} ${c.authorization === null ? 'anon' : 'bearer'}`)).toEqual(
      ['POST /refresh_token anon', 'GET /usuario/orden/pagina/1 bearer'],
    );
    expect(calls[1]?.authorization).toBe(`Bearer ${renewed}`);
    expect(localStorage.getItem('usuario-actual')).toBe(renewed);
    expect(platform.session.get()?.exp).toBe(exp);
  });

  it('401 ends the session and goes to login with the current URL, except on the login page', async () => {
    const { http } = install({ 'GET /usuario/carrito/zona/caracas': [401, { mensaje: 'Sesión expirada' }] });
    signedIn(nowS() + 3600);
    await expect(http.get('/usuario/carrito/zona/caracas')).rejects.toMatchObject({ statusCode: 401 });
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/auth/login?returnUrl=%2Fcaracas%3Fpag%3D2', { replace: true }),
    );
    expect(localStorage.getItem('usuario-actual')).toBeNull();
    expect(platform.session.get()).toBeNull();

    navigate.mockClear();
    platform.location.set({ pathname: '/auth/login', search: '', hash: '' });
    await expect(http.get('/usuario/carrito/zona/caracas')).rejects.toMatchObject({ statusCode: 401 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('422 opens the semantic error dialog; other statuses go to their error page', async () => {
    const { http } = install({
      'POST /usuario/orden/zona/caracas/pagina/0/registrar': [422, { mensaje: 'x' }],
      'GET /api/website/destacado/a/b': [404, { mensaje: 'No existe' }],
      'GET /api/moneda/mercado': [502, {}],
    });
    await expect(http.post('/usuario/orden/zona/caracas/pagina/0/registrar', {})).rejects.toMatchObject({
      statusCode: 422,
    });
    expect(shellStore.get(dialogQueue)[0]).toMatchObject(SEMANTIC_ERROR_DIALOG);
    expect(navigate).not.toHaveBeenCalled();
    await expect(http.get('/api/website/destacado/a/b')).rejects.toMatchObject({ statusCode: 404 });
    expect(navigate).toHaveBeenLastCalledWith('/error?codigo=404', undefined);
    await expect(http.get('/api/moneda/mercado')).rejects.toMatchObject({ statusCode: 502 });
    expect(navigate).toHaveBeenLastCalledWith('/error?codigo=500', undefined);
  });

  it('error pages: their own for 400/403/404/408/500, else 500 for 5xx and 400 for the rest', () => {
    expect([400, 403, 404, 408, 500].map(errorPageCode)).toEqual([400, 403, 404, 408, 500]);
    expect(errorPageCode(502)).toBe(500);
    expect(errorPageCode(503)).toBe(500);
    expect(errorPageCode(409)).toBe(400);
    expect(errorPageCode(429)).toBe(400);
  });
});

describe('session', () => {
  it('login stores the tokens, fills platform.session and platform.perfil, announces the change', async () => {
    const token = jwt(nowS() + 900);
    const { calls } = install({
      'POST /login_check': [200, { token, refresh: nowS() + 86_400 }],
      'GET /usuario/perfil': [200, perfil],
    });
    const cambios: unknown[] = [];
    const off = platform.bus.on('sesion:cambio', (payload) => cambios.push(payload));
    await login('cliente@demo.test', 'secreta123');
    off();
    expect(localStorage.getItem('usuario-actual')).toBe(token);
    expect(platform.session.get()?.uid).toBe(UID);
    expect(platform.perfil.get()?.email).toBe('cliente@demo.test');
    expect(cambios).toEqual([{ uid: UID }]);
    // No bearer on the login call itself, the bearer on the profile.
    expect(calls.map((c) => [c.path, c.authorization !== null])).toEqual([
      ['/login_check', false],
      ['/usuario/perfil', true],
    ]);
  });

  it('a refused login is thrown (ApiError with the API text) and routes nothing', async () => {
    install({ 'POST /login_check': [401, { mensaje: 'Correo o contraseña incorrectos' }] });
    platform.location.set({ pathname: '/auth/login', search: '', hash: '' });
    await expect(login('cliente@demo.test', 'mala')).rejects.toMatchObject({
      statusCode: 401,
      mensaje: 'Correo o contraseña incorrectos',
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(platform.session.get()).toBeNull();
  });

  it('logout revokes with the current bearer (no refresh first), clears storage and the stores', async () => {
    const { calls } = install({ 'POST /refresh_token': [500, {}] });
    signedIn(nowS() + 30);
    platform.perfil.set(perfil as never);
    const cambios: unknown[] = [];
    const off = platform.bus.on('sesion:cambio', (payload) => cambios.push(payload));
    const token = localStorage.getItem('usuario-actual');
    await logoutSession();
    off();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /usuario/logout']);
    expect(calls[0]?.authorization).toBe(`Bearer ${token}`);
    expect(localStorage.getItem('usuario-actual')).toBeNull();
    expect(localStorage.getItem('refresh-ttl')).toBeNull();
    expect(platform.session.get()).toBeNull();
    expect(platform.perfil.get()).toBeNull();
    expect(cambios).toEqual([{ uid: null }]);
  });

  it('the silent refresh that cannot renew the session calls the failure handler', async () => {
    install({ 'POST /refresh_token': [401, { mensaje: 'Su sesión ha expirado' }] });
    const onFailure = vi.fn();
    setRefreshFailureHandler(onFailure);
    signedIn(nowS() + 30); // inside the last 60 s: the proactive refresh fires at once
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledOnce());
    expect(localStorage.getItem('refresh-lock')).toBeNull();
    setRefreshFailureHandler(() => undefined);
  });

  it('the refresh guard adopts a token another tab stored', async () => {
    install({});
    signedIn(nowS() + 3600);
    const exp = nowS() + 7200;
    localStorage.setItem('usuario-actual', jwt(exp));
    expect(await ensureFreshToken()).toBe(true);
    expect(platform.session.get()?.exp).toBe(exp);
    localStorage.clear();
    expect(await ensureFreshToken()).toBe(true);
    expect(platform.session.get()).toBeNull();
  });
});

describe('remembered zone and currency (spec §9 keys)', () => {
  it('the default zone is stored as {slug, nombre}; a plain slug is still read', () => {
    rememberZone({ slug: 'caracas', nombre: 'Caracas' });
    expect(JSON.parse(localStorage.getItem('zona-predeterminada') ?? '')).toEqual({
      slug: 'caracas',
      nombre: 'Caracas',
    });
    expect(readDefaultZone()).toEqual({ slug: 'caracas', nombre: 'Caracas' });
    localStorage.setItem('zona-predeterminada', 'valencia');
    expect(readDefaultZone()).toEqual({ slug: 'valencia', nombre: 'valencia' });
  });

  it('the selected currency is kept under moneda-seleccionada', () => {
    selectCurrency({
      id: 2,
      simbolo: 'Bs.',
      nombre: 'Bolívar',
      tasa: '236.4500',
      sistema: false,
      predeterminada: true,
      tipo: 'bolivar',
    } as never);
    expect(localStorage.getItem('moneda-seleccionada')).toBe('2');
  });
});
