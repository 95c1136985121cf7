/**
 * Tracking (GET /usuario/rastreo/listado): a user's open orders, and those finished within a day,
 * with their process steps (delivery or pickup), the time each was reached, the illustration of where
 * the order stands and, for one ended unfulfilled, the reason on the step where it stopped.
 */
import {
  MensajesOrden,
  ORDEN_ESTATUS_ANULADOS,
  ORDEN_ESTATUS_EN_CURSO,
  ORDEN_ESTATUS_NOMBRES,
  OrdenEstatus,
  type OrdenEstatusValor,
  type OrdenHistorial,
  type OrdenRastreo,
  PAGE_SIZE,
  type PasoRastreo,
  type TipoEnvio,
} from '@mercado/shared/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { mediaUrl } from '../media.ts';
import { historialDe, numeroOrden, sustitucionDe } from './detalle.ts';
import { expirarOrdenes } from './expiracion.ts';
import { cambiosDePreparacion, SIN_PREPARACION } from './preparacion-cambios.ts';

const E = OrdenEstatus;

/** How long tracking keeps an order delivered, cancelled, rejected or expired (issue 34). */
export const FINALIZADA_VISIBLE_MS = 24 * 60 * 60 * 1000;

type PasoDef = { nombre: string; estatus: OrdenEstatusValor; imagen: string };

function pasosDe(tipoEnvio: TipoEnvio, verificaPago: boolean): PasoDef[] {
  const confirmado = verificaPago ? 'Pago verificado' : 'Pedido confirmado';
  return tipoEnvio === 'pickup'
    ? [
        { nombre: 'Pedido recibido', estatus: E.POR_VERIFICAR, imagen: 'recibido' },
        { nombre: confirmado, estatus: E.CONFIRMADA, imagen: 'verificado' },
        { nombre: 'En preparación', estatus: E.EN_PREPARACION, imagen: 'preparando' },
        { nombre: 'Listo para retirar', estatus: E.LISTA, imagen: 'listo' },
        { nombre: 'Retirado', estatus: E.ENTREGADA, imagen: 'entregado' },
      ]
    : [
        { nombre: 'Pedido recibido', estatus: E.POR_VERIFICAR, imagen: 'recibido' },
        { nombre: confirmado, estatus: E.CONFIRMADA, imagen: 'verificado' },
        { nombre: 'En preparación', estatus: E.EN_PREPARACION, imagen: 'preparando' },
        { nombre: 'Listo para el despacho', estatus: E.LISTA, imagen: 'listo' },
        { nombre: 'En camino', estatus: E.EN_CAMINO, imagen: 'en-camino' },
        { nombre: 'Entregado', estatus: E.ENTREGADA, imagen: 'entregado' },
      ];
}

/** Illustrations of the tracking steps (served by /media/rastreo/{clave}.svg). */
export const IMAGENES_RASTREO = [
  'recibido',
  'verificado',
  'preparando',
  'listo',
  'en-camino',
  'entregado',
  'cancelado',
] as const;

/** What the customer reads on the step where an order ended unfulfilled, when staff gave no reason. */
const MENSAJE_ANULADA: Partial<Record<OrdenEstatusValor, string>> = {
  [E.CANCELADA]: MensajesOrden.CANCELADA,
  [E.EXPIRADA]: MensajesOrden.EXPIRADA,
  [E.RECHAZADA]: MensajesOrden.RECHAZADA,
};

/**
 * The process steps of an order: each reached at the first history entry at or past its status (the
 * first step at placement; "Pago verificado" at placement too when no verification was needed); the
 * current one is the last reached; a cancelled, rejected or expired order marks its next step with the
 * message (a rejected payment: the verification step).
 */
export function pasosRastreo(
  tipoEnvio: TipoEnvio,
  estatus: OrdenEstatusValor,
  historial: OrdenHistorial[],
  verificaPago: boolean,
) {
  const defs = pasosDe(tipoEnvio, verificaPago);
  const progreso = historial.filter((h) => !ORDEN_ESTATUS_ANULADOS.includes(h.estatus));
  const pasos: PasoRastreo[] = defs.map((d) => {
    const alcanzado = progreso.find((h) => h.estatus >= d.estatus);
    return {
      nombre: d.nombre,
      hora: alcanzado?.fecha ?? null,
      completado: Boolean(alcanzado),
      actual: false,
      mensajeError: null,
    };
  });
  let actual = pasos.reduce((acc, p, i) => (p.completado ? i : acc), 0);
  let imagen: string = defs[actual]?.imagen ?? 'recibido';
  const fallo = historial.find((h) => ORDEN_ESTATUS_ANULADOS.includes(h.estatus));
  if (fallo) {
    actual = Math.min(actual + 1, pasos.length - 1);
    pasos[actual]!.mensajeError = fallo.mensaje ?? MENSAJE_ANULADA[fallo.estatus] ?? MensajesOrden.CANCELADA;
    imagen = 'cancelado';
  } else if (estatus === E.POR_VERIFICAR) {
    // Waiting for the payment check: the current step is the verification.
    actual = 1;
  }
  pasos[actual]!.actual = true;
  return { imagen, pasos };
}

/** The lines of each order whose substitution preference differs from the order's, in line order. */
async function sustitucionesPorProducto(
  db: Db,
  ordenIds: number[],
): Promise<Map<number, OrdenRastreo['sustituciones']>> {
  const out = new Map<number, OrdenRastreo['sustituciones']>();
  if (ordenIds.length === 0) return out;
  const rows = await db
    .selectFrom('orden_detalle as d')
    .innerJoin('orden as o', 'o.id', 'd.orden_id')
    .select(['d.orden_id', 'd.producto_id', 'd.nombre', 'd.sustitucion'])
    .where('d.orden_id', 'in', ordenIds)
    .whereRef('d.sustitucion', '<>', 'o.sustitucion')
    .orderBy('d.orden_id')
    .orderBy('d.orden')
    .execute();
  for (const r of rows) {
    const lista = out.get(r.orden_id) ?? [];
    lista.push({
      producto: { id: r.producto_id, nombre: r.nombre },
      sustitucion: sustitucionDe(r.sustitucion),
    });
    out.set(r.orden_id, lista);
  }
  return out;
}

/**
 * GET /usuario/rastreo/listado: open orders, and those finished (delivered, cancelled, rejected,
 * expired) within the last day, newest first.
 */
export async function rastreo(db: Db, config: Config, usuarioId: string): Promise<OrdenRastreo[]> {
  await expirarOrdenes(db, { usuarioId });
  const rows = await db
    .selectFrom('orden as o')
    .leftJoin('metodo_pago as m', 'm.codigo', 'o.metodo_pago')
    .select([
      'o.id',
      'o.creado_en',
      'o.estatus',
      'o.tipo_envio',
      'o.franja_etiqueta',
      'o.direccion_texto',
      'o.total',
      'o.total_bs',
      'o.sustitucion',
      'm.requiere_verificacion',
    ])
    .where('o.usuario_id', '=', usuarioId)
    .where((eb) =>
      eb.or([
        eb('o.estatus', 'in', ORDEN_ESTATUS_EN_CURSO),
        // A finished order stays a day after it reached its final status, with that status and why.
        eb.exists(
          eb
            .selectFrom('orden_historial as h')
            .select('h.id')
            .whereRef('h.orden_id', '=', 'o.id')
            .whereRef('h.estatus', '=', 'o.estatus')
            .where('h.creado_en', '>', new Date(Date.now() - FINALIZADA_VISIBLE_MS)),
        ),
      ]),
    )
    .orderBy('o.creado_en', 'desc')
    .orderBy('o.id', 'desc')
    .limit(PAGE_SIZE)
    .execute();
  const ids = rows.map((r) => r.id);
  const [historiales, sustituciones, preparacion] = await Promise.all([
    historialDe(db, ids),
    sustitucionesPorProducto(db, ids),
    cambiosDePreparacion(db, ids),
  ]);
  return rows.map((r) => {
    const estatus = r.estatus as OrdenEstatusValor;
    const tipoEnvio: TipoEnvio = r.tipo_envio === 'pickup' ? 'pickup' : 'delivery';
    const { imagen, pasos } = pasosRastreo(
      tipoEnvio,
      estatus,
      historiales.get(r.id) ?? [],
      Boolean(r.requiere_verificacion),
    );
    return {
      dataOrder: {
        id: r.id,
        numero: numeroOrden(r.id),
        fecha: r.creado_en.toISOString(),
        horaEntrega: r.franja_etiqueta,
        tipoEnvio,
        direccion: r.direccion_texto,
      },
      process: { imagen: mediaUrl(config, `/media/rastreo/${imagen}.svg`) ?? '', pasos },
      estatus,
      estatusNombre: ORDEN_ESTATUS_NOMBRES[estatus],
      total: r.total,
      totalBs: r.total_bs,
      sustitucion: sustitucionDe(r.sustitucion),
      sustituciones: sustituciones.get(r.id) ?? [],
      ...(preparacion.get(r.id) ?? SIN_PREPARACION),
    };
  });
}
