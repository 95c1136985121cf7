/**
 * The anonymous visitor's cart 1 as kept in local storage (spec §9 cart cache): pure functions over
 * an immutable value. Quantities are decimal strings (up to 3 decimals), added as integer
 * thousandths. No zod here: this module is on the mini-cart's path, which loads on every page.
 */
import { fromThousandths as fromMilli, toThousandths as toMilli } from '@mercado/shared/rules';

/** Spec §9: 3 carts (pages 0..2); anonymous visitors use only the first. */
export const PAGINAS_CARRITO = 3;

/**
 * Most products a cart holds: the contracts' CARRITO_MAX_LINEAS (not imported, zod stays off this
 * path; modelo.test.ts checks they agree). The local cart keeps it too, so its merge fits.
 */
export const MAX_LINEAS_CARRITO = 150;
export const MENSAJE_DEMASIADAS_LINEAS = `El carrito no puede tener más de ${MAX_LINEAS_CARRITO} productos`;

export interface LineaLocal {
  productoId: number;
  cantidad: string;
}

export interface CarritoLocal {
  zona: string;
  pagina: number;
  lineas: LineaLocal[];
}

export interface CacheCarritos {
  v: 1;
  carritos: CarritoLocal[];
}

const CANTIDAD = /^\d+(\.\d{1,3})?$/;
const esObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function esLinea(v: unknown): v is LineaLocal {
  return (
    esObjeto(v) &&
    Number.isSafeInteger(v.productoId) &&
    (v.productoId as number) > 0 &&
    typeof v.cantidad === 'string' &&
    CANTIDAD.test(v.cantidad)
  );
}

function esCarrito(v: unknown): v is CarritoLocal {
  return (
    esObjeto(v) &&
    typeof v.zona === 'string' &&
    v.zona.length > 0 &&
    Number.isInteger(v.pagina) &&
    (v.pagina as number) >= 0 &&
    (v.pagina as number) < PAGINAS_CARRITO &&
    Array.isArray(v.lineas) &&
    v.lineas.every(esLinea)
  );
}

const esCache = (v: unknown): v is CacheCarritos =>
  esObjeto(v) && v.v === 1 && Array.isArray(v.carritos) && v.carritos.every(esCarrito);

export const cacheVacio = (): CacheCarritos => ({ v: 1, carritos: [] });

/** Reads the stored cache; anything unreadable (old format, hand-edited) is an empty cart. */
export function leerCache(raw: string | null): CacheCarritos {
  if (!raw) return cacheVacio();
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!esCache(parsed)) return cacheVacio();
    return {
      v: 1,
      carritos: parsed.carritos.map(({ zona, pagina, lineas }) => ({
        zona,
        pagina,
        lineas: lineas
          .filter((linea) => toMilli(linea.cantidad) > 0)
          .map(({ productoId, cantidad }) => ({ productoId, cantidad })),
      })),
    };
  } catch {
    return cacheVacio();
  }
}

export const escribirCache = (cache: CacheCarritos): string => JSON.stringify(cache);

export function lineasDe(cache: CacheCarritos, zona: string, pagina: number): LineaLocal[] {
  return cache.carritos.find((c) => c.zona === zona && c.pagina === pagina)?.lineas ?? [];
}

/** Number of products (lines) in a cart: what the mini-cart shows. */
export const contarLineas = (cache: CacheCarritos, zona: string, pagina: number): number =>
  lineasDe(cache, zona, pagina).length;

function conLineas(cache: CacheCarritos, zona: string, pagina: number, lineas: LineaLocal[]): CacheCarritos {
  const otros = cache.carritos.filter((c) => !(c.zona === zona && c.pagina === pagina));
  return { v: 1, carritos: lineas.length > 0 ? [...otros, { zona, pagina, lineas }] : otros };
}

/**
 * Adds a product: a new line at the end, or the quantity summed onto the existing line.
 * `limiteMilli` (the largest allowed quantity, when known) caps the sum.
 */
export function agregarLinea(
  cache: CacheCarritos,
  entrada: { zona: string; pagina: number; productoId: number; cantidad: string },
  limiteMilli?: number,
): CacheCarritos {
  const sumar = toMilli(entrada.cantidad);
  if (sumar <= 0) return cache;
  const lineas = lineasDe(cache, entrada.zona, entrada.pagina);
  const existente = lineas.find((l) => l.productoId === entrada.productoId);
  const total = (existente ? toMilli(existente.cantidad) : 0) + sumar;
  const cantidad = fromMilli(limiteMilli === undefined ? total : Math.min(total, limiteMilli));
  const nuevas = existente
    ? lineas.map((l) => (l.productoId === entrada.productoId ? { ...l, cantidad } : l))
    : [...lineas, { productoId: entrada.productoId, cantidad }];
  return conLineas(cache, entrada.zona, entrada.pagina, nuevas);
}

/** Sets a line's quantity; 0 removes the line (spec §5). */
export function cambiarCantidad(
  cache: CacheCarritos,
  zona: string,
  pagina: number,
  productoId: number,
  cantidad: string,
): CacheCarritos {
  const milli = toMilli(cantidad);
  const lineas = lineasDe(cache, zona, pagina);
  if (!lineas.some((l) => l.productoId === productoId)) return cache;
  const nuevas =
    milli <= 0
      ? lineas.filter((l) => l.productoId !== productoId)
      : lineas.map((l) => (l.productoId === productoId ? { ...l, cantidad: fromMilli(milli) } : l));
  return conLineas(cache, zona, pagina, nuevas);
}

export const quitarLinea = (cache: CacheCarritos, zona: string, pagina: number, productoId: number) =>
  cambiarCantidad(cache, zona, pagina, productoId, '0');

/** Empties one cart (limpiar carrito). */
export function vaciarCarrito(cache: CacheCarritos, zona: string, pagina: number): CacheCarritos {
  return lineasDe(cache, zona, pagina).length === 0 ? cache : conLineas(cache, zona, pagina, []);
}

/** Drops every cart of a zone (after it was merged into the user's server cart). */
export function sinZona(cache: CacheCarritos, zona: string): CacheCarritos {
  return cache.carritos.some((c) => c.zona === zona)
    ? { v: 1, carritos: cache.carritos.filter((c) => c.zona !== zona) }
    : cache;
}
