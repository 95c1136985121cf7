/**
 * The categories back-office (issue 18, spec §7 "Admin categories"): nested categories with their
 * parent, icon (a Lucide icon the API serves), image, order and status. A category never takes itself
 * or one of its descendants as parent (the API refuses it); deactivating one hides its products.
 */
import { z } from '@mercado/shared/zod';
import { EstatusAdminSchema, listadoQuery, paginadoSchema, VersionSchema } from './admin.ts';
import { IdParamSchema, idSchema, unaLinea } from './common.ts';

export const MensajesCategoria = {
  CICLO: 'Una categoría no puede quedar dentro de sí misma ni de una de sus subcategorías',
  PADRE_NO_EXISTE: 'La categoría padre no existe',
  ICONO_NO_EXISTE: 'Ese ícono no existe: elija uno de la lista',
  NO_EXISTE: 'La categoría no existe',
  NOMBRE_EN_USO: 'Ya existe una categoría con ese nombre en el mismo nivel',
} as const;

/** A name staff type (category, tag, product): trimmed, 2 to `max` characters. */
export const nombreAdminSchema = (max: number) =>
  z
    .string({ error: 'Ingrese el nombre' })
    .check(
      z.trim(),
      z.minLength(2, 'El nombre debe tener al menos 2 caracteres'),
      z.maxLength(max, `El nombre no puede tener más de ${max} caracteres`),
      unaLinea(),
    );

/** A slug staff type or accept from the name: lower case letters without accents, digits and dashes. */
export const SlugAdminSchema = z
  .string({ error: 'Ingrese la dirección web (slug)' })
  .check(
    z.trim(),
    z.minLength(2, 'La dirección web debe tener al menos 2 caracteres'),
    z.maxLength(160, 'La dirección web no puede tener más de 160 caracteres'),
    z.regex(
      /^[a-z0-9]+(-[a-z0-9]+)*$/,
      'La dirección web solo lleva minúsculas sin acentos, números y guiones (por ejemplo arroz-y-pastas)',
    ),
  );

/** The position among its siblings (lower first). */
export const PosicionAdminSchema = z
  .int({ error: 'Ingrese un orden (número entero)' })
  .check(z.gte(0, 'El orden no puede ser negativo'), z.lte(9999, 'El orden no puede pasar de 9999'));

/** A Lucide icon's name, as /media/icono/<name>.svg serves it. */
export const IconoNombreSchema = z
  .string({ error: 'Ícono inválido' })
  .check(z.maxLength(60, 'Ícono inválido'), z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Ícono inválido'));

const categoriaForm = {
  nombre: nombreAdminSchema(80),
  slug: SlugAdminSchema,
  padreId: z.nullable(idSchema('Categoría padre inválida')),
  icono: z.nullable(IconoNombreSchema),
  orden: PosicionAdminSchema,
};
/** POST /admin/categoria (register) and, with `version`, PUT /admin/categoria/:id (edit): one form. */
export const CategoriaRegistrarSchema = z.strictObject(categoriaForm);
export const CategoriaEditarSchema = z.strictObject({ ...categoriaForm, version: VersionSchema });
export type CategoriaForm = z.infer<typeof CategoriaRegistrarSchema>;

/** A category as the back-office shows and edits it. */
export const CategoriaAdminSchema = z.object({
  id: z.int(),
  slug: z.string(),
  nombre: z.string(),
  padreId: z.nullable(z.int()),
  /** Names from the root down to it: "Víveres › Arroz y pastas". */
  ruta: z.string(),
  /** The Lucide icon's name, and where the API serves it. */
  icono: z.nullable(z.string()),
  iconoUrl: z.nullable(z.string()),
  imagen: z.nullable(z.string()),
  orden: z.int(),
  estatus: EstatusAdminSchema,
  version: z.int(),
  subcategorias: z.int(),
  /** Its products and its subcategories' products. */
  productos: z.int(),
});
export type CategoriaAdmin = z.infer<typeof CategoriaAdminSchema>;

export const CATEGORIA_ORDENES = ['orden', 'nombre', 'slug', 'productos', 'id'] as const;
/**
 * GET /admin/categoria: `padre` lists one category's children only; `sinProductos=1` the categories
 * holding no product, their subcategories' included. The default order is the tree's: each parent,
 * then its children.
 */
export const CategoriaAdminListadoQuerySchema = listadoQuery(CATEGORIA_ORDENES, {
  padre: z.optional(IdParamSchema),
  sinProductos: z.optional(
    z.pipe(
      z.enum(['1'], { error: 'Filtro inválido' }),
      z.transform(() => true),
    ),
  ),
});
export const CategoriaAdminListadoSchema = paginadoSchema(CategoriaAdminSchema);

/** A category to choose (a parent, a product's category), with its path of names. */
export const CategoriaOpcionSchema = z.object({
  id: z.int(),
  nombre: z.string(),
  ruta: z.string(),
  padreId: z.nullable(z.int()),
  estatus: EstatusAdminSchema,
});
export type CategoriaOpcion = z.infer<typeof CategoriaOpcionSchema>;
export const CategoriaOpcionesSchema = z.array(CategoriaOpcionSchema);

/** GET /admin/categoria/selector: the tree, nested. */
export type CategoriaNodo = { id: number; nombre: string; estatus: 1 | 2; subcategoria: CategoriaNodo[] };
export const CategoriaNodoSchema: z.ZodType<CategoriaNodo> = z.object({
  id: z.int(),
  nombre: z.string(),
  estatus: EstatusAdminSchema,
  get subcategoria() {
    return z.array(CategoriaNodoSchema);
  },
});
export const CategoriaSelectorSchema = z.array(CategoriaNodoSchema);

/** GET /admin/categoria/:id/simple. */
export const CategoriaSimpleSchema = z.object({
  id: z.int(),
  slug: z.string(),
  nombre: z.string(),
  estatus: EstatusAdminSchema,
});

/** GET /admin/categoria/:id/full: the record, its parent and its direct subcategories. */
export const CategoriaFullSchema = z.object({
  categoria: CategoriaAdminSchema,
  padre: z.nullable(CategoriaOpcionSchema),
  subcategorias: CategoriaOpcionesSchema,
});

/** GET /admin/categoria/:id/formeditar: the form's values and the parents it may choose. */
export const CategoriaFormEditarSchema = z.object({
  categoria: CategoriaAdminSchema,
  padres: CategoriaOpcionesSchema,
});

/** GET /admin/categoria/verificar: whether the name (among the parent's children) and slug are free. */
export const CategoriaVerificarQuerySchema = z.strictObject({
  nombre: z.optional(z.string().check(z.trim(), z.maxLength(80), unaLinea())),
  slug: z.optional(z.string().check(z.trim(), z.maxLength(160), unaLinea())),
  /** The category being edited (its own name and slug are free for it). */
  id: z.optional(IdParamSchema),
  /** The parent chosen in the form ('' or absent: a root category). */
  padreId: z.optional(IdParamSchema),
});

/** GET /admin/categoria/iconos?q=: the icon names the API serves, found by a Spanish word or their name. */
export const IconosQuerySchema = z.strictObject({
  q: z._default(z.string().check(z.trim(), z.maxLength(60), unaLinea()), ''),
});
export const IconosSchema = z.object({
  /** Each icon's name, the absolute URL the API serves it at and its Spanish words ('café'). */
  iconos: z.array(z.object({ nombre: z.string(), url: z.string(), terminos: z.array(z.string()) })),
  total: z.int(),
});
