/**
 * Back-office: stores (tienda) and their branches (sucursal), each branch in one zone (issue 18,
 * spec §2 `tienda`). Branches hold the inventory (`admin-inventario.ts`).
 */
import { z } from '@mercado/shared/zod';
import { EstatusAdminSchema, listadoQuery, paginadoSchema, VersionSchema } from './admin.ts';
import { IdParamSchema, SlugParamSchema, unaLinea, variasLineas } from './common.ts';

const texto = (campo: string, max: number, lineas = unaLinea()) =>
  z
    .string({ error: `Ingrese ${campo}` })
    .check(
      z.trim(),
      z.minLength(1, `Ingrese ${campo}`),
      z.maxLength(max, `No puede tener más de ${max} caracteres`),
      lineas,
    );
const opcional = (max: number) =>
  z._default(
    z.nullable(
      z.string().check(z.trim(), z.maxLength(max, `No puede tener más de ${max} caracteres`), unaLinea()),
    ),
    null,
  );

/** POST /admin/tienda/registrar (and, with `version`, …/editar). */
/** The stores section's (not the storefront's `MensajesTienda`). */
export const MensajesTiendaAdmin = {
  NO_EXISTE: 'La tienda no existe',
  SUCURSAL_NO_EXISTE: 'La sucursal no existe',
} as const;

export const TiendaBodySchema = z.strictObject({
  nombre: texto('el nombre', 120),
  rif: opcional(20),
  telefono: opcional(20),
  estatus: z._default(EstatusAdminSchema, 1),
});
export type TiendaBody = z.input<typeof TiendaBodySchema>;
/** An edit keeps the status unless it names one (the status call changes it). */
export const TiendaEditarBodySchema = z.extend(TiendaBodySchema, {
  estatus: z.optional(EstatusAdminSchema),
  version: VersionSchema,
});

export const TiendaParamsSchema = z.strictObject({ tienda: IdParamSchema });
export const SucursalParamsSchema = z.strictObject({ tienda: IdParamSchema, sucursal: IdParamSchema });

export const TiendaListadoQuerySchema = listadoQuery(['nombre', 'id', 'sucursales']);
export const TiendaVerificarQuerySchema = z.strictObject({
  nombre: texto('el nombre', 120),
  id: z.optional(IdParamSchema),
});

export const TiendaFilaSchema = z.object({
  id: z.int(),
  nombre: z.string(),
  rif: z.nullable(z.string()),
  telefono: z.nullable(z.string()),
  estatus: z.int(),
  version: z.int(),
  sucursales: z.int(),
});
export type TiendaFila = z.infer<typeof TiendaFilaSchema>;
export const TiendaPaginaSchema = paginadoSchema(TiendaFilaSchema);

export const ZonaDeSucursalSchema = z.object({ id: z.int(), slug: z.string(), nombre: z.string() });

export const SucursalSchema = z.object({
  id: z.int(),
  tiendaId: z.int(),
  tienda: z.string(),
  zona: ZonaDeSucursalSchema,
  nombre: z.string(),
  direccion: z.string(),
  telefono: z.nullable(z.string()),
  estatus: z.int(),
  version: z.int(),
});
export type Sucursal = z.infer<typeof SucursalSchema>;

/** A store with its branches. */
export const TiendaSchema = z.object({
  id: z.int(),
  nombre: z.string(),
  rif: z.nullable(z.string()),
  telefono: z.nullable(z.string()),
  estatus: z.int(),
  version: z.int(),
  sucursales: z.array(SucursalSchema),
});
export type Tienda = z.infer<typeof TiendaSchema>;

/** POST /admin/tienda/:tienda/sucursal/registrar (and, with `version`, …/editar). */
export const SucursalBodySchema = z.strictObject({
  nombre: texto('el nombre', 120),
  direccion: texto('la dirección', 300, variasLineas()),
  zona: SlugParamSchema,
  telefono: opcional(20),
  estatus: z._default(EstatusAdminSchema, 1),
});
export type SucursalBody = z.input<typeof SucursalBodySchema>;
export const SucursalEditarBodySchema = z.extend(SucursalBodySchema, {
  estatus: z.optional(EstatusAdminSchema),
  version: VersionSchema,
});
