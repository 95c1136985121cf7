/**
 * The cart state of the page (decision 0012): one atom in the checkout's own jotai store, which its
 * mini-cart, panels and pages read (they share this module), the visitor's local cart and the open
 * cart kept across reloads, and what the header counts.
 */

import type { AjusteLinea, CarritoVista } from '@mercado/shared/contracts';
import { platform } from '@mercado/shared/platform';
import { atom, createStore, useAtomValue } from 'jotai';
import { type CambioPendiente, cambiosDe, lineasConCambios } from './cola.ts';
import { colaGuardada } from './guardado.ts';
import { type CacheCarritos, lineasDe, PAGINAS_CARRITO } from './modelo.ts';
import { type AlmacenLike, crearRepositorioLocal } from './repositorio.ts';

export const MENSAJE_SOLO_CARRITO_1 = 'Inicie sesión o regístrese para usar los carritos 2 y 3.';
/** Spec §8: a cart write the server refused (422) or could not be read. */
export const MENSAJE_ERROR_CARRITO = 'Error con la información del Carrito, por favor intente nuevamente';
export const MENSAJE_ACTUALIZADO = 'Carrito actualizado';

/** The server changed lines on its own (spec §8 'Carrito actualizado'). */
export interface Aviso {
  zona: string;
  pagina: number;
  mensaje: string;
  ajustes: AjusteLinea[];
}

/** A change sent and not answered yet: the count shows it already. */
export interface Pendiente {
  pagina: number;
  productoId: number;
  presente: boolean;
}

export interface EstadoServidor {
  /** `${uid}|${zona}` the carts belong to. */
  clave: string;
  zona: string;
  estado: 'cargando' | 'listo' | 'error';
  /** By pagina (0..2); null until the first answer. */
  carritos: CarritoVista[] | null;
  error: string | null;
}

export interface EstadoCarritos {
  /** The zone of the page (from the parcels' params). */
  zona: string | null;
  /** The cart the shopper has open (0..2); products from the storefront go here. */
  paginaActiva: number;
  local: CacheCarritos;
  servidor: EstadoServidor | null;
  pendientes: Pendiente[];
  /** The changes made offline, not sent yet (kept in local storage: guardado.ts). */
  cola: CambioPendiente[];
  /** Writes in flight. */
  escribiendo: number;
  aviso: Aviso | null;
  /** Last failed write, shown in the cart panel. */
  error: { zona: string; pagina: number; mensaje: string } | null;
  /** The local cart is being merged after login. */
  combinando: boolean;
  /** What the merge at sign-in did (issue 36), shown once until closed. */
  combinado: Combinado | null;
}

/** The notice of the merge at sign-in: one sentence per product, or why it has to wait. */
export interface Combinado {
  zona: string;
  titulo: string;
  lineas: string[];
  /** Not merged yet: the products stay in this browser for the next try. */
  fallo: boolean;
}

function almacenDelNavegador(): AlmacenLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const local = crearRepositorioLocal(almacenDelNavegador());

/**
 * The cart the signed-in shopper has open, kept across reloads and shared by the tabs (a product
 * opened in a new tab goes to the same cart). Not a spec §9 key: it holds no data, only a choice.
 */
export const CLAVE_CARRITO_ACTIVO = 'carrito-activo';

export function leerActiva(): number {
  try {
    const n = Number(almacenDelNavegador()?.getItem(CLAVE_CARRITO_ACTIVO) ?? '0');
    return Number.isInteger(n) && n >= 0 && n < PAGINAS_CARRITO ? n : 0;
  } catch {
    return 0;
  }
}

export function guardarActiva(pagina: number) {
  try {
    const almacen = almacenDelNavegador() as (AlmacenLike & { removeItem?(k: string): void }) | null;
    if (pagina === 0) almacen?.removeItem?.(CLAVE_CARRITO_ACTIVO);
    else almacen?.setItem(CLAVE_CARRITO_ACTIVO, String(pagina));
  } catch {
    // The choice lives in memory for this page.
  }
}

/** The checkout's store: one cart state for its mini-cart, panels and pages (they share this module). */
export const almacenCarrito = createStore();

export const estadoCarritos = atom<EstadoCarritos>({
  zona: null,
  paginaActiva: leerActiva(),
  local: local.snapshot(),
  servidor: null,
  pendientes: [],
  cola: colaGuardada(),
  escribiendo: 0,
  aviso: null,
  error: null,
  combinando: false,
  combinado: null,
});

/** Orders placed in this page's life: the tracking panel's list is read again after one. */
export const pedidosHechos = atom(0);

export const leerEstado = (): EstadoCarritos => almacenCarrito.get(estadoCarritos);

export const actualizar = (
  cambio: Partial<EstadoCarritos> | ((e: EstadoCarritos) => Partial<EstadoCarritos>),
) =>
  almacenCarrito.set(estadoCarritos, (e) => ({
    ...e,
    ...(typeof cambio === 'function' ? cambio(e) : cambio),
  }));

/** The calls and their schemas, loaded on first use (they are not on the mini-cart's path). */
export const servidor = () => import('./servidor.ts');
export const sesion = () => platform.session.get();

// ---- reading -----------------------------------------------------------------------------------

/** The server cart `pagina` of the zone, when loaded. */
export function carritoServidor(e: EstadoCarritos, zona: string, pagina: number): CarritoVista | null {
  if (e.servidor?.zona !== zona) return null;
  return e.servidor.carritos?.[pagina] ?? null;
}

/** A user's cart lines (id + quantity) with the changes made offline applied (cola.ts). */
export function lineasConCola(e: EstadoCarritos, zona: string, pagina: number) {
  const lineas = (carritoServidor(e, zona, pagina)?.lineas ?? []).map((l) => ({
    productoId: l.producto.id,
    cantidad: l.cantidad,
  }));
  const uid = sesion()?.uid;
  return uid ? lineasConCambios(lineas, cambiosDe(e.cola, uid, zona, pagina)) : lineas;
}

/**
 * Products in a cart as the header counts them: the local cart for a visitor; for a user, the
 * server's lines with the changes still travelling (pendientes) or made offline (cola) applied.
 */
export function contarProductos(e: EstadoCarritos, zona: string, pagina: number, conSesion: boolean): number {
  if (!conSesion) return pagina === 0 ? lineasDe(e.local, zona, pagina).length : 0;
  const ids = new Set(lineasConCola(e, zona, pagina).map((l) => l.productoId));
  for (const p of e.pendientes) {
    if (p.pagina !== pagina) continue;
    if (p.presente) ids.add(p.productoId);
    else ids.delete(p.productoId);
  }
  return ids.size;
}

export function useCarritos(): EstadoCarritos {
  return useAtomValue(estadoCarritos, { store: almacenCarrito });
}

/** Tells the header and the other tabs the cart's count ('carrito:actualizado'). */
export function anunciar(zona: string, pagina: number) {
  const e = leerEstado();
  platform.bus.emit('carrito:actualizado', {
    zona,
    pagina,
    cantidadItems: contarProductos(e, zona, pagina, sesion() !== null),
  });
}
