/**
 * Delivery and pickup slots (issue 5) and the days staff closed (issue 36), in a module of their own:
 * the checkout's form (checkout.ts) and the store's next delivery (`vitrina.entrega`) read the same
 * schemas, and the store's bundle does not carry the rest of the checkout's.
 */
import { z } from '@mercado/shared/zod';
import { FechaSchema } from './common.ts';

export const FranjaEstadoSchema = z.enum(['disponible', 'llena', 'cerrada']);
export type FranjaEstado = z.infer<typeof FranjaEstadoSchema>;

/**
 * A delivery or pickup slot on a date (Caracas time). Only `disponible` can be chosen: `llena` has no
 * capacity left, `cerrada` is past its cut-off (`cierraEn`). Closed dates have no slots (`DiaCerrado`).
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

/** A date of the slots' window staff closed (`zona_envio_bloqueo`), with the reason they gave. */
export const DiaCerradoSchema = z.object({
  /** YYYY-MM-DD (Caracas). */
  fecha: z.string(),
  motivo: z.nullable(z.string()),
});
export type DiaCerrado = z.infer<typeof DiaCerradoSchema>;

/** GET /api/website/entrega/{zona}: the zone's delivery slots and closed days, as checkout reads them. */
export const EntregaZonaSchema = z.object({
  franjas: z.array(FranjaSchema),
  diasCerrados: z.array(DiaCerradoSchema),
});
export type EntregaZona = z.infer<typeof EntregaZonaSchema>;
