/**
 * The search client (spec §5, §7): the official `algoliasearch` v5 lite client pointed at the
 * configured service, with the secured key made for the viewer (config.ts). This module is only
 * ever loaded with a dynamic import (first focus or keystroke in the search box, or the results
 * page), so a store visit does not download it.
 */
import {
  BUSQUEDA_PRIMERO_EN,
  type BuscadorConfig,
  claveDisponibilidad,
  etiquetaZona,
  FacetaBuscador,
  filtroDisponibilidad,
  ProductoBuscadorSchema,
} from '@mercado/shared/contracts';
import { hitPosition, isQueryId } from '@mercado/shared/rules/navegador';
import { type LiteClient, liteClient } from 'algoliasearch/lite';
import { configuracion, hostsBusqueda, olvidarConfiguracion } from './config.ts';
import { type HitProducto, tarjetaDeRegistro } from './hits.ts';
import { quisisteDecir } from './resultados/correccion.ts';

export interface Busqueda {
  /** Normalised text (trimmed, spaces collapsed). */
  query: string;
  zona: string;
  hitsPerPage: number;
  /** From 0, as the service counts. */
  page: number;
}

export interface ResultadoBusqueda {
  hits: HitProducto[];
  nbHits: number;
  /** From 0. */
  page: number;
  nbPages: number;
  /** 32 hex characters (clickAnalytics); undefined if the service gave none. */
  queryID: string | undefined;
  /** The categories of the matching products, most first (suggestions link to them). */
  categorias: { nombre: string; cantidad: number }[];
  /** The query as the engine's typo correction read it, when it found it only that way; else null. */
  quisoDecir: string | null;
}

/** Categories the header's suggestions offer. */
const CATEGORIAS_SUGERIDAS = 3;

/** The client of the current configuration (a new key, a new client). */
let cliente: { config: BuscadorConfig; client: LiteClient } | null = null;

export async function obtenerCliente(): Promise<{ config: BuscadorConfig; client: LiteClient }> {
  const config = await configuracion();
  if (cliente?.config !== config) {
    cliente = {
      config,
      client: liteClient(config.appId, config.searchKey, {
        hosts: hostsBusqueda(config),
        // The browser build's 1 s / 2 s are tight for a phone on a slow network.
        timeouts: { connect: 2000, read: 5000, write: 30000 },
      }),
    };
  }
  return cliente;
}

/** Starts fetching the configuration and creating the client (on focus), so the first search is quick. */
export function preparar(): void {
  obtenerCliente().catch(() => undefined);
}

/**
 * One search of the products index, filtered to what the viewer can buy in their zone (the
 * `disponibilidad` key of zone and the user type the key was made for), with a queryID for the
 * click/conversion events: in the products' names and brands, else (nothing there) in their
 * categories too (BUSQUEDA_PRIMERO_EN). A key the service refuses (403) is renewed once.
 */
export function buscar(b: Busqueda): Promise<ResultadoBusqueda> {
  return conClaveVigente(() => buscarPorPartes(b));
}

/** Runs `consulta`, again once with a new key when the service refuses the one it had (403). */
export async function conClaveVigente<T>(consulta: () => Promise<T>): Promise<T> {
  try {
    return await consulta();
  } catch (error) {
    if ((error as { status?: number }).status !== 403) throw error;
    olvidarConfiguracion();
    return consulta();
  }
}

async function buscarPorPartes(b: Busqueda): Promise<ResultadoBusqueda> {
  const enNombreYMarca = await consultar(b, BUSQUEDA_PRIMERO_EN);
  return enNombreYMarca.nbHits > 0 ? enNombreYMarca : consultar(b, undefined);
}

async function consultar(
  b: Busqueda,
  restrictSearchableAttributes: string[] | undefined,
): Promise<ResultadoBusqueda> {
  const { client, config } = await obtenerCliente();
  const { results } = await client.searchForHits<unknown>({
    requests: [
      {
        indexName: config.indexName,
        query: b.query,
        filters: filtroDisponibilidad(b.zona, config.usuarioTipo),
        hitsPerPage: b.hitsPerPage,
        page: b.page,
        clickAnalytics: true,
        analyticsTags: [etiquetaZona(b.zona)],
        facets: [FacetaBuscador.CATEGORIA],
        maxValuesPerFacet: CATEGORIAS_SUGERIDAS,
        ...(restrictSearchableAttributes ? { restrictSearchableAttributes } : {}),
      },
    ],
  });
  const r = results[0];
  if (!r) throw new Error('El buscador no respondió la consulta');
  const page = r.page ?? b.page;
  const hitsPerPage = r.hitsPerPage ?? b.hitsPerPage;
  const clave = claveDisponibilidad(b.zona, config.usuarioTipo);
  const hits: HitProducto[] = [];
  r.hits.forEach((hit, i) => {
    const registro = ProductoBuscadorSchema.safeParse(hit);
    const producto = registro.success ? tarjetaDeRegistro(registro.data, clave) : null;
    if (!registro.success || !producto) return;
    hits.push({
      objectID: registro.data.objectID,
      posicion: hitPosition(page, hitsPerPage, i),
      producto,
    });
  });
  return {
    hits,
    nbHits: r.nbHits ?? hits.length,
    page,
    nbPages: r.nbPages ?? 1,
    queryID: isQueryId(r.queryID) ? r.queryID : undefined,
    categorias: Object.entries(r.facets?.[FacetaBuscador.CATEGORIA] ?? {})
      .map(([nombre, cantidad]) => ({ nombre, cantidad }))
      .sort((a, b) => b.cantidad - a.cantidad)
      .slice(0, CATEGORIAS_SUGERIDAS),
    quisoDecir: quisisteDecir(b.query, r.hits),
  };
}
