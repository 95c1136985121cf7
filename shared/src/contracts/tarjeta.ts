/**
 * Gift cards and the balance (spec /tarjeta-saldo, §7 "Cards and balance (user)", issue 34):
 * - GET /usuario/tarjeta/saldo → `Saldo`: the balance, the sum of the user's ledger, in USD and in
 *   bolívares at the current rate.
 * - GET /usuario/tarjeta/saldo/historial?pagina= → `HistorialSaldo`: the movements, newest first, each
 *   in USD and in bolívares at its own rate (when recorded).
 * - GET /usuario/tarjeta/saldo/historial/{ruta}/{id} → `MovimientoDetalle`: one movement with what it
 *   came from (`ruta` is the spec's name of its type, `RUTA_DE_TIPO`); another's or the wrong type 404.
 * - GET /usuario/tarjeta/solicitud/formcomprar → `FormComprar`; POST …/procesarcomprar `ComprarBody`
 *   → 201 `SolicitudTarjeta` (PENDIENTE until staff verify the payment).
 * - GET /usuario/tarjeta/solicitud/listado/{n} → `SolicitudesTarjeta`; GET …/{id} → `SolicitudTarjeta`.
 * - POST /usuario/tarjeta/regalo/usarcodigo `UsarCodigoBody` → `CodigoUsado`. Unknown, used or
 *   expired code: 422 with its own message; guessing is throttled (429).
 */
import { z } from '@mercado/shared/zod';
import { paginadoSchema } from './admin.ts';
import { PAGE_SIZE } from './catalogo.ts';
import { BancoSchema, MetodoPagoSchema } from './checkout.ts';
import {
  Decimal4Schema,
  DineroSchema,
  EmailSchema,
  FechaSchema,
  IdParamSchema,
  MontoSchema,
  TelefonoSchema,
  unaLinea,
} from './common.ts';

export const POR_PAGINA_TARJETA = PAGE_SIZE;
/** A balance card's amount, in USD. */
export const MONTO_TARJETA_MIN = '5.00';
export const MONTO_TARJETA_MAX = '500.00';
/** The amounts the page offers with one tap (any other within the limits can be typed). */
export const MONTOS_SUGERIDOS = ['10.00', '20.00', '50.00', '100.00'] as const;
export const CODIGO_MAX = 40;

export const MensajesTarjeta = {
  CODIGO_REQUERIDO: 'Ingrese el código de la tarjeta de regalo',
  CODIGO_NO_EXISTE: 'Ese código no existe. Revise que esté bien escrito',
  CODIGO_USADO: 'Ese código ya fue usado',
  CODIGO_VENCIDO: 'Ese código está vencido',
  DEMASIADOS_CODIGOS: 'Demasiados intentos con códigos. Intente de nuevo en unos minutos',
  MONTO_FUERA: `El monto debe estar entre $ ${MONTO_TARJETA_MIN} y $ ${MONTO_TARJETA_MAX}`,
  EMAIL_REQUERIDO: 'Ingrese el correo de quien recibe el regalo',
  METODO_REQUERIDO: 'Seleccione cómo pagó',
  SOLICITUD_NO_EXISTE: 'La solicitud no existe',
  MOVIMIENTO_NO_EXISTE: 'El movimiento no existe',
  SOLICITUD_ENVIADA: 'Recibimos su solicitud. Le avisaremos cuando verifiquemos el pago.',
} as const;

/** The ledger's movement types. */
export const TIPOS_MOVIMIENTO = [
  'ajuste',
  'ordenpago',
  'reintegro',
  'tarjetaregalo',
  'tarjetapago',
  'membresiapago',
  'vuelto',
] as const;
export const TipoMovimientoSchema = z.enum(TIPOS_MOVIMIENTO);
export type TipoMovimiento = z.infer<typeof TipoMovimientoSchema>;

/** The detail's path segment of each type, as spec §7 names them (an order's refund is the order's). */
export const RUTA_DE_TIPO = {
  ajuste: 'ajuste',
  ordenpago: 'ordenpago',
  reintegro: 'ordenpago',
  tarjetaregalo: 'tarjetaregalo',
  tarjetapago: 'tarjetapago',
  membresiapago: 'mrembresiapago',
  vuelto: 'ordenpago',
} as const satisfies Record<TipoMovimiento, string>;
export const RutaMovimientoSchema = z.enum(
  ['ajuste', 'ordenpago', 'tarjetaregalo', 'tarjetapago', 'mrembresiapago'],
  { error: 'Tipo de movimiento inválido' },
);

/** How each type reads on the page. */
export const NOMBRE_DE_TIPO: Record<TipoMovimiento, string> = {
  ajuste: 'Ajuste',
  ordenpago: 'Pago de pedido',
  reintegro: 'Reintegro de pedido',
  tarjetaregalo: 'Tarjeta de regalo',
  tarjetapago: 'Tarjeta de saldo',
  membresiapago: 'Pago de membresía',
  vuelto: 'Vuelto de pedido',
};

export const SaldoSchema = z.object({
  saldo: DineroSchema,
  saldoBs: DineroSchema,
  /** Bs per USD now. */
  tasa: Decimal4Schema,
});
export type Saldo = z.infer<typeof SaldoSchema>;

export const MovimientoSaldoSchema = z.object({
  id: z.int(),
  tipo: TipoMovimientoSchema,
  /** Signed: credits positive, debits negative. */
  monto: DineroSchema,
  /** At the movement's own rate; null when none was recorded. */
  montoBs: z.nullable(DineroSchema),
  tasa: z.nullable(Decimal4Schema),
  saldoResultante: DineroSchema,
  descripcion: z.string(),
  fecha: FechaSchema,
  /** The movement this one undoes. */
  reversoDe: z.nullable(z.int()),
});
export type MovimientoSaldo = z.infer<typeof MovimientoSaldoSchema>;

export const HistorialSaldoQuerySchema = z.strictObject({
  pagina: z._default(IdParamSchema, 1),
});
export const HistorialSaldoSchema = paginadoSchema(MovimientoSaldoSchema);
export type HistorialSaldo = z.infer<typeof HistorialSaldoSchema>;

export const MovimientoParamsSchema = z.strictObject({ tipo: RutaMovimientoSchema, id: IdParamSchema });

export const ESTATUS_SOLICITUD_TARJETA = ['PENDIENTE', 'APROBADA', 'RECHAZADA'] as const;
export const EstatusSolicitudTarjetaSchema = z.enum(ESTATUS_SOLICITUD_TARJETA);
export const NOMBRE_ESTATUS_SOLICITUD = {
  PENDIENTE: 'Pendiente de verificación',
  APROBADA: 'Aprobada',
  RECHAZADA: 'Rechazada',
} as const;

export const METODOS_TARJETA = ['pago_movil', 'transferencia', 'zelle'] as const;
export const MetodoTarjetaSchema = z.enum(METODOS_TARJETA, { error: MensajesTarjeta.METODO_REQUERIDO });

export const SolicitudTarjetaSchema = z.object({
  id: z.int(),
  monto: DineroSchema,
  /** At the request's rate. */
  montoBs: DineroSchema,
  tasa: Decimal4Schema,
  destino: z.enum(['propio', 'regalo']),
  emailDestino: z.nullable(z.string()),
  metodo: MetodoTarjetaSchema,
  metodoNombre: z.string(),
  referencia: z.string(),
  estatus: EstatusSolicitudTarjetaSchema,
  /** Staff's reason when rejected. */
  motivo: z.nullable(z.string()),
  fecha: FechaSchema,
  decididaEn: z.nullable(FechaSchema),
});
export type SolicitudTarjeta = z.infer<typeof SolicitudTarjetaSchema>;

export const SolicitudesTarjetaSchema = paginadoSchema(SolicitudTarjetaSchema);
export type SolicitudesTarjeta = z.infer<typeof SolicitudesTarjetaSchema>;
export const ListadoParamsSchema = z.strictObject({ n: IdParamSchema });

/** The detail of one movement: what it came from, by type. */
export const MovimientoDetalleSchema = z.object({
  movimiento: MovimientoSaldoSchema,
  orden: z.nullable(z.object({ id: z.int(), numero: z.string() })),
  tarjetaRegalo: z.nullable(z.object({ codigo: z.string(), monto: DineroSchema })),
  solicitud: z.nullable(SolicitudTarjetaSchema),
});
export type MovimientoDetalle = z.infer<typeof MovimientoDetalleSchema>;

export const FormComprarSchema = z.object({
  metodosPago: z.array(MetodoPagoSchema),
  bancos: z.array(BancoSchema),
  tasa: Decimal4Schema,
  montoMinimo: DineroSchema,
  montoMaximo: DineroSchema,
  montosSugeridos: z.array(DineroSchema),
});
export type FormComprar = z.infer<typeof FormComprarSchema>;

/** POST …/procesarcomprar. A gift names the email that receives the code. */
export const ComprarBodySchema = z.strictObject({
  monto: MontoSchema,
  destino: z.enum(['propio', 'regalo'], { error: 'Elija para quién es la tarjeta' }),
  emailDestino: z.optional(EmailSchema),
  metodo: MetodoTarjetaSchema,
  referencia: z
    .string({ error: 'Ingrese la referencia del pago' })
    .check(z.trim(), z.minLength(1, 'Ingrese la referencia del pago'), z.maxLength(40), unaLinea()),
  banco: z.optional(z.string().check(z.trim(), z.maxLength(10), unaLinea())),
  telefono: z.optional(TelefonoSchema),
});
export type ComprarBody = z.input<typeof ComprarBodySchema>;

export const UsarCodigoBodySchema = z.strictObject({
  codigo: z
    .string({ error: MensajesTarjeta.CODIGO_REQUERIDO })
    .check(
      z.trim(),
      z.minLength(1, MensajesTarjeta.CODIGO_REQUERIDO),
      z.maxLength(CODIGO_MAX, MensajesTarjeta.CODIGO_NO_EXISTE),
      unaLinea(MensajesTarjeta.CODIGO_NO_EXISTE),
    ),
});
export type UsarCodigoBody = z.input<typeof UsarCodigoBodySchema>;

export const CodigoUsadoSchema = z.object({
  monto: DineroSchema,
  saldo: SaldoSchema,
  movimiento: MovimientoSaldoSchema,
});
export type CodigoUsado = z.infer<typeof CodigoUsadoSchema>;
