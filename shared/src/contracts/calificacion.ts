/**
 * Order ratings (spec /calificaciones, "rate delivered orders"): the owner of a delivered order rates
 * it once, 1 to 5 stars with an optional comment, within `DIAS_PARA_CALIFICAR` days of the delivery.
 * - GET /usuario/orden/calificacion/pendiente → `CalificacionesPendientes`: the caller's delivered
 *   orders of that window not rated yet, most recently delivered first.
 * - POST /usuario/orden/calificacion `CalificarBody` → 201 `CalificacionRegistrada`. Another's order
 *   404 (`MensajesOrden.ORDEN_NO_EXISTE`), not delivered or past the window 422, rated already 409.
 * The order's rating travels with the order (`OrdenDetalle.calificacion`): its owner and staff read it.
 */
import { z } from '@mercado/shared/zod';
import { DineroSchema, FechaSchema, idSchema, variasLineas } from './common.ts';

export const PUNTUACION_MAXIMA = 5;
export const COMENTARIO_CALIFICACION_MAX = 500;
/** How long after the delivery an order can be rated (what the shopper still remembers). */
export const DIAS_PARA_CALIFICAR = 30;
/** The most pending orders the page lists at once (the oldest wait for the next visit). */
export const MAX_CALIFICACIONES_PENDIENTES = 20;

export const MensajesCalificacion = {
  SIN_PENDIENTES: 'No tiene pedidos por calificar',
  NO_ENTREGADO: 'Solo puede calificar pedidos entregados',
  PLAZO_VENCIDO: `El plazo para calificar este pedido venció: se califica hasta ${DIAS_PARA_CALIFICAR} días después de la entrega`,
  YA_CALIFICADO: 'Este pedido ya fue calificado. ¡Gracias por su opinión!',
  GRACIAS: '¡Gracias! Recibimos su calificación.',
  PUNTUACION: `Elija de 1 a ${PUNTUACION_MAXIMA} estrellas`,
  COMENTARIO_LARGO: `El comentario no puede tener más de ${COMENTARIO_CALIFICACION_MAX} caracteres`,
} as const;

/** "1 estrella", "4 estrellas": how a score is read out and shown. */
export const estrellas = (n: number) => `${n} ${n === 1 ? 'estrella' : 'estrellas'}`;

export const PuntuacionSchema = z
  .int({ error: MensajesCalificacion.PUNTUACION })
  .check(
    z.gte(1, MensajesCalificacion.PUNTUACION),
    z.lte(PUNTUACION_MAXIMA, MensajesCalificacion.PUNTUACION),
  );

/** POST /usuario/orden/calificacion. A comment of only spaces is no comment. */
export const CalificarBodySchema = z.strictObject({
  orden: idSchema('Pedido inválido'),
  puntuacion: PuntuacionSchema,
  comentario: z.optional(
    z
      .string({ error: 'Comentario inválido' })
      .check(
        z.trim(),
        z.maxLength(COMENTARIO_CALIFICACION_MAX, MensajesCalificacion.COMENTARIO_LARGO),
        variasLineas(),
      ),
  ),
});
export type CalificarBody = z.input<typeof CalificarBodySchema>;

/** A stored rating. */
export const CalificacionSchema = z.object({
  puntuacion: z.int(),
  comentario: z.nullable(z.string()),
  fecha: FechaSchema,
});
export type Calificacion = z.infer<typeof CalificacionSchema>;

export const CalificacionRegistradaSchema = z.object({
  orden: z.int(),
  calificacion: CalificacionSchema,
  mensaje: z.string(),
});
export type CalificacionRegistrada = z.infer<typeof CalificacionRegistradaSchema>;

/** A delivered order waiting for its rating: what the shopper needs to recognise it. */
export const CalificacionPendienteSchema = z.object({
  id: z.int(),
  /** "P-000123" */
  numero: z.string(),
  fecha: FechaSchema,
  entregadaEn: FechaSchema,
  total: DineroSchema,
  totalBs: DineroSchema,
  cantidadProductos: z.int(),
  /** The first few of its products, in the order's order. */
  productos: z.array(z.object({ nombre: z.string(), imagen: z.string() })),
});
export type CalificacionPendiente = z.infer<typeof CalificacionPendienteSchema>;

export const CalificacionesPendientesSchema = z.object({
  ordenes: z.array(CalificacionPendienteSchema),
  /** The window, for the page to say which orders it lists. */
  dias: z.int(),
});
export type CalificacionesPendientes = z.infer<typeof CalificacionesPendientesSchema>;
