/**
 * The profile's phone, e-mail and deletion request (issue 34): each endpoint's rules and bad input.
 * Sessions are in perfil-sesiones.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { UsuarioEstatus } from '@mercado/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenConRoles } from './admin-acceso.ts';
import { compradorNuevo } from './checkout-helpers.ts';
import { bearer, createTestApp, login, PASSWORD, type TestApp } from './helpers.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_CLIENTE']);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const pedir = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const nuevo = async () => {
  const n = randomUUID().slice(0, 8);
  return { ...(await compradorNuevo(t, n)), email: `comprador-${n}@demo.test` };
};

const correos = (para: string) =>
  t.db.selectFrom('email_saliente').selectAll().where('para', '=', para).orderBy('id', 'desc').execute();

describe('phone', () => {
  it.each(['0424 765 4321', '0424-7654321', '+58 424 7654321'])(
    '%s is kept as 0424-7654321',
    async (telefono) => {
      const c = await nuevo();
      const res = await pedir(c.token, 'PUT', '/usuario/perfil/telefono', { telefono });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().telefono).toBe('0424-7654321');
    },
  );

  it('a number that is not Venezuelan → 400 on telefono', async () => {
    const c = await nuevo();
    const res = await pedir(c.token, 'PUT', '/usuario/perfil/telefono', { telefono: '+1 424 7654321' });
    expect(res.statusCode).toBe(400);
    expect(res.json().campos).toEqual({ telefono: 'Ingrese un teléfono válido, por ejemplo 0414-1234567' });
  });
});

describe('change of e-mail', () => {
  it('bad input → 400; a wrong password → 422 on password; a taken or the same address → 422 on email', async () => {
    const c = await nuevo();
    const mal = await pedir(c.token, 'PUT', '/usuario/perfil/correo', { email: 'no-es-correo' });
    expect(mal.statusCode).toBe(400);
    expect(Object.keys(mal.json().campos).sort()).toEqual(['email', 'password']);
    const clave = await pedir(c.token, 'PUT', '/usuario/perfil/correo', {
      email: `otro-${c.id}@demo.test`,
      password: 'NoEsLaClave1',
    });
    expect(clave.statusCode).toBe(422);
    expect(clave.json().campos).toEqual({ password: 'La contraseña actual no es correcta' });
    const tomado = await pedir(c.token, 'PUT', '/usuario/perfil/correo', {
      email: 'CLIENTE@demo.test',
      password: PASSWORD,
    });
    expect(tomado.statusCode).toBe(422);
    expect(tomado.json().campos).toEqual({ email: 'Este correo ya está registrado en otra cuenta' });
    const mismo = await pedir(c.token, 'PUT', '/usuario/perfil/correo', {
      email: c.email,
      password: PASSWORD,
    });
    expect(mismo.json().campos).toEqual({ email: 'Este ya es el correo de su cuenta' });
    expect(await correos(`otro-${c.id}@demo.test`)).toHaveLength(0);
  });

  it('takes effect only through the new address link, once; the old address is told', async () => {
    const c = await nuevo();
    const nuevoCorreo = `nuevo-${c.id.slice(0, 8)}@demo.test`;
    const pedido = await pedir(c.token, 'PUT', '/usuario/perfil/correo', {
      email: nuevoCorreo,
      password: PASSWORD,
    });
    expect(pedido.statusCode, pedido.body).toBe(200);
    expect((await pedir(c.token, 'GET', '/usuario/perfil')).json().email).toBe(c.email);
    const [carta] = await correos(nuevoCorreo);
    expect(carta?.enlace).toMatch(/\/mi-cuenta\/correo\/verificar\?token=/);
    const token = decodeURIComponent(new URL(carta!.enlace!).searchParams.get('token')!);
    // Only the hash is stored.
    const guardado = await t.db
      .selectFrom('token_email')
      .select('hash')
      .where('usuario_id', '=', c.id)
      .execute();
    expect(guardado.map((g) => g.hash)).not.toContain(token);

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/correo/verificar',
      payload: { token },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().mensaje).toBe(`Su correo ahora es ${nuevoCorreo}`);
    expect((await pedir(c.token, 'GET', '/usuario/perfil')).json().email).toBe(nuevoCorreo);
    const [aviso] = await correos(c.email);
    expect(aviso).toMatchObject({ asunto: 'Su correo fue cambiado' });
    expect(aviso?.cuerpo).toContain(nuevoCorreo);
    expect((await login(t.app, nuevoCorreo)).res.statusCode).toBe(200);
    expect((await login(t.app, c.email)).res.statusCode).toBe(401);

    const otraVez = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/correo/verificar',
      payload: { token },
    });
    expect(otraVez.statusCode).toBe(422);
    expect(otraVez.json().mensaje).toBe('El enlace no es válido o ha expirado. Solicite el cambio de nuevo');
  });

  it('a newer request spends the earlier link; an expired link or one for a taken address → 422', async () => {
    const c = await nuevo();
    const pedirCambio = async (email: string) => {
      await pedir(c.token, 'PUT', '/usuario/perfil/correo', { email, password: PASSWORD });
      const [carta] = await correos(email);
      return decodeURIComponent(new URL(carta!.enlace!).searchParams.get('token')!);
    };
    const verificar = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/usuario/correo/verificar', payload: { token } });
    const primero = await pedirCambio(`a-${c.id.slice(0, 8)}@demo.test`);
    const segundo = await pedirCambio(`b-${c.id.slice(0, 8)}@demo.test`);
    expect((await verificar(primero)).statusCode).toBe(422);

    await t.db
      .updateTable('token_email')
      .set({ expira_en: new Date(Date.now() - 1000) })
      .where('usuario_id', '=', c.id)
      .where('tipo', '=', 'correo')
      .execute();
    expect((await verificar(segundo)).statusCode).toBe(422);

    // Taken between the request and the link: the account keeps its address.
    const tercero = await pedirCambio(`c-${c.id.slice(0, 8)}@demo.test`);
    await compradorNuevo(t, `x${c.id.slice(0, 7)}`);
    await t.db
      .updateTable('usuario')
      .set({ email: `c-${c.id.slice(0, 8)}@demo.test` })
      .where('email', '=', `comprador-x${c.id.slice(0, 7)}@demo.test`)
      .execute();
    const tomado = await verificar(tercero);
    expect(tomado.statusCode).toBe(422);
    expect(tomado.json().mensaje).toBe('Este correo ya está registrado en otra cuenta');
    expect((await pedir(c.token, 'GET', '/usuario/perfil')).json().email).toBe(c.email);
    expect((await verificar('x'.repeat(5))).statusCode).toBe(400);
  });
});

describe('account deletion request', () => {
  const url = '/usuario/borrar-cuenta/solicitud';

  it('needs the password and the typed confirmation; while pending it shows and can be withdrawn', async () => {
    const c = await nuevo();
    const sin = await pedir(c.token, 'POST', url, {});
    expect(sin.statusCode).toBe(400);
    expect(sin.json().campos).toEqual({
      password: 'Ingrese su contraseña actual',
      confirmacion: 'Escriba BORRAR para confirmar',
    });
    const mal = await pedir(c.token, 'POST', url, { password: PASSWORD, confirmacion: 'borrar la' });
    expect(mal.json().campos).toEqual({ confirmacion: 'Escriba BORRAR para confirmar' });
    const clave = await pedir(c.token, 'POST', url, { password: 'Otra1234!', confirmacion: 'BORRAR' });
    expect(clave.statusCode).toBe(422);
    expect(clave.json().campos).toEqual({ password: 'La contraseña actual no es correcta' });
    expect((await pedir(c.token, 'GET', url)).json()).toBeNull();

    const ok = await pedir(c.token, 'POST', url, {
      password: PASSWORD,
      confirmacion: 'Borrar',
      motivo: 'Me mudo',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await pedir(c.token, 'GET', url)).json()).toMatchObject({ estatus: 'PENDIENTE' });
    const retirada = await pedir(c.token, 'DELETE', url);
    expect(retirada.statusCode, retirada.body).toBe(200);
    expect((await pedir(c.token, 'GET', url)).json()).toBeNull();
    const otraVez = await pedir(c.token, 'DELETE', url);
    expect(otraVez.statusCode).toBe(404);
    expect(otraVez.json().mensaje).toBe('No tiene una solicitud de borrado en revisión');
    // Staff no longer find it.
    const lista = await pedir(staff, 'GET', `/admin/borrar-cuenta?q=${c.email}`);
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().total).toBe(0);
  });

  it('once staff carry it out: ELIMINADO, no sign-in nor renewal, no way back by withdrawing', async () => {
    const c = await nuevo();
    const sesion = await login(t.app, c.email);
    const pedida = await pedir(c.token, 'POST', url, { password: PASSWORD, confirmacion: 'BORRAR' });
    const hecho = await pedir(staff, 'PUT', `/admin/borrar-cuenta/${pedida.json().solicitud.id}/ejecutar`, {
      version: 1,
    });
    expect(hecho.statusCode, hecho.body).toBe(200);
    const cuenta = await t.db
      .selectFrom('usuario')
      .select(['estatus', 'email'])
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(cuenta.estatus).toBe(UsuarioEstatus.ELIMINADO);
    expect((await login(t.app, c.email)).res.statusCode).toBe(401);
    const renovar = await t.app.inject({
      method: 'POST',
      url: '/refresh_token',
      cookies: { refresh_token: sesion.refresh! },
    });
    expect(renovar.statusCode).toBe(401);
    expect((await pedir(sesion.body.token, 'DELETE', url)).statusCode).toBe(401);
  });
});
