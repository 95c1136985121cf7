/**
 * Push segments and the purchases report (issue 19, decision 0032): segments counted on known orders;
 * a notification sent through a local stand-in for OneSignal's API, or recorded as not sent; the
 * report's sums in cents and its CSV.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CompraUsuarioReporteSchema,
  EnvioPushSchema,
  HistorialSchema,
  MensajesOneSignal,
  SegmentoDetalleSchema,
  SegmentoPaginaSchema,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliente, orden } from './admin-usuarios-contexto.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

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

  /** Known orders in both apps: Ana (prime) bought lately in Caracas and has an order whose payment waits for verification, Beto 40 days ago, Carla's
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

  it('sums each customer’s paid orders of the zone and period exactly, the unpaid apart, sorted as asked', async () => {
    const r = await reporte(`zona=caracas&desde=${hace(60)}&hasta=${hace(0)}`);
    expect(r.resumen).toEqual({
      clientes: 2,
      pedidos: 2,
      total: '1234.20',
      pendientes: 1,
      totalPendiente: '0.20',
    });
    expect(r.items.map((f) => [f.nombre, f.pedidos, f.total, f.pendientes, f.totalPendiente])).toEqual([
      ['Ana Pérez', 1, '1234.10', 1, '0.20'],
      ['Beto Díaz', 1, '0.10', 0, '0.00'],
    ]);
    expect(r.top.map((f) => f.nombre)).toEqual(['Ana Pérez', 'Beto Díaz']);
    const porNombre = await reporte(`zona=caracas&desde=${hace(60)}&orden=nombre&dir=desc`);
    expect(porNombre.items.map((f) => f.nombre)).toEqual(['Beto Díaz', 'Ana Pérez']);
    const mes = await reporte(`zona=caracas&desde=${hace(30)}`);
    expect(mes.items.map((f) => f.nombre)).toEqual(['Ana Pérez']);
    const valencia = await reporte('zona=valencia');
    expect(valencia.resumen).toEqual({
      clientes: 1,
      pedidos: 1,
      total: '10.00',
      pendientes: 0,
      totalPendiente: '0.00',
    });
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
    expect(lineas[0]).toBe(
      'Cliente;Correo;Pedidos;Total (USD);Última compra;Pedidos por cobrar;Por cobrar (USD)',
    );
    expect(lineas.slice(1).map((l) => l.split(';').toSpliced(1, 1).toSpliced(3, 1))).toEqual([
      ['Ana Pérez', '1', '1.234,10', '1', '0,20'],
      ['Beto Díaz', '1', '0,10', '0', '0,00'],
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
