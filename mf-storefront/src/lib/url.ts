/**
 * Listing URLs: `?pag` (1-based, page 1 is left out) and `?orden` (the default is left out), so a
 * shared or reloaded link shows the same page in the same order. Pure, no React.
 */
import { links, readQuery, withQuery } from '@mercado/shared/links';

/** `?pag=N` from the URL; anything missing or malformed is page 1. */
export function paginaDeUrl(search: string): number {
  const raw = readQuery(search, 'pag');
  const n = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.max(n, 1);
}

/** `?orden=` when it is one of `permitidos`, else `porDefecto`. */
export function ordenDeUrl<T extends string>(search: string, permitidos: readonly T[], porDefecto: T): T {
  const raw = readQuery(search, 'orden');
  return raw !== null && (permitidos as readonly string[]).includes(raw) ? (raw as T) : porDefecto;
}

export interface EstadoListado<T extends string> {
  pag: number;
  orden: T;
}

/**
 * The URL of a listing page: path + `orden` (unless default) + `pag` (unless 1), in that order.
 * `extra` keeps other query values (e.g. `queryID`).
 */
export function urlListado<T extends string>(
  path: string,
  { pag, orden }: EstadoListado<T>,
  porDefecto: T,
  extra: Record<string, string | undefined> = {},
): string {
  return withQuery(path, {
    ...extra,
    orden: orden === porDefecto ? undefined : orden,
    pag: pag > 1 ? pag : undefined,
  });
}

/** A new sort order starts again at page 1. */
export const urlConOrden = <T extends string>(path: string, orden: T, porDefecto: T) =>
  urlListado(path, { pag: 1, orden }, porDefecto);

/** Numbers the pager shows: first, last, the current one and its neighbours; gaps are `null`. */
export function paginasVisibles(actual: number, total: number, vecinos = 1): (number | null)[] {
  if (total <= 1) return [1];
  const pagina = Math.min(Math.max(actual, 1), total);
  const keep = new Set([1, total]);
  for (let n = pagina - vecinos; n <= pagina + vecinos; n++) if (n >= 1 && n <= total) keep.add(n);
  const sorted = [...keep].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && n - prev > 1) out.push(n - prev === 2 ? prev + 1 : null);
    out.push(n);
  });
  return out;
}

/**
 * A category page URL from its path of slugs (root first): `/:zona/supermercado/:root` for a root
 * category, `/:zona/supermercado/:root/:sub` for any category below it (the API resolves the sub
 * category inside the root's tree).
 */
export function urlCategoria(zona: string, ruta: readonly string[]): string {
  const [raiz] = ruta;
  const hoja = ruta.at(-1);
  if (!raiz || !hoja) return links.supermercado(zona);
  const base = links.categoriaSlug(zona, raiz);
  return ruta.length === 1 ? base : `${base}/${encodeURIComponent(hoja)}`;
}
