/**
 * The anonymous visitor's cart in localStorage (spec §9 cart cache), so cart 1 survives a reload;
 * a signed-in user's carts live on the server (carrito/nucleo.ts).
 */
import { STORAGE_KEYS } from '@mercado/shared/auth';
import {
  agregarLinea,
  type CacheCarritos,
  cambiarCantidad,
  contarLineas,
  escribirCache,
  type LineaLocal,
  leerCache,
  sinZona,
  vaciarCarrito,
} from './modelo.ts';

/** Spec §9 "cart cache" localStorage key. */
export const CLAVE_CACHE_CARRITO = STORAGE_KEYS.carritoCache;

export interface AlmacenLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface EntradaAgregar {
  zona: string;
  pagina: number;
  productoId: number;
  cantidad: string;
}

export interface CarritoRepositorio {
  /** Immutable snapshot; a new object after every change (for useSyncExternalStore). */
  snapshot(): CacheCarritos;
  lineas(zona: string, pagina: number): LineaLocal[];
  contar(zona: string, pagina: number): number;
  agregar(entrada: EntradaAgregar, limiteMilli?: number): void;
  cambiar(zona: string, pagina: number, productoId: number, cantidad: string): void;
  vaciar(zona: string, pagina: number): void;
  /** Forgets a zone's carts (merged into the user's server cart after login). */
  quitarZona(zona: string): void;
  /** Reads the storage again (another tab changed it). */
  recargar(): void;
  subscribe(listener: () => void): () => void;
}

/** A storage that may refuse access (private mode, quota): then the cart lives in memory only. */
function almacenSeguro(almacen: AlmacenLike | null) {
  let memoria: string | null = null;
  return {
    leer(): string | null {
      try {
        return almacen ? almacen.getItem(CLAVE_CACHE_CARRITO) : memoria;
      } catch {
        return memoria;
      }
    },
    escribir(valor: string) {
      memoria = valor;
      try {
        almacen?.setItem(CLAVE_CACHE_CARRITO, valor);
      } catch {
        // Memory copy kept above.
      }
    },
  };
}

export function crearRepositorioLocal(almacen: AlmacenLike | null): CarritoRepositorio {
  const storage = almacenSeguro(almacen);
  let raw = storage.leer();
  let cache = leerCache(raw);
  const listeners = new Set<() => void>();
  const notificar = () => {
    for (const listener of [...listeners]) listener();
  };
  const guardar = (siguiente: CacheCarritos) => {
    if (siguiente === cache) return;
    cache = siguiente;
    raw = escribirCache(siguiente);
    storage.escribir(raw);
    notificar();
  };
  return {
    snapshot: () => cache,
    lineas: (zona, pagina) =>
      cache.carritos.find((c) => c.zona === zona && c.pagina === pagina)?.lineas ?? [],
    contar: (zona, pagina) => contarLineas(cache, zona, pagina),
    agregar: (entrada, limiteMilli) => guardar(agregarLinea(cache, entrada, limiteMilli)),
    cambiar: (zona, pagina, productoId, cantidad) =>
      guardar(cambiarCantidad(cache, zona, pagina, productoId, cantidad)),
    vaciar: (zona, pagina) => guardar(vaciarCarrito(cache, zona, pagina)),
    quitarZona: (zona) => guardar(sinZona(cache, zona)),
    recargar() {
      const actual = storage.leer();
      if (actual === raw) return;
      raw = actual;
      cache = leerCache(actual);
      notificar();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
