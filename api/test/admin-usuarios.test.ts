/**
 * Staff users and roles (issue 19, decision 0032): the granting rules (nobody grants or removes a
 * role they do not hold, nobody removes their own ROLE_ADMIN), the renewed session, and the last
 * account able to manage users.
 */

import {
  HistorialSchema,
  MensajesUsuarioAdmin,
  RolesAsignablesSchema,
  UsuarioAdminPaginaSchema,
  UsuarioAdminSchema,
} from '@mercado/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenConRoles } from './admin-acceso.ts';
import { cliente, personal, uidDe } from './admin-usuarios-contexto.ts';
import { bearer, createTestApp, login, PASSWORD, type TestApp } from './helpers.ts';

// --- staff roles ----------------------------------------------------------------------------------------

describe('staff roles: who may grant what, and the session that follows', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t.app, 'admin@demo.test')).body.token;
  }, 300_000);
  afterAll(() => t?.close());

  const pedir = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const leer = async (id: string) =>
    UsuarioAdminSchema.parse((await pedir(admin, 'GET', `/admin/usuario/${id}`)).json());

  it('lists the staff with their roles (never a customer), searchable by name or e-mail and by role', async () => {
    const todos = UsuarioAdminPaginaSchema.parse((await pedir(admin, 'GET', '/admin/usuario')).json());
    const emails = todos.items.map((u) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining(['admin@demo.test', 'catalogo@demo.test', 'zona@demo.test']),
    );
    expect(emails).not.toContain('cliente@demo.test');
    const zona = todos.items.find((u) => u.email === 'zona@demo.test')!;
    expect(zona.roles).toEqual(expect.arrayContaining(['ROLE_ZONA_ACTUALIZAR', 'ROLE_ZONA_caracas']));
    expect(zona.roles).not.toContain('ROLE_USER');
    const buscado = UsuarioAdminPaginaSchema.parse(
      (await pedir(admin, 'GET', '/admin/usuario?q=ZONA%40')).json(),
    );
    expect(buscado.items.map((u) => u.email)).toEqual(['zona@demo.test']);
    const porRol = UsuarioAdminPaginaSchema.parse(
      (await pedir(admin, 'GET', '/admin/usuario?rol=ROLE_ZONA_ACTUALIZAR')).json(),
    );
    expect(porRol.items.map((u) => u.email).toSorted()).toEqual([
      'admin@demo.test',
      'personal@demo.test',
      'zona@demo.test',
    ]);
  });

  it('offers spec §6 roles and one role per existing zone, saying which the caller holds', async () => {
    const zona = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_USUARIO_ADMIN', 'ROLE_ZONA_caracas']);
    const { roles } = RolesAsignablesSchema.parse((await pedir(zona, 'GET', '/admin/usuario/roles')).json());
    const de = (rol: string) => roles.find((r) => r.rol === rol);
    expect(de('ROLE_PEDIDO')).toEqual({ rol: 'ROLE_PEDIDO', zona: null, propio: false });
    expect(de('ROLE_ZONA_caracas')).toMatchObject({ zona: 'Caracas', propio: true });
    expect(de('ROLE_ZONA_valencia')).toMatchObject({ propio: false });
    expect(roles.length).toBe(20 + (await t.db.selectFrom('zona').select('id').execute()).length);
  });

  it('makes an existing customer staff (with ROLE_ADMIN); the customer’s next call renews the session with the roles', async () => {
    const c = await cliente(t, { nombre: 'Ana Nueva' });
    const sesion = await login(t.app, c.email, undefined, '10.19.0.1');
    const antes = await pedir(sesion.body.token, 'GET', '/admin/orden');
    expect(antes.statusCode).toBe(403);

    const hecho = await pedir(admin, 'POST', '/admin/usuario/registrar', {
      email: c.email.toUpperCase(),
      roles: ['ROLE_PEDIDO', 'ROLE_ZONA_caracas'],
    });
    expect(hecho.statusCode, hecho.body).toBe(201);
    expect(UsuarioAdminSchema.parse(hecho.json()).roles).toEqual([
      'ROLE_ADMIN',
      'ROLE_PEDIDO',
      'ROLE_ZONA_caracas',
    ]);

    // The token issued before the change is over; the refresh cookie gives one with the new roles.
    expect((await pedir(sesion.body.token, 'GET', '/usuario/perfil')).statusCode).toBe(401);
    const renovada = await t.app.inject({
      method: 'POST',
      url: '/refresh_token',
      cookies: { refresh_token: sesion.refresh! },
    });
    expect(renovada.statusCode).toBe(200);
    expect((await pedir(renovada.json().token, 'GET', '/admin/orden')).statusCode).toBe(200);

    const otraVez = await pedir(admin, 'POST', '/admin/usuario/registrar', {
      email: c.email,
      roles: ['ROLE_PEDIDO'],
    });
    expect(otraVez.statusCode).toBe(422);
    expect(otraVez.json().mensaje).toBe(MensajesUsuarioAdmin.YA_ES_PERSONAL);
    const nadie = await pedir(admin, 'POST', '/admin/usuario/registrar', {
      email: 'nadie@demo.test',
      roles: ['ROLE_PEDIDO'],
    });
    expect(nadie.statusCode).toBe(422);
    expect(nadie.json().mensaje).toBe(MensajesUsuarioAdmin.SIN_CUENTA);
  });

  it('refuses to grant or remove a role the caller does not hold, zone roles included, and changes nothing', async () => {
    const gestor = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_USUARIO_ADMIN', 'ROLE_ZONA_caracas']);
    const id = await personal(t);
    const guardar = (token: string, roles: string[], version: number) =>
      pedir(token, 'PUT', `/admin/usuario/${id}/roles`, { roles, version });

    const config = await guardar(gestor, ['ROLE_ADMIN', 'ROLE_CONFIG'], 1);
    expect(config.statusCode).toBe(403);
    expect(config.json().mensaje).toBe(`${MensajesUsuarioAdmin.ROL_NO_PROPIO} Configuraciones`);
    const valencia = await guardar(gestor, ['ROLE_ADMIN', 'ROLE_ZONA_caracas', 'ROLE_ZONA_valencia'], 1);
    expect(valencia.statusCode).toBe(403);
    expect(valencia.json().mensaje).toBe(`${MensajesUsuarioAdmin.ROL_NO_PROPIO} Zona Valencia`);
    expect(await leer(id)).toMatchObject({ roles: ['ROLE_ADMIN'], version: 1 });

    const caracas = await guardar(gestor, ['ROLE_ADMIN', 'ROLE_ZONA_caracas'], 1);
    expect(caracas.statusCode, caracas.body).toBe(200);
    expect(caracas.json()).toMatchObject({ roles: ['ROLE_ADMIN', 'ROLE_ZONA_caracas'], version: 2 });

    // Admin gives a role the manager lacks; the manager may not take it away either.
    expect((await guardar(admin, ['ROLE_ADMIN', 'ROLE_ZONA_caracas', 'ROLE_CUPON'], 2)).statusCode).toBe(200);
    const quitar = await guardar(gestor, ['ROLE_ADMIN', 'ROLE_ZONA_caracas'], 3);
    expect(quitar.statusCode).toBe(403);
    expect(quitar.json().mensaje).toBe(`${MensajesUsuarioAdmin.CUENTA_CON_ROLES_AJENOS} Cupones`);

    const inexistente = await guardar(admin, ['ROLE_ADMIN', 'ROLE_ZONA_atlantida'], 3);
    expect(inexistente.statusCode).toBe(400);
    expect(inexistente.json().mensaje).toBe(`${MensajesUsuarioAdmin.ROL_DESCONOCIDO} ROLE_ZONA_atlantida`);
    const vieja = await guardar(admin, ['ROLE_ADMIN'], 2);
    expect(vieja.statusCode).toBe(409);
    expect(await leer(id)).toMatchObject({
      roles: ['ROLE_ADMIN', 'ROLE_CUPON', 'ROLE_ZONA_caracas'],
      version: 3,
    });
  });

  it('refuses to remove one’s own ROLE_ADMIN, and lets another admin remove it', async () => {
    const propio = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_USUARIO_ADMIN']);
    const perfil = await pedir(propio, 'GET', '/usuario/perfil');
    const id = perfil.json().uid as string;
    const quitarse = await pedir(propio, 'PUT', `/admin/usuario/${id}/roles`, {
      roles: ['ROLE_USUARIO_ADMIN'],
      version: 1,
    });
    expect(quitarse.statusCode).toBe(403);
    expect(quitarse.json().mensaje).toBe(MensajesUsuarioAdmin.ADMIN_PROPIO);
    expect((await leer(id)).roles).toEqual(['ROLE_ADMIN', 'ROLE_USUARIO_ADMIN']);

    const otro = await pedir(admin, 'PUT', `/admin/usuario/${id}/roles`, {
      roles: ['ROLE_USUARIO_ADMIN'],
      version: 1,
    });
    expect(otro.statusCode).toBe(200);
    // Their session ended at once: the next call is refused, and a new sign-in is not staff.
    expect((await pedir(propio, 'GET', '/admin/usuario')).statusCode).toBe(401);
  });

  it('refuses to change the roles of an account holding a role the caller lacks (the super admin too), and changes nothing', async () => {
    // The case: ROLE_ADMIN + ROLE_USUARIO_ADMIN removing ROLE_ADMIN from a colleague with ROLE_PEDIDO.
    const gestor = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_USUARIO_ADMIN']);
    const colega = await personal(t);
    expect(
      (
        await pedir(admin, 'PUT', `/admin/usuario/${colega}/roles`, {
          roles: ['ROLE_ADMIN', 'ROLE_PEDIDO'],
          version: 1,
        })
      ).statusCode,
    ).toBe(200);
    const degradar = await pedir(gestor, 'PUT', `/admin/usuario/${colega}/roles`, {
      roles: ['ROLE_PEDIDO'],
      version: 2,
    });
    expect(degradar.statusCode).toBe(403);
    const mensaje = `${MensajesUsuarioAdmin.CUENTA_CON_ROLES_AJENOS} Pedidos`;
    expect(degradar.json()).toEqual({ mensaje, campos: { roles: mensaje } });
    expect(await leer(colega)).toMatchObject({ roles: ['ROLE_ADMIN', 'ROLE_PEDIDO'], version: 2 });

    const superAdmin = await leer(await uidDe(t, 'admin@demo.test'));
    const alSuper = await pedir(gestor, 'PUT', `/admin/usuario/${superAdmin.id}/roles`, {
      roles: ['ROLE_USUARIO_ADMIN'],
      version: superAdmin.version,
    });
    expect(alSuper.statusCode).toBe(403);
    expect(alSuper.json().mensaje).toMatch(new RegExp(`^${MensajesUsuarioAdmin.CUENTA_CON_ROLES_AJENOS} `));
    expect(await leer(superAdmin.id)).toEqual(superAdmin);
    // An equal may: another ROLE_ADMIN + ROLE_USUARIO_ADMIN account.
    const par = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_USUARIO_ADMIN']);
    const idPar = (await pedir(par, 'GET', '/usuario/perfil')).json().uid as string;
    const aPar = await pedir(gestor, 'PUT', `/admin/usuario/${idPar}/roles`, {
      roles: ['ROLE_ADMIN'],
      version: 1,
    });
    expect(aPar.statusCode, aPar.body).toBe(200);
  });

  it('the customers section may not block or delete an account holding roles the caller lacks', async () => {
    const clientes = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_CLIENTE']);
    // Staff without ROLE_ADMIN is listed among the customers: still not blockable by a lesser role.
    const sinAdmin = await tokenConRoles(t, ['ROLE_PEDIDO']);
    const idSinAdmin = (await pedir(sinAdmin, 'GET', '/usuario/perfil')).json().uid as string;
    const bloqueo = await pedir(clientes, 'PUT', `/admin/cliente/${idSinAdmin}/bloqueo`, {
      bloquear: true,
      motivo: 'Prueba',
    });
    expect(bloqueo.statusCode).toBe(403);
    expect(bloqueo.json().mensaje).toBe(`${MensajesUsuarioAdmin.CUENTA_CON_ROLES_AJENOS} Pedidos`);
    expect((await pedir(sinAdmin, 'GET', '/usuario/perfil')).statusCode).toBe(200);

    const jefe = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_PEDIDO']);
    const pedida = await pedir(jefe, 'POST', '/usuario/borrar-cuenta/solicitud', {
      motivo: 'Me voy',
      password: PASSWORD,
      confirmacion: 'BORRAR',
    });
    expect(pedida.statusCode, pedida.body).toBe(201);
    const borrar = await pedir(
      clientes,
      'PUT',
      `/admin/borrar-cuenta/${pedida.json().solicitud.id}/ejecutar`,
      {
        version: 1,
      },
    );
    expect(borrar.statusCode).toBe(403);
    expect(borrar.json().mensaje).toBe(`${MensajesUsuarioAdmin.CUENTA_CON_ROLES_AJENOS} Pedidos`);
    expect((await pedir(jefe, 'GET', '/usuario/perfil')).statusCode).toBe(200);
  });

  it('records every change: who, before and after', async () => {
    const id = await personal(t);
    await pedir(admin, 'PUT', `/admin/usuario/${id}/roles`, {
      roles: ['ROLE_ADMIN', 'ROLE_PEDIDO'],
      version: 1,
    });
    const h = HistorialSchema.parse((await pedir(admin, 'GET', `/admin/usuario/${id}/historial`)).json());
    expect(h.items).toHaveLength(1);
    expect(h.items[0]).toMatchObject({
      accion: 'editar',
      usuario: 'admin@demo.test',
      antes: { roles: ['ROLE_ADMIN'] },
      despues: { roles: ['ROLE_ADMIN', 'ROLE_PEDIDO'] },
    });
  });
});

describe('the last account able to manage users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { poolMax: 8 });
    // Nobody of the seed manages users here: the test's two accounts are the only ones.
    await t.db
      .deleteFrom('usuario_rol')
      .where('rol_id', 'in', (eb) =>
        eb.selectFrom('rol').select('id').where('nombre', '=', 'ROLE_USUARIO_ADMIN'),
      )
      .execute();
  }, 300_000);
  afterAll(() => t?.close());

  const GESTOR = ['ROLE_ADMIN', 'ROLE_USUARIO_ADMIN'];
  const gestor = async () => {
    const token = await tokenConRoles(t, GESTOR);
    const id = (await t.app.inject({ url: '/usuario/perfil', headers: bearer(token) })).json().uid as string;
    return { token, id };
  };
  const quitar = (quien: string, id: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/admin/usuario/${id}/roles`,
      headers: bearer(quien),
      payload: { roles: ['ROLE_ADMIN'], version: 1 },
    });
  const gestores = async () =>
    (
      await t.db
        .selectFrom('usuario_rol as ur')
        .innerJoin('rol as r', 'r.id', 'ur.rol_id')
        .select('ur.usuario_id')
        .where('r.nombre', '=', 'ROLE_USUARIO_ADMIN')
        .execute()
    ).map((f) => f.usuario_id);

  let unico: { token: string; id: string };
  it('cannot give up ROLE_USUARIO_ADMIN, and nothing changes', async () => {
    unico = await gestor();
    const r = await quitar(unico.token, unico.id);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({
      mensaje: MensajesUsuarioAdmin.ULTIMO_GESTOR,
      campos: { roles: MensajesUsuarioAdmin.ULTIMO_GESTOR },
    });
    expect(await gestores()).toEqual([unico.id]);
  });

  it('the last two giving it up at once: one change passes, the other is refused', async () => {
    const otro = await gestor();
    const respuestas = await Promise.all([quitar(unico.token, unico.id), quitar(otro.token, otro.id)]);
    const estados = respuestas.map((r) => r.statusCode).toSorted();
    console.log(`the last two user managers giving up ROLE_USUARIO_ADMIN at once → ${estados.join(', ')}`);
    expect(estados).toEqual([200, 422]);
    expect(await gestores()).toHaveLength(1);
  });
});
