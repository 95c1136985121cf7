/**
 * What a shopper is told (issue 34): a notice (`aviso`) per status change of their order, and an
 * email (`email_saliente`) for those they must act on or know of at once (not picking started, nor an
 * order ready for the courier), written by the status change's own transaction (estatus.ts, under the
 * order's row lock: a status set twice at once is written once, and the unique (orden_id, estatus)
 * says so again), and per back-in-stock alert when staff restock its product in its zone
 * (`avisarReposicion`, from the zone stock's sync). A back-office message to a push segment is a
 * notice for each of its customers too (`avisarSegmento`, issue 38). The notices' reading (the bell's
 * list, and the open page's poll on the notifications path, `novedades`) and the alerts' subscription
 * are here too.
 */
import {
  type AlertaStock,
  type AlertasStock,
  type Avisos,
  EstatusRegistro,
  MAX_AVISOS,
  MensajesAviso,
  type Novedades,
  OrdenEstatus,
  type OrdenEstatusValor,
  UsuarioEstatus,
} from '@mercado/shared/contracts';
import { links } from '@mercado/shared/links';
import { defaultQuantity } from '@mercado/shared/rules';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database, Db } from '../db/index.ts';
import { enlaceDelSitio, queueEmail } from '../mail.ts';
import { NoExiste, Rechazado } from './errores.ts';
import { numeroOrden } from './orden/detalle.ts';

const E = OrdenEstatus;

type Texto = { titulo: string; texto: string };
/** A status change's notice; `correo`: whether it writes an email too. */
type AvisoEstatus = Texto & { correo: boolean };

/**
 * The notice of an order reaching `estatus` from `anterior` (every change the shopper can see has
 * one); `correo` is false where an email would be noise (picking started, ready for the courier).
 * `motivo`: what staff wrote.
 */
export function avisoDeEstatus(
  id: number,
  anterior: number,
  estatus: OrdenEstatusValor,
  tipoEnvio: string,
  motivo: string | null,
): AvisoEstatus | null {
  const t = textoDeEstatus(numeroOrden(id), anterior, estatus, tipoEnvio, motivo);
  if (!t) return null;
  const sinCorreo = estatus === E.EN_PREPARACION || (estatus === E.LISTA && tipoEnvio !== 'pickup');
  return { ...t, correo: !sinCorreo };
}

function textoDeEstatus(
  n: string,
  anterior: number,
  estatus: OrdenEstatusValor,
  tipoEnvio: string,
  motivo: string | null,
): Texto | null {
  const porque = motivo ? ` Motivo: ${motivo}` : '';
  switch (estatus) {
    case E.CONFIRMADA:
      if (anterior !== E.POR_VERIFICAR) return null;
      return {
        titulo: `Pago verificado: pedido ${n}`,
        texto: `Verificamos el pago de su pedido ${n}. Pronto lo prepararemos.`,
      };
    case E.RECHAZADA:
      return {
        titulo: `Pago rechazado: pedido ${n}`,
        texto: `No pudimos aceptar el pago de su pedido ${n} y el pedido fue anulado.${porque}`,
      };
    case E.EN_PREPARACION:
      return {
        titulo: `En preparación: pedido ${n}`,
        texto: `Estamos preparando su pedido ${n}.`,
      };
    case E.LISTA:
      if (tipoEnvio !== 'pickup')
        return {
          titulo: `Listo para despacho: pedido ${n}`,
          texto: `Su pedido ${n} está listo y saldrá pronto a su dirección.`,
        };
      return {
        titulo: `Listo para retirar: pedido ${n}`,
        texto: `Su pedido ${n} está listo: puede retirarlo en la tienda.`,
      };
    case E.EN_CAMINO:
      return { titulo: `En camino: pedido ${n}`, texto: `Su pedido ${n} va en camino a su dirección.` };
    case E.ENTREGADA:
      return {
        titulo: `Entregado: pedido ${n}`,
        texto: `Su pedido ${n} fue entregado. ¡Gracias por su compra!`,
      };
    case E.CANCELADA:
      return { titulo: `Cancelado: pedido ${n}`, texto: `Su pedido ${n} fue cancelado.${porque}` };
    case E.EXPIRADA:
      return {
        titulo: `Expirado: pedido ${n}`,
        texto: `El pago de su pedido ${n} no se verificó a tiempo y el pedido expiró. Lo que tomó de su saldo volvió a él.`,
      };
    default:
      return null;
  }
}

/** The email of a notice: its text, and the page it links to. */
async function escribirCorreo(tx: Db, usuarioId: string, t: Texto, enlace: string) {
  const u = await tx
    .selectFrom('usuario')
    .select(['email', 'nombre', 'estatus'])
    .where('id', '=', usuarioId)
    .executeTakeFirst();
  if (!u || u.estatus === UsuarioEstatus.ELIMINADO) return;
  const url = enlaceDelSitio(enlace);
  await queueEmail(tx, null, {
    para: u.email,
    asunto: t.titulo,
    cuerpo: `Hola ${u.nombre}. ${t.texto} Véalo aquí: ${url}`,
    enlace: url,
  });
}

/**
 * Inside the status change's transaction (the order row locked): the notice of the change, and its
 * email when it has one.
 */
export async function avisarEstatus(
  tx: Db,
  o: { id: number; usuario_id: string; estatus: number; tipo_envio: string },
  estatus: OrdenEstatusValor,
  motivo: string | null,
): Promise<void> {
  const a = avisoDeEstatus(o.id, o.estatus, estatus, o.tipo_envio, motivo);
  if (!a) return;
  const { correo, ...t } = a;
  const enlace = links.pedido(o.id);
  const escrito = await tx
    .insertInto('aviso')
    .values({ usuario_id: o.usuario_id, ...t, enlace, orden_id: o.id, estatus })
    .onConflict((oc) => oc.columns(['orden_id', 'estatus']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (escrito && correo) await escribirCorreo(tx, o.usuario_id, t, enlace);
}

/**
 * A back-office message sent to a push segment (issue 38, inside the send's transaction): a notice for
 * each of `clientes` (the segment's customers), written in one statement (insert … select, not a
 * loop), linking to the segment's zone. Once per send and customer. Returns how many were written.
 */
export async function avisarSegmento(
  tx: Db,
  // biome-ignore lint/suspicious/noExplicitAny: any query of the customers' ids, whatever it joins.
  clientes: SelectQueryBuilder<Database, any, { usuario_id: string }>,
  envioId: number,
  t: Texto,
  enlace: string,
): Promise<number> {
  const r = await tx
    .insertInto('aviso')
    .columns(['usuario_id', 'titulo', 'texto', 'enlace', 'envio_push_id'])
    .expression(
      tx
        .selectFrom(clientes.as('c'))
        .select([
          'c.usuario_id',
          sql<string>`${t.titulo}::text`.as('titulo'),
          sql<string>`${t.texto}::text`.as('texto'),
          sql<string>`${enlace}::text`.as('enlace'),
          sql<number>`${envioId}::int`.as('envio_push_id'),
        ]),
    )
    .onConflict((oc) => oc.columns(['envio_push_id', 'usuario_id']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0);
}

/** Whether a shopper can buy the product now: its first quantity fits the stock (the "Agotado" rule). */
const sePuedeComprar = (p: {
  minimo: string;
  grupo: string;
  unidad: string;
  maximo: string;
  existencia: string;
}) => defaultQuantity(p) > 0;

/**
 * After the zone stock of `productoIds` was synced (inside that transaction): the alerts of those
 * products a subscriber can buy now (their type's stock covers the first quantity) are consumed,
 * deleted once (a concurrent restock waits on their lock, then finds them gone), each with its
 * notice and email.
 */
export async function avisarReposicion(tx: Db, zonaId: number, productoIds: readonly number[]) {
  if (!productoIds.length) return;
  const candidatas = await tx
    .selectFrom('alerta_stock as a')
    .innerJoin('usuario as u', 'u.id', 'a.usuario_id')
    .innerJoin('producto as p', 'p.id', 'a.producto_id')
    .innerJoin('producto_existencia as e', (j) =>
      j
        .onRef('e.zona_id', '=', 'a.zona_id')
        .onRef('e.producto_id', '=', 'a.producto_id')
        .onRef('e.usuario_tipo', '=', 'u.usuario_tipo'),
    )
    .select(['a.usuario_id', 'a.producto_id', 'p.minimo', 'p.grupo', 'p.unidad', 'p.maximo', 'e.existencia'])
    .where('a.zona_id', '=', zonaId)
    .where('a.producto_id', 'in', [...productoIds])
    .where('e.existencia', '>', '0')
    .forUpdate('a')
    .execute();
  const llegados: { usuario_id: string; producto_id: number }[] = [];
  for (const c of candidatas.filter(sePuedeComprar)) {
    const borrada = await tx
      .deleteFrom('alerta_stock')
      .where('usuario_id', '=', c.usuario_id)
      .where('producto_id', '=', c.producto_id)
      .where('zona_id', '=', zonaId)
      .returning(['usuario_id', 'producto_id'])
      .executeTakeFirst();
    if (borrada) llegados.push(borrada);
  }
  if (!llegados.length) return;
  const zona = await tx
    .selectFrom('zona')
    .select(['slug', 'nombre'])
    .where('id', '=', zonaId)
    .executeTakeFirstOrThrow();
  const productos = new Map(
    (
      await tx
        .selectFrom('producto')
        .select(['id', 'nombre', 'slug'])
        .where('id', 'in', [...new Set(llegados.map((r) => r.producto_id))])
        .execute()
    ).map((p) => [p.id, p]),
  );
  for (const r of llegados) {
    const p = productos.get(r.producto_id);
    if (!p) continue;
    const t = {
      titulo: `Ya llegó: ${p.nombre}`.slice(0, 120),
      texto: `${p.nombre} volvió a tener existencia en ${zona.nombre}. Agréguelo a su carrito antes de que se agote.`,
    };
    const enlace = links.productoSlug(zona.slug, p.slug);
    await tx
      .insertInto('aviso')
      .values({ usuario_id: r.usuario_id, ...t, enlace, producto_id: p.id })
      .execute();
    await escribirCorreo(tx, r.usuario_id, t, enlace);
  }
}

const columnasAviso = ['id', 'titulo', 'texto', 'enlace', 'creado_en'] as const;

const vistaAviso = (f: { id: number; titulo: string; texto: string; enlace: string; creado_en: Date }) => ({
  id: Number(f.id),
  titulo: f.titulo,
  texto: f.texto,
  enlace: f.enlace,
  fecha: f.creado_en.toISOString(),
});

/** The caller's unread notices, newest first, at most `MAX_AVISOS`; only those past `desde` if given. */
function sinLeer(db: Db, usuarioId: string, desde?: number) {
  let q = db
    .selectFrom('aviso')
    .select(columnasAviso)
    .where('usuario_id', '=', usuarioId)
    .where('leido_en', 'is', null);
  if (desde !== undefined) q = q.where('id', '>', desde);
  return q.orderBy('id', 'desc').limit(MAX_AVISOS).execute();
}

/** GET /usuario/aviso: the unread notices, newest first. */
export async function avisosSinLeer(db: Db, usuarioId: string): Promise<Avisos> {
  return { avisos: (await sinLeer(db, usuarioId)).map(vistaAviso) };
}

/**
 * GET /notificacion/aviso (issue 38), every 45 s from each open page: one indexed read of the
 * caller's newest id and unread count (aviso_usuario_idx, aviso_sin_leer_idx); the notices themselves
 * only when there is one past the page's `desde`, so an unchanged answer costs one small query and a
 * few bytes.
 */
export async function novedades(db: Db, usuarioId: string, desde: number | undefined): Promise<Novedades> {
  const cabeza = await db
    .selectFrom('aviso')
    .select([
      sql<string>`coalesce(max(id), 0)`.as('ultimo'),
      sql<number>`(count(*) filter (where leido_en is null))::int`.as('sin_leer'),
    ])
    .where('usuario_id', '=', usuarioId)
    .executeTakeFirstOrThrow();
  const ultimo = Number(cabeza.ultimo);
  const nuevos = desde !== undefined && ultimo > desde ? await sinLeer(db, usuarioId, desde) : [];
  return { sinLeer: cabeza.sin_leer, ultimo, avisos: nuevos.map(vistaAviso) };
}

/** PUT /usuario/aviso/leido: only the caller's own, once. */
export async function marcarLeidos(db: Db, usuarioId: string, ids: readonly number[]) {
  const r = await db
    .updateTable('aviso')
    .set({ leido_en: sql<Date>`now()` })
    .where('usuario_id', '=', usuarioId)
    .where('id', 'in', [...ids])
    .where('leido_en', 'is', null)
    .executeTakeFirst();
  return { leidos: Number(r.numUpdatedRows) };
}

async function zonaId(db: Db, slug: string): Promise<number> {
  const z = await db.selectFrom('zona').select('id').where('slug', '=', slug).executeTakeFirst();
  if (!z) throw new NoExiste(MensajesAviso.PRODUCTO_NO_EXISTE);
  return z.id;
}

/** GET /usuario/alerta-stock/:zona. */
export async function alertasDe(db: Db, usuarioId: string, zona: string): Promise<AlertasStock> {
  const filas = await db
    .selectFrom('alerta_stock')
    .select('producto_id')
    .where('usuario_id', '=', usuarioId)
    .where('zona_id', '=', await zonaId(db, zona))
    .orderBy('producto_id')
    .execute();
  return { productos: filas.map((f) => f.producto_id) };
}

/**
 * PUT /usuario/alerta-stock/:zona/:producto: a product the zone sells (it has a price there) and the
 * shopper cannot buy now (422 when it has stock for their type).
 */
export async function suscribir(
  db: Db,
  usuarioId: string,
  zona: string,
  productoId: number,
): Promise<AlertaStock> {
  const z = await zonaId(db, zona);
  const e = await db
    .selectFrom('producto_existencia as e')
    .innerJoin('usuario as u', 'u.usuario_tipo', 'e.usuario_tipo')
    .innerJoin('producto as p', 'p.id', 'e.producto_id')
    .innerJoin('producto_precio as pp', (j) =>
      j
        .onRef('pp.producto_id', '=', 'e.producto_id')
        .onRef('pp.zona_id', '=', 'e.zona_id')
        .onRef('pp.usuario_tipo', '=', 'e.usuario_tipo'),
    )
    .select(['e.existencia', 'p.minimo', 'p.grupo', 'p.unidad', 'p.maximo'])
    .where('u.id', '=', usuarioId)
    .where('e.zona_id', '=', z)
    .where('e.producto_id', '=', productoId)
    .where('p.estatus', '=', EstatusRegistro.ACTIVO)
    .executeTakeFirst();
  if (!e) throw new NoExiste(MensajesAviso.PRODUCTO_NO_EXISTE);
  if (sePuedeComprar(e)) throw new Rechazado(MensajesAviso.ALERTA_CON_STOCK);
  await db
    .insertInto('alerta_stock')
    .values({ usuario_id: usuarioId, producto_id: productoId, zona_id: z })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return { producto: productoId, suscrito: true };
}

/** DELETE /usuario/alerta-stock/:zona/:producto (none is the same). */
export async function cancelarAlerta(
  db: Db,
  usuarioId: string,
  zona: string,
  productoId: number,
): Promise<AlertaStock> {
  await db
    .deleteFrom('alerta_stock')
    .where('usuario_id', '=', usuarioId)
    .where('zona_id', '=', await zonaId(db, zona))
    .where('producto_id', '=', productoId)
    .execute();
  return { producto: productoId, suscrito: false };
}
