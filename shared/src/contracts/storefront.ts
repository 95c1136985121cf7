/**
 * Storefront contracts (issue 4): the zone home, featured blocks, category/tag listings, the product
 * page and quick lists. Every product carries the viewer's price (user type from the DB; anonymous =
 * normal) and the zone stock for that type; only visible products are ever sent (see
 * `isProductoVisible` in `@mercado/shared/rules`).
 */
import { z } from '@mercado/shared/zod';
import {
  CategoriaSchema,
  PaginaQuerySchema,
  ProductoPaginaSchema,
  ProductoVistaSchema,
  ZonaLinkMenuSchema,
} from './catalogo.ts';
import { CantidadSchema, SlugParamSchema, unaLinea, ZonaResumenSchema } from './common.ts';

/** Spanish messages of the storefront endpoints (404/409 bodies). */
export const MensajesTienda = {
  ZONA_NO_EXISTE: 'La zona solicitada no existe',
  /** 409: the zone exists but is not active (the client shows its maintenance page). */
  ZONA_MANTENIMIENTO: 'La zona se encuentra en mantenimiento. Intente más tarde',
  CATEGORIA_NO_EXISTE: 'La categoría solicitada no existe o no está disponible',
  ETIQUETA_NO_EXISTE: 'La etiqueta solicitada no existe o no está disponible',
  DESTACADO_NO_EXISTE: 'La sección destacada no existe o no está disponible',
  LISTA_NO_EXISTE: 'La lista rápida no existe o no está disponible',
  PRODUCTO_NO_DISPONIBLE: 'Producto no disponible en esta zona',
  ORDEN_INVALIDO: 'Orden inválido',
  ZONA_REQUERIDA: 'Indique la zona',
} as const;

/** An image with its intrinsic size (the client sets width/height: no layout shift). */
export const ImagenSchema = z.object({
  /** Absolute URL. */
  url: z.string(),
  ancho: z.int().check(z.positive()),
  alto: z.int().check(z.positive()),
});
export type Imagen = z.infer<typeof ImagenSchema>;

/** Sort orders of a listing; relevancia = seeded popularity (desc), then name. Prices = shown price. */
export const OrdenProductosSchema = z.enum(['relevancia', 'precio_asc', 'precio_desc', 'nombre'], {
  error: MensajesTienda.ORDEN_INVALIDO,
});
export type OrdenProductos = z.infer<typeof OrdenProductosSchema>;
export const ORDENES_PRODUCTOS: readonly OrdenProductos[] = OrdenProductosSchema.options;

/** `?pag=&orden=` (orden defaults to relevancia). Bad values → 400 with `campos.pag` / `campos.orden`. */
export const ListadoQuerySchema = z.extend(PaginaQuerySchema, {
  orden: z._default(OrdenProductosSchema, 'relevancia'),
});
export type ListadoQuery = z.infer<typeof ListadoQuerySchema>;

/** `/api/categoria/supermercado/...?zona=&pag=&orden=`: zona is required. */
export const CategoriaListadoQuerySchema = z.extend(ListadoQuerySchema, {
  zona: z
    .string({ error: MensajesTienda.ZONA_REQUERIDA })
    .check(
      z.trim(),
      z.minLength(1, MensajesTienda.ZONA_REQUERIDA),
      z.maxLength(80, MensajesTienda.ZONA_REQUERIDA),
      unaLinea(MensajesTienda.ZONA_REQUERIDA),
    ),
});
export type CategoriaListadoQuery = z.infer<typeof CategoriaListadoQuerySchema>;

/** `/…/:zona/:slug`: a product, tag or quick list of a zone. */
export const ZonaSlugParamsSchema = z.strictObject({ zona: SlugParamSchema, slug: SlugParamSchema });
/** `/api/website/destacado/:zona/:destacado`. */
export const DestacadoParamsSchema = z.strictObject({ zona: SlugParamSchema, destacado: SlugParamSchema });
/** `/api/categoria/supermercado/:categoria`. */
export const CategoriaParamsSchema = z.strictObject({ categoria: SlugParamSchema });
/** `/api/categoria/supermercado/:categoria/:sub`. */
export const SubcategoriaParamsSchema = z.extend(CategoriaParamsSchema, { sub: SlugParamSchema });

/** A banner: image, its alternative text and an optional link (relative to the site, or absolute). */
export const BannerSchema = z.object({
  imagen: ImagenSchema,
  alt: z.string(),
  /** null: not a link. */
  url: z.nullable(z.string()),
  /** true: absolute URL to open in a new tab. */
  externo: z.boolean(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** A slide of the zone home carousel, with a separate image for small screens. */
export const SliderSchema = z.extend(BannerSchema, {
  id: z.int(),
  imagenMovil: ImagenSchema,
});
export type Slider = z.infer<typeof SliderSchema>;

export const CategoriaResumenSchema = z.object({
  id: z.int(),
  slug: z.string(),
  nombre: z.string(),
  /** Absolute URL of the category's SVG icon (24×24), or null. */
  icono: z.nullable(z.string()),
  imagen: z.nullable(ImagenSchema),
});
export type CategoriaResumen = z.infer<typeof CategoriaResumenSchema>;

/** A breadcrumb step (category), from the root to the current one. */
export const MigaSchema = z.object({ slug: z.string(), nombre: z.string() });
export type Miga = z.infer<typeof MigaSchema>;

export const EtiquetaResumenSchema = z.object({ slug: z.string(), nombre: z.string() });
export type EtiquetaResumen = z.infer<typeof EtiquetaResumenSchema>;

export const DestacadoResumenSchema = z.object({
  id: z.int(),
  slug: z.string(),
  titulo: z.string(),
  imagen: z.nullable(ImagenSchema),
});
export type DestacadoResumen = z.infer<typeof DestacadoResumenSchema>;

/** A featured block on the zone home: its first visible products (at most DESTACADO_MAX_PRODUCTOS). */
export const DestacadoBloqueSchema = z.extend(DestacadoResumenSchema, {
  productos: z.array(ProductoVistaSchema),
  /** Visible products of the block in all (more than `productos.length` → "Ver todos"). */
  total: z.int(),
});
export type DestacadoBloque = z.infer<typeof DestacadoBloqueSchema>;
export const DESTACADO_MAX_PRODUCTOS = 12;

/** GET /api/website/inicio/{zona} */
export const InicioZonaSchema = z.object({
  zona: ZonaResumenSchema,
  sliders: z.array(SliderSchema),
  imagenOferta: z.nullable(BannerSchema),
  imagenListaRapida: z.nullable(BannerSchema),
  mensajePublicidad: z.nullable(z.string()),
  destacados: z.array(DestacadoBloqueSchema),
  /** Category shortcuts (active root categories). */
  categorias: z.array(CategoriaResumenSchema),
  /** Menu links sorted by prioridad (externo: open in a new tab). */
  links: z.array(ZonaLinkMenuSchema),
});
export type InicioZona = z.infer<typeof InicioZonaSchema>;

/** GET /api/website/destacado/{zona}/{destacado}?pag= (destacado: slug or id); curated order. */
export const DestacadoPaginaSchema = z.extend(DestacadoResumenSchema, {
  productos: ProductoPaginaSchema,
});
export type DestacadoPagina = z.infer<typeof DestacadoPaginaSchema>;

/** GET /api/categoria/supermercado/{categoria}[/{sub}]?zona=&pag=&orden= */
export const CategoriaListadoSchema = z.object({
  categoria: CategoriaResumenSchema,
  /** From the root to this category (inclusive). */
  migas: z.array(MigaSchema),
  /** Active subcategories, nested. */
  subcategorias: z.array(CategoriaSchema),
  /** Visible products of the category and of all its descendants, 50 a page. */
  productos: ProductoPaginaSchema,
  orden: OrdenProductosSchema,
});
export type CategoriaListado = z.infer<typeof CategoriaListadoSchema>;

/** GET /api/website/supermercado/{zona}?pag=&orden= (every category). */
export const SupermercadoListadoSchema = z.object({
  /** Active root categories with their nested subcategories. */
  categorias: z.array(CategoriaSchema),
  productos: ProductoPaginaSchema,
  orden: OrdenProductosSchema,
});
export type SupermercadoListado = z.infer<typeof SupermercadoListadoSchema>;

/** GET /api/website/etiqueta/{zona}/{slug}?pag=&orden= */
export const EtiquetaListadoSchema = z.object({
  etiqueta: EtiquetaResumenSchema,
  productos: ProductoPaginaSchema,
  orden: OrdenProductosSchema,
});
export type EtiquetaListado = z.infer<typeof EtiquetaListadoSchema>;

/** GET /api/website/producto/{zona}/{slug}: one visible product in full. */
export const ProductoDetalleSchema = z.extend(ProductoVistaSchema, {
  descripcion: z.nullable(z.string()),
  /** Category path from the root to the product's category (inclusive). */
  migas: z.array(MigaSchema),
  etiquetas: z.array(EtiquetaResumenSchema),
  /** The main image first (same as `imagen`). */
  imagenes: z.array(ImagenSchema),
});
export type ProductoDetalle = z.infer<typeof ProductoDetalleSchema>;

export const ListaRapidaResumenSchema = z.object({
  id: z.int(),
  slug: z.string(),
  nombre: z.string(),
  descripcion: z.nullable(z.string()),
  imagen: z.nullable(ImagenSchema),
  /** Visible products of the list for this viewer. */
  cantidadProductos: z.int(),
});
export type ListaRapidaResumen = z.infer<typeof ListaRapidaResumenSchema>;

/** GET /api/website/listarapida/{zona} */
export const ListasRapidasSchema = z.object({ listas: z.array(ListaRapidaResumenSchema) });
export type ListasRapidas = z.infer<typeof ListasRapidasSchema>;

export const ListaRapidaItemSchema = z.object({
  producto: ProductoVistaSchema,
  /**
   * Quantity to add with "add all" ("2", "1.5"): minimo×unidad, or the list's quantity when it is
   * larger, clamped to the product's options (`suggestedQuantity` in `@mercado/shared/rules`).
   */
  cantidadSugerida: CantidadSchema,
});
export type ListaRapidaItem = z.infer<typeof ListaRapidaItemSchema>;

/** GET /api/website/listarapida/{zona}/{slug}: visible products only, in the list's order. */
export const ListaRapidaDetalleSchema = z.extend(ListaRapidaResumenSchema, {
  items: z.array(ListaRapidaItemSchema),
});
export type ListaRapidaDetalle = z.infer<typeof ListaRapidaDetalleSchema>;
