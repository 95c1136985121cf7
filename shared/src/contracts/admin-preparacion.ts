/**
 * Picking (issue 19, ROLE_PEDIDO within the zones of the caller's zone roles; decision 0030): the
 * orders of one slot being prepared (EN_PREPARACION), line by line. Staff mark each line picked,
 * substituted by a product of the zone priced at most the line's paid unit price, from the line's
 * category or a neighbour in its department (never when the customer asked not to replace it), or
 * missing. Closing the order (EN_PREPARACION → LISTA through
 * `PUT /admin/orden/{id}/estatus`) refunds the missing and cheaper lines to the customer's wallet.
 */
import { z } from '@mercado/shared/zod';
import { HistorialQuerySchema, VersionSchema } from './admin.ts';
import { ModalidadVentaSchema } from './catalogo.ts';
import {
  CantidadSchema,
  DineroSchema,
  FechaSchema,
  IdParamSchema,
  SlugParamSchema,
  unaLinea,
} from './common.ts';
import { SustitucionSchema, TipoEnvioSchema } from './orden.ts';

export const MensajesPreparacion = {
  NO_EN_PREPARACION: 'El pedido no está en preparación: ya no se pueden marcar sus productos',
  LINEA_NO_EXISTE: 'El producto no está en el pedido',
  SUSTITUTO_REQUERIDO: 'Seleccione el producto que entrega en su lugar',
  SUSTITUTO_SOBRA: 'Solo un producto sustituido lleva reemplazo',
  NO_REEMPLAZAR: 'El cliente pidió no reemplazar este producto: márquelo como faltante',
  SUSTITUTO_MISMO: 'El reemplazo debe ser otro producto',
  SUSTITUTO_NO_DISPONIBLE: 'El reemplazo no se vende en la zona del pedido',
  SUSTITUTO_MODALIDAD: 'El reemplazo debe venderse igual que el producto (por unidad o por peso)',
  SUSTITUTO_CARO: 'El reemplazo no puede costar más de lo que el cliente pagó por el producto',
  SUSTITUTO_OTRO_DEPARTAMENTO:
    'El reemplazo debe ser de la misma categoría del producto o de una categoría vecina del mismo departamento',
  SUSTITUTO_SIN_EXISTENCIA: 'No hay existencia suficiente del reemplazo en la zona',
  SIN_MARCAR: 'Faltan productos por marcar: marque cada producto como recogido, sustituido o faltante',
  FRANJA_INVALIDA: 'Horario inválido',
} as const;

export const ESTADOS_LINEA = ['recogido', 'sustituido', 'faltante'] as const;
export const EstadoLineaSchema = z.enum(ESTADOS_LINEA, {
  error: 'Marque el producto como recogido, sustituido o faltante',
});
export type EstadoLinea = z.infer<typeof EstadoLineaSchema>;
export const ESTADO_LINEA_NOMBRES: Record<EstadoLinea, string> = {
  recogido: 'Recogido',
  sustituido: 'Sustituido',
  faltante: 'Faltante',
};

/* Params ------------------------------------------------------------------------------------- */

export const PreparacionZonaParamsSchema = z.strictObject({ zona: SlugParamSchema });
export const PreparacionFranjaParamsSchema = z.strictObject({
  zona: SlugParamSchema,
  tipo: TipoEnvioSchema,
  fecha: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, MensajesPreparacion.FRANJA_INVALIDA)),
  horario: IdParamSchema,
});
export const PreparacionOrdenParamsSchema = z.strictObject({ zona: SlugParamSchema, orden: IdParamSchema });
export const PreparacionLineaParamsSchema = z.strictObject({
  zona: SlugParamSchema,
  orden: IdParamSchema,
  producto: IdParamSchema,
});
export const PreparacionHistorialQuerySchema = HistorialQuerySchema;

/* Slots -------------------------------------------------------------------------------------- */

/** A slot with orders being prepared (EN_PREPARACION) in the zone. */
export const FranjaPreparacionSchema = z.object({
  tipo: TipoEnvioSchema,
  fecha: z.string(),
  horarioId: z.int(),
  etiqueta: z.string(),
  ordenes: z.int(),
  /** Lines of those orders not marked yet. */
  porMarcar: z.int(),
});
export type FranjaPreparacion = z.infer<typeof FranjaPreparacionSchema>;

/** GET /admin/preparacion/zona/{zona}: the zone's slots to prepare, earliest first. */
export const FranjasPreparacionSchema = z.object({ franjas: z.array(FranjaPreparacionSchema) });
export type FranjasPreparacion = z.infer<typeof FranjasPreparacionSchema>;

/* One slot ----------------------------------------------------------------------------------- */

export const MarcaLineaSchema = z.object({
  estado: EstadoLineaSchema,
  /** The product given instead (substituted lines). */
  sustituto: z.nullable(
    z.object({ id: z.int(), nombre: z.string(), precioUnitario: DineroSchema, total: DineroSchema }),
  ),
  /** What the line refunds when the picking closes: its total (missing) or total minus the substitute's. */
  diferencia: DineroSchema,
  marcadoPor: z.nullable(z.string()),
  marcadoEn: FechaSchema,
  version: z.int(),
});
export type MarcaLinea = z.infer<typeof MarcaLineaSchema>;

export const LineaPreparacionSchema = z.object({
  producto: z.object({ id: z.int(), nombre: z.string(), imagen: z.string(), categoria: z.string() }),
  modalidadVenta: ModalidadVentaSchema,
  cantidad: CantidadSchema,
  /** What the customer paid per unit (per kg by weight) and for the line. */
  precioUnitario: DineroSchema,
  total: DineroSchema,
  /** The customer's choice for this product when it is missing. */
  sustitucion: SustitucionSchema,
  /** null while not marked. */
  marca: z.nullable(MarcaLineaSchema),
});
export type LineaPreparacion = z.infer<typeof LineaPreparacionSchema>;

export const OrdenPreparacionSchema = z.object({
  id: z.int(),
  numero: z.string(),
  cliente: z.string(),
  /** The order's default preference (each line carries its own). */
  sustitucion: SustitucionSchema,
  nota: z.nullable(z.string()),
  lineas: z.array(LineaPreparacionSchema),
  porMarcar: z.int(),
  /** What closing refunds with the marks so far (coupon discount applied, at most what was paid). */
  reintegro: DineroSchema,
});
export type OrdenPreparacion = z.infer<typeof OrdenPreparacionSchema>;

/** The picking list: each product of the slot once, with the orders that take it. */
export const ProductoAPrepararSchema = z.object({
  producto: z.object({ id: z.int(), nombre: z.string(), categoria: z.string() }),
  modalidadVenta: ModalidadVentaSchema,
  cantidad: CantidadSchema,
  ordenes: z.array(
    z.object({ numero: z.string(), cantidad: CantidadSchema, sustitucion: SustitucionSchema }),
  ),
});
export type ProductoAPreparar = z.infer<typeof ProductoAPrepararSchema>;

/** GET /admin/preparacion/zona/{zona}/franja/{tipo}/{fecha}/{horario} */
export const PreparacionFranjaSchema = z.object({
  zona: z.object({ slug: z.string(), nombre: z.string() }),
  franja: z.object({
    tipo: TipoEnvioSchema,
    fecha: z.string(),
    horarioId: z.int(),
    etiqueta: z.string(),
  }),
  ordenes: z.array(OrdenPreparacionSchema),
  /** By category, then name (the picker's walk through the aisles). */
  productos: z.array(ProductoAPrepararSchema),
});
export type PreparacionFranja = z.infer<typeof PreparacionFranjaSchema>;

/* Marking ------------------------------------------------------------------------------------ */

/**
 * PUT …/orden/{orden}/linea/{producto}: the line's mark. `version`: the mark's version the page
 * showed, absent for a line not marked yet (a mark made meanwhile → 409).
 */
export const MarcarLineaBodySchema = z
  .strictObject({
    estado: EstadoLineaSchema,
    sustituto: z.optional(IdParamSchema),
    version: z.optional(VersionSchema),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.estado === 'sustituido' && v.sustituto === undefined)
        ctx.issues.push({
          code: 'custom',
          path: ['sustituto'],
          message: MensajesPreparacion.SUSTITUTO_REQUERIDO,
          input: v,
        });
      if (v.estado !== 'sustituido' && v.sustituto !== undefined)
        ctx.issues.push({
          code: 'custom',
          path: ['sustituto'],
          message: MensajesPreparacion.SUSTITUTO_SOBRA,
          input: v,
        });
    }),
  );
export type MarcarLineaBody = z.infer<typeof MarcarLineaBodySchema>;

/**
 * How close a substitute is to the line's product: its own category, or a neighbour within the same
 * department (the category's siblings under the same parent, or further down the same top-level
 * category). Another department is never offered.
 */
export const CERCANIAS_SUSTITUTO = ['misma_categoria', 'vecina'] as const;
export const CercaniaSustitutoSchema = z.enum(CERCANIAS_SUSTITUTO);
export type CercaniaSustituto = z.infer<typeof CercaniaSustitutoSchema>;

/**
 * GET …/linea/{producto}/sustitutos?q=: the zone's products that may replace the line, up to 20: the
 * same product of another brand first (the same size before another), then the rest of its
 * category, then its neighbours; each group dearest first (closest to what was paid).
 */
export const SustitutosQuerySchema = z.strictObject({
  q: z._default(
    z.string().check(z.trim(), z.maxLength(100, 'La búsqueda es demasiado larga'), unaLinea()),
    '',
  ),
});
export const SustitutoSchema = z.object({
  id: z.int(),
  nombre: z.string(),
  /** Its size ("500 g", "por kg"): one brand's sizes share a name. */
  presentacion: z.nullable(z.string()),
  categoria: z.string(),
  /** The customer's price of it (offer included). */
  precioUnitario: DineroSchema,
  /** Its price for the line's quantity. */
  total: DineroSchema,
  /** `total` minus the line's total: what the customer's line changes by (negative: cheaper). */
  diferencia: DineroSchema,
  cercania: CercaniaSustitutoSchema,
  existencia: CantidadSchema,
});
export type Sustituto = z.infer<typeof SustitutoSchema>;
export const SustitutosSchema = z.object({ items: z.array(SustitutoSchema) });
export type Sustitutos = z.infer<typeof SustitutosSchema>;
