/**
 * The back-office's vuelto section (issue 35, spec §2 `vuelto`, ROLE_TARJETA): change owed to
 * customers and its settlement. No zone in the URLs: a change belongs to its order's zone, and a staff
 * member holding zone roles reaches only those zones' (`alcanceDeZonas`, as orders do).
 */
import { HistorialQuerySchema, HistorialSchema } from '../contracts/admin.ts';
import {
  VueltoDataFiltroSchema,
  VueltoLiquidarBodySchema,
  VueltoListadoQuerySchema,
  VueltoPaginaSchema,
  VueltoParamsSchema,
  VueltoRegistrarBodySchema,
  VueltoRegistroSchema,
} from '../contracts/admin-vuelto.ts';
import { accesoDe } from '../contracts/secciones-admin.ts';
import { endpoint } from './endpoint.ts';

const acceso = accesoDe('vuelto');

export const adminVuelto = {
  listar: endpoint({
    method: 'GET',
    path: '/admin/vuelto',
    summary: 'El vuelto debido y liquidado, por páginas, con lo pendiente por zona y por repartidor',
    access: acceso,
    query: VueltoListadoQuerySchema,
    response: VueltoPaginaSchema,
  }),
  dataFiltro: endpoint({
    method: 'GET',
    path: '/admin/vuelto/datafiltro',
    summary: 'Las zonas y los repartidores por los que se puede filtrar la lista',
    access: acceso,
    response: VueltoDataFiltroSchema,
  }),
  registrar: endpoint({
    method: 'POST',
    path: '/admin/vuelto',
    summary: 'Registra un vuelto de un pedido a mano: monto, motivo y explicación (uno por pedido y motivo)',
    access: acceso,
    body: VueltoRegistrarBodySchema,
    response: VueltoRegistroSchema,
  }),
  leer: endpoint({
    method: 'GET',
    path: '/admin/vuelto/:vuelto',
    summary: 'Un vuelto con su pedido, su cliente y sus montos en USD y en bolívares a la tasa del pedido',
    access: acceso,
    params: VueltoParamsSchema,
    response: VueltoRegistroSchema,
  }),
  liquidar: endpoint({
    method: 'PUT',
    path: '/admin/vuelto/:vuelto/liquidar',
    summary:
      'Liquida un vuelto una sola vez: al saldo del cliente o pagado en efectivo por quien se indica (409 si ya fue liquidado)',
    access: acceso,
    params: VueltoParamsSchema,
    body: VueltoLiquidarBodySchema,
    response: VueltoRegistroSchema,
  }),
  historial: endpoint({
    method: 'GET',
    path: '/admin/vuelto/:vuelto/historial',
    summary: 'Los cambios de un vuelto',
    access: acceso,
    params: VueltoParamsSchema,
    query: HistorialQuerySchema,
    response: HistorialSchema,
  }),
};
