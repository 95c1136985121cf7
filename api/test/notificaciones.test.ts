/**
 * The open page's poll on the notifications path (issue 38): GET /notificacion/aviso answers the
 * unread count and the caller's newest notice id, and the unread notices past the page's cursor
 * (`desde`), only the caller's own; every status change of an order is a notice for its owner; a
 * back-office message to a push segment is a notice for each of its customers; resolve gives the
 * browser OneSignal's public app id only when the API has its keys.
 */
import {
  EnvioPushSchema,
  NovedadesSchema,
  OrdenEstatus,
  ResolveResponseSchema,
  SegmentoDetalleSchema,
} from '@mercado/shared/contracts';
import { endpoints } from '@mercado/shared/endpoints';
import { links } from '@mercado/shared/links';
import { describe, expect, it } from 'vitest';
import { ZONA_SLUG } from '../src/db/seed-fixtures.ts';
import { registrar } from './checkout-helpers.ts';
import { bearer, createTestApp } from './helpers.ts';
import { delivery, preparar, prepararOrdenes, putEstatus, t, tok } from './orden-contexto.ts';

prepararOrdenes();

const E = OrdenEstatus;

async function poll(token: string, desde?: number) {
  const r = await t.app.inject({
    method: 'GET',
    url: `/notificacion/aviso${desde === undefined ? '' : `?desde=${desde}`}`,
    headers: bearer(token),
  });
  expect(r.statusCode, r.body).toBe(200);
  return NovedadesSchema.parse(r.json());
}

/** A Pago Móvil order of the customer delivered to an address, waiting for staff (POR_VERIFICAR). */
async function ordenPorVerificar(): Promise<number> {
  const fp = await preparar(tok.cliente, 1);
  const r = await registrar(t, tok.cliente, 1, delivery(fp));
  expect(r.statusCode, r.body).toBe(201);
  return r.json().orden.id;
}

const numero = (orden: number) => `P-${String(orden).padStart(6, '0')}`;

describe('GET /notificacion/aviso', () => {
  it('lives under the notifications path (the client opens no error dialog for it) and needs a session', async () => {
    // The client's NOTIFICATIONS_PATH (shared/src/http/client.ts, browser code the API does not import).
    expect(endpoints.aviso.novedades.path).toMatch(/^\/notificacion\//);
    const r = await t.app.inject({ method: 'GET', url: '/notificacion/aviso' });
    expect(r.statusCode).toBe(401);
    const malo = await t.app.inject({
      method: 'GET',
      url: '/notificacion/aviso?desde=-1',
      headers: bearer(tok.cliente),
    });
    expect(malo.statusCode).toBe(400);
  });

  it('without a cursor only the head; past the cursor each change of the order once, newest first; unchanged, nothing', async () => {
    const inicio = await poll(tok.cliente);
    expect(inicio.avisos).toEqual([]);
    // Nothing new: the same head, no notices, a few bytes.
    const igual = await t.app.inject({
      method: 'GET',
      url: `/notificacion/aviso?desde=${inicio.ultimo}`,
      headers: bearer(tok.cliente),
    });
    expect(igual.json()).toEqual({ sinLeer: inicio.sinLeer, ultimo: inicio.ultimo, avisos: [] });
    expect(igual.body.length).toBeLessThan(60);

    const orden = await ordenPorVerificar();
    const r = await putEstatus(tok.admin, orden, { estatus: E.CONFIRMADA });
    expect(r.statusCode, r.body).toBe(200);
    const primera = await poll(tok.cliente, inicio.ultimo);
    expect(primera.avisos.map((a) => a.titulo)).toEqual([`Pago verificado: pedido ${numero(orden)}`]);
    expect(primera.avisos[0]?.enlace).toBe(links.pedido(orden));
    expect(primera.sinLeer).toBe(inicio.sinLeer + 1);
    expect(primera.ultimo).toBe(primera.avisos[0]?.id);

    // Picking, ready for the courier, on its way, delivered: a notice each (picking and ready write no email).
    for (const estatus of [E.EN_PREPARACION, E.LISTA, E.EN_CAMINO, E.ENTREGADA]) {
      const c = await putEstatus(tok.admin, orden, { estatus });
      expect(c.statusCode, c.body).toBe(200);
    }
    const resto = await poll(tok.cliente, primera.ultimo);
    expect(resto.avisos.map((a) => a.titulo)).toEqual([
      `Entregado: pedido ${numero(orden)}`,
      `En camino: pedido ${numero(orden)}`,
      `Listo para despacho: pedido ${numero(orden)}`,
      `En preparación: pedido ${numero(orden)}`,
    ]);
    expect(resto.sinLeer).toBe(primera.sinLeer + 4);
    const correos = await t.db
      .selectFrom('email_saliente')
      .select('asunto')
      .where('asunto', 'like', `%pedido ${numero(orden)}`)
      .orderBy('id')
      .execute();
    expect(correos.map((c) => c.asunto.split(':')[0])).toEqual(['Pago verificado', 'En camino', 'Entregado']);

    const despues = await poll(tok.cliente, resto.ultimo);
    expect(despues).toEqual({ sinLeer: resto.sinLeer, ultimo: resto.ultimo, avisos: [] });

    // Read in the bell's panel: the count drops, the newest id stays.
    const leido = await t.app.inject({
      method: 'PUT',
      url: '/usuario/aviso/leido',
      headers: bearer(tok.cliente),
      payload: { ids: resto.avisos.map((a) => a.id) },
    });
    expect(leido.json()).toEqual({ leidos: 4 });
    expect(await poll(tok.cliente, resto.ultimo)).toEqual({
      sinLeer: resto.sinLeer - 4,
      ultimo: resto.ultimo,
      avisos: [],
    });
    // A cursor from before: only the unread past it.
    expect((await poll(tok.cliente, inicio.ultimo)).avisos.map((a) => a.id)).toEqual([primera.ultimo]);
  });

  it('a user sees only their own notices', async () => {
    const antes = await poll(tok.prime);
    const orden = await ordenPorVerificar();
    await putEstatus(tok.admin, orden, { estatus: E.CANCELADA, mensaje: 'Sin existencia' });
    const suyo = await poll(tok.cliente, 0);
    expect(suyo.avisos.map((a) => a.enlace)).toContain(links.pedido(orden));
    const ajeno = await poll(tok.prime, 0);
    expect(ajeno.avisos.map((a) => a.enlace)).not.toContain(links.pedido(orden));
    expect(await poll(tok.prime)).toEqual(antes);
  });
});

describe('a back-office message to a push segment', () => {
  it('is a notice for each customer of the segment, linking to its zone, once per send', async () => {
    // cliente@ has orders in the zone (the cases above); mayorista@ none.
    await ordenPorVerificar();
    const cliente = await poll(tok.cliente);
    const mayorista = await poll(tok.mayorista);
    const s = SegmentoDetalleSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/admin/onesignal/registrar',
          headers: bearer(tok.admin),
          payload: { nombre: 'Clientes de Caracas', zona: ZONA_SLUG },
        })
      ).json(),
    );
    expect(s.clientes).toBeGreaterThan(0);
    const enviar = async (titulo: string) => {
      const r = await t.app.inject({
        method: 'POST',
        url: `/admin/onesignal/${s.id}/enviar`,
        headers: bearer(tok.admin),
        payload: { titulo, mensaje: 'Harina a mitad de precio hasta el domingo' },
      });
      expect(r.statusCode, r.body).toBe(201);
      return EnvioPushSchema.parse(r.json());
    };
    const envio = await enviar('Ofertas del fin de semana');
    // Not pushed (no OneSignal keys here), but in the store for every customer of the segment.
    expect(envio).toMatchObject({ enviado: false, destinatarios: s.clientes, avisos: s.clientes });
    const nuevo = await poll(tok.cliente, cliente.ultimo);
    expect(nuevo.avisos).toEqual([
      expect.objectContaining({
        titulo: 'Ofertas del fin de semana',
        texto: 'Harina a mitad de precio hasta el domingo',
        enlace: links.zona(ZONA_SLUG),
      }),
    ]);
    expect(await poll(tok.mayorista, mayorista.ultimo)).toEqual({ ...mayorista, avisos: [] });
    const filas = await t.db
      .selectFrom('aviso')
      .select('usuario_id')
      .where('envio_push_id', '=', envio.id)
      .execute();
    expect(filas).toHaveLength(s.clientes);

    // The segment's page says how many notices each send wrote.
    await enviar('Segunda oferta');
    const pagina = SegmentoDetalleSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/admin/onesignal/${s.id}`, headers: bearer(tok.admin) })
      ).json(),
    );
    expect(pagina.envios.map((e) => [e.titulo, e.avisos])).toEqual([
      ['Segunda oferta', s.clientes],
      ['Ofertas del fin de semana', s.clientes],
    ]);
    expect((await poll(tok.cliente, nuevo.ultimo)).avisos.map((a) => a.titulo)).toEqual(['Segunda oferta']);
  });
});

describe('web push settings in resolve', () => {
  it('no OneSignal keys: null; with them, only the public app id', async () => {
    const sin = ResolveResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/website/resolve' })).json(),
    );
    expect(sin.oneSignal).toBeNull();
    const con = await createTestApp({
      oneSignal: { appId: 'app-publica', restApiKey: 'clave-secreta-rest', apiUrl: 'http://127.0.0.1:9' },
    });
    try {
      const r = await con.app.inject({ method: 'GET', url: '/api/website/resolve' });
      expect(ResolveResponseSchema.parse(r.json()).oneSignal).toEqual({ appId: 'app-publica' });
      expect(r.body).not.toContain('clave-secreta-rest');
    } finally {
      await con.close();
    }
  });
});
