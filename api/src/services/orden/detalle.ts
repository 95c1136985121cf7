/**
 * One order as its owner and staff read it (`ordenDetalle`): number, lines, frozen totals, payment,
 * status history, the next step in words and, once delivered, the owner's rating. The owner check is
 * the caller's.
 */
import {
  type Calificacion,
  MensajesOrden,
  ORDEN_ESTATUS_NOMBRES,
  type OrdenDetalle,
  OrdenEstatus,
  type OrdenEstatusValor,
  type OrdenHistorial,
  type Sustitucion,
} from '@mercado/shared/contracts';
import {
  caracasDay,
  formatDate,
  formatTime,
  fromThousandths,
  horaCorta,
  toThousandths,
} from '@mercado/shared/rules';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { NoExiste } from '../errores.ts';
import { imagenProducto } from '../media.ts';
import { modalidadVenta } from '../producto-vista.ts';
import { cambiosDePreparacion, SIN_PREPARACION } from './preparacion-cambios.ts';

const E = OrdenEstatus;

export const numeroOrden = (id: number) => `P-${String(id).padStart(6, '0')}`;

/** A stored substitution preference (the column's check allows only the two). */
export const sustitucionDe = (valor: string): Sustitucion =>
  valor === 'no_reemplazar' ? 'no_reemplazar' : 'reemplazar';

/** "hasta las 9:19 p. m." today, "hasta las 1:05 a. m. del 23 de noviembre de 2026." on another day. */
function plazoVerificacion(expiraEn: Date): string {
  const hora = formatTime(expiraEn);
  if (caracasDay(expiraEn) === caracasDay(new Date())) return `hasta las ${hora}`;
  return `hasta las ${hora} del ${formatDate(expiraEn)}.`;
}

function siguientePaso(estatus: number, expiraEn: Date | null, tipoEnvio: string): string {
  switch (estatus) {
    case E.POR_VERIFICAR:
      return expiraEn
        ? `${MensajesOrden.SIGUIENTE_POR_VERIFICAR} Plazo de verificación: ${plazoVerificacion(expiraEn)}`
        : MensajesOrden.SIGUIENTE_POR_VERIFICAR;
    case E.CONFIRMADA:
      return MensajesOrden.SIGUIENTE_CONFIRMADA;
    case E.EN_PREPARACION:
      return 'Estamos preparando su pedido.';
    case E.LISTA:
      return tipoEnvio === 'pickup'
        ? 'Su pedido está listo para retirar.'
        : 'Su pedido está listo para el despacho.';
    case E.EN_CAMINO:
      return 'Su pedido va en camino.';
    case E.ENTREGADA:
      return tipoEnvio === 'pickup'
        ? 'Su pedido fue retirado. ¡Gracias por su compra!'
        : 'Su pedido fue entregado. ¡Gracias por su compra!';
    case E.EXPIRADA:
      return MensajesOrden.EXPIRADA;
    case E.RECHAZADA:
      return MensajesOrden.RECHAZADA;
    default:
      return `${MensajesOrden.CANCELADA}.`;
  }
}

/** A stored rating as the API sends it (the order's owner's, services/calificacion.ts). */
export const vistaCalificacion = (c: {
  puntuacion: number;
  comentario: string | null;
  creado_en: Date;
}): Calificacion => ({
  puntuacion: c.puntuacion,
  comentario: c.comentario,
  fecha: c.creado_en.toISOString(),
});

export async function historialDe(db: Db, ordenIds: number[]): Promise<Map<number, OrdenHistorial[]>> {
  const out = new Map<number, OrdenHistorial[]>();
  if (ordenIds.length === 0) return out;
  const rows = await db
    .selectFrom('orden_historial')
    .select(['orden_id', 'estatus', 'mensaje', 'creado_en'])
    .where('orden_id', 'in', ordenIds)
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const lista = out.get(r.orden_id) ?? [];
    const estatus = r.estatus as OrdenEstatusValor;
    lista.push({
      estatus,
      nombre: ORDEN_ESTATUS_NOMBRES[estatus],
      fecha: r.creado_en.toISOString(),
      mensaje: r.mensaje,
    });
    out.set(r.orden_id, lista);
  }
  return out;
}

/** An order in full (owner check is the caller's). */
export async function ordenDetalle(db: Db, config: Config, id: number): Promise<OrdenDetalle> {
  const o = await db
    .selectFrom('orden as o')
    .innerJoin('zona as z', 'z.id', 'o.zona_id')
    .leftJoin('metodo_pago as m', 'm.codigo', 'o.metodo_pago')
    .selectAll('o')
    .select([
      'z.slug as zona_slug',
      'z.nombre as zona_nombre',
      'm.nombre as metodo_nombre',
      'm.datos_destino as metodo_destino',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!o) throw new NoExiste(MensajesOrden.ORDEN_NO_EXISTE);
  const [lineas, historial, preparacion, calificacion] = await Promise.all([
    db
      .selectFrom('orden_detalle as d')
      .leftJoin('producto as p', 'p.id', 'd.producto_id')
      .select([
        'd.producto_id',
        'd.nombre',
        'd.slug',
        'p.imagen',
        'd.modalidad_venta',
        'd.cantidad',
        'd.precio',
        'd.oferta',
        'd.precio_unitario',
        'd.impuesto',
        'd.total',
        'd.sustitucion',
      ])
      .where('d.orden_id', '=', id)
      .orderBy('d.orden')
      .execute(),
    historialDe(db, [id]),
    cambiosDePreparacion(db, [id]),
    db
      .selectFrom('orden_calificacion')
      .select(['puntuacion', 'comentario', 'creado_en'])
      .where('orden_id', '=', id)
      .executeTakeFirst(),
  ]);
  const estatus = o.estatus as OrdenEstatusValor;
  const tipoEnvio = o.tipo_envio === 'pickup' ? 'pickup' : 'delivery';
  return {
    id: o.id,
    numero: numeroOrden(o.id),
    fecha: o.creado_en.toISOString(),
    estatus,
    estatusNombre: ORDEN_ESTATUS_NOMBRES[estatus],
    zona: { slug: o.zona_slug, nombre: o.zona_nombre },
    pagina: o.pagina,
    tipoEnvio,
    direccion: o.direccion_texto,
    franja: {
      fecha: o.franja_fecha,
      horaInicio: horaCorta(o.franja_inicio),
      horaFin: horaCorta(o.franja_fin),
      etiqueta: o.franja_etiqueta,
    },
    sustitucion: sustitucionDe(o.sustitucion),
    nota: o.nota,
    lineas: lineas.map((l) => ({
      producto: {
        id: l.producto_id,
        slug: l.slug,
        nombre: l.nombre,
        imagen: imagenProducto(config, l.imagen, l.slug),
      },
      modalidadVenta: modalidadVenta(l.modalidad_venta),
      cantidad: fromThousandths(toThousandths(l.cantidad)),
      precio: l.precio,
      oferta: l.oferta,
      precioUnitario: l.precio_unitario,
      impuesto: l.impuesto,
      total: l.total,
      sustitucion: sustitucionDe(l.sustitucion),
    })),
    cupon: o.cupon_codigo ? { codigo: o.cupon_codigo, nombre: o.cupon_nombre ?? o.cupon_codigo } : null,
    totales: o.totales,
    pago: {
      metodo: (o.metodo_pago as OrdenDetalle['pago']['metodo']) ?? null,
      metodoNombre: o.metodo_nombre,
      referencia: o.referencia,
      datosDestino: o.estatus === E.POR_VERIFICAR ? (o.metodo_destino ?? []) : [],
      banco: o.banco,
      telefono: o.telefono_pago,
      efectivo: o.efectivo,
    },
    expiraEn: o.estatus === E.POR_VERIFICAR && o.expira_en ? o.expira_en.toISOString() : null,
    historial: historial.get(o.id) ?? [],
    siguientePaso: siguientePaso(o.estatus, o.expira_en, tipoEnvio),
    ...(preparacion.get(o.id) ?? SIN_PREPARACION),
    calificacion: calificacion ? vistaCalificacion(calificacion) : null,
  };
}
