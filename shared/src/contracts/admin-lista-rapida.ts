/**
 * Back-office quick lists, per zone (issue 18, `lista-rapida/zona`, ROLE_LISTA_RAPIDA + the zone's
 * role): name, slug, description, image, priority, status and products with the quantity the list
 * suggests (0: the product's minimum; otherwise one of the product's quantity steps).
 */
import { z } from '@mercado/shared/zod';
import {
  EstatusAdminSchema,
  listadoQuery,
  nombreSchema,
  paginadoSchema,
  SlugSchema,
  VersionSchema,
} from './admin.ts';
import { PrioridadSchema, ProductoElegibleSchema } from './admin-publicidad.ts';
import {
  CantidadEntradaSchema,
  CantidadSchema,
  IdSchema,
  variasLineas,
  ZonaResumenSchema,
} from './common.ts';
import { ImagenSchema } from './storefront.ts';

export const ListasRapidasQuerySchema = listadoQuery(['prioridad', 'nombre', 'slug']);
export const ListaRapidaItemAdminSchema = z.object({
  id: z.int(),
  slug: z.string(),
  nombre: z.string(),
  prioridad: z.int(),
  estatus: EstatusAdminSchema,
  productos: z.int(),
  version: z.int(),
});
export type ListaRapidaItemAdmin = z.infer<typeof ListaRapidaItemAdminSchema>;
export const ListasRapidasAdminSchema = paginadoSchema(ListaRapidaItemAdminSchema);

export const ListaRapidaProductoBodySchema = z.strictObject({
  producto: IdSchema,
  /** "0" = the product's minimum; else a quantity on the product's steps. */
  cantidad: CantidadEntradaSchema,
});
export const ListaRapidaBodySchema = z.strictObject({
  nombre: nombreSchema(),
  slug: SlugSchema,
  descripcion: z
    .string({ error: 'Texto inválido' })
    .check(z.trim(), z.maxLength(500, 'Use como máximo 500 caracteres'), variasLineas()),
  prioridad: PrioridadSchema,
  estatus: EstatusAdminSchema,
  productos: z
    .array(ListaRapidaProductoBodySchema, { error: 'Lista de productos inválida' })
    .check(z.maxLength(100, 'Una lista lleva como máximo 100 productos')),
});
export type ListaRapidaBody = z.infer<typeof ListaRapidaBodySchema>;
export const ListaRapidaEditarBodySchema = z.extend(ListaRapidaBodySchema, { version: VersionSchema });

export const ListaRapidaAdminSchema = z.object({
  id: z.int(),
  zona: ZonaResumenSchema,
  slug: z.string(),
  nombre: z.string(),
  descripcion: z.string(),
  prioridad: z.int(),
  estatus: EstatusAdminSchema,
  imagen: z.nullable(ImagenSchema),
  productos: z.array(z.object({ producto: ProductoElegibleSchema, cantidad: CantidadSchema })),
  version: z.int(),
});
export type ListaRapidaAdmin = z.infer<typeof ListaRapidaAdminSchema>;
