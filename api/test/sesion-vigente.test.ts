/**
 * Issue 16: a signed-in call is checked against the account as it is now, not only against its
 * token. A block, a removed role, a sign-out or a password change stops every access token already
 * issued within the account cache's seconds (here 1), on every endpoint (admin and customer) and on
 * every instance: `otra` is a second API process on the same database, with its own cache.
 */
import { Mensajes, UsuarioEstatus } from '@mercado/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { bearer, createTestApp, login, PASSWORD, type TestApp } from './helpers.ts';

const CACHE_SECONDS = 1;
let t: TestApp;
let otra: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ sesionCacheSeconds: CACHE_SECONDS, ordenBarridoSegundos: 0 });
  otra = await buildApp({ db: t.db, config: t.config, logger: false });
  await otra.ready();
});
afterAll(async () => {
  await otra?.close();
  await t?.close();
});

/** A staff member (ROLE_ADMIN, ROLE_PRODUCTO) with the demo password; returns their email. */
async function personal(nombre: string): Promise<string> {
  const email = `${nombre}@demo.test`;
  const admin = await t.db
    .selectFrom('usuario')
    .select(['clave_hash'])
    .where('email', '=', 'admin@demo.test')
    .executeTakeFirstOrThrow();
  const u = await t.db
    .insertInto('usuario')
    .values({
      email,
      nombre,
      clave_hash: admin.clave_hash,
      tipo_documento: 'V',
      documento: '12345678',
      telefono: '0414-1234567',
      estatus: UsuarioEstatus.ACTIVO,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roles = await t.db
    .selectFrom('rol')
    .select('id')
    .where('nombre', 'in', ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_PRODUCTO'])
    .execute();
  await t.db
    .insertInto('usuario_rol')
    .values(roles.map((r) => ({ usuario_id: u.id, rol_id: r.id })))
    .execute();
  return email;
}

/** What the token gets, on both instances: an admin endpoint and a customer endpoint. */
async function respuestas(token: string) {
  const out: Record<string, { status: number; mensaje?: string }> = {};
  for (const [instancia, app] of [
    ['esta', t.app],
    ['otra', otra],
  ] as const) {
    for (const [nombre, url] of [
      ['admin', '/admin/resumen'],
      ['cliente', '/usuario/perfil'],
    ] as const) {
      const r = await app.inject({ method: 'GET', url, headers: bearer(token) });
      out[`${instancia} ${nombre}`] = {
        status: r.statusCode,
        mensaje: r.statusCode === 200 ? undefined : r.json().mensaje,
      };
    }
  }
  return out;
}

const todas = (status: number, mensaje?: string) =>
  Object.fromEntries(
    ['esta admin', 'esta cliente', 'otra admin', 'otra cliente'].map((k) => [k, { status, mensaje }]),
  );

const pasaLaCache = () => new Promise((r) => setTimeout(r, CACHE_SECONDS * 1000 + 200));

/** Signs in and checks that the token opens both endpoints on both instances (which caches the account). */
async function sesion(email: string) {
  const s = await login(t.app, email);
  expect(s.res.statusCode).toBe(200);
  expect(await respuestas(s.body.token)).toEqual(todas(200));
  return s;
}

describe('a token already issued stops when the account changes', () => {
  it('a blocked account: 403 Bloqueado/Inactivo on every endpoint', async () => {
    const email = await personal('bloqueo');
    const { body } = await sesion(email);
    await t.db
      .updateTable('usuario')
      .set({ estatus: UsuarioEstatus.BLOQUEADO })
      .where('email', '=', email)
      .execute();
    await pasaLaCache();
    expect(await respuestas(body.token)).toEqual(todas(403, Mensajes.BLOQUEADO));
  });

  it('a removed role: the admin endpoint refuses (403), the customer endpoint sees the roles as they are now', async () => {
    const email = await personal('sinrol');
    const { body } = await sesion(email);
    const u = await t.db
      .selectFrom('usuario')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const admin = await t.db
      .selectFrom('rol')
      .select('id')
      .where('nombre', '=', 'ROLE_ADMIN')
      .executeTakeFirstOrThrow();
    await t.db
      .deleteFrom('usuario_rol')
      .where('usuario_id', '=', u.id)
      .where('rol_id', '=', admin.id)
      .execute();
    await pasaLaCache();
    expect(await respuestas(body.token)).toEqual({
      'esta admin': { status: 403, mensaje: Mensajes.SIN_PERMISO },
      'esta cliente': { status: 200 },
      'otra admin': { status: 403, mensaje: Mensajes.SIN_PERMISO },
      'otra cliente': { status: 200 },
    });
    const perfil = await t.app.inject({ method: 'GET', url: '/usuario/perfil', headers: bearer(body.token) });
    expect(perfil.json().roles).toEqual(['ROLE_PRODUCTO', 'ROLE_USER']);
  });

  it('a sign-out: 401 at once on the instance that signed out, within the cache seconds on the other', async () => {
    const email = await personal('salida');
    const { body, refresh } = await sesion(email);
    const salida = await t.app.inject({
      method: 'GET',
      url: '/usuario/logout',
      headers: bearer(body.token),
      cookies: { refresh_token: refresh! },
    });
    expect(salida.statusCode).toBe(200);
    const aqui = await t.app.inject({ method: 'GET', url: '/usuario/perfil', headers: bearer(body.token) });
    expect(aqui.statusCode).toBe(401);
    await pasaLaCache();
    expect(await respuestas(body.token)).toEqual(todas(401, Mensajes.SESION_EXPIRADA));
  });

  it('a password change: every token issued before it stops (this device renews with its new cookie)', async () => {
    const email = await personal('clave');
    const { body } = await sesion(email);
    const cambio = await t.app.inject({
      method: 'PUT',
      url: '/usuario/perfil/clave',
      headers: bearer(body.token),
      payload: { actual: PASSWORD, nueva: 'OtraClave2026' },
    });
    expect(cambio.statusCode).toBe(200);
    await pasaLaCache();
    expect(await respuestas(body.token)).toEqual(todas(401, Mensajes.SESION_EXPIRADA));
    const nueva = cambio.cookies.find((c) => c.name === 'refresh_token')!.value;
    const renovada = await t.app.inject({
      method: 'POST',
      url: '/refresh_token',
      cookies: { refresh_token: nueva },
    });
    expect(renovada.statusCode).toBe(200);
    expect(await respuestas(renovada.json().token)).toEqual(todas(200));
  });

  it('a public endpoint takes a stopped token as no token: the anonymous answer, not the account’s', async () => {
    const s = await login(t.app, 'mayorista@demo.test');
    const direcciones = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/website/direccion/formdata',
          headers: bearer(s.body.token),
        })
      ).json().direcciones;
    expect(await direcciones()).toHaveLength(1);
    await t.app.inject({ method: 'GET', url: '/usuario/logout', headers: bearer(s.body.token) });
    expect(await direcciones()).toEqual([]);
  });
});
