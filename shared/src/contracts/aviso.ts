/**
 * What a shopper is told at their next visit (issue 34): a notice per order status they must know of
 * (payment verified or rejected, ready for pickup, on its way, delivered, cancelled, expired) and per
 * product they asked to hear about ("Avísame cuando llegue") once staff restock it in that zone. Each
 * also writes one email.
 * - GET /usuario/aviso → `Avisos`: the unread ones, newest first, at most `MAX_AVISOS`.
 * - PUT /usuario/aviso/leido `{ids}` → `{leidos}`: marks the caller's own as read (others' are ignored).
 * - GET /notificacion/aviso?desde= → `Novedades` (issue 38): what the open page polls every
 *   `INTERVALO_AVISOS_MS` while visible, on the notifications path (no error dialog for a failed poll):
 *   the unread count, the caller's newest notice id (the next poll's `desde`) and the unread ones past
 *   `desde`; without `desde`, only the count and the id (the page's starting point), so an unchanged
 *   answer is a few bytes.
 * - GET /usuario/alerta-stock/:zona → `AlertasStock`: the products the caller waits for in the zone.
 * - PUT /usuario/alerta-stock/:zona/:producto → `AlertaStock` (again is the same); DELETE cancels it.
 */
import { z } from '@mercado/shared/zod';
import { FechaSchema, ID_MAX, IdParamSchema, IdSchema, SlugParamSchema } from './common.ts';

export const MAX_AVISOS = 20;

/** Spec §9 "Notification interval 45": seconds between two polls of a visible page. */
export const INTERVALO_AVISOS_MS = 45_000;

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

/** GET /notificacion/aviso: `desde`, the newest notice id the page knows (0 when it knew none). */
export const NovedadesQuerySchema = z.strictObject({
  desde: z.optional(
    z.coerce
      .number({ error: 'Cursor inválido' })
      .check(z.int('Cursor inválido'), z.gte(0, 'Cursor inválido'), z.lte(ID_MAX, 'Cursor inválido')),
  ),
});
export const NovedadesSchema = z.object({
  /** How many of the caller's notices are unread (the bell's number). */
  sinLeer: z.int(),
  /** The caller's newest notice id, read or not (0 when none): the next poll's `desde`. */
  ultimo: z.int(),
  /** The unread notices newer than `desde`, newest first, at most `MAX_AVISOS`; none without `desde`. */
  avisos: z.array(AvisoSchema),
});
export type Novedades = z.infer<typeof NovedadesSchema>;

export const AvisosLeidosBodySchema = z.strictObject({
  ids: z.array(IdSchema).check(z.minLength(1), z.maxLength(MAX_AVISOS)),
});
export const AvisosLeidosSchema = z.object({ leidos: z.int() });

export const AlertaStockParamsSchema = z.strictObject({ zona: SlugParamSchema, producto: IdParamSchema });
export const AlertaStockSchema = z.object({ producto: IdSchema, suscrito: z.boolean() });
export type AlertaStock = z.infer<typeof AlertaStockSchema>;
export const AlertasStockSchema = z.object({ productos: z.array(IdSchema) });
export type AlertasStock = z.infer<typeof AlertasStockSchema>;
