/**
 * What the shopper is told (issue 34): one email and one notice per status change they must know of,
 * once even when staff set a status twice at the same moment; back-in-stock alerts consumed by staff's
 * restock with one email and one notice.
 */
import { AvisosSchema, COLUMNAS_CSV, OrdenEstatus } from '@mercado/shared/contracts';
import { links } from '@mercado/shared/links';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PRICE_PRODUCT_SLUG, ZONA_SLUG } from '../src/db/seed-fixtures.ts';
import { escribirCsv, leerCelda } from '../src/services/csv.ts';
import { sincronizarExistencias } from '../src/services/existencia-zona.ts';
import { expirarOrdenes } from '../src/services/orden/expiracion.ts';
import { registrar } from './checkout-helpers.ts';
import { bearer } from './helpers.ts';
import { caracas, delivery, id, preparar, prepararOrdenes, putEstatus, t, tok } from './orden-contexto.ts';

prepararOrdenes();

const E = OrdenEstatus;
const CLIENTE = 'cliente@demo.test';

async function correos(asunto: string) {
  return t.db
    .selectFrom('email_saliente')
    .select(['para', 'asunto', 'cuerpo', 'enlace'])
    .where('asunto', 'like', `${asunto}%`)
    .execute();
}

async function avisos(token = tok.cliente) {
  const r = await t.app.inject({ method: 'GET', url: '/usuario/aviso', headers: bearer(token) });
  expect(r.statusCode, r.body).toBe(200);
  return AvisosSchema.parse(r.json()).avisos;
}

/** A Pago Móvil order of the customer, waiting for staff (POR_VERIFICAR). */
async function ordenPorVerificar(pagina = 1): Promise<number> {
  const fp = await preparar(tok.cliente, pagina);
  const r = await registrar(t, tok.cliente, pagina, delivery(fp));
  expect(r.statusCode, r.body).toBe(201);
  return r.json().orden.id;
}

const numero = (orden: number) => `P-${String(orden).padStart(6, '0')}`;

describe('order status notices', () => {
  it('a rejected payment writes one email with the reason and a notice until it is read', async () => {
    const orden = await ordenPorVerificar();
    const r = await putEstatus(tok.admin, orden, {
      estatus: E.RECHAZADA,
      mensaje: 'Referencia no encontrada',
    });
    expect(r.statusCode, r.body).toBe(200);
    const [correo, ...otros] = await correos(`Pago rechazado: pedido ${numero(orden)}`);
    expect(otros).toEqual([]);
    expect(correo).toMatchObject({ para: CLIENTE, enlace: `http://localhost:3000${links.pedido(orden)}` });
    expect(correo?.cuerpo).toContain('Motivo: Referencia no encontrada');
    const aviso = (await avisos()).find((a) => a.enlace === links.pedido(orden));
    expect(aviso?.texto).toContain('Motivo: Referencia no encontrada');
    const leido = await t.app.inject({
      method: 'PUT',
      url: '/usuario/aviso/leido',
      headers: bearer(tok.cliente),
      payload: { ids: [aviso!.id] },
    });
    expect(leido.json()).toEqual({ leidos: 1 });
    expect((await avisos()).map((a) => a.id)).not.toContain(aviso!.id);
    // Another's notice is not theirs to read.
    expect((await avisos(tok.prime)).map((a) => a.id)).not.toContain(aviso!.id);
  });

  it('verified, on its way and delivered each write one email; picking and ready for the courier none', async () => {
    const orden = await ordenPorVerificar();
    const antes = (await correos(`%pedido ${numero(orden)}`)).length;
    expect(antes).toBe(0);
    for (const estatus of [E.CONFIRMADA, E.EN_PREPARACION, E.LISTA, E.EN_CAMINO, E.ENTREGADA]) {
      const r = await putEstatus(tok.admin, orden, { estatus });
      expect(r.statusCode, r.body).toBe(200);
    }
    const asuntos = (await correos('%')).filter((c) => c.asunto.endsWith(numero(orden))).map((c) => c.asunto);
    expect(asuntos).toEqual([
      `Pago verificado: pedido ${numero(orden)}`,
      `En camino: pedido ${numero(orden)}`,
      `Entregado: pedido ${numero(orden)}`,
    ]);
  });

  it('a status set twice at the same moment writes one email and one notice', async () => {
    const orden = await ordenPorVerificar();
    const cancelar = { estatus: E.CANCELADA, mensaje: 'Sin existencia', estatusActual: E.POR_VERIFICAR };
    const rs = await Promise.all([
      putEstatus(tok.admin, orden, cancelar),
      putEstatus(tok.admin, orden, cancelar),
    ]);
    expect(rs.map((r) => r.statusCode).toSorted()).toEqual([200, 409]);
    expect(await correos(`Cancelado: pedido ${numero(orden)}`)).toHaveLength(1);
    const n = await t.db
      .selectFrom('aviso')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('orden_id', '=', orden)
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(1);
  });

  it('an expired order writes one email, however many sweeps find it', async () => {
    const orden = await ordenPorVerificar();
    await t.db
      .updateTable('orden')
      .set({ expira_en: new Date(Date.now() - 60_000) })
      .where('id', '=', orden)
      .execute();
    await Promise.all([expirarOrdenes(t.db), expirarOrdenes(t.db)]);
    await expirarOrdenes(t.db);
    expect(await correos(`Expirado: pedido ${numero(orden)}`)).toHaveLength(1);
  });
});

describe('back-in-stock alerts', () => {
  /** Empties (or fills) the product's branches in caracas and syncs the zone stock, as staff's save does. */
  async function fijarSucursales(producto: number, existencia: string) {
    await t.db.transaction().execute(async (tx) => {
      await sql`update inventario i set existencia = ${existencia} from sucursal s
        where s.id = i.sucursal_id and s.zona_id = ${caracas} and i.producto_id = ${producto}`.execute(tx);
      await sincronizarExistencias(tx, caracas, [producto]);
    });
  }
  const alerta = (method: 'PUT' | 'DELETE' | 'GET', producto?: number, token = tok.cliente) =>
    t.app.inject({
      method,
      url: `/usuario/alerta-stock/${ZONA_SLUG}${producto ? `/${producto}` : ''}`,
      headers: bearer(token),
    });

  it('staff restocking an awaited product writes one email and one notice, and consumes the alert', async () => {
    const producto = id[PRICE_PRODUCT_SLUG]!;
    expect((await alerta('PUT', producto)).statusCode).toBe(422);
    await fijarSucursales(producto, '0');
    expect((await alerta('PUT', producto)).json()).toEqual({ producto, suscrito: true });
    expect((await alerta('PUT', producto)).statusCode).toBe(200);
    expect((await alerta('GET')).json()).toEqual({ productos: [producto] });
    expect((await alerta('PUT', 999_999)).statusCode).toBe(404);

    const inv = await t.db
      .selectFrom('inventario as i')
      .innerJoin('sucursal as s', 's.id', 'i.sucursal_id')
      .select(['i.id', 'i.version', 'i.costo'])
      .where('s.zona_id', '=', caracas)
      .where('i.producto_id', '=', producto)
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    const editar = (existencia: string, version: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/admin/inventario/zona/${ZONA_SLUG}/${inv.id}/editar`,
        headers: bearer(tok.admin),
        payload: { existencia, costo: inv.costo, version },
      });
    // Less than the first quantity is still 'Agotado': nobody is told yet.
    const poco = await editar('0.5', inv.version);
    expect(poco.statusCode, poco.body).toBe(200);
    expect(await correos('Ya llegó:')).toHaveLength(0);
    expect((await alerta('GET')).json()).toEqual({ productos: [producto] });
    const r = await editar('12', poco.json().version);
    expect(r.statusCode, r.body).toBe(200);
    const llegados = await correos('Ya llegó:');
    expect(llegados).toHaveLength(1);
    expect(llegados[0]?.para).toBe(CLIENTE);
    expect(llegados[0]?.enlace).toMatch(new RegExp(`/${ZONA_SLUG}/producto/${PRICE_PRODUCT_SLUG}$`));
    expect((await avisos()).filter((a) => a.titulo.startsWith('Ya llegó:'))).toHaveLength(1);
    expect((await alerta('GET')).json()).toEqual({ productos: [] });
    // A second restock tells nobody again.
    expect((await editar('20', r.json().version)).statusCode).toBe(200);
    expect(await correos('Ya llegó:')).toHaveLength(1);
  });

  it('a CSV import that restocks an awaited product tells its subscriber once', async () => {
    const producto = id[PRICE_PRODUCT_SLUG]!;
    await fijarSucursales(producto, '0');
    expect((await alerta('PUT', producto, tok.prime)).statusCode).toBe(200);
    const csv = async (ruta: string, payload?: object) =>
      t.app.inject({
        method: payload ? 'POST' : 'GET',
        url: `/admin/inventario/zona/${ZONA_SLUG}${ruta}`,
        headers: bearer(tok.admin),
        ...(payload ? { payload } : {}),
      });
    type Fila = Record<(typeof COLUMNAS_CSV)[number], string>;
    const filas: Fila[] = parse((await csv('/exportar')).body, {
      columns: true,
      cast: (v, ctx) => (ctx.header ? v : leerCelda(v)),
    });
    const fila = filas.find((f) => f.producto === PRICE_PRODUCT_SLUG)!;
    const archivo = escribirCsv([COLUMNAS_CSV.map((c) => (c === 'existencia' ? '8' : fila[c]))], {
      columnas: COLUMNAS_CSV,
    });
    const r = await csv('/importar/aplicar', { csv: archivo });
    expect(r.statusCode, r.body).toBe(200);
    const para = (await correos('Ya llegó:')).filter((c) => c.para === 'prime@demo.test');
    expect(para).toHaveLength(1);
    expect((await alerta('GET', undefined, tok.prime)).json()).toEqual({ productos: [] });
  });

  it('an alert can be cancelled', async () => {
    const producto = id[PRICE_PRODUCT_SLUG]!;
    await fijarSucursales(producto, '0');
    expect((await alerta('PUT', producto)).statusCode).toBe(200);
    expect((await alerta('DELETE', producto)).json()).toEqual({ producto, suscrito: false });
    const antes = (await correos('Ya llegó:')).length;
    await fijarSucursales(producto, '5');
    expect(await correos('Ya llegó:')).toHaveLength(antes);
  });
});
