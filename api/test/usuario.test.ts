import { Mensajes, PerfilSchema, UsuarioEstatus } from '@mercado/shared/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, login, refreshCookieOf, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const count = async (table: 'usuario' | 'email_saliente') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function lastOutbox(para: string) {
  return t.db
    .selectFrom('email_saliente')
    .selectAll()
    .where('para', '=', para)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

const valid = {
  nombre: 'Ana Martínez',
  email: 'ana.martinez@correo.test',
  password: 'ClaveSegura1',
  tipoDocumento: 'V',
  documento: '20123456',
  telefono: '0414-7654321',
};

describe('registration and verification', () => {
  it('bad input → 400 with campos in Spanish, nothing created', async () => {
    const before = [await count('usuario'), await count('email_saliente')];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/registro',
      payload: {
        nombre: 'A',
        email: 'no-es-correo',
        password: '123',
        tipoDocumento: 'X',
        documento: 'abc',
        telefono: '12',
      },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.mensaje).toBe('Datos inválidos');
    expect(body.campos).toEqual({
      nombre: 'El nombre debe tener al menos 2 caracteres',
      email: 'Ingrese un correo válido',
      password: 'La contraseña debe tener al menos 8 caracteres',
      tipoDocumento: 'Seleccione el tipo de documento',
      documento: 'Ingrese un número de documento válido (solo números, de 5 a 10 dígitos)',
      telefono: 'Ingrese un teléfono válido, por ejemplo 0414-1234567',
    });
    expect([await count('usuario'), await count('email_saliente')]).toEqual(before);
  });

  it('registers, writes the link to the outbox, verifies, then signs in', async () => {
    const reg = await t.app.inject({ method: 'POST', url: '/api/usuario/registro', payload: valid });
    expect(reg.statusCode).toBe(201);
    expect(typeof reg.json().mensaje).toBe('string');
    // The account and its e-mail are written after the answer (see routes/usuario.ts).
    const mail = await vi.waitFor(async () => (await lastOutbox(valid.email)) ?? Promise.reject());
    const user = await t.db
      .selectFrom('usuario')
      .selectAll()
      .where('email', '=', valid.email)
      .executeTakeFirstOrThrow();
    expect(user.estatus).toBe(UsuarioEstatus.VERIFICAR_EMAIL);
    expect(user.telefono).toBe('0414-7654321');
    expect(user.clave_hash).not.toContain(valid.password);

    expect((await login(t.app, valid.email, valid.password)).res.statusCode).toBe(403);

    expect(mail.enlace).toMatch(/^http:\/\/localhost:3000\/auth\/verificar-cuenta\?token=/);
    const token = new URL(mail.enlace!).searchParams.get('token')!;
    const ver = await t.app.inject({ method: 'POST', url: '/api/usuario/verificar', payload: { token } });
    expect(ver.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/usuario/verificar', payload: { token } });
    expect(again.statusCode).toBe(422);

    const { res, body } = await login(t.app, valid.email, valid.password);
    expect(res.statusCode).toBe(200);
    const perfil = await t.app.inject({ method: 'GET', url: '/usuario/perfil', headers: bearer(body.token) });
    expect(PerfilSchema.parse(perfil.json())).toMatchObject({
      email: valid.email,
      nombre: 'Ana Martínez',
      usuarioTipo: 1,
      estatus: 1,
      roles: ['ROLE_USER'],
      membresia: null,
    });
  });

  it('a second sign-up with the same email (any case) answers as the first and tells the owner by e-mail', async () => {
    const before = await count('usuario');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/registro',
      payload: { ...valid, email: 'ANA.Martinez@correo.test' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      mensaje: 'Registro exitoso. Revise su correo electrónico para activar su cuenta',
    });
    const aviso = await vi.waitFor(async () => {
      const m = await lastOutbox(valid.email);
      return m?.asunto === 'Su correo ya tiene una cuenta' ? m : Promise.reject();
    });
    expect(aviso.enlace).toBe('http://localhost:3000/auth/recuperar-clave');
    expect(await count('usuario')).toBe(before);
  });

  it('verificarregistrado tells whether an email has an account', async () => {
    const yes = await t.app.inject({
      method: 'GET',
      url: '/api/usuario/verificarregistrado?email=cliente%40demo.test',
    });
    expect(yes.json()).toEqual({ registrado: true });
    const no = await t.app.inject({
      method: 'GET',
      url: '/api/usuario/verificarregistrado?email=otro%40demo.test',
    });
    expect(no.json()).toEqual({ registrado: false });
    const bad = await t.app.inject({ method: 'GET', url: '/api/usuario/verificarregistrado?email=x' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a made-up verification token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/verificar',
      payload: { token: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' },
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('password recovery', () => {
  it('answers the same for known and unknown emails; the link resets the password and revokes sessions', async () => {
    const session = await login(t.app, 'prime@demo.test');
    const outboxBefore = await count('email_saliente');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/recuperar-clave',
      payload: { email: 'desconocido@demo.test' },
    });
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/recuperar-clave',
      payload: { email: 'prime@demo.test' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    // The link is written after the answer (see routes/usuario.ts).
    const mail = await vi.waitFor(async () => (await lastOutbox('prime@demo.test')) ?? Promise.reject());
    expect(await count('email_saliente')).toBe(outboxBefore + 1);
    expect(mail.enlace).toContain('/auth/recuperar-clave?token=');
    const token = new URL(mail.enlace!).searchParams.get('token')!;
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/restablecer-clave',
      payload: { token, password: 'corta' },
    });
    expect(weak.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/restablecer-clave',
      payload: { token, password: 'OtraClave2026' },
    });
    expect(ok.statusCode).toBe(200);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/restablecer-clave',
      payload: { token, password: 'OtraClave2027' },
    });
    expect(reused.statusCode).toBe(422);

    const r = await t.app.inject({
      method: 'POST',
      url: '/refresh_token',
      cookies: { refresh_token: session.refresh! },
    });
    expect(r.statusCode).toBe(401);
    expect((await login(t.app, 'prime@demo.test', 'OtraClave2026')).res.statusCode).toBe(200);
  });
});

describe('profile', () => {
  it('needs a bearer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/usuario/perfil' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ mensaje: Mensajes.NO_AUTENTICADO });
    const bad = await t.app.inject({ method: 'GET', url: '/usuario/perfil', headers: bearer('x.y.z') });
    expect(bad.statusCode).toBe(401);
  });

  it('shows the membership of a prime user', async () => {
    const { body } = await login(t.app, 'mayorista@demo.test');
    const res = await t.app.inject({ method: 'GET', url: '/usuario/perfil', headers: bearer(body.token) });
    expect(PerfilSchema.parse(res.json()).usuarioTipo).toBe(3);
  });

  it('sets the phone of a user without one; refuses a malformed phone', async () => {
    const { body } = await login(t.app, 'sintelefono@demo.test');
    const before = await t.app.inject({ method: 'GET', url: '/usuario/perfil', headers: bearer(body.token) });
    expect(before.json().telefono).toBeNull();
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/usuario/perfil/telefono',
      headers: bearer(body.token),
      payload: { telefono: '12345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().campos).toEqual({ telefono: 'Ingrese un teléfono válido, por ejemplo 0414-1234567' });
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/usuario/perfil/telefono',
      headers: bearer(body.token),
      payload: { telefono: '04241234567' },
    });
    expect(ok.statusCode).toBe(200);
    expect(PerfilSchema.parse(ok.json()).telefono).toBe('0424-1234567');
    expect(refreshCookieOf(ok)).toBeUndefined();
  });
});
