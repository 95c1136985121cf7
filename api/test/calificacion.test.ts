/**
 * Order ratings (spec /calificaciones): a customer's delivered orders wait for their rating, most
 * recently delivered first, within the window; the owner rates one once (1–5 stars, an optional
 * trimmed comment), and the rating is then in the order as its owner and staff read it. Another's
 * order, one not delivered, one past the window, a second rating and bad input are refused with a
 * Spanish message and store nothing; submissions at once store one rating.
 */
import { randomUUID } from 'node:crypto';
import {
  CalificacionesPendientesSchema,
  COMENTARIO_CALIFICACION_MAX,
  DIAS_PARA_CALIFICAR,
  MensajesCalificacion,
  MensajesOrden,
  type OrdenDetalle,
  OrdenEstatus,
  type OrdenEstatusValor,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compradorNuevo } from './checkout-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';
import { pedidoPorVerificar, staffCon } from './pedido-helpers.ts';

const E = OrdenEstatus;

let t: TestApp;
let admin: string;

beforeAll(async () => {
  // Enough connections on PostgreSQL for the submissions at once to meet in the database.
  t = await createTestApp({}, { poolMax: 12 });
  admin = await staffCon(t, 'calificacion', ['ROLE_ADMIN', 'ROLE_PEDIDO']);
}, 600_000);
afterAll(async () => {
  await t?.close();
});

const comprador = () => compradorNuevo(t, randomUUID().slice(0, 8), UsuarioTipo.PRIME);

/** A pickup order of the buyer, moved by staff along the machine up to `hasta`. */
async function pedido(token: string, hasta: OrdenEstatusValor = E.ENTREGADA): Promise<OrdenDetalle> {
  const orden = await pedidoPorVerificar(t, token, { referencia: String(Date.now()).slice(-8) });
  let actual: OrdenEstatusValor = E.POR_VERIFICAR;
  for (const estatus of [E.CONFIRMADA, E.EN_PREPARACION, E.LISTA, E.ENTREGADA] as const) {
    if (actual === hasta) break;
    const r = await t.app.inject({
      method: 'PUT',
      url: `/admin/orden/${orden.id}/estatus`,
      headers: bearer(admin),
      payload: { estatus, estatusActual: actual },
    });
    expect(r.statusCode, r.body).toBe(200);
    actual = estatus;
  }
  return orden;
}

const pendientes = async (token: string) => {
  const r = await t.app.inject({
    method: 'GET',
    url: '/usuario/orden/calificacion/pendiente',
    headers: bearer(token),
  });
  expect(r.statusCode, r.body).toBe(200);
  return CalificacionesPendientesSchema.parse(r.json());
};

const calificar = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/usuario/orden/calificacion', headers: bearer(token), payload });

const guardadas = async (orden: number) =>
  t.db.selectFrom('orden_calificacion').selectAll().where('orden_id', '=', orden).execute();

describe('pending ratings and rating an order', () => {
  it('lists the delivered orders not rated yet, newest delivery first; a rating takes one off and travels with the order', async () => {
    const c = await comprador();
    expect(await pendientes(c.token)).toEqual({ ordenes: [], dias: DIAS_PARA_CALIFICAR });

    const primera = await pedido(c.token);
    const segunda = await pedido(c.token);
    const enCurso = await pedido(c.token, E.EN_PREPARACION);
    const lista = await pendientes(c.token);
    expect(lista.ordenes.map((o) => o.numero)).toEqual([segunda.numero, primera.numero]);
    const [vista] = lista.ordenes.filter((o) => o.id === primera.id);
    expect(vista).toMatchObject({
      id: primera.id,
      fecha: primera.fecha,
      total: primera.totales.total,
      totalBs: primera.totales.bs.total,
      cantidadProductos: primera.lineas.length,
      productos: primera.lineas.map((l) => ({ nombre: l.producto.nombre, imagen: l.producto.imagen })),
    });
    expect(Date.parse(vista!.entregadaEn)).toBeGreaterThan(Date.parse(primera.fecha));
    expect(lista.ordenes.some((o) => o.id === enCurso.id)).toBe(false);

    const r = await calificar(c.token, {
      orden: primera.id,
      puntuacion: 4,
      comentario: '  Todo llegó fresco.  ',
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({
      orden: primera.id,
      mensaje: MensajesCalificacion.GRACIAS,
      calificacion: { puntuacion: 4, comentario: 'Todo llegó fresco.' },
    });
    expect((await pendientes(c.token)).ordenes.map((o) => o.id)).toEqual([segunda.id]);

    const suya = await t.app.inject({
      method: 'GET',
      url: `/usuario/orden/${primera.id}/usuario`,
      headers: bearer(c.token),
    });
    expect(suya.json().calificacion).toEqual(r.json().calificacion);
    const full = await t.app.inject({
      method: 'GET',
      url: `/admin/orden/${primera.id}/full`,
      headers: bearer(admin),
    });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().calificacion).toEqual(r.json().calificacion);
    const sinCalificar = await t.app.inject({
      method: 'GET',
      url: `/admin/orden/${segunda.id}/full`,
      headers: bearer(admin),
    });
    expect(sinCalificar.json().calificacion).toBeNull();
  });

  it('stores no comment when none or only spaces are sent', async () => {
    const c = await comprador();
    const [a, b] = [await pedido(c.token), await pedido(c.token)];
    expect((await calificar(c.token, { orden: a.id, puntuacion: 5 })).statusCode).toBe(201);
    expect((await calificar(c.token, { orden: b.id, puntuacion: 1, comentario: '   ' })).statusCode).toBe(
      201,
    );
    expect((await guardadas(a.id))[0]).toMatchObject({ puntuacion: 5, comentario: null });
    expect((await guardadas(b.id))[0]).toMatchObject({ puntuacion: 1, comentario: null });
  });
});

describe('what cannot be rated', () => {
  it("another customer's order is not found for the caller", async () => {
    const [duena, otro] = [await comprador(), await comprador()];
    const orden = await pedido(duena.token);
    const r = await calificar(otro.token, { orden: orden.id, puntuacion: 5 });
    expect(r.statusCode).toBe(404);
    expect(r.json().mensaje).toBe(MensajesOrden.ORDEN_NO_EXISTE);
    expect(await guardadas(orden.id)).toEqual([]);
    expect((await calificar(otro.token, { orden: 2_000_000_000, puntuacion: 5 })).statusCode).toBe(404);
  });

  it('an order not delivered says its status', async () => {
    const c = await comprador();
    const orden = await pedido(c.token, E.LISTA);
    const r = await calificar(c.token, { orden: orden.id, puntuacion: 3 });
    expect(r.statusCode).toBe(422);
    expect(r.json().mensaje).toBe(
      `${MensajesCalificacion.NO_ENTREGADO}. Estatus del pedido ${orden.numero}: Listo.`,
    );
    expect(await guardadas(orden.id)).toEqual([]);
  });

  it('a second rating is refused and the first is kept', async () => {
    const c = await comprador();
    const orden = await pedido(c.token);
    expect(
      (await calificar(c.token, { orden: orden.id, puntuacion: 2, comentario: 'Tardó' })).statusCode,
    ).toBe(201);
    const otra = await calificar(c.token, { orden: orden.id, puntuacion: 5 });
    expect(otra.statusCode).toBe(409);
    expect(otra.json().mensaje).toBe(MensajesCalificacion.YA_CALIFICADO);
    expect(await guardadas(orden.id)).toMatchObject([{ puntuacion: 2, comentario: 'Tardó' }]);
  });

  it(`an order delivered more than ${DIAS_PARA_CALIFICAR} days ago is neither listed nor rated`, async () => {
    const c = await comprador();
    const orden = await pedido(c.token);
    const hace = new Date(Date.now() - (DIAS_PARA_CALIFICAR + 1) * 24 * 60 * 60 * 1000);
    await t.db
      .updateTable('orden_historial')
      .set({ creado_en: hace })
      .where('orden_id', '=', orden.id)
      .where('estatus', '=', E.ENTREGADA)
      .execute();
    expect((await pendientes(c.token)).ordenes).toEqual([]);
    const r = await calificar(c.token, { orden: orden.id, puntuacion: 5 });
    expect(r.statusCode).toBe(422);
    expect(r.json().mensaje).toBe(MensajesCalificacion.PLAZO_VENCIDO);
    expect(await guardadas(orden.id)).toEqual([]);
  });

  it('bad input is a 400 naming the field, and stores nothing', async () => {
    const c = await comprador();
    const orden = await pedido(c.token);
    const casos: [Record<string, unknown>, string, string][] = [
      [{ orden: orden.id, puntuacion: 0 }, 'puntuacion', MensajesCalificacion.PUNTUACION],
      [{ orden: orden.id, puntuacion: 6 }, 'puntuacion', MensajesCalificacion.PUNTUACION],
      [{ orden: orden.id, puntuacion: 4.5 }, 'puntuacion', MensajesCalificacion.PUNTUACION],
      [{ orden: orden.id, puntuacion: '4' }, 'puntuacion', MensajesCalificacion.PUNTUACION],
      [{ orden: orden.id }, 'puntuacion', MensajesCalificacion.PUNTUACION],
      [
        { orden: orden.id, puntuacion: 4, comentario: 'a'.repeat(COMENTARIO_CALIFICACION_MAX + 1) },
        'comentario',
        MensajesCalificacion.COMENTARIO_LARGO,
      ],
      [{ orden: orden.id, puntuacion: 4, comentario: 7 }, 'comentario', 'Comentario inválido'],
      [{ orden: 0, puntuacion: 4 }, 'orden', 'Pedido inválido'],
      [{ orden: orden.id, puntuacion: 4, estrellas: 4 }, 'estrellas', 'Campo no permitido'],
    ];
    for (const [payload, campo, mensaje] of casos) {
      const r = await calificar(c.token, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().campos?.[campo], JSON.stringify(payload)).toBe(mensaje);
    }
    // A comment of exactly the maximum, with spaces around it, is taken.
    const justo = ` ${'a'.repeat(COMENTARIO_CALIFICACION_MAX)} `;
    expect((await calificar(c.token, { orden: orden.id, puntuacion: 4, comentario: justo })).statusCode).toBe(
      201,
    );
    expect((await guardadas(orden.id))[0]?.comentario).toHaveLength(COMENTARIO_CALIFICACION_MAX);
  });

  it('needs a signed-in customer', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/usuario/orden/calificacion/pendiente' });
    expect(get.statusCode).toBe(401);
    const post = await t.app.inject({
      method: 'POST',
      url: '/usuario/orden/calificacion',
      payload: { orden: 1, puntuacion: 5 },
    });
    expect(post.statusCode).toBe(401);
  });
});

it('ten submissions of one order at once store one rating: one 201, the others 409', async () => {
  const c = await comprador();
  const orden = await pedido(c.token);
  const respuestas = await Promise.all(
    Array.from({ length: 10 }, (_, i) => calificar(c.token, { orden: orden.id, puntuacion: (i % 5) + 1 })),
  );
  const estados = respuestas.map((r) => r.statusCode).toSorted();
  expect(estados).toEqual([201, ...Array(9).fill(409)]);
  const ganadora = respuestas.find((r) => r.statusCode === 201)!.json();
  expect(await guardadas(orden.id)).toMatchObject([{ puntuacion: ganadora.calificacion.puntuacion }]);
});
