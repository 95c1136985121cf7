/**
 * The search client (spec §5, §7): the official `algoliasearch` v5 lite client pointed at the
 * configured service. This module is only ever loaded with a dynamic import (first focus or
 * keystroke in the search box, or the results page), so a store visit does not download it.
 */
import { claveDisponibilidad, filtroDisponibilidad, ProductoBuscadorSchema } from '@mercado/shared/contracts';
import { hitPosition, isQueryId } from '@mercado/shared/rules/navegador';
import { type LiteClient, liteClient } from 'algoliasearch/lite';
import { configuracion, hostsBusqueda } from './config.ts';
import { type HitProducto, tarjetaDeRegistro } from './hits.ts';

export interface Busqueda {
  /** Normalised text (trimmed, spaces collapsed). */
  query: string;
  zona: string;
  /** 1 normal (and visitors), 2 prime, 3 mayorista. */
  usuarioTipo: number;
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
}

let cliente: Promise<{ client: LiteClient; indexName: string }> | null = null;

function obtenerCliente() {
  if (!cliente) {
    cliente = configuracion().then((config) => ({
      client: liteClient(config.appId, config.searchKey, {
        hosts: hostsBusqueda(config),
        // The browser build's 1 s / 2 s are tight for a phone on a slow network.
        timeouts: { connect: 2000, read: 5000, write: 30000 },
      }),
      indexName: config.indexName,
    }));
    cliente.catch(() => {
      cliente = null;
    });
  }
  return cliente;
}

/** Starts fetching the configuration and creating the client (on focus), so the first search is quick. */
export function preparar(): void {
  obtenerCliente().catch(() => undefined);
}

/**
 * One query of the products index, filtered to what the viewer can buy in their zone (the
 * `disponibilidad` key of zone and user type), with a queryID for the click/conversion events.
 */
export async function buscar(b: Busqueda): Promise<ResultadoBusqueda> {
  const { client, indexName } = await obtenerCliente();
  const { results } = await client.searchForHits<unknown>({
    requests: [
      {
        indexName,
        query: b.query,
        filters: filtroDisponibilidad(b.zona, b.usuarioTipo),
        hitsPerPage: b.hitsPerPage,
        page: b.page,
        clickAnalytics: true,
      },
    ],
  });
  const r = results[0];
  if (!r) throw new Error('El buscador no respondió la consulta');
  const page = r.page ?? b.page;
  const hitsPerPage = r.hitsPerPage ?? b.hitsPerPage;
  const clave = claveDisponibilidad(b.zona, b.usuarioTipo);
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
  };
}
