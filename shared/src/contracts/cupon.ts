/**
 * Coupon contracts (issue 5, spec §3 coupon, §7 Coupons, §8). A coupon has a code, a name, a value
 * that is a percentage or a USD amount, validity dates, a minimum purchase (on the cart subtotal),
 * a use limit per user and in total, and the zones where it applies (none = every zone). Whether it
 * applies is `evaluarCupon` in `@mercado/shared/rules`.
 *
 * - GET /usuario/cupon/cuponesusuario/{zona} → `CuponesUsuario` ("Mis cupones": the coupons offered
 *   to every customer plus those assigned to this user, valid now, usable in the zone, with uses
 *   left; loaded once, on first opening; empty → `MensajesCupon.SIN_CUPONES`).
 * - GET /usuario/cupon/cuponesusuariopago/{zona}/{pagina} → `CuponesPago` (the same list checked
 *   against that cart: which ones can be applied at payment, the discount, or why not).
 * - GET /usuario/carrito/{id}/cupon/{code}/aplicar → the cart (`CarritoVista`) with the coupon; a
 *   code that cannot apply → 422 with the reason; too many failed codes → 429
 *   `MensajesCupon.DEMASIADOS_INTENTOS` (Retry-After).
 * - DELETE /usuario/carrito/{id}/cupon → the cart without coupon.
 */
import { z } from '@mercado/shared/zod';
import { DineroSchema, FechaSchema, IdParamSchema } from './common.ts';

export const MensajesCupon = {
  /** Spec §8: no coupons. */
  SIN_CUPONES: 'Actualmente no posees cupones disponibles !',
  /** Unknown, inactive, or private and not this user's (never says which). */
  NO_EXISTE: 'El cupón ingresado no existe o no está disponible',
  NO_VIGENTE: 'El cupón aún no está vigente',
  VENCIDO: 'El cupón está vencido',
  ZONA: 'El cupón no aplica en esta zona',
  /** The minimum amount is appended: "... de $ 15,00". */
  MINIMO: 'El cupón requiere una compra mínima',
  LIMITE_USUARIO: 'Ya usó este cupón el máximo de veces permitido',
  LIMITE_TOTAL: 'El cupón alcanzó su límite de usos',
  CARRITO_VACIO: 'Agregue productos al carrito para usar un cupón',
  CODIGO_INVALIDO: 'Ingrese un código de cupón válido',
  DEMASIADOS_INTENTOS:
    'Demasiados intentos con códigos de cupón no válidos. Intente de nuevo en unos minutos',
  APLICADO: 'Cupón aplicado',
} as const;

/** Why a coupon does not apply (`evaluarCupon`), mapped to the texts above. */
export const CuponMotivoSchema = z.enum([
  'no_existe',
  'no_vigente',
  'vencido',
  'zona',
  'minimo',
  'limite_usuario',
  'limite_total',
  'carrito_vacio',
]);
export type CuponMotivo = z.infer<typeof CuponMotivoSchema>;

/** A code as typed: trimmed, upper-cased, 3–40 of A–Z 0–9 _ -. */
export const CuponCodigoSchema = z
  .string({ error: MensajesCupon.CODIGO_INVALIDO })
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9_-]{3,40}$/, MensajesCupon.CODIGO_INVALIDO));

/** `/usuario/carrito/:id/cupon/:code/aplicar`: the cart and the code as typed. */
export const CuponCarritoParamsSchema = z.strictObject({ id: IdParamSchema, code: CuponCodigoSchema });

/** A coupon as the customer sees it. */
export const CuponUsuarioSchema = z.object({
  id: z.int(),
  codigo: z.string(),
  nombre: z.string(),
  /** "10.00" = 10 % when porcentaje, else USD. */
  valor: DineroSchema,
  porcentaje: z.boolean(),
  /** Minimum cart subtotal, "0.00" = none. */
  minimoCompra: DineroSchema,
  /** ISO 8601. */
  fechaInicio: FechaSchema,
  fechaFin: FechaSchema,
  /** Zone slugs where it applies; [] = every zone. */
  zonas: z.array(z.string()),
  /** Uses left for this user (null = no per-user limit). */
  usosRestantes: z.nullable(z.int()),
  /** "10 % de descuento", "$ 5,00 de descuento", + " en compras desde $ 15,00". */
  descripcion: z.string(),
});
export type CuponUsuario = z.infer<typeof CuponUsuarioSchema>;

export const CuponesUsuarioSchema = z.object({ cupones: z.array(CuponUsuarioSchema) });
export type CuponesUsuario = z.infer<typeof CuponesUsuarioSchema>;

/** A coupon checked against a cart (coupons allowed at payment). */
export const CuponPagoSchema = z.extend(CuponUsuarioSchema, {
  aplicable: z.boolean(),
  motivo: z.nullable(z.string()),
  /** Discount on that cart when applicable, else "0.00". */
  descuento: DineroSchema,
  /** The coupon already applied to that cart. */
  aplicado: z.boolean(),
});
export type CuponPago = z.infer<typeof CuponPagoSchema>;

export const CuponesPagoSchema = z.object({
  carritoId: z.int(),
  cupones: z.array(CuponPagoSchema),
});
export type CuponesPago = z.infer<typeof CuponesPagoSchema>;
