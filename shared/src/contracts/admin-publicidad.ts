/**
 * Back-office advertising, per zone (issue 18, `publicidad/zona`, ROLE_PUBLICIDAD + the zone's role):
 * the advertising message, the offer and quick-list banners, featured blocks (destacado and
 * destacadoespecial) with their products, sliders; a preview of the zone's home as shoppers will see
 * it, and publishing it (decision 0027). Also the pieces the quick lists share: a zone of the caller,
 * a product to pick, names, slugs and priorities.
 */
import { z } from '@mercado/shared/zod';
import {
  EstatusAdminSchema,
  FiltroTextoSchema,
  listadoQuery,
  paginadoSchema,
  SlugSchema,
  VersionSchema,
} from './admin.ts';
import { ModalidadVentaSchema } from './catalogo.ts';
import {
  CantidadSchema,
  ID_MAX,
  IdParamSchema,
  IdSchema,
  SlugParamSchema,
  unaLinea,
  variasLineas,
  ZonaResumenSchema,
} from './common.ts';
import { ImagenSubidaSchema } from './media.ts';
import { ImagenSchema, InicioZonaSchema } from './storefront.ts';

export const MensajesPublicidad = {
  PRODUCTO_REPETIDO: 'Este producto ya está en la lista',
  PRODUCTO_NO_EXISTE: 'El producto no existe',
  PUBLICACION_CAMBIO:
    'El contenido cambió desde que abrió la vista previa. Revise la vista previa de nuevo antes de publicar.',
  PUBLICADO: 'Publicado: los compradores ya ven estos cambios',
  SIN_CAMBIOS_PROPIOS: 'No tiene cambios sin publicar en esta zona',
  YA_VIGENTE: 'Los compradores ya ven esta publicación',
} as const;

const texto = (campo: string, max: number) =>
  z
    .string({ error: `Indique ${campo}` })
    .check(
      z.trim(),
      z.minLength(1, `Indique ${campo}`),
      z.maxLength(max, `Use como máximo ${max} caracteres`),
      unaLinea(),
    );
const textoOpcional = (max: number, lineas = unaLinea()) =>
  z
    .string({ error: 'Texto inválido' })
    .check(z.trim(), z.maxLength(max, `Use como máximo ${max} caracteres`), lineas);

export const TituloSchema = texto('el título', 120);
export const PrioridadSchema = z
  .int({ error: 'La prioridad debe ser un número entero' })
  .check(z.gte(0, 'La prioridad va de 0 a 9999'), z.lte(9999, 'La prioridad va de 0 a 9999'));
/** An image's alternative text: what a shopper who cannot see it is told. */
export const AltSchema = texto('el texto alternativo de la imagen', 200);
/** A banner's or slider's link: a path of the site ('/caracas/...'), an https:// address, or '' (none). */
export const EnlaceSchema = textoOpcional(500).check(
  z.regex(/^(?:$|\/|https?:\/\/)/, 'Use una ruta del sitio (/caracas/...) o una dirección https://'),
);

/** A zone the caller may manage, in a section's zone list. */
export const ZonaDelUsuarioSchema = z.object({
  id: z.int(),
  slug: z.string(),
  nombre: z.string(),
  estatus: EstatusAdminSchema,
});
export type ZonaDelUsuario = z.infer<typeof ZonaDelUsuarioSchema>;
export const ZonasAdminQuerySchema = listadoQuery(['nombre', 'slug']);

/** A product staff pick for a block or a list, with its sale mode (for the quantity steps). */
export const ProductoElegibleSchema = z.object({
  id: z.int(),
  slug: z.string(),
  nombre: z.string(),
  marca: z.nullable(z.string()),
  imagen: z.string(),
  estatus: EstatusAdminSchema,
  modalidadVenta: ModalidadVentaSchema,
  minimo: CantidadSchema,
  maximo: CantidadSchema,
  grupo: CantidadSchema,
  unidad: CantidadSchema,
});
export type ProductoElegible = z.infer<typeof ProductoElegibleSchema>;
/** GET …/producto?q=: the first 20 products whose name, brand or slug hold `q`. */
export const ProductoBusquedaQuerySchema = z.strictObject({ q: FiltroTextoSchema });
export const ProductosElegiblesSchema = z.object({ items: z.array(ProductoElegibleSchema) });

/** GET …/verificar?slug=&id=: whether a slug is free in the zone (`id`: the record being edited). */
export const VerificarSlugQuerySchema = z.strictObject({
  slug: SlugParamSchema,
  id: z.optional(IdParamSchema),
});

/**
 * `?version=` of an image upload (its body is the file): the version of the record the form opened,
 * so an upload onto a record someone else changed is refused like any save.
 */
export const VersionQuerySchema = z.strictObject({
  version: z.coerce
    .number({ error: 'Versión inválida' })
    .check(z.int('Versión inválida'), z.positive('Versión inválida'), z.lte(ID_MAX, 'Versión inválida')),
});
/** What an upload answers: the stored image and the record's new version. */
export const ImagenGuardadaSchema = z.extend(ImagenSubidaSchema, { version: z.int() });

/** What a save answers: the record and its new version. */
export const GuardadoSchema = z.object({ id: z.int(), version: z.int() });
export type Guardado = z.infer<typeof GuardadoSchema>;

export const ZonaPathSchema = z.strictObject({ zona: SlugParamSchema });

/* ---- The zone's advertising record: message and banners ---- */

export const BannerAdminSchema = z.object({
  imagen: z.nullable(ImagenSchema),
  alt: z.string(),
  url: z.string(),
});
export const PublicidadZonaSchema = z.object({
  zona: ZonaResumenSchema,
  mensaje: z.string(),
  oferta: BannerAdminSchema,
  listaRapida: BannerAdminSchema,
  version: z.int(),
});
export type PublicidadZona = z.infer<typeof PublicidadZonaSchema>;
export const MensajePublicidadBodySchema = z.strictObject({
  mensaje: textoOpcional(300, variasLineas()),
  version: VersionSchema,
});
export const BannerBodySchema = z.strictObject({ alt: AltSchema, url: EnlaceSchema, version: VersionSchema });

/* ---- Featured blocks ---- */

export const DestacadosQuerySchema = listadoQuery(['prioridad', 'titulo', 'slug']);
export const DestacadoItemSchema = z.object({
  id: z.int(),
  slug: z.string(),
  titulo: z.string(),
  prioridad: z.int(),
  estatus: EstatusAdminSchema,
  especial: z.boolean(),
  productos: z.int(),
  version: z.int(),
});
export const DestacadosAdminSchema = paginadoSchema(DestacadoItemSchema);
export type DestacadoItem = z.infer<typeof DestacadoItemSchema>;

const productosIds = z
  .array(IdSchema, { error: 'Lista de productos inválida' })
  .check(z.maxLength(100, 'Un bloque lleva como máximo 100 productos'));

export const DestacadoBodySchema = z.strictObject({
  titulo: TituloSchema,
  slug: SlugSchema,
  prioridad: PrioridadSchema,
  estatus: EstatusAdminSchema,
  /** destacadoespecial: shown before the other blocks. */
  especial: z.boolean({ error: 'Indique si es un destacado especial' }),
  /** Product ids in the order the block shows them. */
  productos: productosIds,
});
export const DestacadoEditarBodySchema = z.extend(DestacadoBodySchema, { version: VersionSchema });
export type DestacadoBody = z.infer<typeof DestacadoBodySchema>;

export const DestacadoAdminSchema = z.object({
  id: z.int(),
  zona: ZonaResumenSchema,
  slug: z.string(),
  titulo: z.string(),
  prioridad: z.int(),
  estatus: EstatusAdminSchema,
  especial: z.boolean(),
  imagen: z.nullable(ImagenSchema),
  productos: z.array(ProductoElegibleSchema),
  version: z.int(),
});
export type DestacadoAdmin = z.infer<typeof DestacadoAdminSchema>;

/* ---- Sliders ---- */

export const SlidersQuerySchema = listadoQuery(['prioridad', 'alt']);
export const SliderAdminSchema = z.object({
  id: z.int(),
  zona: ZonaResumenSchema,
  alt: z.string(),
  url: z.string(),
  prioridad: z.int(),
  estatus: EstatusAdminSchema,
  /** Desktop and phone images (null until uploaded: the store shows a slider with both). */
  imagen: z.nullable(ImagenSchema),
  imagenMovil: z.nullable(ImagenSchema),
  version: z.int(),
});
export type SliderAdmin = z.infer<typeof SliderAdminSchema>;
export const SlidersAdminSchema = paginadoSchema(SliderAdminSchema);
export const SliderBodySchema = z.strictObject({
  alt: AltSchema,
  url: EnlaceSchema,
  prioridad: PrioridadSchema,
  estatus: EstatusAdminSchema,
});
export const SliderEditarBodySchema = z.extend(SliderBodySchema, { version: VersionSchema });

/* ---- Preview and publishing ---- */

export const PublicacionSchema = z.object({ publicadoEn: z.string(), publicadoPor: z.string() });
/** A piece of the zone's home (the message, a banner, a slider, a featured block) changed by `autores`. */
export const CambioPublicidadSchema = z.object({ que: z.string(), autores: z.array(z.string()) });
/** A change waiting to be published; `propio`: made only by the caller, so "Publicar mis cambios" takes it. */
export const CambioPendienteSchema = z.extend(CambioPublicidadSchema, { propio: z.boolean() });
export type CambioPendiente = z.infer<typeof CambioPendienteSchema>;
/** GET …/vista-previa: the zone's home built from the records being edited, as shoppers will see it. */
export const VistaPreviaSchema = z.object({
  inicio: InicioZonaSchema,
  /** Fingerprint of what the preview shows: publishing names it. */
  firma: z.string(),
  /** Whether the records differ from what shoppers see now. */
  pendiente: z.boolean(),
  /** The changes waiting to be published, with whose they are. */
  cambios: z.array(CambioPendienteSchema),
  /** The last publication (null: never published from the back-office). */
  publicacion: z.nullable(PublicacionSchema),
});
export type VistaPrevia = z.infer<typeof VistaPreviaSchema>;
/** What a publication takes live: only the caller's pending changes, or every staff member's. */
export const AlcancePublicacionSchema = z.enum(['mios', 'todo'], {
  error: 'Indique si publica sus cambios o todos',
});
export const PublicarBodySchema = z.strictObject({
  firma: z
    .string({ error: 'Abra la vista previa antes de publicar' })
    .check(z.regex(/^[0-9a-f]{32}$/, 'Firma inválida')),
  alcance: AlcancePublicacionSchema,
});

/** One past publication of a zone: who, when, what it took live; `vigente`: what shoppers see now. */
export const PublicacionItemSchema = z.extend(PublicacionSchema, {
  id: z.int(),
  alcance: z.enum(['mios', 'todo', 'restaurar']),
  /** For a restoration: the publication made live again. */
  restaurada: z.nullable(z.object({ id: z.int(), publicadoEn: z.string() })),
  cambios: z.array(CambioPublicidadSchema),
  vigente: z.boolean(),
});
export type PublicacionItem = z.infer<typeof PublicacionItemSchema>;
export const PublicacionesSchema = paginadoSchema(PublicacionItemSchema);
export const PublicacionPathSchema = z.strictObject({ zona: SlugParamSchema, publicacion: IdParamSchema });

/** The zones list of the advertising section: whether each has changes waiting to be published. */
export const ZonaPublicidadItemSchema = z.extend(ZonaDelUsuarioSchema, { pendiente: z.boolean() });
export const ZonasPublicidadSchema = paginadoSchema(ZonaPublicidadItemSchema);
