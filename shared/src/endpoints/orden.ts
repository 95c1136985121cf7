/**
 * Checkout, orders and tracking (issue 5, spec §7 Orders), the staff's orders (of the zones of their
 * zone roles, every zone's without any), and the zones' sectors and the address form the checkout shows.
 */

import { z } from '@mercado/shared/zod';
import { ZonaPaginaParamsSchema } from '../contracts/carrito.ts';
import { IdParamsSchema } from '../contracts/common.ts';
import {
  DireccionFormDataSchema,
  FormPagoSchema,
  OrdenAdminPaginaSchema,
  OrdenAdminQuerySchema,
  OrdenAdminSchema,
  OrdenDetalleSchema,
  OrdenEstatusRequestSchema,
  OrdenPaginaParamsSchema,
  OrdenPaginaSchema,
  OrdenRegistradaSchema,
  OrdenRegistrarRequestSchema,
  RastreoSchema,
  ZonaSectoresSchema,
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
  rastreo: endpoint({
    method: 'GET',
    path: '/usuario/rastreo/listado',
    summary: 'El seguimiento de las órdenes abiertas del usuario',
    access: 'usuario',
    response: RastreoSchema,
  }),
  listarOrdenesAdmin: endpoint({
    method: 'GET',
    path: '/admin/orden',
    summary: 'Las órdenes de las zonas del usuario (de todas, sin roles de zona), de la más reciente',
    access: { roles: ['ROLE_PEDIDO'] },
    query: OrdenAdminQuerySchema,
    response: OrdenAdminPaginaSchema,
  }),
  leerOrdenAdmin: endpoint({
    method: 'GET',
    path: '/admin/orden/:id/full',
    summary: 'Una orden con su cliente y las otras órdenes pagadas con la misma referencia',
    access: { roles: ['ROLE_PEDIDO'] },
    params: IdParamsSchema,
    response: OrdenAdminSchema,
  }),
  cambiarEstatus: endpoint({
    method: 'PUT',
    path: '/admin/orden/:id/estatus',
    summary: 'Cambia el estatus de una orden de las zonas del usuario (solo las transiciones permitidas)',
    access: { roles: ['ROLE_PEDIDO'] },
    params: IdParamsSchema,
    body: OrdenEstatusRequestSchema,
    response: OrdenAdminSchema,
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
