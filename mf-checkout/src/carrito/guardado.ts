/**
 * What the cart keeps in local storage beside the visitor's lines (issue 38, decision 0054), so an
 * offline visit shows the carts as they were: under the spec §9 cart cache key's name, one entry each
 * - ':servidor', the signed-in user's three carts of the zone as last read (one user and zone; gone
 *   at sign-out),
 * - ':productos', the product data of the visitor's lines by zone (name, image, price as last read),
 * - ':cola', the changes made offline and not sent yet (cola.ts).
 * A browser that refuses storage keeps none of it: the cart then works as before, online only.
 */
import type { CarritoVista, ProductoVista } from '@mercado/shared/contracts';
import { type CambioPendiente, leerCola } from './cola.ts';
import { CLAVE_CACHE_CARRITO } from './repositorio.ts';

export const CLAVE_SERVIDOR = `${CLAVE_CACHE_CARRITO}:servidor`;
export const CLAVE_PRODUCTOS = `${CLAVE_CACHE_CARRITO}:productos`;
export const CLAVE_COLA = `${CLAVE_CACHE_CARRITO}:cola`;

function leer(clave: string): unknown {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(clave);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function escribir(clave: string, valor: unknown): void {
  try {
    if (valor === null) localStorage.removeItem(clave);
    else localStorage.setItem(clave, JSON.stringify(valor));
  } catch {
    // No storage (private mode, quota): nothing kept for the next visit.
  }
}

// ---- the user's carts --------------------------------------------------------------------------

interface CarritosGuardados {
  /** `${uid}|${zona}`. */
  clave: string;
  carritos: CarritoVista[];
}

/** The carts of `clave` (`${uid}|${zona}`) as last read, or null. Shapes are the server's own. */
export function carritosGuardados(clave: string): CarritoVista[] | null {
  const v = leer(CLAVE_SERVIDOR) as Partial<CarritosGuardados> | null;
  return v?.clave === clave && Array.isArray(v.carritos) ? v.carritos : null;
}

export function guardarCarritos(clave: string, carritos: CarritoVista[]): void {
  escribir(CLAVE_SERVIDOR, { clave, carritos } satisfies CarritosGuardados);
}

/** Signing out: the user's carts leave this browser. */
export function olvidarCarritos(): void {
  escribir(CLAVE_SERVIDOR, null);
}

// ---- the visitor's products --------------------------------------------------------------------

/** The saved product data of a zone, by id. */
export function productosGuardados(zona: string): Map<number, ProductoVista> {
  const v = leer(CLAVE_PRODUCTOS) as Record<string, ProductoVista[]> | null;
  const lista = v && Array.isArray(v[zona]) ? (v[zona] as ProductoVista[]) : [];
  return new Map(lista.filter((p) => typeof p?.id === 'number').map((p) => [p.id, p]));
}

/** Keeps the data of the products the visitor's cart of `zona` holds (only those). */
export function guardarProductos(zona: string, productos: ProductoVista[]): void {
  const v = (leer(CLAVE_PRODUCTOS) as Record<string, ProductoVista[]> | null) ?? {};
  escribir(CLAVE_PRODUCTOS, { ...v, [zona]: productos });
}

// ---- the offline changes -----------------------------------------------------------------------

export const colaGuardada = (): CambioPendiente[] => {
  try {
    return leerCola(typeof localStorage === 'undefined' ? null : localStorage.getItem(CLAVE_COLA));
  } catch {
    return [];
  }
};

export function guardarCola(cola: readonly CambioPendiente[]): void {
  escribir(CLAVE_COLA, cola.length > 0 ? cola : null);
}
