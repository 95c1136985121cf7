/**
 * Order ratings (spec /calificaciones): the owner of a delivered order rates it once, within
 * `DIAS_PARA_CALIFICAR` days of its delivery (the status change to ENTREGADA in `orden_historial`).
 * The rating's key is the order, so of two submissions at once one is stored and the other told
 * it was rated already (409). Staff and the owner read it with the order (`ordenDetalle`).
 */
import {
  type CalificacionesPendientes,
  type CalificacionRegistrada,
  type CalificarBody,
  DIAS_PARA_CALIFICAR,
  MAX_CALIFICACIONES_PENDIENTES,
  MensajesCalificacion,
  MensajesOrden,
  ORDEN_ESTATUS_NOMBRES,
  OrdenEstatus,
  type OrdenEstatusValor,
} from '@mercado/shared/contracts';
import type { JoinBuilder } from 'kysely';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/index.ts';
import { Conflicto, NoExiste, Rechazado } from './errores.ts';
import { imagenProducto } from './media.ts';
import { numeroOrden, vistaCalificacion } from './orden/detalle.ts';

/** How many of an order's products the pending list shows. */
const PRODUCTOS_POR_PEDIDO = 3;

/** The earliest delivery that can still be rated. */
const entregasDesde = () => new Date(Date.now() - DIAS_PARA_CALIFICAR * 24 * 60 * 60 * 1000);

/** Joins an order (`o`) to its delivery (`h`): its status change to ENTREGADA, made once. */
const suEntrega = (
  j: JoinBuilder<Database & { o: Database['orden']; h: Database['orden_historial'] }, 'o' | 'h'>,
) => j.onRef('h.orden_id', '=', 'o.id').on('h.estatus', '=', OrdenEstatus.ENTREGADA);

/** GET /usuario/orden/calificacion/pendiente: most recently delivered first, at most 20. */
export async function calificacionesPendientes(
  db: Db,
  config: Config,
  usuarioId: string,
): Promise<CalificacionesPendientes> {
  const ordenes = await db
    .selectFrom('orden as o')
    .innerJoin('orden_historial as h', suEntrega)
    .leftJoin('orden_calificacion as c', 'c.orden_id', 'o.id')
    .select(['o.id', 'o.creado_en', 'o.total', 'o.total_bs', 'h.creado_en as entregada_en'])
    .where('o.usuario_id', '=', usuarioId)
    .where('o.estatus', '=', OrdenEstatus.ENTREGADA)
    .where('c.orden_id', 'is', null)
    .where('h.creado_en', '>=', entregasDesde())
    .orderBy('h.creado_en', 'desc')
    .orderBy('o.id', 'desc')
    .limit(MAX_CALIFICACIONES_PENDIENTES)
    .execute();
  const lineas =
    ordenes.length === 0
      ? []
      : await db
          .selectFrom('orden_detalle as d')
          .leftJoin('producto as p', 'p.id', 'd.producto_id')
          .select(['d.orden_id', 'd.nombre', 'd.slug', 'p.imagen'])
          .where(
            'd.orden_id',
            'in',
            ordenes.map((o) => o.id),
          )
          .orderBy('d.orden_id')
          .orderBy('d.orden')
          .execute();
  const porOrden = Map.groupBy(lineas, (l) => l.orden_id);
  return {
    dias: DIAS_PARA_CALIFICAR,
    ordenes: ordenes.map((o) => {
      const suyas = porOrden.get(o.id) ?? [];
      return {
        id: o.id,
        numero: numeroOrden(o.id),
        fecha: o.creado_en.toISOString(),
        entregadaEn: o.entregada_en.toISOString(),
        total: o.total,
        totalBs: o.total_bs,
        cantidadProductos: suyas.length,
        productos: suyas.slice(0, PRODUCTOS_POR_PEDIDO).map((l) => ({
          nombre: l.nombre,
          imagen: imagenProducto(config, l.imagen, l.slug),
        })),
      };
    }),
  };
}

const yaCalificado = () => new Conflicto(MensajesCalificacion.YA_CALIFICADO);

/**
 * POST /usuario/orden/calificacion: another's order is 404 (as reading it), one not delivered or
 * delivered before the window 422, one rated already 409; nothing is stored then.
 */
export async function calificar(
  db: Db,
  usuarioId: string,
  { orden, puntuacion, comentario }: CalificarBody,
): Promise<CalificacionRegistrada> {
  const o = await db
    .selectFrom('orden as o')
    .leftJoin('orden_historial as h', suEntrega)
    .leftJoin('orden_calificacion as c', 'c.orden_id', 'o.id')
    .select(['o.usuario_id', 'o.estatus', 'h.creado_en as entregada_en', 'c.orden_id as calificada'])
    .where('o.id', '=', orden)
    .executeTakeFirst();
  if (!o || o.usuario_id !== usuarioId) throw new NoExiste(MensajesOrden.ORDEN_NO_EXISTE);
  if (o.estatus !== OrdenEstatus.ENTREGADA || !o.entregada_en) {
    const estatus = ORDEN_ESTATUS_NOMBRES[o.estatus as OrdenEstatusValor];
    throw new Rechazado(
      `${MensajesCalificacion.NO_ENTREGADO}. Estatus del pedido ${numeroOrden(orden)}: ${estatus}.`,
    );
  }
  if (o.calificada !== null) throw yaCalificado();
  if (o.entregada_en < entregasDesde()) throw new Rechazado(MensajesCalificacion.PLAZO_VENCIDO);
  // The key decides between two submissions at once: the loser inserts nothing.
  const guardada = await db
    .insertInto('orden_calificacion')
    .values({ orden_id: orden, puntuacion, comentario: comentario || null })
    .onConflict((oc) => oc.column('orden_id').doNothing())
    .returning(['puntuacion', 'comentario', 'creado_en'])
    .executeTakeFirst();
  if (!guardada) throw yaCalificado();
  return { orden, calificacion: vistaCalificacion(guardada), mensaje: MensajesCalificacion.GRACIAS };
}
