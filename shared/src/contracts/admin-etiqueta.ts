/**
 * The tags back-office (issue 18): tags with their order and status, and the products that carry
 * them (added by searching products by name, removed one by one).
 */
import { z } from '@mercado/shared/zod';
import { EstatusAdminSchema, listadoQuery, paginadoSchema, VersionSchema } from './admin.ts';
import { nombreAdminSchema, PosicionAdminSchema, SlugAdminSchema } from './admin-categoria.ts';
import { IdParamSchema, idSchema, unaLinea } from './common.ts';

export const MensajesEtiqueta = {
  NO_EXISTE: 'La etiqueta no existe',
  PRODUCTO_NO_EXISTE: 'Uno de los productos no existe',
} as const;

const etiquetaForm = { nombre: nombreAdminSchema(60), slug: SlugAdminSchema, orden: PosicionAdminSchema };
/** POST /admin/etiqueta and, with `version`, PUT /admin/etiqueta/:id: one form. */
export const EtiquetaRegistrarSchema = z.strictObject(etiquetaForm);
export const EtiquetaEditarSchema = z.strictObject({ ...etiquetaForm, version: VersionSchema });
export type EtiquetaForm = z.infer<typeof EtiquetaRegistrarSchema>;

export const EtiquetaAdminSchema = z.object({
  id: z.int(),
  slug: z.string(),
  nombre: z.string(),
  orden: z.int(),
  estatus: EstatusAdminSchema,
  version: z.int(),
  /** How many products carry it. */
  productos: z.int(),
});
export type EtiquetaAdmin = z.infer<typeof EtiquetaAdminSchema>;

export const ETIQUETA_ORDENES = ['orden', 'nombre', 'slug', 'productos', 'id'] as const;
export const EtiquetaAdminListadoQuerySchema = listadoQuery(ETIQUETA_ORDENES);
export const EtiquetaAdminListadoSchema = paginadoSchema(EtiquetaAdminSchema);

/** GET /admin/etiqueta/verificar: whether the name and slug are free (`id`: the tag being edited). */
export const EtiquetaVerificarQuerySchema = z.strictObject({
  nombre: z.optional(z.string().check(z.trim(), z.maxLength(60), unaLinea())),
  slug: z.optional(z.string().check(z.trim(), z.maxLength(160), unaLinea())),
  id: z.optional(IdParamSchema),
});

/** A product in a back-office list of products (a tag's, a search to add). */
export const ProductoResumenAdminSchema = z.object({
  id: z.int(),
  slug: z.string(),
  nombre: z.string(),
  marca: z.nullable(z.string()),
  presentacion: z.nullable(z.string()),
  /** Absolute URL of the main image. */
  imagen: z.string(),
  estatus: EstatusAdminSchema,
});
export type ProductoResumenAdmin = z.infer<typeof ProductoResumenAdminSchema>;

/** GET /admin/etiqueta/:id/producto: the tag's products, paged, sorted and filtered by name. */
export const EtiquetaProductosQuerySchema = listadoQuery(['nombre', 'id'] as const);
export const EtiquetaProductosSchema = paginadoSchema(ProductoResumenAdminSchema);

/** GET /admin/etiqueta/:id/producto/buscar?q=: products without the tag whose name matches (20). */
export const EtiquetaBuscarProductoQuerySchema = z.strictObject({
  q: z
    .string({ error: 'Escriba al menos 2 letras del nombre' })
    .check(
      z.trim(),
      z.minLength(2, 'Escriba al menos 2 letras del nombre'),
      z.maxLength(100, 'El texto no puede tener más de 100 caracteres'),
      unaLinea(),
    ),
});
export const ProductosResumenAdminSchema = z.array(ProductoResumenAdminSchema);

/** POST /admin/etiqueta/:id/producto: products to tag. */
export const EtiquetaAgregarProductosSchema = z.strictObject({
  productos: z
    .array(idSchema('Producto inválido'))
    .check(
      z.minLength(1, 'Elija al menos un producto'),
      z.maxLength(200, 'Elija hasta 200 productos a la vez'),
    ),
});
export const EtiquetaProductoParamsSchema = z.strictObject({ id: IdParamSchema, producto: IdParamSchema });
/** After adding or removing: how many products carry the tag now. */
export const EtiquetaProductosTotalSchema = z.object({ productos: z.int() });
