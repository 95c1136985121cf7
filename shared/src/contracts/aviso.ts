/**
 * What a shopper is told at their next visit (issue 34): a notice per order status they must know of
 * (payment verified or rejected, ready for pickup, on its way, delivered, cancelled, expired) and per
 * product they asked to hear about ("Avísame cuando llegue") once staff restock it in that zone. Each
 * also writes one email.
 * - GET /usuario/aviso → `Avisos`: the unread ones, newest first, at most `MAX_AVISOS`.
 * - PUT /usuario/aviso/leido `{ids}` → `{leidos}`: marks the caller's own as read (others' are ignored).
 * - GET /usuario/alerta-stock/:zona → `AlertasStock`: the products the caller waits for in the zone.
 * - PUT /usuario/alerta-stock/:zona/:producto → `AlertaStock` (again is the same); DELETE cancels it.
 */
import { z } from '@mercado/shared/zod';
import { FechaSchema, IdParamSchema, IdSchema, SlugParamSchema } from './common.ts';

export const MAX_AVISOS = 20;

export const MensajesAviso = {
  ALERTA_CON_STOCK: 'Este producto ya tiene existencia: puede agregarlo al carrito',
  PRODUCTO_NO_EXISTE: 'El producto no existe en esta zona',
} as const;

export const AvisoSchema = z.object({
  id: IdSchema,
  titulo: z.string(),
  texto: z.string(),
  /** A path of the site (the order's detail, the product's page). */
  enlace: z.string(),
  fecha: FechaSchema,
});
export type Aviso = z.infer<typeof AvisoSchema>;

export const AvisosSchema = z.object({ avisos: z.array(AvisoSchema) });
export type Avisos = z.infer<typeof AvisosSchema>;

export const AvisosLeidosBodySchema = z.strictObject({
  ids: z.array(IdSchema).check(z.minLength(1), z.maxLength(MAX_AVISOS)),
});
export const AvisosLeidosSchema = z.object({ leidos: z.int() });

export const AlertaStockParamsSchema = z.strictObject({ zona: SlugParamSchema, producto: IdParamSchema });
export const AlertaStockSchema = z.object({ producto: IdSchema, suscrito: z.boolean() });
export type AlertaStock = z.infer<typeof AlertaStockSchema>;
export const AlertasStockSchema = z.object({ productos: z.array(IdSchema) });
export type AlertasStock = z.infer<typeof AlertasStockSchema>;
