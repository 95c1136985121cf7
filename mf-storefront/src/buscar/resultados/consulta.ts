/**
 * The results page's search (issue 37) through the official algoliasearch-helper: the helper turns
 * the refinements into Algolia's queries (one for the hits, one per refined disjunctive facet, so a
 * brand's count ignores the other brands chosen) and reads the facet values back. The sort is the
 * index or one of its replicas (indiceOrden); the zone's rule context goes with every query, and a
 * rule's `userData.banner` is shown above the results. Loaded only with the results page.
 *
 * Nothing found is never a dead end: in names and brands first, then in categories too (as the
 * header's suggestions), then with every word optional (removeWordsIfNoResults 'allOptional', the
 * note names the words the hits matched), and at last the zone's popular products and their
 * categories.
 */
import {
  atributoPrecio,
  BUSQUEDA_PRIMERO_EN,
  type BuscadorConfig,
  claveDisponibilidad,
  contextoZona,
  etiquetaZona,
  FacetaBuscador,
  filtroDisponibilidad,
  indiceOrden,
  ProductoBuscadorSchema,
} from '@mercado/shared/contracts';
import { hitPosition, isQueryId } from '@mercado/shared/rules/navegador';
import type { LiteClient } from 'algoliasearch/lite';
import algoliasearchHelper, { type PlainSearchParameters, type SearchResults } from 'algoliasearch-helper';
import { type HitProducto, tarjetaDeRegistro } from '../hits.ts';
import { conClaveVigente, obtenerCliente } from '../motor.ts';
import type { EstadoBusqueda } from './estado.ts';
import { palabrasUsadas, precioDeRegistro } from './lectura.ts';

/** Spec §9: page size 50, as the category listings. */
export const RESULTADOS_POR_PAGINA = 50;
/** Brands listed at once; more are found with "Buscar marca" (searchForFacetValues). */
export const MARCAS_VISIBLES = 10;
const CATEGORIAS_VISIBLES = 30;
const POPULARES = 8;

export interface ValorFaceta {
  valor: string;
  cantidad: number;
  elegido: boolean;
}

export interface PaginaResultados {
  hits: HitProducto[];
  nbHits: number;
  /** From 0. */
  page: number;
  nbPages: number;
  queryID: string | undefined;
  categorias: ValorFaceta[];
  marcas: ValorFaceta[];
  /** More brands than listed: the page offers "Buscar marca". */
  masMarcas: boolean;
  /** The banner of a query rule that applied (`userData: [{banner}]`), or null. */
  banner: string | null;
  /** With every word optional: the words the hits matched, in the query's order; null otherwise. */
  relajada: string[] | null;
  /** Cheapest and dearest price of the results without the price range (USD cents with IVA). */
  precios: { min: number; max: number } | null;
  /** Nothing at all: the zone's popular products and their categories. */
  sugerencias: { populares: HitProducto[]; categorias: { slug: string; nombre: string }[] } | null;
}

interface Contexto {
  client: LiteClient;
  config: BuscadorConfig;
  clave: string;
  zona: string;
}

/** The helper's parameters of a state (the sort's index, refinements, zone, rule context). */
function parametros(ctx: Contexto, e: EstadoBusqueda, conPrecio = true): PlainSearchParameters {
  const precio = atributoPrecio(ctx.clave);
  const rango: Record<string, number[]> = {};
  if (conPrecio && e.precioMin !== null) rango['>='] = [e.precioMin];
  if (conPrecio && e.precioMax !== null) rango['<='] = [e.precioMax];
  const disponibilidad = filtroDisponibilidad(ctx.zona, ctx.config.usuarioTipo);
  return {
    index: indiceOrden(ctx.config.indexName, e.orden, ctx.clave),
    query: e.q,
    page: e.pag - 1,
    hitsPerPage: RESULTADOS_POR_PAGINA,
    disjunctiveFacets: [FacetaBuscador.CATEGORIA, FacetaBuscador.MARCA],
    disjunctiveFacetsRefinements: {
      [FacetaBuscador.CATEGORIA]: e.categorias,
      [FacetaBuscador.MARCA]: e.marcas,
    },
    numericRefinements: Object.keys(rango).length ? { [precio]: rango } : {},
    maxValuesPerFacet: CATEGORIAS_VISIBLES,
    filters: e.oferta ? `${disponibilidad} AND ${FacetaBuscador.OFERTAS}:${ctx.clave}` : disponibilidad,
    clickAnalytics: true,
    analyticsTags: [etiquetaZona(ctx.zona)],
    ruleContexts: [contextoZona(ctx.zona)],
  };
}

function hitsDe(raw: readonly unknown[], clave: string, page: number, hitsPerPage: number): HitProducto[] {
  const out: HitProducto[] = [];
  raw.forEach((hit, i) => {
    const registro = ProductoBuscadorSchema.safeParse(hit);
    const producto = registro.success ? tarjetaDeRegistro(registro.data, clave) : null;
    if (!registro.success || !producto) return;
    out.push({ objectID: registro.data.objectID, posicion: hitPosition(page, hitsPerPage, i), producto });
  });
  return out;
}

function valoresDe(content: SearchResults, faceta: string): ValorFaceta[] {
  const valores = content.getFacetValues(faceta, { sortBy: ['isRefined:desc', 'count:desc', 'name:asc'] });
  return (Array.isArray(valores) ? valores : []).map((v) => ({
    valor: v.name,
    cantidad: v.count,
    elegido: v.isRefined,
  }));
}

function bannerDe(content: SearchResults): string | null {
  for (const data of content.userData ?? []) {
    const banner = (data as { banner?: unknown } | null)?.banner;
    if (typeof banner === 'string' && banner.trim()) return banner.trim();
  }
  return null;
}

/**
 * The price range's ends: the first hit of the price replicas, up and down, for the same query and
 * refinements but the range (the prices are no facet: facets_stats would show every user type's).
 */
async function extremos(
  ctx: Contexto,
  e: EstadoBusqueda,
  extra: PlainSearchParameters,
): Promise<{ min: number; max: number } | null> {
  // The helper writes the refinements as Algolia's filters (getQuery); one request, two queries.
  const requests = (['precio_asc', 'precio_desc'] as const).map((orden) => {
    const { index, ...resto } = parametros(ctx, { ...e, orden, pag: 1 }, false);
    const helper = algoliasearchHelper(ctx.client as never, index as string, { ...resto, ...extra });
    return {
      ...(helper.getQuery() as Record<string, unknown>),
      indexName: index as string,
      facets: [],
      hitsPerPage: 1,
      page: 0,
      clickAnalytics: false,
      analytics: false,
    };
  });
  const { results } = await ctx.client.searchForHits<unknown>({ requests });
  const min = results[0]?.hits[0] && precioDeRegistro(results[0].hits[0], ctx.clave);
  const max = results[1]?.hits[0] && precioDeRegistro(results[1].hits[0], ctx.clave);
  return typeof min === 'number' && typeof max === 'number' ? { min, max } : null;
}

async function sugerencias(ctx: Contexto): Promise<NonNullable<PaginaResultados['sugerencias']>> {
  const { results } = await ctx.client.searchForHits<unknown>({
    requests: [
      {
        indexName: ctx.config.indexName,
        query: '',
        filters: filtroDisponibilidad(ctx.zona, ctx.config.usuarioTipo),
        hitsPerPage: POPULARES,
        analytics: false,
      },
    ],
  });
  const populares = hitsDe(results[0]?.hits ?? [], ctx.clave, 0, POPULARES);
  const categorias = new Map<string, string>();
  for (const h of results[0]?.hits ?? []) {
    const r = ProductoBuscadorSchema.safeParse(h);
    if (r.success) categorias.set(r.data.categoria.slug, r.data.categoria.nombre);
  }
  return { populares, categorias: [...categorias].map(([slug, nombre]) => ({ slug, nombre })) };
}

async function contexto(zona: string): Promise<Contexto> {
  const { client, config } = await obtenerCliente();
  return { client, config, clave: claveDisponibilidad(zona, config.usuarioTipo), zona };
}

export function buscarPagina(e: EstadoBusqueda, zona: string): Promise<PaginaResultados> {
  return conClaveVigente(async () => {
    const ctx = await contexto(zona);
    const helper = algoliasearchHelper(ctx.client as never, ctx.config.indexName);
    // Names and brands first; then categories too; then any of the words.
    const intentos: PlainSearchParameters[] = [
      { restrictSearchableAttributes: BUSQUEDA_PRIMERO_EN },
      {},
      {
        removeWordsIfNoResults: 'allOptional',
        attributesToHighlight: ['nombre', 'marca', 'categoria.nombre'],
      },
    ];
    let content: SearchResults | null = null;
    let extra: PlainSearchParameters = {};
    for (const intento of intentos) {
      extra = intento;
      content = (await helper.searchOnce({ ...parametros(ctx, e), ...intento })).content;
      if (content.nbHits > 0) break;
    }
    if (!content) throw new Error('El buscador no respondió la consulta');
    const page = content.page ?? e.pag - 1;
    const hitsPerPage = content.hitsPerPage ?? RESULTADOS_POR_PAGINA;
    const hits = hitsDe(content.hits, ctx.clave, page, hitsPerPage);
    const marcas = valoresDe(content, FacetaBuscador.MARCA);
    const sinNada = content.nbHits === 0;
    return {
      hits,
      nbHits: content.nbHits,
      page,
      nbPages: content.nbPages ?? 1,
      queryID: isQueryId(content.queryID) ? content.queryID : undefined,
      categorias: valoresDe(content, FacetaBuscador.CATEGORIA),
      marcas: marcas.slice(0, Math.max(MARCAS_VISIBLES, marcas.filter((m) => m.elegido).length)),
      masMarcas: marcas.length > MARCAS_VISIBLES,
      banner: bannerDe(content),
      relajada: extra.removeWordsIfNoResults && !sinNada ? palabrasUsadas(e.q, content.hits) : null,
      precios: sinNada ? null : await extremos(ctx, e, extra),
      sugerencias: sinNada && hits.length === 0 ? await sugerencias(ctx) : null,
    };
  });
}

/** "Buscar marca": the brands of these results whose name matches `texto` (searchForFacetValues). */
export function buscarMarcas(e: EstadoBusqueda, zona: string, texto: string): Promise<ValorFaceta[]> {
  return conClaveVigente(async () => {
    const ctx = await contexto(zona);
    const helper = algoliasearchHelper(ctx.client as never, ctx.config.indexName, parametros(ctx, e));
    const { facetHits } = await helper.searchForFacetValues(FacetaBuscador.MARCA, texto, MARCAS_VISIBLES);
    return facetHits.map((h) => ({ valor: h.value, cantidad: h.count, elegido: h.isRefined }));
  });
}
