/**
 * The products back-office (issue 18): name, slug, brand, presentation, description, category, tags,
 * IVA class, sale mode (unidad, or peso priced per kg; minimo, maximo, grupo, unidad), several ordered
 * images (the first is the storefront's main image) and status, also for many rows at once.
 */
import { z } from '@mercado/shared/zod';
import { EstatusAdminSchema, listadoQuery, paginadoSchema, VersionSchema } from './admin.ts';
import { CategoriaOpcionesSchema, nombreAdminSchema, SlugAdminSchema } from './admin-categoria.ts';
import { ImpuestoClaseSchema, ModalidadVentaSchema } from './catalogo.ts';
import {
  CantidadEntradaSchema,
  Decimal4Schema,
  IdParamSchema,
  idSchema,
  unaLinea,
  variasLineas,
} from './common.ts';

export const MensajesProducto = {
  NO_EXISTE: 'El producto no existe',
  CATEGORIA_NO_EXISTE: 'La categoría no existe',
  ETIQUETA_NO_EXISTE: 'Una de las etiquetas no existe',
  GRUPO: 'El grupo debe ser mayor que 0',
  UNIDAD: 'La unidad debe ser mayor que 0',
  MINIMO: 'El mínimo debe ser mayor que 0',
  MAXIMO: 'El máximo debe ser 0 (sin límite) o mayor o igual que el mínimo',
  IMAGENES_CAMBIARON:
    'Las imágenes del producto cambiaron mientras usted las ordenaba. Recargue para ver las actuales.',
} as const;

/** "1.5" → 1500 thousandths: quantities compared exactly, never as floats. */
const milesimas = (v: string): number => {
  const [entero = '0', decimales = ''] = v.split('.');
  return Number(entero) * 1000 + Number(decimales.padEnd(3, '0'));
};

const texto = (max: number, campo: string) =>
  z.nullable(
    z.pipe(
      z
        .string()
        .check(z.trim(), z.maxLength(max, `${campo} no puede tener más de ${max} caracteres`), unaLinea()),
      z.transform((v) => (v === '' ? null : v)),
    ),
  );

const productoForm = {
  nombre: nombreAdminSchema(160),
  slug: SlugAdminSchema,
  marca: texto(80, 'La marca'),
  presentacion: texto(80, 'La presentación'),
  /** '' when it has none. */
  descripcion: z
    .string({ error: 'Descripción inválida' })
    .check(
      z.trim(),
      z.maxLength(2000, 'La descripción no puede tener más de 2000 caracteres'),
      variasLineas(),
    ),
  categoriaId: idSchema('Elija la categoría'),
  etiquetaIds: z.array(idSchema('Etiqueta inválida')).check(z.maxLength(30, 'Elija hasta 30 etiquetas')),
  impuestoClase: z.enum(['general', 'reducido', 'exento'], { error: 'Elija la clase de IVA' }),
  modalidadVenta: z.enum(['unidad', 'peso'], { error: 'Elija la modalidad de venta' }),
  minimo: CantidadEntradaSchema,
  maximo: CantidadEntradaSchema,
  grupo: CantidadEntradaSchema,
  unidad: CantidadEntradaSchema,
};

/** The sale mode's rules (spec §5 quantities): the form and the API refuse the same values. */
const reglasVenta = z.superRefine(
  (v: { minimo: string; maximo: string; grupo: string; unidad: string }, ctx) => {
    if (milesimas(v.grupo) <= 0)
      ctx.addIssue({ code: 'custom', path: ['grupo'], message: MensajesProducto.GRUPO });
    if (milesimas(v.unidad) <= 0)
      ctx.addIssue({ code: 'custom', path: ['unidad'], message: MensajesProducto.UNIDAD });
    if (milesimas(v.minimo) <= 0)
      ctx.addIssue({ code: 'custom', path: ['minimo'], message: MensajesProducto.MINIMO });
    const maximo = milesimas(v.maximo);
    if (maximo !== 0 && maximo < milesimas(v.minimo))
      ctx.addIssue({ code: 'custom', path: ['maximo'], message: MensajesProducto.MAXIMO });
  },
);

/** POST /admin/producto and, with `version`, PUT /admin/producto/:id: one form. */
export const ProductoRegistrarSchema = z.strictObject(productoForm).check(reglasVenta);
export const ProductoEditarSchema = z
  .strictObject({ ...productoForm, version: VersionSchema })
  .check(reglasVenta);
export type ProductoForm = z.input<typeof ProductoRegistrarSchema>;

export const ProductoImagenSchema = z.object({
  id: z.int(),
  /** Absolute URL of the stored WebP. */
  url: z.string(),
  ancho: z.int(),
  alto: z.int(),
});
export type ProductoImagen = z.infer<typeof ProductoImagenSchema>;

/** A product as its back-office page shows and edits it. */
export const ProductoAdminSchema = z.object({
  id: z.int(),
  slug: z.string(),
  nombre: z.string(),
  marca: z.nullable(z.string()),
  presentacion: z.nullable(z.string()),
  descripcion: z.nullable(z.string()),
  categoriaId: z.int(),
  categoria: z.object({ id: z.int(), nombre: z.string(), ruta: z.string() }),
  etiquetaIds: z.array(z.int()),
  impuesto: Decimal4Schema,
  impuestoClase: ImpuestoClaseSchema,
  modalidadVenta: ModalidadVentaSchema,
  minimo: z.string(),
  maximo: z.string(),
  grupo: z.string(),
  unidad: z.string(),
  estatus: EstatusAdminSchema,
  version: z.int(),
  /** The main image the storefront shows (the first of `imagenes`, or the generated one). */
  imagen: z.string(),
  imagenes: z.array(ProductoImagenSchema),
});
export type ProductoAdmin = z.infer<typeof ProductoAdminSchema>;

/** A row of the products list. */
export const ProductoFilaSchema = z.object({
  id: z.int(),
  slug: z.string(),
  nombre: z.string(),
  marca: z.nullable(z.string()),
  presentacion: z.nullable(z.string()),
  imagen: z.string(),
  categoria: z.object({ id: z.int(), nombre: z.string() }),
  impuestoClase: ImpuestoClaseSchema,
  modalidadVenta: ModalidadVentaSchema,
  estatus: EstatusAdminSchema,
  version: z.int(),
});
export type ProductoFila = z.infer<typeof ProductoFilaSchema>;

export const PRODUCTO_ORDENES = ['nombre', 'slug', 'marca', 'categoria', 'id'] as const;
/** GET /admin/producto: `categoria` takes its subcategories too; `etiqueta`: the tag's products. */
export const ProductoAdminListadoQuerySchema = listadoQuery(PRODUCTO_ORDENES, {
  categoria: z.optional(IdParamSchema),
  etiqueta: z.optional(IdParamSchema),
});
export const ProductoAdminListadoSchema = paginadoSchema(ProductoFilaSchema);

/** GET /admin/producto/verificar?slug=&id=: whether the slug is free. */
export const ProductoVerificarQuerySchema = z.strictObject({
  slug: z.string().check(z.trim(), z.maxLength(160), unaLinea()),
  id: z.optional(IdParamSchema),
});

/** GET /admin/producto/opciones: what the form chooses from (categories, tags, IVA classes). */
export const ProductoOpcionesSchema = z.object({
  categorias: CategoriaOpcionesSchema,
  etiquetas: z.array(z.object({ id: z.int(), nombre: z.string(), estatus: EstatusAdminSchema })),
  impuestos: z.array(
    z.object({ clase: ImpuestoClaseSchema, porcentaje: Decimal4Schema, etiqueta: z.string() }),
  ),
});

/** PUT /admin/producto/estatus: one status for the selected rows, each at the version it was listed. */
export const ProductoEstatusLoteSchema = z.strictObject({
  estatus: EstatusAdminSchema,
  productos: z
    .array(z.strictObject({ id: idSchema('Producto inválido'), version: VersionSchema }))
    .check(
      z.minLength(1, 'Seleccione al menos un producto'),
      z.maxLength(200, 'Seleccione hasta 200 productos'),
    ),
});
export const ProductoEstatusLoteRespuestaSchema = z.object({ actualizados: z.int() });

/** PUT /admin/producto/:id/imagen: every image of the product, in its new order. */
export const ProductoImagenesOrdenSchema = z.strictObject({
  imagenes: z.array(idSchema('Imagen inválida')).check(z.maxLength(20, 'Hasta 20 imágenes por producto')),
});
/** DELETE /admin/producto/:id/imagen/:imagen. */
export const ProductoImagenParamsSchema = z.strictObject({ id: IdParamSchema, imagen: IdParamSchema });
export const ProductoImagenesSchema = z.object({
  imagen: z.string(),
  imagenes: z.array(ProductoImagenSchema),
});
