/**
 * Back-office orders (spec §2 `pedido`, ROLE_PEDIDO; issue 19): the list with its filters and what is
 * new, one order in full, and its status changes. Within the zones of the caller's zone roles (every
 * zone's without any): another zone's order is 404, naming another zone 403.
 */

import {
  OrdenAdminPaginaSchema,
  OrdenAdminQuerySchema,
  OrdenAdminSchema,
  OrdenDataFiltroSchema,
  OrdenEstatusRequestSchema,
  OrdenesNuevasQuerySchema,
  OrdenesNuevasSchema,
} from '../contracts/admin-pedido.ts';
import { IdParamsSchema } from '../contracts/common.ts';
import { accesoDe } from '../contracts/secciones-admin.ts';
import { endpoint } from './endpoint.ts';

const rol = accesoDe('pedido');

export const adminPedido = {
  dataFiltro: endpoint({
    method: 'GET',
    path: '/admin/orden/datafiltro',
    summary:
      'Las opciones de los filtros del listado de pedidos (zonas del usuario, estatus, pagos, horarios)',
    access: rol,
    response: OrdenDataFiltroSchema,
  }),
  listarOrdenesAdmin: endpoint({
    method: 'GET',
    path: '/admin/orden',
    summary: 'Los pedidos de las zonas del usuario, filtrados, ordenados y por páginas (50)',
    access: rol,
    query: OrdenAdminQuerySchema,
    response: OrdenAdminPaginaSchema,
  }),
  ordenesNuevas: endpoint({
    method: 'GET',
    path: '/admin/orden/nuevas',
    summary: 'Cuántos pedidos con los mismos filtros llegaron después del más reciente mostrado',
    access: rol,
    query: OrdenesNuevasQuerySchema,
    response: OrdenesNuevasSchema,
  }),
  leerOrdenAdmin: endpoint({
    method: 'GET',
    path: '/admin/orden/:id/full',
    summary: 'Un pedido completo: líneas, cliente, pagos con su referencia, montos, vuelto e historial',
    access: rol,
    params: IdParamsSchema,
    response: OrdenAdminSchema,
  }),
  cambiarEstatus: endpoint({
    method: 'PUT',
    path: '/admin/orden/:id/estatus',
    summary:
      'Cambia el estatus de un pedido (solo las transiciones permitidas; 409 si cambió mientras tanto)',
    access: rol,
    params: IdParamsSchema,
    body: OrdenEstatusRequestSchema,
    response: OrdenAdminSchema,
  }),
};
