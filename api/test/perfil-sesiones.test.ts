/**
 * The user's open sessions (issue 34): device, browser, address and last use; ending one revokes its
 * refresh chain at once (its next renewal is 401), ending the others keeps this device's.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describirAgente } from '../src/auth/sesiones.ts';
import { compradorNuevo } from './checkout-helpers.ts';
import { bearer, createTestApp, PASSWORD, refreshCookieOf, type TestApp } from './helpers.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ refreshReuseSeconds: 0 });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function entrar(email: string, agente: string, ip: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/login_check',
    payload: { email, password: PASSWORD },
    headers: { 'user-agent': agente },
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json().token as string, refresh: refreshCookieOf(res)! };
}

const con = (s: { token: string; refresh: string }) => ({
  headers: bearer(s.token),
  cookies: { refresh_token: s.refresh },
});
const renovar = (refresh: string) =>
  t.app.inject({ method: 'POST', url: '/refresh_token', cookies: { refresh_token: refresh } });

async function cliente() {
  const n = randomUUID().slice(0, 8);
  await compradorNuevo(t, n);
  return `comprador-${n}@demo.test`;
}

describe('describirAgente', () => {
  it('names the browser, the system and the kind of device', () => {
    expect(describirAgente(ANDROID)).toEqual({
      navegador: 'Chrome 131',
      sistema: 'Android 14',
      dispositivo: 'movil',
    });
    expect(describirAgente(IPHONE)).toEqual({
      navegador: 'Safari 17.5',
      sistema: 'iOS 17.5',
      dispositivo: 'movil',
    });
    expect(describirAgente(WINDOWS)).toMatchObject({ navegador: 'Firefox 133', dispositivo: 'computadora' });
    expect(describirAgente(null)).toEqual({
      navegador: 'Navegador desconocido',
      sistema: null,
      dispositivo: 'desconocido',
    });
  });
});

describe('open sessions', () => {
  it('lists each device with its address and last use, this one marked', async () => {
    const email = await cliente();
    const a = await entrar(email, ANDROID, '10.34.0.1');
    const b = await entrar(email, IPHONE, '10.34.0.2');
    const res = await t.app.inject({ method: 'GET', url: '/usuario/sesiones', ...con(a) });
    expect(res.statusCode, res.body).toBe(200);
    const sesiones = res.json();
    expect(sesiones).toHaveLength(2);
    expect(sesiones.find((s: { actual: boolean }) => s.actual)).toMatchObject({
      navegador: 'Chrome 131',
      sistema: 'Android 14',
      dispositivo: 'movil',
      direccion: '10.34.0.1',
    });
    const otra = sesiones.find((s: { actual: boolean }) => !s.actual);
    expect(otra).toMatchObject({ navegador: 'Safari 17.5', direccion: '10.34.0.2' });
    expect(Date.parse(otra.ultimoUso)).toBeGreaterThanOrEqual(Date.parse(otra.inicio));

    // A renewal moves the last use and keeps the session (the family), from where it was renewed.
    const renovada = await t.app.inject({
      method: 'POST',
      url: '/refresh_token',
      cookies: { refresh_token: b.refresh },
      headers: { 'user-agent': IPHONE },
      remoteAddress: '10.34.0.3',
    });
    expect(renovada.statusCode).toBe(200);
    const despues = (await t.app.inject({ method: 'GET', url: '/usuario/sesiones', ...con(a) })).json();
    expect(despues).toHaveLength(2);
    expect(despues[0]).toMatchObject({ id: otra.id, direccion: '10.34.0.3', actual: false });
  });

  it('ending another session: its next renewal and its access token are refused at once', async () => {
    const email = await cliente();
    const a = await entrar(email, ANDROID, '10.34.1.1');
    const b = await entrar(email, IPHONE, '10.34.1.2');
    const lista = (await t.app.inject({ method: 'GET', url: '/usuario/sesiones', ...con(a) })).json();
    const deB = lista.find((s: { actual: boolean }) => !s.actual).id;
    const fin = await t.app.inject({ method: 'DELETE', url: `/usuario/sesiones/${deB}`, ...con(a) });
    expect(fin.statusCode, fin.body).toBe(200);
    expect((await renovar(b.refresh)).statusCode).toBe(401);
    const conB = await t.app.inject({ method: 'GET', url: '/usuario/perfil', headers: bearer(b.token) });
    expect(conB.statusCode).toBe(401);
    // This device renews and goes on.
    const propia = await renovar(a.refresh);
    expect(propia.statusCode).toBe(200);
    const otra = await t.app.inject({
      method: 'GET',
      url: '/usuario/sesiones',
      headers: bearer(propia.json().token),
      cookies: { refresh_token: refreshCookieOf(propia)! },
    });
    expect(otra.json()).toHaveLength(1);
    expect(otra.json()[0].actual).toBe(true);
  });

  it('ending the others keeps this one; bad, unknown and other users’ ids are refused', async () => {
    const email = await cliente();
    const a = await entrar(email, WINDOWS, '10.34.2.1');
    const b = await entrar(email, IPHONE, '10.34.2.2');
    const c = await entrar(email, ANDROID, '10.34.2.3');
    const ajena = await entrar(await cliente(), ANDROID, '10.34.2.4');
    const idAjena = (await t.app.inject({ method: 'GET', url: '/usuario/sesiones', ...con(ajena) })).json()[0]
      .id;

    const mal = await t.app.inject({ method: 'DELETE', url: '/usuario/sesiones/123', ...con(a) });
    expect(mal.statusCode).toBe(400);
    expect(mal.json().campos).toEqual({ id: 'Sesión inválida' });
    for (const id of [randomUUID(), idAjena]) {
      const r = await t.app.inject({ method: 'DELETE', url: `/usuario/sesiones/${id}`, ...con(a) });
      expect(r.statusCode).toBe(404);
      expect(r.json().mensaje).toBe('La sesión no existe o ya fue cerrada');
    }
    expect((await renovar(ajena.refresh)).statusCode).toBe(200);

    const otras = await t.app.inject({ method: 'DELETE', url: '/usuario/sesiones', ...con(a) });
    expect(otras.json().mensaje).toBe('Las demás sesiones fueron cerradas');
    expect((await renovar(b.refresh)).statusCode).toBe(401);
    expect((await renovar(c.refresh)).statusCode).toBe(401);
    const propia = await renovar(a.refresh);
    expect(propia.statusCode).toBe(200);
    const nada = await t.app.inject({
      method: 'DELETE',
      url: '/usuario/sesiones',
      headers: bearer(propia.json().token),
      cookies: { refresh_token: refreshCookieOf(propia)! },
    });
    expect(nada.json().mensaje).toBe('No hay otras sesiones abiertas');
    expect((await t.app.inject({ method: 'GET', url: '/usuario/sesiones' })).statusCode).toBe(401);
  });
});
