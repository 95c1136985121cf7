/**
 * The results page's state in its URL (issue 37): query, facet refinements, price range, sort and
 * page, so a result can be shared and back/forward restore it. Pure, no React, no client.
 *
 * `/caracas/buscar?q=arroz&categoria=Granos&marca=Mary&marca=Primor&oferta=1&pmin=100&pmax=450&orden=precio_asc&pag=2`
 * The price bounds are USD cents with IVA, the index's own figure: the shopper types them in the
 * currency they chose, and a shared link means the same products whatever the reader's currency or
 * the day's rate.
 */
import { ORDENES_PRODUCTOS, type OrdenProductos } from '@mercado/shared/contracts';
import { type CurrencyLike, inCurrency, MonedaTipo, parseScaled, RATE_SCALE } from '@mercado/shared/rules';
import { ordenDeUrl, paginaDeUrl } from '../../lib/url.ts';

export interface EstadoBusqueda {
  /** The query as typed (normalised by the page). */
  q: string;
  /** Category names (facet `categoria.nombre`), any of them. */
  categorias: string[];
  /** Brands (facet `marca`), any of them. */
  marcas: string[];
  /** Only products on offer for the viewer in the zone. */
  oferta: boolean;
  /** USD cents with IVA, both included; null = no bound. */
  precioMin: number | null;
  precioMax: number | null;
  orden: OrdenProductos;
  /** From 1. */
  pag: number;
}

const MAX_VALORES = 20;

function valores(params: URLSearchParams, clave: string): string[] {
  const vistos = new Set<string>();
  for (const v of params.getAll(clave)) {
    const limpio = v.trim();
    if (limpio && limpio.length <= 100) vistos.add(limpio);
  }
  return [...vistos].slice(0, MAX_VALORES);
}

function centavos(params: URLSearchParams, clave: string): number | null {
  const raw = params.get(clave);
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** The state of a results page's query string (anything malformed is left out). */
export function estadoDeUrl(search: string, q: string): EstadoBusqueda {
  const params = new URLSearchParams(search);
  let precioMin = centavos(params, 'pmin');
  let precioMax = centavos(params, 'pmax');
  if (precioMin !== null && precioMax !== null && precioMin > precioMax)
    [precioMin, precioMax] = [precioMax, precioMin];
  return {
    q,
    categorias: valores(params, 'categoria'),
    marcas: valores(params, 'marca'),
    oferta: params.get('oferta') === '1',
    precioMin,
    precioMax,
    orden: ordenDeUrl(search, ORDENES_PRODUCTOS, 'relevancia'),
    pag: paginaDeUrl(search),
  };
}

/** The results page's URL of a state (defaults left out). */
export function urlDeEstado(zona: string, e: EstadoBusqueda): string {
  const params = new URLSearchParams();
  params.set('q', e.q);
  for (const c of e.categorias) params.append('categoria', c);
  for (const m of e.marcas) params.append('marca', m);
  if (e.oferta) params.set('oferta', '1');
  if (e.precioMin !== null) params.set('pmin', String(e.precioMin));
  if (e.precioMax !== null) params.set('pmax', String(e.precioMax));
  if (e.orden !== 'relevancia') params.set('orden', e.orden);
  if (e.pag > 1) params.set('pag', String(e.pag));
  return `/${encodeURIComponent(zona)}/buscar?${params}`;
}

/** A change of refinement or sort starts again at page 1. */
export function cambiar(
  e: EstadoBusqueda,
  cambio: Partial<Omit<EstadoBusqueda, 'q' | 'pag'>>,
): EstadoBusqueda {
  return { ...e, ...cambio, pag: 1 };
}

/** Adds or removes `valor` from a list of refinements. */
export function alternar(lista: readonly string[], valor: string): string[] {
  return lista.includes(valor) ? lista.filter((v) => v !== valor) : [...lista, valor];
}

/** How many filters are on (the "Filtrar (n)" button): each value, the offer and the price range. */
export function filtrosActivos(e: EstadoBusqueda): number {
  return (
    e.categorias.length +
    e.marcas.length +
    (e.oferta ? 1 : 0) +
    (e.precioMin !== null || e.precioMax !== null ? 1 : 0)
  );
}

/** Without any filter (the query and sort kept). */
export const sinFiltros = (e: EstadoBusqueda): EstadoBusqueda =>
  cambiar(e, { categorias: [], marcas: [], oferta: false, precioMin: null, precioMax: null });

type Moneda = (CurrencyLike & { tasa: string }) | null;

/** USD cents in the shopper's currency (the day's rate, as the cards show prices). */
export const enMoneda = (usdCents: number, moneda: Moneda): number => inCurrency(usdCents, moneda);

/**
 * A bound the shopper typed in their currency, back in USD cents: a minimum rounds down and a maximum
 * up, so a product the card shows at exactly the bound (its IVA is computed after converting, a
 * céntimo apart at most) stays in.
 */
export function aUsd(cents: number, moneda: Moneda, limite: 'min' | 'max'): number {
  if (!moneda || moneda.tipo === MonedaTipo.DOLAR) return cents;
  const tasa = parseScaled(moneda.tasa, RATE_SCALE);
  if (tasa === null || tasa <= 0n) return cents;
  const escalado = BigInt(cents) * 10n ** BigInt(RATE_SCALE);
  const abajo = escalado / tasa;
  return Number(limite === 'max' && abajo * tasa !== escalado ? abajo + 1n : abajo);
}
