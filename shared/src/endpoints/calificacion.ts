/**
 * The ratings of delivered orders (spec /calificaciones, "rate delivered orders"): a domain of its
 * own, beside the orders' (`orden.ts`), so the account remote's ratings page carries these schemas and
 * not the checkout's. Staff read an order's rating in its full view (`admin-pedido.ts`).
 */
import {
  CalificacionesPendientesSchema,
  CalificacionRegistradaSchema,
  CalificarBodySchema,
} from '../contracts/calificacion.ts';
import { endpoint } from './endpoint.ts';

export const calificacion = {
  pendientes: endpoint({
    method: 'GET',
    path: '/usuario/orden/calificacion/pendiente',
    summary: 'Los pedidos entregados del usuario que aún puede calificar, del más reciente',
    access: 'usuario',
    response: CalificacionesPendientesSchema,
  }),
  calificar: endpoint({
    method: 'POST',
    path: '/usuario/orden/calificacion',
    summary: 'Califica un pedido entregado del usuario (una sola vez: 409 si ya lo calificó)',
    access: 'usuario',
    body: CalificarBodySchema,
    response: CalificacionRegistradaSchema,
    status: [201],
  }),
};
