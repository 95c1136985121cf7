/**
 * The cart as this remote keeps it locally (spec §9 cart cache): pure functions over an immutable
 * value, so the same rules serve the localStorage repository now and the API one later.
 * Quantities are decimal strings (up to 3 decimals), added as integer thousandths.
 */
import { z } from 'zod';
import { fromThousandths as fromMilli, toThousandths as toMilli } from '../reglas.ts';

/** Spec §9: 3 carts (pages 0..2); anonymous visitors use only the first. */
export const PAGINAS_CARRITO = 3;

export interface LineaCarrito {
  productoId: number;
  cantidad: string;
}

export interface CarritoLocal {
  zona: string;
  pagina: number;
  lineas: LineaCarrito[];
}

export interface CacheCarritos {
  v: 1;
  carritos: CarritoLocal[];
}

const CantidadSchema = z.string().regex(/^\d+(\.\d{1,3})?$/);
const CacheSchema = z.object({
  v: z.literal(1),
  carritos: z.array(
    z.object({
      zona: z.string().min(1),
      pagina: z
        .number()
        .int()
        .min(0)
        .max(PAGINAS_CARRITO - 1),
      lineas: z.array(z.object({ productoId: z.number().int().positive(), cantidad: CantidadSchema })),
    }),
  ),
});

export const cacheVacio = (): CacheCarritos => ({ v: 1, carritos: [] });

/** Reads the stored cache; anything unreadable (old format, hand-edited) is an empty cart. */
export function leerCache(raw: string | null): CacheCarritos {
  if (!raw) return cacheVacio();
  try {
    const parsed = CacheSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return cacheVacio();
    return {
      v: 1,
      carritos: parsed.data.carritos.map((carrito) => ({
        ...carrito,
        lineas: carrito.lineas.filter((linea) => toMilli(linea.cantidad) > 0),
      })),
    };
  } catch {
    return cacheVacio();
  }
}

export const escribirCache = (cache: CacheCarritos): string => JSON.stringify(cache);

export function lineasDe(cache: CacheCarritos, zona: string, pagina: number): LineaCarrito[] {
  return cache.carritos.find((c) => c.zona === zona && c.pagina === pagina)?.lineas ?? [];
}

/** Number of products (lines) in a cart: what the mini-cart shows. */
export const contarLineas = (cache: CacheCarritos, zona: string, pagina: number): number =>
  lineasDe(cache, zona, pagina).length;

function conLineas(
  cache: CacheCarritos,
  zona: string,
  pagina: number,
  lineas: LineaCarrito[],
): CacheCarritos {
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
