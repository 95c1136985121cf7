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
import { OrdenUsuarioSchema, RepetirOrdenBodySchema, RepetirOrdenSchema } from '../contracts/mis-pedidos.ts';
import {
  OrdenesSinPagarSchema,
  OrdenPaginaParamsSchema,
  OrdenPaginaQuerySchema,
  OrdenPaginaSchema,
  OrdenReferenciaRequestSchema,
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
    summary: 'Las órdenes del usuario, de la más reciente, por páginas (o solo las de un estatus)',
    access: 'usuario',
    params: OrdenPaginaParamsSchema,
    query: OrdenPaginaQuerySchema,
    response: OrdenPaginaSchema,
  }),
  leerOrden: endpoint({
    method: 'GET',
    path: '/usuario/orden/:id/usuario',
    summary: 'Una orden del usuario, con lo que cambió la preparación y los reintegros a su saldo',
    access: 'usuario',
    params: IdParamsSchema,
    response: OrdenUsuarioSchema,
  }),
  registrarReferencia: endpoint({
    method: 'POST',
    path: '/usuario/orden/:id/referencia',
    summary:
      'Ya pagué: guarda la referencia del pago de una orden por verificar, para que el personal la verifique',
    access: 'usuario',
    params: IdParamsSchema,
    body: OrdenReferenciaRequestSchema,
    response: OrdenUsuarioSchema,
  }),
  repetirOrden: endpoint({
    method: 'POST',
    path: '/usuario/orden/:id/repetir',
    summary:
      'Pone en un carrito los productos de la orden disponibles en la zona, a precios de hoy (atómico)',
    access: 'usuario',
    params: IdParamsSchema,
    body: RepetirOrdenBodySchema,
    response: RepetirOrdenSchema,
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
