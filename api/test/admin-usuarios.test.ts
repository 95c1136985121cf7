/**
 * Staff users and roles, push segments, the purchases report (issue 19, decision 0032): access over
 * every entry of the three domains; the granting rules (nobody grants or removes a role they do not
 * hold, nobody removes their own ROLE_ADMIN) and the renewed session; segments counted on known
 * orders; a notification sent through a local stand-in for OneSignal's API, or recorded as not sent;
 * the report's sums in cents and its CSV.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CompraUsuarioReporteSchema,
  EnvioPushSchema,
  HistorialSchema,
  MensajesOneSignal,
  MensajesUsuarioAdmin,
  RolesAsignablesSchema,
  SegmentoDetalleSchema,
  SegmentoPaginaSchema,
  UsuarioAdminPaginaSchema,
  UsuarioAdminSchema,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { adminOneSignal } from '@mercado/shared/endpoints/admin-onesignal';
import { adminReporte } from '@mercado/shared/endpoints/admin-reporte';
import { adminUsuario } from '@mercado/shared/endpoints/admin-usuario';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probarAcceso, tokenConRoles } from './admin-acceso.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

/** A customer account (no staff role), made in the DB. */
async function cliente(t: TestApp, o: { nombre?: string; tipo?: number } = {}) {
  const plantilla = await t.db
    .selectFrom('usuario')
    .select('clave_hash')
    .where('email', '=', 'cliente@demo.test')
    .executeTakeFirstOrThrow();
  const email = `cliente-${randomUUID()}@demo.test`;
  const u = await t.db
    .insertInto('usuario')
    .values({
      email,
      nombre: o.nombre ?? 'Cliente de prueba',
      clave_hash: plantilla.clave_hash,
      tipo_documento: 'V',
      documento: String(Math.floor(Math.random() * 90_000_000) + 10_000_000),
      telefono: '0414-1234567',
      usuario_tipo: o.tipo ?? UsuarioTipo.NORMAL,
      estatus: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rol = await t.db
    .selectFrom('rol')
    .select('id')
    .where('nombre', '=', 'ROLE_USER')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('usuario_rol').values({ usuario_id: u.id, rol_id: rol.id }).execute();
  return { id: u.id, email };
}

/** An order of `usuario` in `zona`, placed `diasAtras` days ago, for `total` USD, with `estatus`. */
async function orden(
  t: TestApp,
  o: { usuario: string; zona: string; total: string; diasAtras: number; estatus?: number },
) {
  const zona = await t.db
    .selectFrom('zona')
    .select('id')
    .where('slug', '=', o.zona)
    .executeTakeFirstOrThrow();
  await sql`insert into orden (usuario_id, zona_id, pagina, idempotencia, solicitud_hash, estatus, usuario_tipo,
      tipo_envio, direccion_texto, horario_id, franja_fecha, franja_inicio, franja_fin, franja_etiqueta,
      sustitucion, subtotal, descuento, total, saldo_usado, monto_metodo, tasa, total_bs, totales, creado_en)
    values (${o.usuario}, ${zona.id}, 0, ${randomUUID()}, 'prueba', ${o.estatus ?? 6}, 1, 'pickup', '', 1,
      current_date, '08:00', '10:00', '8:00 a 10:00', 'reemplazar', ${o.total}, 0, ${o.total}, 0, ${o.total},
      '1.0000', ${o.total}, '{}'::jsonb, now() - make_interval(days => ${o.diasAtras}))`.execute(t.db);
}

const uidDe = async (t: TestApp, email: string) =>
  (await t.db.selectFrom('usuario').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

// --- access: every entry of the three domains -------------------------------------------------------

const segmentoDe = async (t: TestApp, zona: string) => {
  const z = await t.db.selectFrom('zona').select('id').where('slug', '=', zona).executeTakeFirstOrThrow();
  const s = await t.db
    .insertInto('segmento_push')
    .values({ nombre: `Segmento ${randomUUID()}`, zona_id: z.id, compra: 'todos' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { segmento: s.id };
};
const personal = async (t: TestApp) => {
  const c = await cliente(t);
  await t.db
    .insertInto('usuario_rol')
    .values((eb) => ({
      usuario_id: c.id,
      rol_id: eb.selectFrom('rol').select('id').where('nombre', '=', 'ROLE_ADMIN'),
    }))
    .execute();
  return c.id;
};

probarAcceso('usuario: every entry', adminUsuario, {
  rolSeccion: 'ROLE_USUARIO_ADMIN',
  rolAjeno: 'ROLE_PEDIDO',
  casos: {
    listar: { entrada: () => ({}) },
    roles: { entrada: () => ({}) },
    registrar: {
      estados: [201],
      entrada: async (t) => ({ email: (await cliente(t)).email, roles: ['ROLE_ZONA_caracas'] }),
    },
    leer: { entrada: async (t) => ({ usuario: await uidDe(t, 'admin@demo.test') }) },
    guardarRoles: {
      entrada: async (t) => ({
        usuario: await personal(t),
        roles: ['ROLE_ADMIN', 'ROLE_ZONA_caracas'],
        version: 1,
      }),
    },
    historial: { entrada: async (t) => ({ usuario: await uidDe(t, 'admin@demo.test') }) },
  },
});

probarAcceso('onesignal: every entry', adminOneSignal, {
  rolSeccion: 'ROLE_ONE_SIGNAL',
  rolAjeno: 'ROLE_PUBLICIDAD',
  casos: {
    listar: { entrada: () => ({}) },
    registrar: { porZona: true, estados: [201], entrada: (_, zona) => ({ nombre: `Todos ${zona}`, zona }) },
    leer: { porZona: true, entrada: (t, zona) => segmentoDe(t, zona) },
    enviar: {
      porZona: true,
      estados: [201],
      entrada: async (t, zona) => ({ ...(await segmentoDe(t, zona)), titulo: 'Ofertas', mensaje: 'Hoy' }),
    },
    historial: { porZona: true, entrada: (t, zona) => segmentoDe(t, zona) },
  },
});

probarAcceso('reporte: every entry', adminReporte, {
  rolSeccion: 'ROLE_PUBLICIDAD',
  rolAjeno: 'ROLE_ONE_SIGNAL',
  casos: {
    compraUsuario: { porZona: true, entrada: (_, zona) => ({ zona }) },
    compraUsuarioCsv: { porZona: true, entrada: (_, zona) => ({ zona }) },
  },
});

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
    expect(config.json().mensaje).toBe(`${MensajesUsuarioAdmin.ROL_NO_PROPIO} ROLE_CONFIG`);
    const valencia = await guardar(gestor, ['ROLE_ADMIN', 'ROLE_ZONA_caracas', 'ROLE_ZONA_valencia'], 1);
    expect(valencia.statusCode).toBe(403);
    expect(valencia.json().mensaje).toBe(`${MensajesUsuarioAdmin.ROL_NO_PROPIO} ROLE_ZONA_valencia`);
    expect(await leer(id)).toMatchObject({ roles: ['ROLE_ADMIN'], version: 1 });

    const caracas = await guardar(gestor, ['ROLE_ADMIN', 'ROLE_ZONA_caracas'], 1);
    expect(caracas.statusCode, caracas.body).toBe(200);
    expect(caracas.json()).toMatchObject({ roles: ['ROLE_ADMIN', 'ROLE_ZONA_caracas'], version: 2 });

    // Admin gives a role the manager lacks; the manager may not take it away either.
    expect((await guardar(admin, ['ROLE_ADMIN', 'ROLE_ZONA_caracas', 'ROLE_CUPON'], 2)).statusCode).toBe(200);
    const quitar = await guardar(gestor, ['ROLE_ADMIN', 'ROLE_ZONA_caracas'], 3);
    expect(quitar.statusCode).toBe(403);
    expect(quitar.json().mensaje).toBe(`${MensajesUsuarioAdmin.CUENTA_CON_ROLES_AJENOS} ROLE_CUPON`);

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
    const mensaje = `${MensajesUsuarioAdmin.CUENTA_CON_ROLES_AJENOS} ROLE_PEDIDO`;
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
    expect(bloqueo.json().mensaje).toBe(`${MensajesUsuarioAdmin.CUENTA_CON_ROLES_AJENOS} ROLE_PEDIDO`);
    expect((await pedir(sinAdmin, 'GET', '/usuario/perfil')).statusCode).toBe(200);

    const jefe = await tokenConRoles(t, ['ROLE_ADMIN', 'ROLE_PEDIDO']);
    const pedida = await pedir(jefe, 'POST', '/usuario/borrar-cuenta/solicitud', { motivo: 'Me voy' });
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
    expect(borrar.json().mensaje).toBe(`${MensajesUsuarioAdmin.CUENTA_CON_ROLES_AJENOS} ROLE_PEDIDO`);
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

// --- segments, sends and the report on known orders ---------------------------------------------------------

type Recibido = { autorizacion: string | undefined; cuerpo: Record<string, unknown> };

/** A stand-in for OneSignal's API: records each request; answers `respuesta`. */
async function oneSignalLocal() {
  const recibidos: Recibido[] = [];
  const estado = { status: 200, cuerpo: { id: 'notif-1', external_id: null } as object };
  const leerCuerpo = async (req: IncomingMessage) => {
    let s = '';
    for await (const c of req) s += c;
    return JSON.parse(s) as Record<string, unknown>;
  };
  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/notifications') {
      res.writeHead(404).end();
      return;
    }
    recibidos.push({ autorizacion: req.headers.authorization, cuerpo: await leerCuerpo(req) });
    res.writeHead(estado.status, { 'content-type': 'application/json' }).end(JSON.stringify(estado.cuerpo));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, recibidos, estado, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('segments, sends and the purchases report on known orders', () => {
  let t: TestApp;
  let conOneSignal: TestApp;
  let servidor: Awaited<ReturnType<typeof oneSignalLocal>>;
  let token: string;
  let tokenConfigurado: string;
  let c: Awaited<ReturnType<typeof datos>>;
  let configurado: Awaited<ReturnType<typeof datos>>;

  /** Known orders in both apps: Ana (prime) bought twice lately in Caracas, Beto 40 days ago, Carla's
   * order was cancelled, Darío bought only in Valencia. */
  async function datos(app: TestApp) {
    const ana = await cliente(app, { nombre: 'Ana Pérez', tipo: UsuarioTipo.PRIME });
    const beto = await cliente(app, { nombre: 'Beto Díaz' });
    const carla = await cliente(app, { nombre: 'Carla Ruiz' });
    const dario = await cliente(app, { nombre: 'Darío León' });
    await orden(app, { usuario: ana.id, zona: 'caracas', total: '1234.10', diasAtras: 2 });
    await orden(app, { usuario: ana.id, zona: 'caracas', total: '0.20', diasAtras: 3, estatus: 1 });
    await orden(app, { usuario: beto.id, zona: 'caracas', total: '0.10', diasAtras: 40 });
    await orden(app, { usuario: carla.id, zona: 'caracas', total: '99.00', diasAtras: 1, estatus: 7 });
    await orden(app, { usuario: carla.id, zona: 'caracas', total: '55.00', diasAtras: 1, estatus: 8 });
    await orden(app, { usuario: dario.id, zona: 'valencia', total: '10.00', diasAtras: 1 });
    return { ana, beto, carla, dario };
  }

  beforeAll(async () => {
    servidor = await oneSignalLocal();
    t = await createTestApp();
    conOneSignal = await createTestApp({
      oneSignal: { appId: 'app-de-prueba', restApiKey: 'clave-rest', apiUrl: servidor.url },
    });
    c = await datos(t);
    configurado = await datos(conOneSignal);
    token = (await login(t.app, 'admin@demo.test')).body.token;
    tokenConfigurado = (await login(conOneSignal.app, 'admin@demo.test')).body.token;
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await conOneSignal?.close();
    await servidor?.close();
  });

  const registrar = (app: TestApp, tk: string, cuerpo: object) =>
    app.app.inject({
      method: 'POST',
      url: '/admin/onesignal/registrar',
      headers: bearer(tk),
      payload: cuerpo,
    });

  it('counts each segment’s customers now: zone, user type and purchase recency; cancelled and expired orders are no purchase', async () => {
    const cuenta = async (cuerpo: object) => {
      const r = await registrar(t, token, { nombre: `S ${randomUUID()}`, zona: 'caracas', ...cuerpo });
      expect(r.statusCode, r.body).toBe(201);
      return SegmentoDetalleSchema.parse(r.json()).clientes;
    };
    expect(await cuenta({})).toBe(2);
    expect(await cuenta({ compra: 'compro', dias: 30 })).toBe(1);
    expect(await cuenta({ compra: 'no-compro', dias: 30 })).toBe(1);
    expect(await cuenta({ compra: 'compro', dias: 60 })).toBe(2);
    expect(await cuenta({ usuarioTipo: UsuarioTipo.PRIME })).toBe(1);
    expect(await cuenta({ usuarioTipo: UsuarioTipo.MAYORISTA })).toBe(0);

    const lista = SegmentoPaginaSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/admin/onesignal', headers: bearer(token) })).json(),
    );
    expect(lista.items.map((s) => s.clientes).toSorted()).toEqual([0, 1, 1, 1, 2, 2]);

    const sinDias = await registrar(t, token, { nombre: 'Sin días', zona: 'caracas', compra: 'compro' });
    expect(sinDias.statusCode).toBe(400);
    expect(sinDias.json().campos.dias).toBe(MensajesOneSignal.DIAS_REQUERIDOS);
  });

  it('without OneSignal’s keys a send is recorded as not sent, and the segment’s page lists it', async () => {
    const s = SegmentoDetalleSchema.parse(
      (await registrar(t, token, { nombre: 'Todos Caracas', zona: 'caracas' })).json(),
    );
    const r = await t.app.inject({
      method: 'POST',
      url: `/admin/onesignal/${s.id}/enviar`,
      headers: bearer(token),
      payload: { titulo: 'Ofertas del día', mensaje: 'Harina a mitad de precio' },
    });
    expect(r.statusCode).toBe(201);
    expect(EnvioPushSchema.parse(r.json())).toMatchObject({
      enviado: false,
      destinatarios: 2,
      resultado: 'No enviado: OneSignal no está configurado',
      usuario: 'admin@demo.test',
    });
    const pagina = SegmentoDetalleSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/admin/onesignal/${s.id}`, headers: bearer(token) })).json(),
    );
    expect(pagina.envios.map((e) => [e.titulo, e.enviado])).toEqual([['Ofertas del día', false]]);
    const h = HistorialSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/admin/onesignal/${s.id}/historial`,
          headers: bearer(token),
        })
      ).json(),
    );
    expect(h.items.map((i) => i.accion)).toEqual(['crear', 'crear']);
  });

  it('with the keys it goes through OneSignal’s REST API to the segment’s customers; a refusal is recorded as not sent', async () => {
    const s = SegmentoDetalleSchema.parse(
      (
        await registrar(conOneSignal, tokenConfigurado, {
          nombre: 'Recientes',
          zona: 'caracas',
          compra: 'compro',
          dias: 30,
        })
      ).json(),
    );
    const enviar = () =>
      conOneSignal.app.inject({
        method: 'POST',
        url: `/admin/onesignal/${s.id}/enviar`,
        headers: bearer(tokenConfigurado),
        payload: { titulo: 'Hola', mensaje: 'Vuelva pronto' },
      });
    const ok = EnvioPushSchema.parse((await enviar()).json());
    expect(ok).toMatchObject({ enviado: true, destinatarios: 1, resultado: 'Enviado' });
    expect(servidor.recibidos).toHaveLength(1);
    expect(servidor.recibidos[0]).toEqual({
      autorizacion: 'Key clave-rest',
      cuerpo: {
        app_id: 'app-de-prueba',
        target_channel: 'push',
        include_aliases: { external_id: [configurado.ana.id] },
        headings: { es: 'Hola', en: 'Hola' },
        contents: { es: 'Vuelva pronto', en: 'Vuelva pronto' },
      },
    });

    servidor.estado.status = 400;
    servidor.estado.cuerpo = { errors: ['Invalid app_id'] };
    const rechazado = EnvioPushSchema.parse((await enviar()).json());
    expect(rechazado.enviado).toBe(false);
    expect(rechazado.resultado).toBe(`${MensajesOneSignal.RECHAZADO} 400: {"errors":["Invalid app_id"]}`);
    const envios = await conOneSignal.db
      .selectFrom('envio_push')
      .select(['enviado', 'onesignal_id'])
      .orderBy('id')
      .execute();
    expect(envios).toEqual([
      { enviado: true, onesignal_id: 'notif-1' },
      { enviado: false, onesignal_id: null },
    ]);
  });

  const reporte = async (qs: string) => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/admin/reporte/compra-usuario?${qs}`,
      headers: bearer(token),
    });
    expect(r.statusCode, r.body).toBe(200);
    return CompraUsuarioReporteSchema.parse(r.json());
  };

  it('sums each customer’s counted orders of the zone and period exactly, sorted as asked', async () => {
    const r = await reporte(`zona=caracas&desde=${hace(60)}&hasta=${hace(0)}`);
    expect(r.resumen).toEqual({ clientes: 2, pedidos: 3, total: '1234.40' });
    expect(r.items.map((f) => [f.nombre, f.pedidos, f.total])).toEqual([
      ['Ana Pérez', 2, '1234.30'],
      ['Beto Díaz', 1, '0.10'],
    ]);
    expect(r.top.map((f) => f.nombre)).toEqual(['Ana Pérez', 'Beto Díaz']);
    const porNombre = await reporte(`zona=caracas&desde=${hace(60)}&orden=nombre&dir=desc`);
    expect(porNombre.items.map((f) => f.nombre)).toEqual(['Beto Díaz', 'Ana Pérez']);
    const mes = await reporte(`zona=caracas&desde=${hace(30)}`);
    expect(mes.items.map((f) => f.nombre)).toEqual(['Ana Pérez']);
    const valencia = await reporte('zona=valencia');
    expect(valencia.resumen).toEqual({ clientes: 1, pedidos: 1, total: '10.00' });
  });

  it('exports the whole report as CSV: Spanish headers, semicolons, the store’s decimals', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/admin/reporte/compra-usuario/csv?zona=caracas&desde=${hace(60)}`,
      headers: bearer(token),
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.headers['content-disposition']).toContain('attachment; filename="compras-por-cliente-caracas-');
    const lineas = r.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lineas[0]).toBe('Cliente;Correo;Pedidos;Total (USD);Última compra');
    expect(lineas.slice(1).map((l) => l.split(';').toSpliced(1, 1).toSpliced(3, 1))).toEqual([
      ['Ana Pérez', '2', '1.234,30'],
      ['Beto Díaz', '1', '0,10'],
    ]);
    expect(lineas[1]).toContain(c.ana.email);
  });

  it('refuses a period that ends before it starts or does not exist', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/admin/reporte/compra-usuario?zona=caracas&desde=2026-05-02&hasta=2026-05-01',
      headers: bearer(token),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().campos.desde).toBe('La fecha inicial no puede ser posterior a la final');
    const febrero = await t.app.inject({
      method: 'GET',
      url: '/admin/reporte/compra-usuario?zona=caracas&desde=2026-02-30',
      headers: bearer(token),
    });
    expect(febrero.statusCode).toBe(400);
  });
});

/** The Caracas calendar day `n` days ago. */
function hace(n: number): string {
  return new Date(Date.now() - 4 * 3600_000 - n * 86_400_000).toISOString().slice(0, 10);
}
