/**
 * Search (issue 6): where the browser's `algoliasearch` client points, the records of the products
 * index (spec §3 "search-index product") and the admin "buscador-historial" figures.
 */
import { z } from '@mercado/shared/zod';
import { caracasDay } from '../rules/dates.ts';
import { sumarDias } from '../rules/franjas.ts';
import { ModalidadVentaSchema } from './catalogo.ts';
import {
  CantidadSchema,
  Decimal4Schema,
  DineroSchema,
  FechaSchema,
  IdParamSchema,
  SlugParamSchema,
  UsuarioTipoSchema,
} from './common.ts';
import type { OrdenProductos } from './storefront.ts';

/**
 * GET /api/website/buscador: read at run time, never baked into a build. `host` empty = the API's own
 * embedded search service (use the API origin as the client's host, for search and insights);
 * otherwise the origin of the search service ("https://APPID-dsn.algolia.net" for Algolia, whose
 * default insights host then applies).
 */
export const BuscadorConfigSchema = z.object({
  appId: z.string().check(z.minLength(1)),
  /**
   * A secured search key made for this viewer (decision 0019): it finds only what their user type
   * can buy and shows only that type's prices and stock, until `validoHasta`; signed in, it is bound
   * to their `userToken` and can send their insights events. It can never write.
   */
  searchKey: z.string().check(z.minLength(1)),
  indexName: z.string().check(z.minLength(1)),
  host: z.string(),
  /** The user type the key sees (1 for visitors). */
  usuarioTipo: UsuarioTipoSchema,
  /** The signed-in shopper's insights user token (an opaque hash of their id); null for a visitor. */
  userToken: z.nullable(z.string()),
  /** Unix seconds after which the key is refused: ask for a new configuration before. */
  validoHasta: z.int().check(z.positive()),
});
export type BuscadorConfig = z.infer<typeof BuscadorConfigSchema>;

/** Key of `disponibilidad`: zone slug and user type, "caracas_1" (normal), "caracas_2" (prime)… */
export function claveDisponibilidad(zonaSlug: string, usuarioTipo: number): string {
  return `${zonaSlug}_${usuarioTipo}`;
}

/**
 * Filter that keeps the products findable for a zone and user type (`filters` parameter). A record
 * only has the keys where the product is active, in an active category, with stock above 0.
 */
export function filtroDisponibilidad(zonaSlug: string, usuarioTipo: number): string {
  return `disponibilidad.${claveDisponibilidad(zonaSlug, usuarioTipo)}.existencia > 0`;
}

/**
 * The analyticsTags of a shopper's search in a zone's store: the search history reads a zone's
 * searches by it.
 */
export const etiquetaZona = (zonaSlug: string): string => `zona:${zonaSlug}`;

/** What a product is sold as, for the quantity selector. */
export const ModalidadBuscadorSchema = z.object({
  venta: ModalidadVentaSchema,
  minimo: CantidadSchema,
  maximo: CantidadSchema,
  grupo: CantidadSchema,
  unidad: CantidadSchema,
});

/** One zone × user type of a product: a number for the stock (numeric filters), money as strings. */
export const DisponibilidadBuscadorSchema = z.object({
  existencia: z.number().check(z.positive()),
  modalidad: ModalidadBuscadorSchema,
  precio: DineroSchema,
  /** "0.00" without offer; the shown price is the offer when > 0. */
  oferta: DineroSchema,
  /** IVA percentage, "16.0000". */
  impuesto: Decimal4Schema,
});
export type DisponibilidadBuscador = z.infer<typeof DisponibilidadBuscadorSchema>;

/** A record of the products index (objectID = product id). */
export const ProductoBuscadorSchema = z.object({
  objectID: z.string(),
  id: z.int(),
  nombre: z.string(),
  slug: z.string(),
  marca: z.nullable(z.string()),
  presentacion: z.nullable(z.string()),
  /** Absolute URL of the image, with its intrinsic size. */
  imagen: z.string(),
  imagenAncho: z.int().check(z.positive()),
  imagenAlto: z.int().check(z.positive()),
  categoria: z.object({ slug: z.string(), nombre: z.string() }),
  /** Custom ranking: popularity (desc), then name. */
  popularidad: z.number(),
  /** Tag slugs (facet). */
  etiquetas: z.array(z.string()),
  disponibilidad: z.record(z.string(), DisponibilidadBuscadorSchema),
  /**
   * Per `disponibilidad` key, the price the shopper pays (the offer when above 0) with IVA, in USD
   * cents: a number to sort by (price replicas) and filter on (the price range). Never a facet, and
   * a secured key does not retrieve it: it holds every user type's price (decision 0019), and facet
   * values and facets_stats are not limited by attributesToRetrieve. Optional for that reason.
   */
  precioUsdCents: z.optional(z.record(z.string(), z.int())),
  /** The `disponibilidad` keys where the product is on offer (filter only, "En oferta": `ofertas:caracas_1`). */
  ofertas: z.optional(z.array(z.string())),
});
export type ProductoBuscador = z.infer<typeof ProductoBuscadorSchema>;

/** The facets of the results page: category (its name) and brand (searchable); offers filter only. */
export const FacetaBuscador = {
  CATEGORIA: 'categoria.nombre',
  MARCA: 'marca',
  OFERTAS: 'ofertas',
} as const;

/** The numeric attribute of a key's price: `precioUsdCents.caracas_1` (sorted and filtered on). */
export const atributoPrecio = (clave: string): string => `precioUsdCents.${clave}`;

/** The settings the index sync gives the products index (its sort replicas: ajustesProductos). */
export const PRODUCTOS_INDEX_SETTINGS = {
  // The size last: "arroz 1 kg" matches "1 kg", "1kg", "1000 g" (the engine's canonical size word).
  searchableAttributes: ['nombre', 'marca', 'categoria.nombre', 'presentacion'],
  attributesForFaceting: [
    'filterOnly(categoria.slug)',
    FacetaBuscador.CATEGORIA,
    'filterOnly(etiquetas)',
    `searchable(${FacetaBuscador.MARCA})`,
    `filterOnly(${FacetaBuscador.OFERTAS})`,
  ],
  customRanking: ['desc(popularidad)', 'asc(nombre)'],
  attributesToHighlight: ['nombre'],
  // A product named as the shopper typed it before one found through a synonym (issue 37).
  alternativesAsExact: ['ignorePlurals'],
  // Spanish (issue 37): "cafe con leche" searches "cafe leche"; "papas" finds "Papa" as itself.
  queryLanguages: ['es'],
  removeStopWords: true,
  ignorePlurals: true,
  // Product names are short: two words four apart ("Arroz blanco tipo I Primor") are as close as two
  // side by side ("Harina de arroz Primor"), and the attribute criterion (the name's first word) decides.
  minProximity: 4,
};

/**
 * The index that answers a listing's sort (the store's orders) for a `disponibilidad` key: the index
 * for relevance, else a standard replica (prices differ by zone and user type: two replicas per key;
 * one by name for all).
 */
export function indiceOrden(indexName: string, orden: OrdenProductos, clave: string): string {
  if (orden === 'relevancia') return indexName;
  if (orden === 'nombre') return `${indexName}_nombre_asc`;
  return `${indexName}_${orden}_${clave}`;
}

/** Algolia's default ranking criteria, after a replica's sort attribute. */
const RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

/**
 * Every setting of the products index and its sort replicas for the given `disponibilidad` keys:
 * the primary lists them in `replicas`; each replica carries the same settings (Algolia's replicas
 * copy them only when created) with its attribute first in `ranking`, as standard replicas do (a
 * strict sort: price up means the cheapest first, whatever the words).
 */
export function ajustesProductos(
  indexName: string,
  claves: readonly string[],
): { principal: Record<string, unknown>; replicas: Record<string, Record<string, unknown>> } {
  const comunes = PRODUCTOS_INDEX_SETTINGS;
  const replicas: Record<string, Record<string, unknown>> = {
    [indiceOrden(indexName, 'nombre', '')]: { ...comunes, ranking: ['asc(nombre)', ...RANKING] },
  };
  for (const clave of claves) {
    for (const orden of ['precio_asc', 'precio_desc'] as const) {
      const criterio = `${orden === 'precio_asc' ? 'asc' : 'desc'}(${atributoPrecio(clave)})`;
      replicas[indiceOrden(indexName, orden, clave)] = { ...comunes, ranking: [criterio, ...RANKING] };
    }
  }
  return { principal: { ...comunes, replicas: Object.keys(replicas) }, replicas };
}

/** The rule context of a zone's store (query rules per zone, spec §9 PUBLICIDAD): "zona-caracas". */
export const contextoZona = (zonaSlug: string): string => `zona-${zonaSlug}`;

/**
 * Where a shopper's search looks first (`restrictSearchableAttributes`): the product's own name,
 * brand and size ("arroz 1 kg": the size orders the rice, issue 37). The category's name is searched
 * only when they match nothing (the storefront asks again without the restriction): "cafe" lists
 * coffee, not the sugar and oats that share the category "Café, Azúcar y Cacao", and "frutas" still
 * lists the fruits.
 */
export const BUSQUEDA_PRIMERO_EN = ['nombre', 'marca', 'presentacion'];

/** POST|PUT /admin/algolia/…/:id: the product's record pushed to the index now. */
export const ProductoIndexadoSchema = z.object({ objectID: z.string(), indexado: z.boolean() });
export type ProductoIndexado = z.infer<typeof ProductoIndexadoSchema>;
export const ProductoIndexarParamsSchema = z.strictObject({ id: IdParamSchema });

const DIA_INVALIDO = 'Use una fecha con el formato AAAA-MM-DD';
/** A calendar day AAAA-MM-DD that exists (zod's ISO date pattern: leap years, days per month). */
const DiaSchema = z
  .string({ error: DIA_INVALIDO })
  .check(
    z.regex(
      /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$/,
      DIA_INVALIDO,
    ),
  );
export const HISTORIAL_MAX_DIAS = 366;

/**
 * GET /admin/buscador/historial?desde=&hasta=&zona=: Caracas calendar days, both included; the default
 * is the last 30 days, at most HISTORIAL_MAX_DIAS. `zona`: only the searches made in that zone's store
 * (the caller needs its zone role); every search without it.
 */
export const BuscadorHistorialQuerySchema = z
  .pipe(
    z.strictObject({
      desde: z.optional(DiaSchema),
      hasta: z.optional(DiaSchema),
      zona: z.optional(SlugParamSchema),
    }),
    z.transform(({ desde, hasta, zona }) => {
      const fin = hasta ?? caracasDay(new Date());
      return { desde: desde ?? sumarDias(fin, -29), hasta: fin, zona };
    }),
  )
  .check(
    z.superRefine((r, ctx) => {
      if (r.desde > r.hasta) {
        ctx.addIssue({
          code: 'custom',
          input: r,
          path: ['desde'],
          message: 'La fecha inicial no puede ser posterior a la final',
        });
      } else if (r.desde < sumarDias(r.hasta, -(HISTORIAL_MAX_DIAS - 1))) {
        ctx.addIssue({
          code: 'custom',
          input: r,
          path: ['desde'],
          message: `Consulte como máximo ${HISTORIAL_MAX_DIAS} días`,
        });
      }
    }),
  );

/** Admin "buscador-historial": what the search service recorded over a period. */
export const BuscadorHistorialSchema = z.object({
  desde: FechaSchema,
  hasta: FechaSchema,
  busquedas: z.int().check(z.nonnegative()),
  /** Most frequent queries (folded: accents and case ignored). */
  masBuscadas: z.array(
    z.object({
      query: z.string(),
      busquedas: z.int().check(z.nonnegative()),
      /** Results of the latest search of that query. */
      resultados: z.int().check(z.nonnegative()),
      clics: z.int().check(z.nonnegative()),
    }),
  ),
  sinResultados: z.array(z.object({ query: z.string(), busquedas: z.int().check(z.nonnegative()) })),
  clics: z.object({
    /** Searches made with clickAnalytics (they have a queryID). */
    busquedasRastreadas: z.int().check(z.nonnegative()),
    /** Of those, the ones with at least one click. */
    busquedasConClic: z.int().check(z.nonnegative()),
    /** busquedasConClic / busquedasRastreadas, 0 to 1 (0 without tracked searches). */
    tasaClics: z.number().check(z.gte(0), z.lte(1)),
    /** Average position (from 1) of clicked results; null without clicks. */
    posicionPromedio: z.nullable(z.number()),
    conversiones: z.int().check(z.nonnegative()),
  }),
  /** Searches per Caracas day (AAAA-MM-DD) with any, and those without results; days without none. */
  porDia: z.array(
    z.object({
      dia: z.string(),
      busquedas: z.int().check(z.nonnegative()),
      sinResultados: z.int().check(z.nonnegative()),
    }),
  ),
  /** The zone asked for, or null (every zone). */
  zona: z.nullable(z.string()),
});
export type BuscadorHistorial = z.infer<typeof BuscadorHistorialSchema>;
