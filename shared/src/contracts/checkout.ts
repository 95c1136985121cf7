/**
 * Checkout contracts (issue 5, spec §4 checkout): the payment form, placing an order, and the zones'
 * delivery data the checkout and the address form read. The order's statuses and views: orden.ts.
 *
 * - GET /usuario/orden/zona/{zona}/pagina/{pagina}/formpago → `FormPago`: everything the checkout page
 *   needs as data (payment methods and what each needs, banks, wallet balance, delivery/pickup,
 *   saved addresses, areas/sectors, slots, shipping rules, packaging, IGTF, exchange rate).
 * - POST /usuario/orden/zona/{zona}/pagina/{pagina}/registrar `OrdenRegistrarRequest` → 201
 *   `OrdenRegistrada` (200 with `repetida: true` when the idempotency key already made the order).
 *   Atomic: stock, coupon use, wallet debit, slot booking and the order happen together or not at all;
 *   a refusal is 422 `{mensaje, campos?}` with the Spanish reason (e.g. the line that ran out:
 *   `campos['lineas.<productoId>']`), 409 when the cart changed since `carritoVersion`.
 * - GET /api/zona/sector[?zona=] → `ZonaSectores[]`; GET /api/website/direccion/formdata → `DireccionFormData`.
 */
import { z } from '@mercado/shared/zod';
import { CarritoVistaSchema } from './carrito.ts';
import {
  Decimal4Schema,
  DineroSchema,
  ID_MAX,
  IdSchema,
  idSchema,
  MontoSchema,
  TelefonoSchema,
  unaLinea,
  variasLineas,
  ZonaResumenSchema,
} from './common.ts';
import { DiaCerradoSchema, FranjaSchema } from './franjas.ts';
import { MensajesOrden, MetodoPagoCodigoSchema, SustitucionSchema, TipoEnvioSchema } from './orden.ts';

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

export {
  type DiaCerrado,
  DiaCerradoSchema,
  type EntregaZona,
  EntregaZonaSchema,
  type Franja,
  type FranjaEstado,
  FranjaEstadoSchema,
  FranjaSchema,
} from './franjas.ts';

export const PuntoRetiroSchema = z.object({
  id: z.int(),
  nombre: z.string(),
  direccion: z.string(),
  /** Its pickup slots. */
  franjas: z.array(FranjaSchema),
});
export type PuntoRetiro = z.infer<typeof PuntoRetiroSchema>;

/**
 * A zone shipping rule: from products with IVA of `desde` (inclusive, decision 0050) the shipping
 * costs `costo`. Rules of the delivery address's area override the zone-wide ones (`areaId` null);
 * the rule with the largest `desde` not above those products applies (`costoEnvio` in rules).
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
  /** Delivery slots of the zone for the next days, closed dates skipped. */
  franjasDelivery: z.array(FranjaSchema),
  /** The dates of the slots' window staff closed, with their reason (delivery and pickup alike). */
  diasCerrados: z.array(DiaCerradoSchema),
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
  /**
   * Pay after placing (issue 36): a method staff verify is placed without its reference; the shopper
   * sends it from the confirmation ("Ya pagué", POST /usuario/orden/{id}/referencia).
   */
  pagarDespues: z.optional(z.boolean()),
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
