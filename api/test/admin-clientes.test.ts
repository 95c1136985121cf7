/**
 * Back-office customers (issue 19): prime requests approved or rejected once; blocking ends the
 * customer's session at the next call; an account deletion removes the person and keeps the orders;
 * a referral's reward credited once under concurrent clicks; validation naming the field.
 */
import { randomUUID } from 'node:crypto';
import {
  Mensajes,
  MensajesAdmin,
  MensajesClientes,
  NOMBRE_CUENTA_ELIMINADA,
  OrdenEstatus,
  UsuarioEstatus,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenConRoles } from './admin-acceso.ts';
import {
  cliente,
  clienteConPedidoEntregado,
  clienteDemo,
  pedir,
  referidoAcreditable,
} from './admin-clientes-contexto.ts';
import { compradorNuevo } from './checkout-helpers.ts';
import { createTestApp, login, PASSWORD, type TestApp } from './helpers.ts';
import { pedidoPorVerificar } from './pedido-helpers.ts';
import { saldoDe } from './saldo-helpers.ts';

/** A prime request's plan and payment (issue 34). */
const PLAN = { plan: 'anual', metodoPago: 'zelle', referencia: '12345678' };

/** What a customer's deletion request needs (issue 34): the password and the typed confirmation. */
const CONFIRMA_BORRADO = { password: PASSWORD, confirmacion: 'BORRAR' };

describe('customers in the back-office', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp({ ordenBarridoSegundos: 0 }, { poolMax: 8 });
    staff = await tokenConRoles(t, [
      'ROLE_ADMIN',
      'ROLE_MEMBRESIA',
      'ROLE_CLIENTE',
      'ROLE_ATENCION_CLIENTE',
      'ROLE_PEDIDO',
    ]);
  }, 120_000);
  afterAll(() => t?.close());

  describe('prime requests', () => {
    it('a normal customer asks once; approval makes them prime until the chosen end, and a second decision is refused', async () => {
      const c = await cliente(t);
      const pedida = await pedir(t, c.token, 'POST', '/usuario/membresia/solicitud', PLAN);
      expect(pedida.statusCode, pedida.body).toBe(201);
      expect(pedida.json().mensaje).toBe(MensajesClientes.PRIME_SOLICITADA);
      const otra = await pedir(t, c.token, 'POST', '/usuario/membresia/solicitud', PLAN);
      expect(otra.statusCode).toBe(409);
      expect(otra.json().mensaje).toBe(MensajesClientes.PRIME_PENDIENTE);

      const id = pedida.json().solicitud.id as number;
      const lista = await pedir(t, staff, 'GET', `/admin/membresia/solicitud?estado=PENDIENTE&q=${c.email}`);
      expect(lista.json().items.map((s: { id: number }) => s.id)).toEqual([id]);

      const aprobada = await pedir(t, staff, 'PUT', `/admin/membresia/solicitud/${id}/aprobar`, {
        version: 1,
        meses: 12,
      });
      expect(aprobada.statusCode, aprobada.body).toBe(200);
      expect(aprobada.json()).toMatchObject({
        estatus: 'APROBADA',
        cliente: { usuarioTipo: UsuarioTipo.PRIME },
      });
      const fin = new Date(aprobada.json().fin);
      const esperado = new Date();
      esperado.setMonth(esperado.getMonth() + 12);
      expect(Math.abs(fin.getTime() - esperado.getTime())).toBeLessThan(3 * 24 * 3600 * 1000);

      // The customer's own token meets the new type at once: the profile and the website resolve say
      // prime (the shell then shows 'Plan de Usuario actualizado' and asks to sign in again).
      const perfil = await pedir(t, c.token, 'GET', '/usuario/perfil');
      expect(perfil.json()).toMatchObject({
        usuarioTipo: UsuarioTipo.PRIME,
        membresia: { fin: fin.toISOString() },
      });
      const mia = await pedir(t, c.token, 'GET', '/usuario/membresia/solicitud');
      expect(mia.json()).toMatchObject({ id, estatus: 'APROBADA' });

      for (const [accion, cuerpo] of [
        ['aprobar', { version: 2 }],
        ['rechazar', { version: 2, motivo: 'Tarde' }],
        ['aprobar', { version: 1 }],
      ] as const) {
        const otraVez = await pedir(t, staff, 'PUT', `/admin/membresia/solicitud/${id}/${accion}`, cuerpo);
        expect(otraVez.statusCode).toBe(409);
        expect(otraVez.json().mensaje).toBe(MensajesClientes.SOLICITUD_DECIDIDA);
      }
      const yaPrime = await pedir(t, c.token, 'POST', '/usuario/membresia/solicitud', PLAN);
      expect(yaPrime.statusCode).toBe(422);
      expect(yaPrime.json().mensaje).toBe(MensajesClientes.YA_ES_PRIME);

      const cambios = await pedir(t, staff, 'GET', `/admin/cliente/${c.id}/historial`);
      expect(cambios.json().items[0]).toMatchObject({
        accion: 'editar',
        antes: { usuarioTipo: UsuarioTipo.NORMAL },
        despues: { usuarioTipo: UsuarioTipo.PRIME },
      });
    });

    it('a rejection needs its reason (400 naming the field), keeps the type and tells the customer why', async () => {
      const c = await cliente(t);
      const id = (await pedir(t, c.token, 'POST', '/usuario/membresia/solicitud', PLAN)).json().solicitud.id;
      const sinMotivo = await pedir(t, staff, 'PUT', `/admin/membresia/solicitud/${id}/rechazar`, {
        version: 1,
      });
      expect(sinMotivo.statusCode).toBe(400);
      expect(Object.keys(sinMotivo.json().campos)).toEqual(['motivo']);
      const meses = await pedir(t, staff, 'PUT', `/admin/membresia/solicitud/${id}/aprobar`, {
        version: 1,
        meses: 99,
      });
      expect(meses.statusCode).toBe(400);
      expect(Object.keys(meses.json().campos)).toEqual(['meses']);
      const vieja = await pedir(t, staff, 'PUT', `/admin/membresia/solicitud/${id}/rechazar`, {
        version: 7,
        motivo: 'Sin compras',
      });
      expect(vieja.statusCode).toBe(409);
      expect(vieja.json().mensaje).toBe(MensajesAdmin.CONFLICTO);

      const rechazada = await pedir(t, staff, 'PUT', `/admin/membresia/solicitud/${id}/rechazar`, {
        version: 1,
        motivo: 'Sin compras en los últimos tres meses',
      });
      expect(rechazada.statusCode, rechazada.body).toBe(200);
      expect(rechazada.json()).toMatchObject({
        estatus: 'RECHAZADA',
        cliente: { usuarioTipo: UsuarioTipo.NORMAL },
      });
      expect((await pedir(t, c.token, 'GET', '/usuario/membresia/solicitud')).json()).toMatchObject({
        estatus: 'RECHAZADA',
        motivo: 'Sin compras en los últimos tres meses',
      });
      const historial = await pedir(t, staff, 'GET', `/admin/membresia/solicitud/${id}/historial`);
      expect(historial.json().items[0]).toMatchObject({
        accion: 'estatus',
        despues: { estatus: 'RECHAZADA' },
      });
      // Rejected, they may ask again.
      expect((await pedir(t, c.token, 'POST', '/usuario/membresia/solicitud', PLAN)).statusCode).toBe(201);
    });
  });

  describe('blocking', () => {
    it("ends the customer's session at their next call with 'Bloqueado/Inactivo'; unblocking lets them sign in again", async () => {
      const c = await cliente(t);
      expect((await pedir(t, c.token, 'GET', '/usuario/perfil')).statusCode).toBe(200);
      const sinMotivo = await pedir(t, staff, 'PUT', `/admin/cliente/${c.id}/bloqueo`, { bloquear: true });
      expect(sinMotivo.statusCode).toBe(400);
      expect(Object.keys(sinMotivo.json().campos)).toEqual(['motivo']);

      const bloqueo = await pedir(t, staff, 'PUT', `/admin/cliente/${c.id}/bloqueo`, {
        bloquear: true,
        motivo: 'Pagos rechazados repetidos',
      });
      expect(bloqueo.statusCode, bloqueo.body).toBe(200);
      expect(bloqueo.json()).toMatchObject({
        estatus: UsuarioEstatus.BLOQUEADO,
        motivoBloqueo: 'Pagos rechazados repetidos',
      });
      const siguiente = await pedir(t, c.token, 'GET', '/usuario/perfil');
      expect(siguiente.statusCode).toBe(403);
      expect(siguiente.json().mensaje).toBe(Mensajes.BLOQUEADO);
      const renovar = await t.app.inject({
        method: 'POST',
        url: '/refresh_token',
        cookies: { refresh_token: c.refresh },
      });
      expect(renovar.json().mensaje).toBe(Mensajes.BLOQUEADO);
      const entrar = await login(t.app, c.email, undefined, '10.19.200.1');
      expect(entrar.res.json().mensaje).toBe(Mensajes.BLOQUEADO);

      const otraVez = await pedir(t, staff, 'PUT', `/admin/cliente/${c.id}/bloqueo`, {
        bloquear: true,
        motivo: 'Otra vez',
      });
      expect(otraVez.statusCode).toBe(409);
      expect(otraVez.json().mensaje).toBe(MensajesClientes.YA_BLOQUEADO);

      const desbloqueo = await pedir(t, staff, 'PUT', `/admin/cliente/${c.id}/bloqueo`, {
        bloquear: false,
        motivo: 'Aclarado con el banco',
      });
      expect(desbloqueo.json()).toMatchObject({ estatus: UsuarioEstatus.ACTIVO, motivoBloqueo: null });
      // The old token stays ended; a new sign-in works.
      expect((await pedir(t, c.token, 'GET', '/usuario/perfil')).statusCode).toBe(401);
      const nueva = await login(t.app, c.email, undefined, '10.19.200.2');
      expect(nueva.res.statusCode).toBe(200);
      expect((await pedir(t, nueva.body.token, 'GET', '/usuario/perfil')).statusCode).toBe(200);

      const historial = await pedir(t, staff, 'GET', `/admin/cliente/${c.id}/historial`);
      expect(historial.json().items.map((i: { despues: { motivo: string } }) => i.despues.motivo)).toEqual([
        'Aclarado con el banco',
        'Pagos rechazados repetidos',
      ]);
    });

    it('a staff account is no customer (404), nor is an unknown id', async () => {
      const admin = await t.db
        .selectFrom('usuario')
        .select('id')
        .where('email', '=', 'admin@demo.test')
        .executeTakeFirstOrThrow();
      for (const id of [admin.id, randomUUID()]) {
        const r = await pedir(t, staff, 'PUT', `/admin/cliente/${id}/bloqueo`, {
          bloquear: true,
          motivo: 'Prueba',
        });
        expect(r.statusCode).toBe(404);
        expect(r.json().mensaje).toBe(MensajesClientes.CLIENTE_NO_EXISTE);
      }
    });
  });

  describe('the customers list', () => {
    it('finds a customer by name, email, document or phone, filters by type and status, and never lists staff', async () => {
      const maria = await clienteDemo(t);
      for (const q of ['maria gonzalez', 'CLIENTE@demo', '15678901', '04145551234', '0414-555-1234']) {
        const r = await pedir(t, staff, 'GET', `/admin/cliente?q=${encodeURIComponent(q)}`);
        expect(
          r.json().items.map((c: { id: string }) => c.id),
          q,
        ).toContain(maria);
      }
      const prime = await pedir(t, staff, 'GET', '/admin/cliente?tipo=2&orden=nombre');
      expect(prime.json().items.every((c: { usuarioTipo: number }) => c.usuarioTipo === 2)).toBe(true);
      const bloqueados = await pedir(t, staff, 'GET', '/admin/cliente?estatus=2');
      expect(bloqueados.json().items.map((c: { email: string }) => c.email)).toContain('bloqueado@demo.test');
      const todos = await pedir(t, staff, 'GET', '/admin/cliente?q=demo.test&orden=email');
      const emails = todos.json().items.map((c: { email: string }) => c.email);
      expect(emails).not.toContain('admin@demo.test');
      expect(emails).toEqual(emails.toSorted());
      const malo = await pedir(t, staff, 'GET', '/admin/cliente?tipo=9');
      expect(malo.statusCode).toBe(400);
      expect(Object.keys(malo.json().campos)).toEqual(['tipo']);
    });
  });

  describe('account deletion', () => {
    it("removes the personal data, frees the email and keeps the orders and their ratings' scores for the books", async () => {
      const c = await clienteConPedidoEntregado(t, staff);
      const calificada = await pedir(t, c.token, 'POST', '/usuario/orden/calificacion', {
        orden: c.orden,
        puntuacion: 2,
        comentario: 'El repartidor, Luis, llamó a mi hermana al 0414-5550000',
      });
      expect(calificada.statusCode, calificada.body).toBe(201);
      const email = (
        await t.db.selectFrom('usuario').select('email').where('id', '=', c.id).executeTakeFirstOrThrow()
      ).email;
      const sector = await t.db.selectFrom('zona_sector').select(['id', 'area_id']).executeTakeFirstOrThrow();
      const direccion = await t.db
        .insertInto('usuario_direccion')
        .values({
          usuario_id: c.id,
          sector_id: sector.id,
          direccion: 'Calle 5, Quinta Los Pinos',
          estatus: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('orden')
        .set({
          tipo_envio: 'delivery',
          direccion_id: direccion.id,
          sector_id: sector.id,
          area_id: sector.area_id,
          direccion_texto: 'Calle 5, Quinta Los Pinos',
          nota: 'Tocar el timbre dos veces',
        })
        .where('id', '=', c.orden)
        .execute();
      const antes = await t.db
        .selectFrom('orden')
        .selectAll()
        .where('id', '=', c.orden)
        .executeTakeFirstOrThrow();

      const pedida = await pedir(t, c.token, 'POST', '/usuario/borrar-cuenta/solicitud', {
        motivo: 'Me mudé',
        ...CONFIRMA_BORRADO,
      });
      expect(pedida.statusCode, pedida.body).toBe(201);
      const id = pedida.json().solicitud.id;
      const ejecutada = await pedir(t, staff, 'PUT', `/admin/borrar-cuenta/${id}/ejecutar`, { version: 1 });
      expect(ejecutada.statusCode, ejecutada.body).toBe(200);
      expect(ejecutada.json()).toMatchObject({
        estatus: 'EJECUTADA',
        cliente: { nombre: NOMBRE_CUENTA_ELIMINADA, estatus: UsuarioEstatus.ELIMINADO },
      });
      const otraVez = await pedir(t, staff, 'PUT', `/admin/borrar-cuenta/${id}/rechazar`, {
        version: 2,
        motivo: 'Tarde',
      });
      expect(otraVez.statusCode).toBe(409);

      const u = await t.db.selectFrom('usuario').selectAll().where('id', '=', c.id).executeTakeFirstOrThrow();
      expect(u).toMatchObject({
        nombre: NOMBRE_CUENTA_ELIMINADA,
        telefono: null,
        documento: '0',
        estatus: 5,
      });
      expect(u.email).not.toBe(email);
      for (const tabla of ['usuario_direccion', 'refresh_token', 'carrito', 'membresia'] as const) {
        const filas = await t.db
          .selectFrom(tabla)
          .select('usuario_id')
          .where('usuario_id', '=', c.id)
          .execute();
        expect(filas, tabla).toEqual([]);
      }
      const libre = await t.app.inject({
        method: 'GET',
        url: `/api/usuario/verificarregistrado?email=${encodeURIComponent(email)}`,
      });
      expect(libre.json()).toMatchObject({ registrado: false });
      expect((await login(t.app, email, undefined, '10.19.201.1')).res.statusCode).toBe(401);
      expect((await pedir(t, c.token, 'GET', '/usuario/perfil')).statusCode).toBe(401);

      const despues = await t.db
        .selectFrom('orden')
        .selectAll()
        .where('id', '=', c.orden)
        .executeTakeFirstOrThrow();
      expect(despues).toMatchObject({
        usuario_id: c.id,
        total: antes.total,
        total_bs: antes.total_bs,
        referencia: antes.referencia,
        estatus: OrdenEstatus.ENTREGADA,
        nota: null,
        telefono_pago: null,
        direccion_id: null,
      });
      expect(despues.direccion_texto).not.toContain('Quinta');
      const lineas = await t.db
        .selectFrom('orden_detalle')
        .select('total')
        .where('orden_id', '=', c.orden)
        .execute();
      expect(lineas.length).toBeGreaterThan(0);
      // The rating's score and date stay for the store's figures; the customer's words go.
      const calificacion = await pedir(t, staff, 'GET', `/admin/orden/${c.orden}/full`);
      expect(calificacion.json().calificacion).toEqual({
        ...calificada.json().calificacion,
        comentario: null,
      });
      const historial = await pedir(t, staff, 'GET', `/admin/cliente/${c.id}/historial`);
      expect(JSON.stringify(historial.json())).not.toContain(email);
    });

    it('waits for the orders in progress, and a rejection tells the customer why', async () => {
      const c = await compradorNuevo(t, randomUUID().slice(0, 8), UsuarioTipo.PRIME);
      await pedidoPorVerificar(t, c.token, { referencia: String(Date.now()).slice(-8) });
      const id = (
        await pedir(t, c.token, 'POST', '/usuario/borrar-cuenta/solicitud', CONFIRMA_BORRADO)
      ).json().solicitud.id;
      expect(
        (await pedir(t, c.token, 'POST', '/usuario/borrar-cuenta/solicitud', CONFIRMA_BORRADO)).statusCode,
      ).toBe(409);
      const enCurso = await pedir(t, staff, 'PUT', `/admin/borrar-cuenta/${id}/ejecutar`, { version: 1 });
      expect(enCurso.statusCode).toBe(422);
      expect(enCurso.json().mensaje).toBe(MensajesClientes.PEDIDOS_EN_CURSO);
      const rechazo = await pedir(t, staff, 'PUT', `/admin/borrar-cuenta/${id}/rechazar`, {
        version: 1,
        motivo: 'Tiene un pedido por entregar',
      });
      expect(rechazo.json()).toMatchObject({ estatus: 'RECHAZADA', motivo: 'Tiene un pedido por entregar' });
      expect((await pedir(t, c.token, 'GET', '/usuario/borrar-cuenta/solicitud')).json()).toMatchObject({
        estatus: 'RECHAZADA',
        motivo: 'Tiene un pedido por entregar',
      });
    });
  });

  describe('referral rewards', () => {
    it('five staff clicks at once credit the reward to the balance exactly once', async () => {
      const r = await referidoAcreditable(t, staff);
      const clics = await Promise.all(
        Array.from({ length: 5 }, () =>
          pedir(t, staff, 'PUT', `/admin/referido/${r.referido}/acreditar`, { version: r.version }),
        ),
      );
      expect(clics.map((c) => c.statusCode).toSorted()).toEqual([200, 409, 409, 409, 409]);
      expect(clics.find((c) => c.statusCode === 409)?.json().mensaje).toBe(
        MensajesClientes.SOLICITUD_DECIDIDA,
      );
      expect(await saldoDe(t.db, r.referidor)).toBe('5.00');
      const movimientos = await t.db
        .selectFrom('saldo_movimiento')
        .select('monto')
        .where('usuario_id', '=', r.referidor)
        .execute();
      expect(movimientos).toEqual([{ monto: '5.00' }]);
      const leido = await pedir(t, staff, 'GET', `/admin/referido/${r.referido}`);
      expect(leido.json()).toMatchObject({
        estatus: 'ACREDITADA',
        primerPedido: { numero: expect.any(String) },
      });
    });

    it("waits for the referred customer's first delivered order", async () => {
      const f = await t.db
        .selectFrom('referido')
        .select(['id', 'version'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const r = await pedir(t, staff, 'PUT', `/admin/referido/${f.id}/acreditar`, { version: f.version });
      expect(r.statusCode).toBe(422);
      expect(r.json().campos).toEqual({ referido: MensajesClientes.SIN_PEDIDO_ENTREGADO });
      const lista = await pedir(t, staff, 'GET', '/admin/referido?q=carmen&estado=PENDIENTE');
      expect(lista.json().items.length).toBe(2);
      expect(lista.json().items[0]).toMatchObject({
        referidor: { email: 'carmen.rivas@demo.test' },
        primerPedido: null,
      });
    });
  });
});
