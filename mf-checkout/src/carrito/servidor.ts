/**
 * The cart calls (spec §7 Cart), validated with the shared zod contracts. Loaded on first use by
 * the cart core, never on the mini-cart's first paint. The cart shows their errors inline; session
 * expiry is the platform's.
 */
import {
  type CarritoGuardado,
  CarritoGuardadoSchema,
  type CarritosZona,
  CarritosZonaSchema,
  type CarritoVista,
  CarritoVistaSchema,
} from '@mercado/shared/contracts';
import { platform } from '@mercado/shared/platform';
import { z } from '@mercado/shared/zod';

const http = () => platform.services.http;
const seg = encodeURIComponent;
const base = (zona: string) => `/usuario/carrito/zona/${seg(zona)}`;

export interface LineaEntrada {
  producto: number;
  cantidad: string;
}

export async function obtenerCarritos(zona: string): Promise<CarritoVista[]> {
  const r = await http().getJson(base(zona), CarritosZonaSchema);
  return r.carritos;
}

export function guardarLinea(
  zona: string,
  pagina: number,
  producto: number,
  cantidad: string,
): Promise<CarritoGuardado> {
  return http().postJson(`${base(zona)}/individual`, { pagina, producto, cantidad }, CarritoGuardadoSchema);
}

export function guardarCarrito(
  zona: string,
  pagina: number,
  lineas: LineaEntrada[],
): Promise<CarritoGuardado> {
  return http().postJson(base(zona), { pagina, carritoDetalle: lineas }, CarritoGuardadoSchema);
}

export function combinar(zona: string, lineas: LineaEntrada[]): Promise<CarritoGuardado> {
  return http().postJson(
    `${base(zona)}/combinar`,
    { pagina: 0, carritoDetalle: lineas },
    CarritoGuardadoSchema,
  );
}

const LimpiarSchema = z.union([CarritosZonaSchema, CarritoVistaSchema]);

/** Empties cart `pagina`; the carts as they are now. */
export async function limpiar(zona: string, pagina: number): Promise<CarritoVista[]> {
  const r: CarritosZona | CarritoVista = await http().getJson(
    `${base(zona)}/${pagina}/limpiarcarrito`,
    LimpiarSchema,
  );
  return 'carritos' in r ? r.carritos : [r];
}

export function aplicarCupon(carritoId: number, codigo: string): Promise<CarritoVista> {
  return http().getJson(
    `/usuario/carrito/${carritoId}/cupon/${seg(codigo.trim().toUpperCase())}/aplicar`,
    CarritoVistaSchema,
  );
}

export function quitarCupon(carritoId: number): Promise<CarritoVista> {
  return http().del(`/usuario/carrito/${carritoId}/cupon`, CarritoVistaSchema);
}
