/**
 * Checkout, orders and tracking (issue 5, spec §7 Orders), and the zones' sectors and the address form
 * the checkout shows. The staff's orders are admin-pedido.ts.
 */

import { z } from '@mercado/shared/zod';
import { ZonaPaginaParamsSchema } from '../contracts/carrito.ts';
import {
  DireccionFormDataSchema,
  FormPagoSchema,
  OrdenRegistrarRequestSchema,
  ZonaSectoresSchema,
} from '../contracts/checkout.ts';
import { IdParamsSchema } from '../contracts/common.ts';
import {
  OrdenDetalleSchema,
  OrdenesSinPagarSchema,
  OrdenPaginaParamsSchema,
  OrdenPaginaSchema,
  OrdenRegistradaSchema,
  RastreoSchema,
  ZonaSectorQuerySchema,
} from '../contracts/orden.ts';
import { endpoint } from './endpoint.ts';

export const orden = {
  formPago: endpoint({
    method: 'GET',
    path: '/usuario/orden/zona/:zona/pagina/:pagina/formpago',
    summary: 'Todo lo que la página de pago necesita para un carrito',
    access: 'usuario',
    params: ZonaPaginaParamsSchema,
    response: FormPagoSchema,
  }),
  registrarOrden: endpoint({
    method: 'POST',
    path: '/usuario/orden/zona/:zona/pagina/:pagina/registrar',
    summary: 'Registra la orden de un carrito (atómica e idempotente: 200 si la clave ya la registró)',
    access: 'usuario',
    params: ZonaPaginaParamsSchema,
    body: OrdenRegistrarRequestSchema,
    response: OrdenRegistradaSchema,
    status: [201, 200],
  }),
  listarOrdenes: endpoint({
    method: 'GET',
    path: '/usuario/orden/pagina/:n',
    summary: 'Las órdenes del usuario, de la más reciente, por páginas',
    access: 'usuario',
    params: OrdenPaginaParamsSchema,
    response: OrdenPaginaSchema,
  }),
  leerOrden: endpoint({
    method: 'GET',
    path: '/usuario/orden/:id/usuario',
    summary: 'Una orden del usuario',
    access: 'usuario',
    params: IdParamsSchema,
    response: OrdenDetalleSchema,
  }),
  sinPagar: endpoint({
    method: 'GET',
    path: '/usuario/orden/sin-pagar',
    summary: 'Las órdenes abiertas del usuario aún sin pagar, y cuántas puede tener (decisión 0034)',
    access: 'usuario',
    response: OrdenesSinPagarSchema,
  }),
  rastreo: endpoint({
    method: 'GET',
    path: '/usuario/rastreo/listado',
    summary: 'El seguimiento de las órdenes abiertas del usuario',
    access: 'usuario',
    response: RastreoSchema,
  }),
  zonaSectores: endpoint({
    method: 'GET',
    path: '/api/zona/sector',
    summary: 'Las áreas y sectores de las zonas activas (o de una)',
    access: 'publico',
    query: ZonaSectorQuerySchema,
    response: z.array(ZonaSectoresSchema),
  }),
  direccionFormData: endpoint({
    method: 'GET',
    path: '/api/website/direccion/formdata',
    summary: 'Los datos del formulario de dirección (con las direcciones del usuario, si inició sesión)',
    access: 'publico',
    response: DireccionFormDataSchema,
  }),
};
