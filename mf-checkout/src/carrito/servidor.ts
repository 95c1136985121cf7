/**
 * The cart calls (spec §7 Cart): the endpoint table's cart domain, through the typed client. Loaded on first use by
 * the cart core, never on the mini-cart's first paint. The cart shows their errors inline; session
 * expiry is the platform's.
 */
import type { CarritoGuardado, CarritoVista } from '@mercado/shared/contracts';
import { carrito } from '@mercado/shared/endpoints/carrito';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';

const api = createApiClient({ carrito }, () => platform.services.http);

export interface LineaEntrada {
  producto: number;
  cantidad: string;
}

export async function obtenerCarritos(zona: string): Promise<CarritoVista[]> {
  const r = await api.carrito.leerCarritos({ zona });
  return r.carritos;
}

export function guardarLinea(
  zona: string,
  pagina: number,
  producto: number,
  cantidad: string,
): Promise<CarritoGuardado> {
  return api.carrito.guardarLinea({ zona, pagina, producto, cantidad });
}

export function guardarCarrito(
  zona: string,
  pagina: number,
  lineas: LineaEntrada[],
): Promise<CarritoGuardado> {
  return api.carrito.guardarCarrito({ zona, pagina, carritoDetalle: lineas });
}

/** Adds `lineas` to cart `pagina` (the visitor's cart at sign-in; the adds made offline). */
export function combinar(zona: string, lineas: LineaEntrada[], pagina = 0): Promise<CarritoGuardado> {
  return api.carrito.combinarCarrito({ zona, pagina, carritoDetalle: lineas });
}

/** Empties cart `pagina`; the carts it changed (that one, as it is now). */
export async function limpiar(zona: string, pagina: number): Promise<CarritoVista[]> {
  return [await api.carrito.limpiarCarrito({ zona, pagina })];
}

export function aplicarCupon(carritoId: number, codigo: string): Promise<CarritoVista> {
  return api.carrito.aplicarCupon({ id: carritoId, code: codigo.trim().toUpperCase() });
}

export function quitarCupon(carritoId: number): Promise<CarritoVista> {
  return api.carrito.quitarCupon({ id: carritoId });
}
