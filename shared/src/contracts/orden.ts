/**
 * Checkout and order contracts (issue 5, spec §3 order tracking, §4 checkout, §7 Orders).
 *
 * - GET /usuario/orden/zona/{zona}/pagina/{pagina}/formpago → `FormPago`: everything the checkout page
 *   needs as data (payment methods and what each needs, banks, wallet balance, delivery/pickup,
 *   saved addresses, areas/sectors, slots, shipping rules, packaging, IGTF, exchange rate).
 * - POST /usuario/orden/zona/{zona}/pagina/{pagina}/registrar `OrdenRegistrarRequest` → 201
 *   `OrdenRegistrada` (200 with `repetida: true` when the idempotency key already made the order).
 *   Atomic: stock, coupon use, wallet debit, slot booking and the order happen together or not at all;
 *   a refusal is 422 `{mensaje, campos?}` with the Spanish reason (e.g. the line that ran out:
 *   `campos['lineas.<productoId>']`), 409 when the cart changed since `carritoVersion`.
 * - GET /usuario/orden/pagina/{n} → `OrdenPagina`; GET /usuario/orden/{id}/usuario → `OrdenDetalle`.
 * - GET /usuario/rastreo/listado → `Rastreo` (open orders; empty → `MensajesOrden.SIN_PEDIDOS`).
 * - Staff's orders (the `pedido` back-office section): admin-pedido.ts; the status machine is here
 *   (`ORDEN_TRANSICIONES`, `puedeCambiarEstatus` in rules).
 * - GET /api/zona/sector[?zona=] → `ZonaSectores[]`; GET /api/website/direccion/formdata → `DireccionFormData`.
 */
import { z } from '@mercado/shared/zod';
import { CalificacionSchema } from './calificacion.ts';
import { CarritoVistaSchema, TotalesSchema } from './carrito.ts';
import {
  CantidadSchema,
  Decimal4Schema,
  DineroSchema,
  FechaSchema,
  ID_MAX,
  IdSchema,
  idSchema,
  MontoSchema,
  SlugParamSchema,
  TelefonoSchema,
  unaLinea,
  variasLineas,
  ZonaResumenSchema,
} from './common.ts';

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

/** Statuses after which nothing changes (not shown in tracking). */
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
 * Zones: areas, sectors, addresses, slots, pickup, shipping
 * ---------------------------------------------------------------------------------------------- */

export const SectorSchema = z.object({ id: z.int(), nombre: z.string() });
export type Sector = z.infer<typeof SectorSchema>;
export const AreaSchema = z.object({
  id: z.int(),
  nombre: z.string(),
  sectores: z.array(SectorSchema),
});
export type Area = z.infer<typeof AreaSchema>;

/** GET /api/zona/sector[?zona=slug]: active zones (or that one) with their active areas and sectors. */
export const ZonaSectoresSchema = z.object({
  zona: ZonaResumenSchema,
  areas: z.array(AreaSchema),
});
export type ZonaSectores = z.infer<typeof ZonaSectoresSchema>;

/** A saved delivery address of the user. */
export const DireccionUsuarioSchema = z.object({
  id: z.int(),
  zona: z.string(),
  areaId: z.int(),
  area: z.string(),
  sectorId: z.int(),
  sector: z.string(),
  direccion: z.string(),
  referencia: z.nullable(z.string()),
  predeterminada: z.boolean(),
});
export type DireccionUsuario = z.infer<typeof DireccionUsuarioSchema>;

/** GET /api/website/direccion/formdata (optional bearer): the address form's choices (+ the user's addresses). */
export const DireccionFormDataSchema = z.object({
  zonas: z.array(ZonaSectoresSchema),
  direcciones: z.array(DireccionUsuarioSchema),
  limites: z.object({ direccion: z.int(), referencia: z.int() }),
});
export type DireccionFormData = z.infer<typeof DireccionFormDataSchema>;

export const FranjaEstadoSchema = z.enum(['disponible', 'llena', 'cerrada']);
export type FranjaEstado = z.infer<typeof FranjaEstadoSchema>;

/**
 * A delivery or pickup slot on a date (Caracas time). Only `disponible` can be chosen: `llena` has no
 * capacity left, `cerrada` is past its cut-off (`cierraEn`). Blocked dates have no slots at all.
 */
export const FranjaSchema = z.object({
  /** "<horarioId>:<fecha>", stable. */
  id: z.string(),
  horarioId: z.int(),
  /** YYYY-MM-DD (Caracas). */
  fecha: z.string(),
  /** HH:MM */
  horaInicio: z.string(),
  horaFin: z.string(),
  /** "jueves 5 de marzo, 8:00 a. m. a 11:00 a. m." */
  etiqueta: z.string(),
  capacidad: z.int(),
  disponibles: z.int(),
  /** ISO instant after which it can no longer be booked. */
  cierraEn: FechaSchema,
  estado: FranjaEstadoSchema,
});
export type Franja = z.infer<typeof FranjaSchema>;

export const PuntoRetiroSchema = z.object({
  id: z.int(),
  nombre: z.string(),
  direccion: z.string(),
  /** Its pickup slots. */
  franjas: z.array(FranjaSchema),
});
export type PuntoRetiro = z.infer<typeof PuntoRetiroSchema>;

/**
 * A zone shipping rule: from subtotal `desde` (inclusive) the shipping costs `costo`. Rules of the
 * delivery address's area override the zone-wide ones (`areaId` null); the rule with the largest
 * `desde` not above the subtotal applies (`costoEnvio` in rules).
 */
export const ReglaEnvioSchema = z.object({
  areaId: z.nullable(z.int()),
  desde: DineroSchema,
  costo: DineroSchema,
});
export type ReglaEnvio = z.infer<typeof ReglaEnvioSchema>;

/* ------------------------------------------------------------------------------------------------
 * Payment methods
 * ---------------------------------------------------------------------------------------------- */

export const BancoSchema = z.object({ codigo: z.string(), nombre: z.string() });
export type Banco = z.infer<typeof BancoSchema>;

/** What a payment method accepts and needs: the checkout page renders from this, not from code. */
export const MetodoPagoSchema = z.object({
  codigo: MetodoPagoCodigoSchema,
  nombre: z.string(),
  descripcion: z.string(),
  /** Currency the customer pays in: 'VES' (amount shown in bolívares at the rate) or 'USD'. */
  moneda: z.enum(['USD', 'VES']),
  /** Foreign currency: IGTF applies to the part paid with it. */
  divisa: z.boolean(),
  requiereReferencia: z.boolean(),
  requiereBanco: z.boolean(),
  requiereTelefono: z.boolean(),
  /** Staff verify the payment; the order waits (and expires) until then. */
  requiereVerificacion: z.boolean(),
  /** Paid to the courier on delivery. */
  contraEntrega: z.boolean(),
  /** Only with delivery (cash to the courier). */
  soloDelivery: z.boolean(),
  /** The wallet: may pay all of the order or a part, the rest with another method. */
  esSaldo: z.boolean(),
  /** Pattern of a valid reference (JavaScript RegExp source), null when none is needed. */
  referenciaPatron: z.nullable(z.string()),
  /** Where to pay: bank, phone, RIF, email… */
  datosDestino: z.array(z.object({ etiqueta: z.string(), valor: z.string() })),
  instrucciones: z.nullable(z.string()),
});
export type MetodoPago = z.infer<typeof MetodoPagoSchema>;

/** GET /usuario/orden/zona/{zona}/pagina/{pagina}/formpago */
export const FormPagoSchema = z.object({
  zona: ZonaResumenSchema,
  /** The cart being paid, validated now (check `valido` and its lines). */
  carrito: CarritoVistaSchema,
  /** Suggested idempotency key for this cart version (`claveIdempotencia`). */
  idempotencia: z.string(),
  metodosPago: z.array(MetodoPagoSchema),
  bancos: z.array(BancoSchema),
  /** Wallet balance (USD). */
  saldo: DineroSchema,
  tiposEnvio: z.array(z.object({ codigo: TipoEnvioSchema, nombre: z.string() })),
  direcciones: z.array(DireccionUsuarioSchema),
  areas: z.array(AreaSchema),
  /** Delivery slots of the zone for the next days, blocked dates skipped. */
  franjasDelivery: z.array(FranjaSchema),
  pickup: z.array(PuntoRetiroSchema),
  reglasEnvio: z.array(ReglaEnvioSchema),
  /** Packaging per order (config). */
  costoEmpaquetado: DineroSchema,
  /** IGTF percentage on the foreign-currency part ("3.0000"). */
  igtf: Decimal4Schema,
  /** Bs per USD now (frozen in the order when it is placed). */
  tasa: Decimal4Schema,
  minimoCompra: DineroSchema,
  sustituciones: z.array(z.object({ codigo: SustitucionSchema, nombre: z.string() })),
  /** Minutes staff have to verify a reference payment before the order expires. */
  minutosVerificacion: z.int(),
});
export type FormPago = z.infer<typeof FormPagoSchema>;

/* ------------------------------------------------------------------------------------------------
 * Placing an order
 * ---------------------------------------------------------------------------------------------- */

export const DIRECCION_MAX = 300;
export const REFERENCIA_DIRECCION_MAX = 200;

export const DireccionNuevaSchema = z.strictObject({
  sectorId: idSchema(MensajesOrden.SECTOR_INVALIDO),
  direccion: z
    .string({ error: 'Ingrese la dirección' })
    .check(
      z.trim(),
      z.minLength(5, 'La dirección debe tener al menos 5 caracteres'),
      z.maxLength(DIRECCION_MAX, `La dirección no puede tener más de ${DIRECCION_MAX} caracteres`),
      variasLineas(),
    ),
  referencia: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          REFERENCIA_DIRECCION_MAX,
          `La referencia no puede tener más de ${REFERENCIA_DIRECCION_MAX} caracteres`,
        ),
        variasLineas(),
      ),
  ),
  /** Save it to the user's addresses (default true). */
  guardar: z._default(z.boolean(), true),
});
export type DireccionNueva = z.infer<typeof DireccionNuevaSchema>;

export const PagoEntradaSchema = z.strictObject({
  /** Wallet amount to use (USD, "0.00" = none); at most the balance and the order total. */
  saldo: z._default(MontoSchema, '0.00'),
  /** Method for the rest; null (or 'saldo') when the wallet pays everything. */
  metodo: z._default(z.nullable(MetodoPagoCodigoSchema), null),
  referencia: z.optional(z.string().check(z.trim(), z.maxLength(40), unaLinea())),
  /** Pago Móvil: the paying bank's code (`Banco.codigo`). */
  banco: z.optional(z.string().check(z.trim(), z.maxLength(10), unaLinea())),
  /** Pago Móvil: the paying phone. */
  telefono: z.optional(TelefonoSchema),
  /**
   * Cash USD: the bill amount the customer will hand over (so the courier brings change), from
   * montoMetodo to montoMetodo + $ 100 (`problemaEfectivo`); the change owed is taken from what the
   * courier confirms receiving, not from this.
   */
  efectivo: z.optional(MontoSchema),
});
export type PagoEntrada = z.infer<typeof PagoEntradaSchema>;

/** Idempotency key: 8–100 of A–Z a–z 0–9 : _ -. */
export const IdempotenciaSchema = z
  .string({ error: 'Falta la clave de idempotencia' })
  .check(z.regex(/^[A-Za-z0-9:_-]{8,100}$/, 'Clave de idempotencia inválida'));

/**
 * POST .../registrar. Delivery needs `direccionId` or `direccionNueva`; pickup needs `pickupId`.
 * `idempotencia`: one key per placement attempt of a cart version (use `FormPago.idempotencia`, or
 * `claveIdempotencia(carrito)`): a double click, a retry or a second tab send the same key and get
 * the same order. `carritoVersion` is the cart version the page shows. `totalEsperado` (optional) is
 * the total the page showed: when the server's differs the order is refused (409) with the new one.
 */
export const OrdenRegistrarRequestSchema = z
  .strictObject({
    idempotencia: IdempotenciaSchema,
    carritoVersion: z
      .int({ error: 'Versión del carrito inválida' })
      .check(z.gte(0, 'Versión del carrito inválida'), z.lte(ID_MAX, 'Versión del carrito inválida')),
    tipoEnvio: TipoEnvioSchema,
    direccionId: z.optional(IdSchema),
    direccionNueva: z.optional(DireccionNuevaSchema),
    pickupId: z.optional(IdSchema),
    franja: z.strictObject(
      {
        horarioId: IdSchema,
        fecha: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, MensajesOrden.FRANJA_INVALIDA)),
      },
      { error: MensajesOrden.FRANJA_REQUERIDA },
    ),
    pago: PagoEntradaSchema,
    /** Order default. */
    sustitucion: z._default(SustitucionSchema, 'reemplazar'),
    /** Per-line overrides. */
    sustituciones: z._default(
      z.array(z.strictObject({ producto: IdSchema, sustitucion: SustitucionSchema })).check(z.maxLength(150)),
      [],
    ),
    nota: z.optional(
      z
        .string()
        .check(z.trim(), z.maxLength(500, 'La nota no puede tener más de 500 caracteres'), variasLineas()),
    ),
    totalEsperado: z.optional(MontoSchema),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.tipoEnvio === 'delivery' && v.direccionId === undefined && v.direccionNueva === undefined) {
        ctx.addIssue({ code: 'custom', path: ['direccionId'], message: MensajesOrden.DIRECCION_REQUERIDA });
      }
      if (v.tipoEnvio === 'pickup' && v.pickupId === undefined) {
        ctx.addIssue({ code: 'custom', path: ['pickupId'], message: MensajesOrden.PICKUP_REQUERIDO });
      }
    }),
  );
export type OrdenRegistrarRequest = z.infer<typeof OrdenRegistrarRequestSchema>;
export type OrdenRegistrarEntrada = z.input<typeof OrdenRegistrarRequestSchema>;

/** The suggested idempotency key of a cart version: same cart, same version → same key (two tabs). */
export function claveIdempotencia(carrito: { id: number; version: number }): string {
  return `carrito-${carrito.id}-v${carrito.version}`;
}

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

export const OrdenPagoSchema = z.object({
  /** null when the wallet paid everything. */
  metodo: z.nullable(MetodoPagoCodigoSchema),
  metodoNombre: z.nullable(z.string()),
  referencia: z.nullable(z.string()),
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
  zona: z.string(),
  tipoEnvio: TipoEnvioSchema,
  franja: z.string(),
  cantidadProductos: z.int(),
  total: DineroSchema,
  totalBs: DineroSchema,
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

/** GET /usuario/rastreo/listado: open orders (not delivered, cancelled or expired), newest first. */
export const RastreoSchema = z.object({ ordenes: z.array(OrdenRastreoSchema) });
export type Rastreo = z.infer<typeof RastreoSchema>;

/** `/usuario/orden/pagina/:n`: a page of the user's orders, from 1. */
export const OrdenPaginaParamsSchema = z.strictObject({
  n: z.coerce
    .number({ error: 'Página inválida' })
    .check(z.int('Página inválida'), z.gte(1, 'Página inválida'), z.lte(100000)),
});

/** `/api/zona/sector?zona=`: one zone's areas and sectors, or every active zone's. */
export const ZonaSectorQuerySchema = z.strictObject({ zona: z.optional(SlugParamSchema) });
