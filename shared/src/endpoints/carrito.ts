/** The user's carts of a zone (issue 5, spec §7 Cart): three pages, lines, the coupon. */
import {
  CarritoCombinarRequestSchema,
  CarritoGuardadoSchema,
  CarritoGuardarRequestSchema,
  CarritoIndividualRequestSchema,
  CarritosZonaSchema,
  CarritoVistaSchema,
  ZonaPaginaParamsSchema,
} from '../contracts/carrito.ts';
import { IdParamsSchema, ZonaParamsSchema } from '../contracts/common.ts';
import { CuponCarritoParamsSchema } from '../contracts/cupon.ts';
import { endpoint } from './endpoint.ts';

export const carrito = {
  leerCarritos: endpoint({
    method: 'GET',
    path: '/usuario/carrito/zona/:zona',
    summary: 'Los tres carritos del usuario en la zona (creados al primer uso)',
    access: 'usuario',
    params: ZonaParamsSchema,
    response: CarritosZonaSchema,
  }),
  guardarCarrito: endpoint({
    method: 'POST',
    path: '/usuario/carrito/zona/:zona',
    summary: 'Reemplaza las líneas de un carrito',
    access: 'usuario',
    params: ZonaParamsSchema,
    body: CarritoGuardarRequestSchema,
    response: CarritoGuardadoSchema,
  }),
  guardarLinea: endpoint({
    method: 'POST',
    path: '/usuario/carrito/zona/:zona/individual',
    summary: 'Cambia la cantidad de una línea ("0" la quita)',
    access: 'usuario',
    params: ZonaParamsSchema,
    body: CarritoIndividualRequestSchema,
    response: CarritoGuardadoSchema,
  }),
  combinarCarrito: endpoint({
    method: 'POST',
    path: '/usuario/carrito/zona/:zona/combinar',
    summary: 'Une el carrito local del visitante al carrito guardado, al iniciar sesión',
    access: 'usuario',
    params: ZonaParamsSchema,
    body: CarritoCombinarRequestSchema,
    response: CarritoGuardadoSchema,
  }),
  limpiarCarrito: endpoint({
    method: 'GET',
    path: '/usuario/carrito/zona/:zona/:pagina/limpiarcarrito',
    summary: 'Vacía un carrito y le quita el cupón',
    access: 'usuario',
    params: ZonaPaginaParamsSchema,
    response: CarritoVistaSchema,
  }),
  aplicarCupon: endpoint({
    method: 'GET',
    path: '/usuario/carrito/:id/cupon/:code/aplicar',
    summary: 'Aplica un cupón al carrito',
    access: 'usuario',
    params: CuponCarritoParamsSchema,
    response: CarritoVistaSchema,
  }),
  quitarCupon: endpoint({
    method: 'DELETE',
    path: '/usuario/carrito/:id/cupon',
    summary: 'Quita el cupón del carrito',
    access: 'usuario',
    params: IdParamsSchema,
    response: CarritoVistaSchema,
  }),
};
