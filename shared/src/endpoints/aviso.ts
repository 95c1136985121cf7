/**
 * The shopper's notices and back-in-stock alerts (issue 34): the account remote's notices slot reads
 * and marks them (and polls for new ones on the notifications path, issue 38), the storefront's
 * "Avísame cuando llegue" subscribes.
 */
import {
  AlertaStockParamsSchema,
  AlertaStockSchema,
  AlertasStockSchema,
  AvisosLeidosBodySchema,
  AvisosLeidosSchema,
  AvisosSchema,
  NovedadesQuerySchema,
  NovedadesSchema,
} from '../contracts/aviso.ts';
import { ZonaParamsSchema } from '../contracts/common.ts';
import { endpoint } from './endpoint.ts';

export const aviso = {
  sinLeer: endpoint({
    method: 'GET',
    path: '/usuario/aviso',
    summary: 'Los avisos del usuario sin leer (pedidos, productos que llegaron), del más reciente',
    access: 'usuario',
    response: AvisosSchema,
  }),
  novedades: endpoint({
    method: 'GET',
    // Under the notifications path (spec §7): a failed poll opens no error dialog or page.
    path: '/notificacion/aviso',
    summary:
      'Lo que la página abierta consulta cada 45 s: avisos sin leer, el último aviso y los nuevos desde el cursor',
    access: 'usuario',
    query: NovedadesQuerySchema,
    response: NovedadesSchema,
  }),
  marcarLeidos: endpoint({
    method: 'PUT',
    path: '/usuario/aviso/leido',
    summary: 'Marca como leídos avisos del usuario',
    access: 'usuario',
    body: AvisosLeidosBodySchema,
    response: AvisosLeidosSchema,
  }),
  alertas: endpoint({
    method: 'GET',
    path: '/usuario/alerta-stock/:zona',
    summary: 'Los productos de la zona de los que el usuario espera aviso de llegada',
    access: 'usuario',
    params: ZonaParamsSchema,
    response: AlertasStockSchema,
  }),
  suscribir: endpoint({
    method: 'PUT',
    path: '/usuario/alerta-stock/:zona/:producto',
    summary:
      'Avísame cuando llegue: un correo y un aviso cuando el producto vuelva a la zona (422 si tiene existencia)',
    access: 'usuario',
    params: AlertaStockParamsSchema,
    response: AlertaStockSchema,
  }),
  cancelar: endpoint({
    method: 'DELETE',
    path: '/usuario/alerta-stock/:zona/:producto',
    summary: 'Cancela el aviso de llegada de un producto en la zona',
    access: 'usuario',
    params: AlertaStockParamsSchema,
    response: AlertaStockSchema,
  }),
};
