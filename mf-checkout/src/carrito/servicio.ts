/**
 * The cart owner's side of the platform bus. One instance per page for this remote (module state
 * shared by its minicart, panels and app parcels), connected while any of them is mounted so a
 * 'carrito:agregar' is handled exactly once.
 */
import { platform } from '@mercado/shared/platform';
import { useSyncExternalStore } from 'react';
import type { LineaCarrito } from './modelo.ts';
import {
  type AlmacenLike,
  type CarritoRepositorio,
  CLAVE_CACHE_CARRITO,
  crearRepositorioLocal,
} from './repositorio.ts';

function almacenDelNavegador(): AlmacenLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const carrito: CarritoRepositorio = crearRepositorioLocal(almacenDelNavegador());

export const MENSAJE_SOLO_CARRITO_1 = 'Inicie sesión o regístrese para usar los carritos 2 y 3.';

function anunciar(zona: string, pagina: number) {
  platform.bus.emit('carrito:actualizado', { zona, pagina, cantidadItems: carrito.contar(zona, pagina) });
}

/** Applies changes and tells the page (mini-cart count) and the other tabs. */
export function cambiarLinea(zona: string, pagina: number, productoId: number, cantidad: string): void {
  carrito.cambiar(zona, pagina, productoId, cantidad);
  anunciar(zona, pagina);
}

let conexiones = 0;
let desconectar: (() => void) | null = null;

function instalar(): () => void {
  const offAgregar = platform.bus.on('carrito:agregar', ({ zona, pagina, productoId, cantidad }) => {
    // Spec §1: anonymous visitors may use only cart 1.
    if (pagina > 0 && !platform.session.get()) {
      platform.bus.emit('carrito:resultado', { productoId, ok: false, mensaje: MENSAJE_SOLO_CARRITO_1 });
      return;
    }
    carrito.agregar({ zona, pagina, productoId, cantidad });
    anunciar(zona, pagina);
    platform.bus.emit('carrito:resultado', { productoId, ok: true });
  });
  // Another tab changed its cart: the storage is the truth, read it again.
  const offActualizado = platform.bus.on('carrito:actualizado', () => carrito.recargar());
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CLAVE_CACHE_CARRITO) carrito.recargar();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    offAgregar();
    offActualizado();
    window.removeEventListener('storage', onStorage);
  };
}

/** Called from each parcel's mount effect; returns its disconnect. */
export function conectarCarrito(): () => void {
  conexiones += 1;
  if (conexiones === 1) desconectar = instalar();
  let hecho = false;
  return () => {
    if (hecho) return;
    hecho = true;
    conexiones -= 1;
    if (conexiones === 0) {
      desconectar?.();
      desconectar = null;
    }
  };
}

export function useLineas(zona: string | undefined, pagina: number): LineaCarrito[] {
  const cache = useSyncExternalStore(carrito.subscribe, carrito.snapshot, carrito.snapshot);
  if (!zona) return [];
  return cache.carritos.find((c) => c.zona === zona && c.pagina === pagina)?.lineas ?? [];
}
