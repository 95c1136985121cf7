/**
 * Cart contracts (issue 5, spec §3 cart and cart detail status, §7 Cart, §8). Three carts (pagina
 * 0..2) per user and zone; the server validates every cart on every write and reports each line's
 * status. Line evaluation, messages and totals are pure rules in `@mercado/shared/rules`
 * (`evaluarLineaCarrito`, `mensajeLineaCarrito`, `calcularTotales`), used by the API and the client.
 *
 * Saving a cart (POST .../zona/{zona}, .../individual, .../combinar) answers 200 with EITHER
 * - the cart as stored (`CarritoVista`, no `status` field): every line was valid as sent; the client
 *   replaces its cart with it; OR
 * - `CarritoConEstatus` (`status: 'actualizado'`, `mensaje: 'Carrito actualizado'`, `ajustes`): the
 *   server adjusted lines itself (quantities fixed, unavailable lines removed) and stored the result.
 *   A response with a status field NEVER replaces the client's cart: show the messages of `ajustes`
 *   on their lines and the warning, then refresh (GET). Use `esCarritoConEstatus`.
 * Errors are the usual `ApiError` bodies: 400 bad input, 401, 404 unknown zone, 409 inactive zone,
 * 422 `MensajesCarrito.ERROR`.
 */
import { z } from '@mercado/shared/zod';
import { ProductoVistaSchema } from './catalogo.ts';
import {
  CantidadEntradaSchema,
  CantidadSchema,
  Decimal4Schema,
  DineroSchema,
  idSchema,
  SlugParamSchema,
  ZonaResumenSchema,
} from './common.ts';

/** Spec §9: 3 carts, pagina 0..2; anonymous visitors only use pagina 0 (kept in local storage). */
export const CARRITO_PAGINAS = 3;
/** Most lines a cart may hold (a bigger body is a 400). */
export const CARRITO_MAX_LINEAS = 150;

/** Cart status (spec §3): active 1, inactive 2. */
export const CarritoEstatus = { ACTIVO: 1, INACTIVO: 2 } as const;
export type CarritoEstatusValor = (typeof CarritoEstatus)[keyof typeof CarritoEstatus];

/** Cart detail (line) status, spec §3. */
export const CarritoDetalleEstatus = {
  /** The line is valid as it is. */
  ACTIVO: 1,
  /** Stock for the zone and user type is below the product's minimum (or 0): the line cannot be sold. */
  INVENTARIO_INSUFICIENTE: 2,
  /** More than the stock: the quantity is lowered to the largest valid option within the stock. */
  EXISTENCIA_SUPERADA: 3,
  /** Below minimo × unidad: raised to the minimum. */
  MINIMO_NO_ALCANZADO: 4,
  /** Above maximo × unidad: lowered to the maximum option. */
  MAXIMO_SUPERADO: 5,
  /** Not on the grid minimo×unidad + k × grupo×unidad: lowered to the nearest valid option below. */
  CANTIDAD_ERRONEA: 6,
  /** Unknown or inactive product, inactive category, no price for the user type: the line goes. */
  NO_DISPONIBLE: 7,
} as const;
export type CarritoDetalleEstatusValor = (typeof CarritoDetalleEstatus)[keyof typeof CarritoDetalleEstatus];
export const CarritoDetalleEstatusSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
]);

/** Spanish texts of the cart (spec §8). Line messages: `mensajeLineaCarrito` in rules. */
export const MensajesCarrito = {
  /** The server adjusted the cart itself (spec §8). */
  ACTUALIZADO: 'Carrito actualizado',
  /** Cart update semantic error (spec §8). */
  ERROR: 'Error con la información del Carrito, por favor intente nuevamente',
  CARRITO_INVALIDO: 'Carrito inválido',
  PRODUCTO_INVALIDO: 'Producto inválido',
  CANTIDAD_INVALIDA: 'Cantidad inválida',
  DEMASIADAS_LINEAS: `El carrito no puede tener más de ${CARRITO_MAX_LINEAS} productos`,
  CARRITO_NO_EXISTE: 'El carrito no existe',
  VACIO: 'Su carrito está vacío',
  /** Spec §5: finalize is blocked below the minimum (the client appends the amount, in its currency). */
  MINIMO_COMPRA: 'El monto mínimo de compra es',
  /** The API's refusal below the minimum: no amount, the page states it in the shopper's currency. */
  MINIMO_NO_ALCANZADO: 'Su compra no alcanza el monto mínimo',
} as const;

/** A cart page: 0..2 (JSON number in bodies; coerced from the path in limpiarcarrito). */
export const CarritoPaginaSchema = z
  .int({ error: MensajesCarrito.CARRITO_INVALIDO })
  .check(
    z.gte(0, MensajesCarrito.CARRITO_INVALIDO),
    z.lte(CARRITO_PAGINAS - 1, MensajesCarrito.CARRITO_INVALIDO),
  );

/** A cart page in a path ("0".."2"). */
export const CarritoPaginaParamSchema = z.coerce
  .number({ error: MensajesCarrito.CARRITO_INVALIDO })
  .check(
    z.int(MensajesCarrito.CARRITO_INVALIDO),
    z.gte(0, MensajesCarrito.CARRITO_INVALIDO),
    z.lte(CARRITO_PAGINAS - 1, MensajesCarrito.CARRITO_INVALIDO),
  );
/** `/…/zona/:zona/…/:pagina/…`: a zone's cart page. */
export const ZonaPaginaParamsSchema = z.strictObject({
  zona: SlugParamSchema,
  pagina: CarritoPaginaParamSchema,
});

/** A line as the client sends it (spec §3 API form: carritoDetalle of {cantidad, producto id}). */
export const CarritoDetalleEntradaSchema = z.strictObject({
  /** Decimal string, up to 3 decimals ("2", "0.750"); "0" removes the line. */
  cantidad: CantidadEntradaSchema,
  /** Product id. */
  producto: idSchema(MensajesCarrito.PRODUCTO_INVALIDO),
  /** Spec §3 item tipo: 1 regular product, 2 search-index product (same product ids; informative). */
  tipo: z.optional(z.union([z.literal(1), z.literal(2)])),
});
export type CarritoDetalleEntrada = z.infer<typeof CarritoDetalleEntradaSchema>;

const LineasEntradaSchema = z
  .array(CarritoDetalleEntradaSchema)
  .check(z.maxLength(CARRITO_MAX_LINEAS, MensajesCarrito.DEMASIADAS_LINEAS));

/**
 * POST /usuario/carrito/zona/{zona}: replaces cart `pagina` with these lines (a product listed twice
 * counts once, with the last quantity; lines with cantidad "0" are dropped).
 */
export const CarritoGuardarRequestSchema = z.strictObject({
  pagina: CarritoPaginaSchema,
  carritoDetalle: LineasEntradaSchema,
});
export type CarritoGuardarRequest = z.infer<typeof CarritoGuardarRequestSchema>;

/** POST /usuario/carrito/zona/{zona}/individual: sets one line of cart `pagina` ("0" removes it). */
export const CarritoIndividualRequestSchema = z.strictObject({
  pagina: CarritoPaginaSchema,
  producto: CarritoDetalleEntradaSchema.shape.producto,
  cantidad: CantidadEntradaSchema,
  tipo: CarritoDetalleEntradaSchema.shape.tipo,
});
export type CarritoIndividualRequest = z.infer<typeof CarritoIndividualRequestSchema>;

/**
 * POST /usuario/carrito/zona/{zona}/combinar, right after login: merges the anonymous visitor's
 * local cart (cart 1 = pagina 0) into the user's stored cart `pagina`. A product in both adds the
 * quantities, capped by the line rules (maximum, stock: reported in `ajustes`); the other stored lines
 * stay. Local products that would take the cart over `CARRITO_MAX_LINEAS` stay out, reported with
 * status 7 and `MensajesCarrito.DEMASIADAS_LINEAS`. Then the client clears its local cache.
 */
export const CarritoCombinarRequestSchema = z.strictObject({
  pagina: z._default(CarritoPaginaSchema, 0),
  carritoDetalle: LineasEntradaSchema,
});
export type CarritoCombinarRequest = z.infer<typeof CarritoCombinarRequestSchema>;

/** IVA of one tax rate: the base after the coupon's share, and the tax on it. */
export const IvaClaseSchema = z.object({
  clase: z.enum(['general', 'reducido', 'exento']),
  /** "16.0000" */
  porcentaje: Decimal4Schema,
  base: DineroSchema,
  monto: DineroSchema,
});
export type IvaClase = z.infer<typeof IvaClaseSchema>;

/**
 * The amounts of an order in one currency, 2 decimals, computed by `calcularTotales` (shared rules)
 * on the server and, for display, on the client. For a cart, shipping, packaging, balance and IGTF
 * are "0.00" (they are chosen at checkout); the order carries all of them.
 *
 * subtotal = Σ line bases at the price shown (the offer when > 0); productos = Σ lines at the shelf
 * price with IVA (decision 0049); ahorroOfertas = Σ (regular − shown) with IVA, information only;
 * descuentoCupon on the subtotal (spread over the IVA bases), descuentoConIva = it with its IVA; IVA
 * by rate = the lines' IVA less the coupon's; totalProductos = subtotal − descuentoCupon + totalIva =
 * productos − descuentoConIva; total = totalProductos + empaquetado + envio
 * + igtf; saldoUsado (wallet) is part of total; montoMetodo = total − saldoUsado is what the payment
 * method pays (IGTF only on the foreign-currency part).
 */
export const ImportesSchema = z.object({
  subtotal: DineroSchema,
  /** Absent on orders placed before decision 0049. */
  productos: z.optional(DineroSchema),
  ahorroOfertas: DineroSchema,
  descuentoCupon: DineroSchema,
  /** Absent on orders placed before decision 0049. */
  descuentoConIva: z.optional(DineroSchema),
  iva: z.array(IvaClaseSchema),
  totalIva: DineroSchema,
  totalProductos: DineroSchema,
  empaquetado: DineroSchema,
  envio: DineroSchema,
  igtf: DineroSchema,
  total: DineroSchema,
  saldoUsado: DineroSchema,
  montoMetodo: DineroSchema,
});
export type Importes = z.infer<typeof ImportesSchema>;

/**
 * Totals: the amounts in USD, the rates used, and `bs`, the same amounts in bolívares, computed on
 * prices converted once at `tasa` and rounded to the cent (so they add up as shown, issue 17).
 */
export const TotalesSchema = z.object({
  ...ImportesSchema.shape,
  /** "3.0000" when the method pays IGTF, else "0.0000". */
  igtfPorcentaje: Decimal4Schema,
  /** Bs per USD used. */
  tasa: Decimal4Schema,
  bs: ImportesSchema,
});
export type Totales = z.infer<typeof TotalesSchema>;

/** The coupon applied to a cart, as it stands now (re-checked on every read). */
export const CuponAplicadoSchema = z.object({
  id: z.int(),
  codigo: z.string(),
  nombre: z.string(),
  /** Percentage ("10.00" = 10 %) when `porcentaje`, else a USD amount. */
  valor: DineroSchema,
  porcentaje: z.boolean(),
  /** Discount on this cart now ("0.00" when not applicable). */
  descuento: DineroSchema,
  aplicable: z.boolean(),
  /** Why it does not apply now (minimum, dates, limits, zone), else null. */
  motivo: z.nullable(z.string()),
});
export type CuponAplicado = z.infer<typeof CuponAplicadoSchema>;

/** A stored line, evaluated against the current product, stock and limits. */
export const LineaCarritoSchema = z.object({
  /** Price/offer/stock for the user's type in this zone (existencia "0.000" when none). */
  producto: ProductoVistaSchema,
  /** Stored quantity ("2", "0.75"). */
  cantidad: CantidadSchema,
  /** What the server accepts now: = cantidad when estatus is 1; the adjusted quantity ("0" = cannot be sold) otherwise. */
  cantidadValida: CantidadSchema,
  estatus: CarritoDetalleEstatusSchema,
  /** Spanish message for estatus 2..7, null when 1. */
  mensaje: z.nullable(z.string()),
  /** Price shown per unit (per kg): the offer when > 0. */
  precioUnitario: DineroSchema,
  /** precioUnitario × cantidadValida, rounded to cents. */
  total: DineroSchema,
  /** (regular − offer) × cantidadValida. */
  ahorro: DineroSchema,
});
export type LineaCarrito = z.infer<typeof LineaCarritoSchema>;

/** One cart page of the user in a zone. */
export const CarritoVistaSchema = z.object({
  /** Cart id (for /usuario/carrito/{id}/cupon/{code}/aplicar). */
  id: z.int(),
  zona: z.string(),
  pagina: z.int().check(z.gte(0), z.lte(CARRITO_PAGINAS - 1)),
  /** Incremented on every change; checkout sends the version it shows (carritoVersion). */
  version: z.int(),
  estatus: z.union([z.literal(1), z.literal(2)]),
  lineas: z.array(LineaCarritoSchema),
  cupon: z.nullable(CuponAplicadoSchema),
  /** Goods only (shipping, packaging, IGTF "0.00"); see TotalesSchema. */
  totales: TotalesSchema,
  /** Minimum purchase for this user ("0.00" for prime), compared with totales.productos (decision 0050). */
  minimoCompra: DineroSchema,
  alcanzaMinimo: z.boolean(),
  /** Non-empty, every line estatus 1 and the minimum reached: finalize may proceed. */
  valido: z.boolean(),
});
export type CarritoVista = z.infer<typeof CarritoVistaSchema>;

/** GET /usuario/carrito/zona/{zona}: the 3 carts, by pagina. Also what limpiarcarrito's zone read gives. */
export const CarritosZonaSchema = z.object({
  zona: ZonaResumenSchema,
  carritos: z.array(CarritoVistaSchema).check(z.length(CARRITO_PAGINAS)),
});
export type CarritosZona = z.infer<typeof CarritosZonaSchema>;

/** What the server changed in one line when it adjusted a cart being saved. */
export const AjusteLineaSchema = z.object({
  producto: z.int(),
  /** Product name ("" for an unknown id). */
  nombre: z.string(),
  estatus: CarritoDetalleEstatusSchema,
  mensaje: z.string(),
  cantidadSolicitada: CantidadSchema,
  /** Quantity stored now; "0" = the line was removed. */
  cantidad: CantidadSchema,
});
export type AjusteLinea = z.infer<typeof AjusteLineaSchema>;

/** A save the server had to adjust: has a `status` field, so it never replaces the client's cart. */
export const CarritoConEstatusSchema = z.object({
  status: z.literal('actualizado'),
  mensaje: z.literal(MensajesCarrito.ACTUALIZADO),
  pagina: z.int(),
  /** Version of the adjusted cart as stored (refresh to see it). */
  version: z.int(),
  ajustes: z.array(AjusteLineaSchema).check(z.minLength(1)),
});
export type CarritoConEstatus = z.infer<typeof CarritoConEstatusSchema>;

/** Response of every cart save (POST save, individual, combinar). */
export const CarritoGuardadoSchema = z.union([CarritoConEstatusSchema, CarritoVistaSchema]);
export type CarritoGuardado = z.infer<typeof CarritoGuardadoSchema>;

/** True when the save response has a status field: do not replace the local cart, show ajustes, refresh. */
export function esCarritoConEstatus(r: CarritoGuardado | Record<string, unknown>): r is CarritoConEstatus {
  return typeof r === 'object' && r !== null && 'status' in r;
}
