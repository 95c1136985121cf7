/**
 * "Mis pedidos" (issue 34): one order as its owner reads it in full, and buying it again.
 *
 * - GET /usuario/orden/{id}/usuario → `OrdenUsuario`: the order (`OrdenDetalle`) with what picking did
 *   to each line (the substitute and its price, or missing, and what it refunded) and every refund to
 *   the balance, without the staff who did them (the back-office's `OrdenAdmin` has those).
 * - POST /usuario/orden/{id}/repetir `{zona, pagina}` → `RepetirOrden`: the order's products sellable
 *   in that zone put in that cart at today's prices, in one transaction; what was missing or changed.
 */
import { z } from '@mercado/shared/zod';
import { CARRITO_MAX_LINEAS, CarritoPaginaSchema } from './carrito.ts';
import { CantidadSchema, DineroSchema, FechaSchema, SlugParamSchema } from './common.ts';
import { OrdenDetalleSchema, OrdenEstatusSchema, OrdenLineaSchema } from './orden.ts';

/** What picking did to a line: substituted (by which, at what price) or missing, and what it refunds. */
export const CambioLineaSchema = z.object({
  estado: z.enum(['sustituido', 'faltante']),
  sustituto: z.nullable(
    z.object({ id: z.int(), nombre: z.string(), precioUnitario: DineroSchema, total: DineroSchema }),
  ),
  /** Refunded to the balance when the picking closed: the line's total, or total minus the substitute's. */
  diferencia: DineroSchema,
});
export type CambioLinea = z.infer<typeof CambioLineaSchema>;

/** Money the order gave back to the balance (picking, a cancellation, a rejection, an expiry), oldest first. */
export const ReintegroUsuarioSchema = z.object({
  monto: DineroSchema,
  fecha: FechaSchema,
  descripcion: z.string(),
  /** The status change that made it (null: the picking's close). */
  estatus: z.nullable(OrdenEstatusSchema),
});
export type ReintegroUsuario = z.infer<typeof ReintegroUsuarioSchema>;

export const OrdenUsuarioSchema = z.extend(OrdenDetalleSchema, {
  lineas: z.array(z.extend(OrdenLineaSchema, { cambio: z.nullable(CambioLineaSchema) })),
  reintegros: z.array(ReintegroUsuarioSchema),
});
export type OrdenUsuario = z.infer<typeof OrdenUsuarioSchema>;

export const MensajesRepetir = {
  SIN_ESPACIO: `El carrito elegido no tiene espacio para estos productos (máximo ${CARRITO_MAX_LINEAS}). Elija otro carrito o vacíelo`,
  NO_DISPONIBLE: 'No está disponible en esta zona',
  AGREGADO: 'Agregamos los productos del pedido a su carrito',
  NADA_DISPONIBLE: 'Ninguno de los productos del pedido está disponible en esta zona por ahora',
} as const;

/** POST /usuario/orden/{id}/repetir: the zone the shopper is in and the cart (0..2) to fill. */
export const RepetirOrdenBodySchema = z.strictObject({
  zona: SlugParamSchema,
  pagina: CarritoPaginaSchema,
});
export type RepetirOrdenBody = z.infer<typeof RepetirOrdenBodySchema>;

const ProductoRepetidoSchema = z.object({ id: z.int(), nombre: z.string(), slug: z.string() });

export const RepetirOrdenSchema = z.object({
  zona: z.object({ slug: z.string(), nombre: z.string() }),
  pagina: z.int(),
  /** The cart as stored now: its version and how many products it holds (the header's count). */
  carrito: z.object({ version: z.int(), cantidadProductos: z.int() }),
  /**
   * The products now in the cart: the quantity there (the larger of the cart's and the order's, within
   * today's rules and stock), what was ordered, the unit price paid and today's, and why the quantity
   * differs from the order's (null when it does not).
   */
  agregados: z.array(
    z.object({
      producto: ProductoRepetidoSchema,
      cantidad: CantidadSchema,
      cantidadPedida: CantidadSchema,
      precioPagado: DineroSchema,
      precioActual: DineroSchema,
      mensaje: z.nullable(z.string()),
    }),
  ),
  /** The products that could not be added, and why (not sold in the zone, out of stock). */
  faltantes: z.array(
    z.object({ producto: ProductoRepetidoSchema, cantidadPedida: CantidadSchema, motivo: z.string() }),
  ),
  mensaje: z.string(),
});
export type RepetirOrden = z.infer<typeof RepetirOrdenSchema>;
