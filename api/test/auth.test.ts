import { Mensajes, TokenPayloadSchema, TokenResponseSchema, UsuarioEstatus } from '@mercado/shared/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, refreshCookieOf, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function refresh(cookie: string | undefined) {
  return t.app.inject({
    method: 'POST',
    url: '/refresh_token',
    ...(cookie ? { cookies: { refresh_token: cookie } } : {}),
  });
}

describe('POST /login_check', () => {
  it('signs in with the demo password: token, refresh ttl and an HttpOnly cookie', async () => {
    const { res, body } = await login(t.app, 'prime@demo.test');
    expect(res.statusCode).toBe(200);
    const parsed = TokenResponseSchema.parse(body);
    const payload = TokenPayloadSchema.parse(decodeJwt(parsed.token));
    expect(payload.roles).toContain('ROLE_USER');
    expect(payload.usuarioTipo.tipo).toBe(2);
    const now = Math.floor(Date.now() / 1000);
    expect(payload.exp - now).toBeGreaterThan(t.config.accessTokenTtl - 10);
    expect(parsed.refresh - now).toBeGreaterThan(t.config.refreshTokenTtl - 10);
    const cookie = res.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.path).toBe('/');
  });

  it('gives admin roles to staff', async () => {
    const { body } = await login(t.app, 'catalogo@demo.test');
    const payload = TokenPayloadSchema.parse(decodeJwt(body.token));
    expect(payload.roles.sort()).toEqual(['ROLE_ADMIN', 'ROLE_CATEGORIA', 'ROLE_PRODUCTO', 'ROLE_USER']);
  });

  it('accepts the email in any case', async () => {
    const { res } = await login(t.app, 'Cliente@Demo.Test');
    expect(res.statusCode).toBe(200);
  });

  it('refuses a bad password and an unknown email with the same 401', async () => {
    const a = await login(t.app, 'cliente@demo.test', 'otraClave123');
    const b = await login(t.app, 'nadie@demo.test', 'otraClave123');
    expect(a.res.statusCode).toBe(401);
    expect(a.body).toEqual({ mensaje: Mensajes.CREDENCIALES });
    expect(b.res.statusCode).toBe(401);
    expect(b.body).toEqual({ mensaje: Mensajes.CREDENCIALES });
    expect(a.refresh).toBeUndefined();
  });

  it('refuses a blocked user with 403 and the spec text', async () => {
    const { res, body } = await login(t.app, 'bloqueado@demo.test');
    expect(res.statusCode).toBe(403);
    expect(body.mensaje).toBe(
      'Su usuario se encuentra Bloqueado/Inactivo. Por favor comuníquese con Atención al cliente',
    );
  });

  it('refuses an inactive user with 403', async () => {
    await t.db
      .updateTable('usuario')
      .set({ estatus: UsuarioEstatus.INACTIVO })
      .where('email', '=', 'sintelefono@demo.test')
      .execute();
    const { res, body } = await login(t.app, 'sintelefono@demo.test');
    expect(res.statusCode).toBe(403);
    expect(body.mensaje).toBe(Mensajes.BLOQUEADO);
    await t.db
      .updateTable('usuario')
      .set({ estatus: UsuarioEstatus.ACTIVO })
      .where('email', '=', 'sintelefono@demo.test')
      .execute();
  });

  it('refuses an unverified user with 403', async () => {
    await t.db
      .updateTable('usuario')
      .set({ estatus: UsuarioEstatus.VERIFICAR_EMAIL })
      .where('email', '=', 'mayorista@demo.test')
      .execute();
    const { res, body } = await login(t.app, 'mayorista@demo.test');
    expect(res.statusCode).toBe(403);
    expect(body.mensaje).toBe('Debe verificar su correo electrónico antes de ingresar');
    await t.db
      .updateTable('usuario')
      .set({ estatus: UsuarioEstatus.ACTIVO })
      .where('email', '=', 'mayorista@demo.test')
      .execute();
  });

  it('answers 400 with campos for a malformed body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/login_check', payload: { email: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().campos).toMatchObject({
      email: 'Ingrese un correo válido',
      password: 'Ingrese la contraseña',
    });
  });

  it('keeps strict JSON: a text/plain body is not read as JSON (only the search service /1/ does)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login_check',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: 'cliente@demo.test', password: 'Demo1234!' }),
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers broken JSON with a Spanish 400, not HTML', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login_check',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().mensaje).toBe('El cuerpo de la solicitud no es un JSON válido');
  });
});

describe('POST /refresh_token', () => {
  it('rotates: a new token and a new cookie each time', async () => {
    const { refresh: c1 } = await login(t.app, 'cliente@demo.test');
    const r1 = await refresh(c1);
    expect(r1.statusCode).toBe(200);
    TokenResponseSchema.parse(r1.json());
    const c2 = refreshCookieOf(r1);
    expect(c2).toBeDefined();
    expect(c2).not.toBe(c1);
    const r2 = await refresh(c2);
    expect(r2.statusCode).toBe(200);
  });

  it('reuse of an old token after the reuse interval → 401 and the whole chain is revoked', async () => {
    const { refresh: c1 } = await login(t.app, 'cliente@demo.test');
    const r1 = await refresh(c1);
    const c2 = refreshCookieOf(r1);
    // The old token again (e.g. stolen), after the reuse interval: refused, and the family is revoked.
    await t.db
      .updateTable('refresh_token')
      .set({ reemplazado_en: new Date(Date.now() - (t.config.refreshReuseSeconds + 1) * 1000) })
      .where('reemplazado_en', 'is not', null)
      .execute();
    const reuse = await refresh(c1);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().mensaje).toBe(Mensajes.SESION_EXPIRADA);
    // The legitimate newest token no longer works either.
    const r2 = await refresh(c2);
    expect(r2.statusCode).toBe(401);
  });

  it('refuses a missing or unknown cookie', async () => {
    expect((await refresh(undefined)).statusCode).toBe(401);
    expect((await refresh('no-existe')).statusCode).toBe(401);
  });

  it('refuses an expired refresh token', async () => {
    const { refresh: c1 } = await login(t.app, 'cliente@demo.test');
    await t.db
      .updateTable('refresh_token')
      .set({ expira_en: new Date(Date.now() - 1000) })
      .where('revocado_en', 'is', null)
      .where('reemplazado_por', 'is', null)
      .execute();
    expect((await refresh(c1)).statusCode).toBe(401);
  });

  it('refuses and revokes when the user was blocked meanwhile', async () => {
    const { refresh: c1 } = await login(t.app, 'sintelefono@demo.test');
    await t.db
      .updateTable('usuario')
      .set({ estatus: UsuarioEstatus.BLOQUEADO })
      .where('email', '=', 'sintelefono@demo.test')
      .execute();
    const res = await refresh(c1);
    expect(res.statusCode).toBe(403);
    expect(res.json().mensaje).toBe(Mensajes.BLOQUEADO);
    await t.db
      .updateTable('usuario')
      .set({ estatus: UsuarioEstatus.ACTIVO })
      .where('email', '=', 'sintelefono@demo.test')
      .execute();
  });
});

describe('GET /usuario/logout', () => {
  it('revokes the refresh token and clears the cookie', async () => {
    const { refresh: c1, body } = await login(t.app, 'cliente@demo.test');
    const res = await t.app.inject({
      method: 'GET',
      url: '/usuario/logout',
      headers: bearer(body.token),
      cookies: { refresh_token: c1! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const cleared = res.cookies.find((c) => c.name === 'refresh_token');
    expect(cleared?.value).toBe('');
    expect((await refresh(c1)).statusCode).toBe(401);
  });

  it('with only a bearer, revokes every session of the user', async () => {
    const a = await login(t.app, 'cliente@demo.test');
    const b = await login(t.app, 'cliente@demo.test');
    const res = await t.app.inject({ method: 'GET', url: '/usuario/logout', headers: bearer(a.body.token) });
    expect(res.statusCode).toBe(200);
    expect((await refresh(a.refresh)).statusCode).toBe(401);
    expect((await refresh(b.refresh)).statusCode).toBe(401);
  });
});

describe('PUT /usuario/perfil/clave', () => {
  it('changes the password and revokes every other refresh token', async () => {
    const a = await login(t.app, 'sintelefono@demo.test');
    const b = await login(t.app, 'sintelefono@demo.test');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/usuario/perfil/clave',
      headers: bearer(a.body.token),
      payload: { actual: 'incorrecta', nueva: 'NuevaClave2026' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().campos.actual).toBe('La contraseña actual no es correcta');
    const short = await t.app.inject({
      method: 'PUT',
      url: '/usuario/perfil/clave',
      headers: bearer(a.body.token),
      payload: { actual: 'Demo1234!', nueva: 'corta' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().campos.nueva).toBe('La contraseña debe tener al menos 8 caracteres');
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/usuario/perfil/clave',
      headers: bearer(a.body.token),
      payload: { actual: 'Demo1234!', nueva: 'NuevaClave2026' },
    });
    expect(ok.statusCode).toBe(200);
    expect(typeof ok.json().mensaje).toBe('string');
    expect((await refresh(a.refresh)).statusCode).toBe(401);
    expect((await refresh(b.refresh)).statusCode).toBe(401);
    // This device got a fresh session.
    expect((await refresh(refreshCookieOf(ok))).statusCode).toBe(200);
    expect((await login(t.app, 'sintelefono@demo.test')).res.statusCode).toBe(401);
    expect((await login(t.app, 'sintelefono@demo.test', 'NuevaClave2026')).res.statusCode).toBe(200);
  });
});
