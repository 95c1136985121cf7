/**
 * Order contracts (issue 5, spec §3 order tracking, §7 Orders): the statuses and their machine, the
 * customer's orders and their tracking. The checkout (payment form, placing an order, the zones'
 * delivery data) is in checkout.ts.
 *
 * - GET /usuario/orden/pagina/{n} → `OrdenPagina`; GET /usuario/orden/{id}/usuario → `OrdenDetalle`.
 * - GET /usuario/rastreo/listado → `Rastreo` (open orders and those finished within a day; empty →
 *   `MensajesOrden.SIN_PEDIDOS`). The owner's full order and buying it again: mis-pedidos.ts.
 * - Staff's orders (the `pedido` back-office section): admin-pedido.ts; the status machine is here
 *   (`ORDEN_TRANSICIONES`, `puedeCambiarEstatus` in rules).
 */
import { z } from '@mercado/shared/zod';
import { CalificacionSchema } from './calificacion.ts';
import { TotalesSchema } from './carrito.ts';
import { CantidadSchema, Decimal4Schema, DineroSchema, FechaSchema, SlugParamSchema } from './common.ts';

/* ------------------------------------------------------------------------------------------------
 * Constants
 * ---------------------------------------------------------------------------------------------- */

export const TIPOS_ENVIO = ['delivery', 'pickup'] as const;
export const TipoEnvioSchema = z.enum(TIPOS_ENVIO, {
  error: 'Seleccione entrega a domicilio o retiro en tienda',
});
export type TipoEnvio = z.infer<typeof TipoEnvioSchema>;

/** Payment method codes; what each accepts and needs is data (`MetodoPago`, from formpago). */
export const METODOS_PAGO = ['saldo', 'pago_movil', 'transferencia', 'zelle', 'efectivo_usd'] as const;
export const MetodoPagoCodigoSchema = z.enum(METODOS_PAGO, { error: 'Seleccione un método de pago' });
export type MetodoPagoCodigo = z.infer<typeof MetodoPagoCodigoSchema>;

/** Substitution preference: replace with a similar product, or do not replace and refund to the balance. */
export const SUSTITUCIONES = ['reemplazar', 'no_reemplazar'] as const;
export const SustitucionSchema = z.enum(SUSTITUCIONES, { error: 'Seleccione una preferencia de reemplazo' });
export type Sustitucion = z.infer<typeof SustitucionSchema>;
export const SUSTITUCION_NOMBRES: Record<Sustitucion, string> = {
  reemplazar: 'Reemplazar por un producto similar',
  no_reemplazar: 'No reemplazar y reintegrar a mi saldo',
};

/** Order status (the API's state machine). */
export const OrdenEstatus = {
  /** Paid by reference (Pago Móvil, transfer, Zelle): waits for staff; expires after the configured time. */
  POR_VERIFICAR: 1,
  /** Paid (wallet, verified reference) or cash on delivery: accepted. */
  CONFIRMADA: 2,
  EN_PREPARACION: 3,
  /** Ready: waiting for the courier or for the customer at the pickup address. */
  LISTA: 4,
  /** Delivery only. */
  EN_CAMINO: 5,
  ENTREGADA: 6,
  CANCELADA: 7,
  /** The payment was not verified in time: stock, slot, coupon use and wallet part returned. */
  EXPIRADA: 8,
  /** Staff found the payment invalid (a wrong or reused reference): everything returned, as when cancelled. */
  RECHAZADA: 9,
} as const;
export type OrdenEstatusValor = (typeof OrdenEstatus)[keyof typeof OrdenEstatus];
export const OrdenEstatusSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
  z.literal(8),
  z.literal(9),
]);

export const ORDEN_ESTATUS_NOMBRES: Record<OrdenEstatusValor, string> = {
  1: 'Pago por verificar',
  2: 'Confirmado',
  3: 'En preparación',
  4: 'Listo',
  5: 'En camino',
  6: 'Entregado',
  7: 'Cancelado',
  8: 'Expirado',
  9: 'Pago rechazado',
};

/** Statuses after which nothing changes (tracking keeps such an order a day, then drops it). */
export const ORDEN_ESTATUS_FINALES: readonly OrdenEstatusValor[] = [6, 7, 8, 9];

/** Statuses that end an order unfulfilled: what it took is given back (estatus.ts `devolver`). */
export const ORDEN_ESTATUS_ANULADOS: readonly OrdenEstatusValor[] = [7, 8, 9];

const ORDEN_ESTATUS_TODOS: readonly OrdenEstatusValor[] = Object.values(OrdenEstatus);
/** Orders still moving: every status but the final ones. */
export const ORDEN_ESTATUS_EN_CURSO = ORDEN_ESTATUS_TODOS.filter((e) => !ORDEN_ESTATUS_FINALES.includes(e));
/** The statuses of an order that is (or will be) a purchase: every one but those ending without a sale. */
export const ORDEN_ESTATUS_CON_COMPRA = ORDEN_ESTATUS_TODOS.filter(
  (e) => !ORDEN_ESTATUS_ANULADOS.includes(e),
);

/**
 * Allowed transitions set by staff (EXPIRADA is set only by the expiry sweep). EN_CAMINO is for
 * delivery only; a pickup order goes LISTA → ENTREGADA (picked up). Only a payment waiting for
 * verification can be rejected (RECHAZADA); afterwards the order is cancelled instead.
 */
export const ORDEN_TRANSICIONES: Record<OrdenEstatusValor, readonly OrdenEstatusValor[]> = {
  1: [2, 9, 7],
  2: [3, 7],
  3: [4, 7],
  4: [5, 6, 7],
  5: [6, 7],
  6: [],
  7: [],
  8: [],
  9: [],
};

export const MensajesOrden = {
  /** Spec §8: no orders. */
  SIN_PEDIDOS: 'No posee pedidos por el momento',
  ORDEN_NO_EXISTE: 'El pedido no existe',
  CARRITO_CAMBIO: 'Su carrito cambió mientras pagaba. Revíselo antes de confirmar el pedido',
  CARRITO_INVALIDO: 'Hay productos de su carrito que cambiaron. Revise el carrito antes de pagar',
  TOTAL_CAMBIO: 'El total de su pedido cambió. Revise el resumen antes de confirmar',
  TELEFONO_REQUERIDO: 'Registre un número de teléfono para poder comprar',
  DIRECCION_REQUERIDA: 'Seleccione o ingrese una dirección de entrega',
  DIRECCION_INVALIDA: 'La dirección seleccionada no está disponible en esta zona',
  SECTOR_INVALIDO: 'Seleccione un sector de la zona',
  PICKUP_REQUERIDO: 'Seleccione una tienda para retirar su pedido',
  PICKUP_INVALIDO: 'La tienda seleccionada no está disponible',
  FRANJA_REQUERIDA: 'Seleccione un horario',
  FRANJA_INVALIDA: 'El horario seleccionado no existe',
  FRANJA_LLENA: 'El horario seleccionado ya no tiene cupos disponibles. Elija otro horario',
  FRANJA_CERRADA: 'El horario seleccionado ya cerró. Elija otro horario',
  FECHA_BLOQUEADA: 'No hay despachos en la fecha seleccionada. Elija otra fecha',
  METODO_REQUERIDO: 'Seleccione un método de pago para el resto del monto',
  METODO_NO_DISPONIBLE: 'El método de pago seleccionado no está disponible para este pedido',
  SALDO_INSUFICIENTE: 'Su saldo no es suficiente para el monto indicado',
  SALDO_EXCEDE: 'El saldo a usar no puede superar el total del pedido',
  REFERENCIA_REQUERIDA: 'Ingrese la referencia del pago',
  REFERENCIA_INVALIDA: 'La referencia del pago no es válida',
  /** "Ya pagué" (issue 36): the reference after placing, how to write it. */
  REFERENCIA_DIGITOS: 'Escriba la referencia con 4 a 12 dígitos, solo números (los últimos del comprobante)',
  REFERENCIA_NO_APLICA: 'Este pedido ya no espera la referencia de un pago',
  BANCO_REQUERIDO: 'Seleccione el banco desde el que pagó',
  TELEFONO_PAGO_REQUERIDO: 'Ingrese el teléfono desde el que pagó',
  EFECTIVO_INSUFICIENTE: 'El efectivo indicado no cubre el monto a pagar',
  IDEMPOTENCIA_REUSADA: 'Esta solicitud ya se usó para otro pedido. Recargue la página e intente de nuevo',
  SIN_EXISTENCIA: 'No hay existencia suficiente de',
  LIMITE_POR_VERIFICAR:
    'Ya tiene el máximo de pedidos con el pago por verificar. Espere a que verifiquemos su pago antes de hacer otro pedido pagado con referencia',
  /** Open orders not paid yet, any method (decision 0034). */
  LIMITE_SIN_PAGAR:
    'Ya tiene el máximo de pedidos pendientes de pago. Espere a que entreguemos uno o verifiquemos su pago antes de hacer otro pedido, o páguelo con su saldo',
  /** Delivering a cash order: the courier's confirmation of what the customer handed over. */
  EFECTIVO_RECIBIDO_REQUERIDO: 'Indique el efectivo que entregó el cliente',
  EFECTIVO_RECIBIDO_NO_APLICA: 'El efectivo recibido solo se indica al entregar un pedido pagado en efectivo',
  TRANSICION_INVALIDA: 'El pedido no puede pasar a ese estatus',
  ESTATUS_CAMBIO: 'El pedido cambió de estatus mientras lo revisaba. Actualice e intente de nuevo',
  /** After placing (confirmation page: what happens next). */
  SIGUIENTE_POR_VERIFICAR:
    'Recibimos su pedido. Verificaremos su pago y le avisaremos; si no se puede verificar a tiempo, el pedido se anulará.',
  SIGUIENTE_CONFIRMADA: 'Su pedido fue confirmado. Le avisaremos cuando comencemos a prepararlo.',
  EXPIRADA: 'El pago no se verificó a tiempo: el pedido se anuló y los productos volvieron al inventario',
  RECHAZADA: 'No pudimos verificar su pago: el pedido se anuló y los productos volvieron al inventario',
  CANCELADA: 'El pedido fue cancelado',
  /** A rejected payment needs the reason the customer will read on their tracking. */
  MOTIVO_REQUERIDO: 'Indique el motivo: el cliente lo verá en el seguimiento de su pedido',
} as const;

/* ------------------------------------------------------------------------------------------------
 * Orders
 * ---------------------------------------------------------------------------------------------- */

export const OrdenLineaSchema = z.object({
  producto: z.object({ id: z.int(), slug: z.string(), nombre: z.string(), imagen: z.string() }),
  modalidadVenta: z.enum(['unidad', 'peso']),
  cantidad: CantidadSchema,
  /** Regular price and offer at the time of the order (per kg for weight). */
  precio: DineroSchema,
  oferta: DineroSchema,
  precioUnitario: DineroSchema,
  impuesto: Decimal4Schema,
  total: DineroSchema,
  /** This line's preference (the order default unless overridden). */
  sustitucion: SustitucionSchema,
});
export type OrdenLinea = z.infer<typeof OrdenLineaSchema>;

export const OrdenHistorialSchema = z.object({
  estatus: OrdenEstatusSchema,
  nombre: z.string(),
  fecha: FechaSchema,
  /** Error or note for the step (a rejected payment, a cancellation reason). */
  mensaje: z.nullable(z.string()),
});
export type OrdenHistorial = z.infer<typeof OrdenHistorialSchema>;

/**
 * The payment reference the shopper gives after placing ("Ya pagué", issue 36): 4 to 12 digits. The
 * checkout checks it with this same schema before sending; the API also applies the method's pattern.
 */
export const ReferenciaPagoSchema = z
  .string({ error: MensajesOrden.REFERENCIA_REQUERIDA })
  .check(z.trim(), z.regex(/^[0-9]{4,12}$/, MensajesOrden.REFERENCIA_DIGITOS));

/** POST /usuario/orden/{id}/referencia → the order (`OrdenUsuario`), while it waits for verification. */
export const OrdenReferenciaRequestSchema = z.strictObject({ referencia: ReferenciaPagoSchema });
export type OrdenReferenciaRequest = z.infer<typeof OrdenReferenciaRequestSchema>;

export const OrdenPagoSchema = z.object({
  /** null when the wallet paid everything. */
  metodo: z.nullable(MetodoPagoCodigoSchema),
  metodoNombre: z.nullable(z.string()),
  referencia: z.nullable(z.string()),
  /** Where to pay (the store's bank, phone, RIF…), while the order waits for its payment; else empty. */
  datosDestino: z.array(z.object({ etiqueta: z.string(), valor: z.string() })),
  banco: z.nullable(z.string()),
  telefono: z.nullable(z.string()),
  efectivo: z.nullable(DineroSchema),
});
export type OrdenPago = z.infer<typeof OrdenPagoSchema>;

/** What picking changed in an order (issue 19): a product substituted (and by which) or missing. */
export const CambioPreparacionSchema = z.object({
  producto: z.object({ id: z.int(), nombre: z.string() }),
  estado: z.enum(['sustituido', 'faltante']),
  sustituto: z.nullable(z.object({ id: z.int(), nombre: z.string() })),
});
export type CambioPreparacion = z.infer<typeof CambioPreparacionSchema>;
/** The picking's changes (empty before) and what closing it refunded to the wallet (null before). */
const PreparacionOrdenSchema = {
  preparacion: z.array(CambioPreparacionSchema),
  reintegroPreparacion: z.nullable(DineroSchema),
};

export const OrdenDetalleSchema = z.object({
  id: z.int(),
  /** "P-000123" */
  numero: z.string(),
  fecha: FechaSchema,
  estatus: OrdenEstatusSchema,
  estatusNombre: z.string(),
  zona: z.object({ slug: z.string(), nombre: z.string() }),
  pagina: z.int(),
  tipoEnvio: TipoEnvioSchema,
  /** Delivery address, or the pickup store's name and address. */
  direccion: z.string(),
  franja: z.object({ fecha: z.string(), horaInicio: z.string(), horaFin: z.string(), etiqueta: z.string() }),
  sustitucion: SustitucionSchema,
  nota: z.nullable(z.string()),
  lineas: z.array(OrdenLineaSchema),
  cupon: z.nullable(z.object({ codigo: z.string(), nombre: z.string() })),
  /** Frozen at placement (tasa included). */
  totales: TotalesSchema,
  pago: OrdenPagoSchema,
  /** When an unverified reference payment expires (null otherwise). */
  expiraEn: z.nullable(FechaSchema),
  historial: z.array(OrdenHistorialSchema),
  /** What happens next, for the confirmation page. */
  siguientePaso: z.string(),
  ...PreparacionOrdenSchema,
  /** Its owner's rating once delivered (calificacion.ts); null until rated. */
  calificacion: z.nullable(CalificacionSchema),
});
export type OrdenDetalle = z.infer<typeof OrdenDetalleSchema>;

/** POST .../registrar → 201 (new) or 200 (`repetida`: the same key already made it). */
export const OrdenRegistradaSchema = z.object({
  orden: OrdenDetalleSchema,
  repetida: z.boolean(),
  mensaje: z.string(),
});
export type OrdenRegistrada = z.infer<typeof OrdenRegistradaSchema>;

export const OrdenResumenSchema = z.object({
  id: z.int(),
  numero: z.string(),
  fecha: FechaSchema,
  estatus: OrdenEstatusSchema,
  estatusNombre: z.string(),
  /** The zone's slug, and its name as the shopper reads it. */
  zona: z.string(),
  zonaNombre: z.string(),
  tipoEnvio: TipoEnvioSchema,
  franja: z.string(),
  cantidadProductos: z.int(),
  total: DineroSchema,
  /** The total in bolívares at the order's frozen rate. */
  totalBs: DineroSchema,
  /** The payment method's name (null when the wallet paid everything). */
  metodoNombre: z.nullable(z.string()),
});
export type OrdenResumen = z.infer<typeof OrdenResumenSchema>;

/** GET /usuario/orden/pagina/{n} (newest first, 50 a page). */
export const OrdenPaginaSchema = z.object({
  items: z.array(OrdenResumenSchema),
  pagina: z.int(),
  paginas: z.int(),
  total: z.int(),
});
export type OrdenPagina = z.infer<typeof OrdenPaginaSchema>;

/* ------------------------------------------------------------------------------------------------
 * Tracking (spec §3 order tracking)
 * ---------------------------------------------------------------------------------------------- */

export const PasoRastreoSchema = z.object({
  /** "Pedido recibido", "Pago verificado", "En preparación", "En camino" / "Listo para retirar", "Entregado" / "Retirado". */
  nombre: z.string(),
  /** When the step was reached (ISO), null when not yet. */
  hora: z.nullable(FechaSchema),
  completado: z.boolean(),
  /** The order's current step. */
  actual: z.boolean(),
  /** Error on this step (payment rejected, cancelled, expired), else null. */
  mensajeError: z.nullable(z.string()),
});
export type PasoRastreo = z.infer<typeof PasoRastreoSchema>;

export const OrdenRastreoSchema = z.object({
  dataOrder: z.object({
    id: z.int(),
    numero: z.string(),
    /** Placed at (ISO). */
    fecha: FechaSchema,
    /** The slot, as text. */
    horaEntrega: z.string(),
    tipoEnvio: TipoEnvioSchema,
    direccion: z.string(),
  }),
  process: z.object({
    /** Illustration of the current step (absolute URL, SVG). */
    imagen: z.string(),
    pasos: z.array(PasoRastreoSchema),
  }),
  estatus: OrdenEstatusSchema,
  estatusNombre: z.string(),
  total: DineroSchema,
  /** The total in bolívares as the order recorded it (at its rate). */
  totalBs: DineroSchema,
  /** What the shopper chose for a product that is missing when the order is prepared. */
  sustitucion: SustitucionSchema,
  /** The products whose preference differs from the order's (empty when none), in the order's line order. */
  sustituciones: z.array(
    z.object({ producto: z.object({ id: z.int(), nombre: z.string() }), sustitucion: SustitucionSchema }),
  ),
  ...PreparacionOrdenSchema,
});
export type OrdenRastreo = z.infer<typeof OrdenRastreoSchema>;

/** GET /usuario/rastreo/listado: open orders and those finished within the last day, newest first. */
export const RastreoSchema = z.object({ ordenes: z.array(OrdenRastreoSchema) });
export type Rastreo = z.infer<typeof RastreoSchema>;

/**
 * GET /usuario/orden/sin-pagar: the customer's open orders not paid yet (a reference to verify, cash to
 * collect), the ones the caps on placing count (decision 0034), and the caps; what the checkout names
 * when a placement meets `LIMITE_POR_VERIFICAR` or `LIMITE_SIN_PAGAR`. Oldest first.
 */
export const OrdenesSinPagarSchema = z.object({
  ordenes: z.array(
    z.object({
      id: z.int(),
      numero: z.string(),
      /** The zone's slug and the cart page it was placed from: where its confirmation page is. */
      zona: z.string(),
      pagina: z.int(),
      estatus: OrdenEstatusSchema,
      estatusNombre: z.string(),
      metodo: z.nullable(MetodoPagoCodigoSchema),
      total: DineroSchema,
    }),
  ),
  /** At most this many open orders not paid, any method (`max_ordenes_sin_pagar`). */
  maxSinPagar: z.int(),
  /** At most this many of them waiting for a reference to be verified (`max_ordenes_por_verificar`). */
  maxPorVerificar: z.int(),
});
export type OrdenesSinPagar = z.infer<typeof OrdenesSinPagarSchema>;

/** `/usuario/orden/pagina/:n`: a page of the user's orders, from 1. */
export const OrdenPaginaParamsSchema = z.strictObject({
  n: z.coerce
    .number({ error: 'Página inválida' })
    .check(z.int('Página inválida'), z.gte(1, 'Página inválida'), z.lte(100000)),
});

/** `/usuario/orden/pagina/:n?estatus=`: only the orders in that status ("Mis pedidos"' filter). */
export const OrdenPaginaQuerySchema = z.strictObject({
  estatus: z.optional(
    z.coerce
      .number({ error: 'Estatus inválido' })
      .check(z.int('Estatus inválido'), z.gte(1, 'Estatus inválido'), z.lte(9, 'Estatus inválido')),
  ),
});

/** `/api/zona/sector?zona=`: one zone's areas and sectors, or every active zone's. */
export const ZonaSectorQuerySchema = z.strictObject({ zona: z.optional(SlugParamSchema) });
