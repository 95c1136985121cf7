import { z } from '@mercado/shared/zod';
import { MembresiaSchema } from './auth.ts';
import {
  CantidadSchema,
  Decimal4Schema,
  DineroSchema,
  EstatusRegistroSchema,
  UsuarioEstatusSchema,
  UsuarioTipoSchema,
  unaLinea,
} from './common.ts';

export const ZonaLinkMenuSchema = z.object({
  id: z.int(),
  nombre: z.string(),
  url: z.string(),
  externo: z.boolean(),
  prioridad: z.int(),
});
export type ZonaLinkMenu = z.infer<typeof ZonaLinkMenuSchema>;

/** One shipping rule: from this subtotal (USD) on, delivery costs `costo` (the largest `desde` applies). */
export const TramoEnvioSchema = z.object({ desde: DineroSchema, costo: DineroSchema });
export type TramoEnvio = z.infer<typeof TramoEnvioSchema>;

/** Prime shoppers ship free from this subtotal ("0.00": always); absent or null: as everyone (issue 35). */
const PrimeGratisDesdeSchema = z.optional(z.nullable(DineroSchema));

/**
 * A zone's active shipping rules, the ones checkout applies (issue 17): what the store promises about
 * delivery is worded from them (`promesaEnvio`), so it never says more than checkout charges.
 */
export const EnvioZonaSchema = z.object({
  /** The zone-wide rules, `desde` ascending: they apply unless the address's area has its own. */
  tramos: z.array(TramoEnvioSchema),
  primeGratisDesde: PrimeGratisDesdeSchema,
  /** Areas with rules of their own (checkout then applies only those). */
  areas: z.array(
    z.object({
      nombre: z.string(),
      tramos: z.array(TramoEnvioSchema),
      primeGratisDesde: PrimeGratisDesdeSchema,
    }),
  ),
});
export type EnvioZona = z.infer<typeof EnvioZonaSchema>;

export const ZonaSchema = z.object({
  id: z.int(),
  slug: z.string(),
  nombre: z.string(),
  estatus: EstatusRegistroSchema,
  /** Menu links sorted by prioridad. */
  links: z.array(ZonaLinkMenuSchema),
  envio: EnvioZonaSchema,
});
export type Zona = z.infer<typeof ZonaSchema>;

export const MonedaTipoSchema = z.enum(['dolar', 'bolivar']);
export const MonedaSchema = z.object({
  id: z.int(),
  simbolo: z.string(),
  nombre: z.string(),
  /** Bs per USD, 4 decimals, e.g. "236.4500"; "1.0000" for the dollar. */
  tasa: Decimal4Schema,
  sistema: z.boolean(),
  predeterminada: z.boolean(),
  tipo: MonedaTipoSchema,
});
export type Moneda = z.infer<typeof MonedaSchema>;

export type Categoria = {
  id: number;
  slug: string;
  nombre: string;
  /** Absolute URL of the category's SVG icon (24×24, an image: never an emoji), or null. */
  icono: string | null;
  imagen: string | null;
  subcategoria: Categoria[];
};
export const CategoriaSchema: z.ZodType<Categoria> = z.object({
  id: z.int(),
  slug: z.string(),
  nombre: z.string(),
  icono: z.nullable(z.string()),
  imagen: z.nullable(z.string()),
  get subcategoria() {
    return z.array(CategoriaSchema);
  },
});

export const ConfiguracionSchema = z.object({
  minimoCompra: DineroSchema,
  iconoCategoria: z.boolean(),
  costoEmpaquetado: DineroSchema,
});
export type Configuracion = z.infer<typeof ConfiguracionSchema>;

/**
 * The store's app in the app stores (the footer's links, spec §2): each the app's page, or null
 * when the app is not published there (no link then). From the API's settings, never a build.
 */
export const AppsSchema = z.object({ appStore: z.nullable(z.url()), googlePlay: z.nullable(z.url()) });
export type Apps = z.infer<typeof AppsSchema>;

/** GET /api/website/resolve?zona= */
export const ResolveQuerySchema = z.strictObject({
  zona: z.optional(z.string().check(z.trim(), z.maxLength(80), unaLinea())),
});
export const ResolveResponseSchema = z.object({
  moneda: z.array(MonedaSchema),
  categoria: z.array(CategoriaSchema),
  zona: z.nullable(ZonaSchema),
  configuracion: ConfiguracionSchema,
  /** Server time, ISO 8601. */
  fechaServer: z.string(),
  /** When the bolívar rate in effect was set (tasa_historial's latest row), ISO 8601; null before any. */
  tasaActualizada: z.nullable(z.string()),
  /** Status of the bearer's user from the DB, null when anonymous or invalid token. */
  usuarioEstatus: z.nullable(UsuarioEstatusSchema),
  /** Type of the bearer's user from the DB (1 when anonymous). */
  usuarioTipo: UsuarioTipoSchema,
  /** True when the signed-in user has no order yet. */
  usuarioEsNuevo: z.boolean(),
  membresia: z.nullable(MembresiaSchema),
  apps: AppsSchema,
  /**
   * Web push (issue 38): OneSignal's public app id when the API has its keys, else null (no push; the
   * page then loads nothing of OneSignal). Optional: a shell older than it drops the field.
   */
  oneSignal: z.optional(z.nullable(z.object({ appId: z.string() }))),
});
export type ResolveResponse = z.infer<typeof ResolveResponseSchema>;

export const ModalidadVentaSchema = z.enum(['unidad', 'peso']);
export type ModalidadVenta = z.infer<typeof ModalidadVentaSchema>;

/** IVA class of a product: general 16 %, reducido 8 %, exento 0 % (Venezuelan basic foods). */
export const ImpuestoClaseSchema = z.enum(['general', 'reducido', 'exento']);
export type ImpuestoClase = z.infer<typeof ImpuestoClaseSchema>;

/** A product as the viewer sees it (price for the viewer's user type, stock for the zone). */
export const ProductoVistaSchema = z.object({
  id: z.int(),
  slug: z.string(),
  nombre: z.string(),
  marca: z.nullable(z.string()),
  /** Size / presentation ("1 kg", "cartón 30 und"); "por kg" for weighed products. */
  presentacion: z.nullable(z.string()),
  /** Absolute URL of the main image. */
  imagen: z.string(),
  /** Intrinsic size of `imagen` in px (width/height attributes). */
  imagenAncho: z.int().check(z.positive()),
  imagenAlto: z.int().check(z.positive()),
  categoria: z.object({ slug: z.string(), nombre: z.string() }),
  /** Price for the viewer's user type; per kg when modalidadVenta is 'peso'. */
  precio: DineroSchema,
  /** "0.00" when there is no offer; shown price is the offer when > 0 (regular price struck through). */
  oferta: DineroSchema,
  /** IVA percentage with 4 decimals: "16.0000", "8.0000", "0.0000". */
  impuesto: Decimal4Schema,
  impuestoClase: ImpuestoClaseSchema,
  modalidadVenta: ModalidadVentaSchema,
  minimo: CantidadSchema,
  maximo: CantidadSchema,
  grupo: CantidadSchema,
  unidad: CantidadSchema,
  existencia: CantidadSchema,
});
export type ProductoVista = z.infer<typeof ProductoVistaSchema>;

export const PaginaQuerySchema = z.strictObject({
  pag: z._default(
    z.coerce
      .number({ error: 'Página inválida' })
      .check(z.int('Página inválida'), z.gte(1, 'Página inválida'), z.lte(100000, 'Página inválida')),
    1,
  ),
});
export type PaginaQuery = z.infer<typeof PaginaQuerySchema>;

export const PAGE_SIZE = 50;

/** GET /api/website/productos/{zona}?pag= */
export const ProductoPaginaSchema = z.object({
  items: z.array(ProductoVistaSchema),
  pagina: z.int(),
  paginas: z.int(),
  total: z.int(),
});
export type ProductoPagina = z.infer<typeof ProductoPaginaSchema>;

/**
 * GET /admin/resumen: the admin sections the caller's roles open (spec §6), a count of records per
 * section (0 for sections whose data does not exist yet), and the zone slugs the caller has a
 * ROLE_ZONA_<slug> for.
 */
/**
 * What needs attention in one zone's catalogue (issue 18): active products without stock in its
 * branches, normal-price offers ending within a week, active categories without a product in stock.
 */
export const AtencionZonaSchema = z.object({
  zona: z.string(),
  nombre: z.string(),
  sinExistencia: z.int(),
  ofertasPorVencer: z.int(),
  categoriasSinProductos: z.int(),
});
export type AtencionZona = z.infer<typeof AtencionZonaSchema>;
export const AdminResumenSchema = z.object({
  secciones: z.array(z.string()),
  conteos: z.record(z.string(), z.int()),
  zonas: z.array(z.string()),
  /** For staff of the inventory: per zone of their zone roles. */
  atencion: z.optional(z.array(AtencionZonaSchema)),
});
export type AdminResumen = z.infer<typeof AdminResumenSchema>;
