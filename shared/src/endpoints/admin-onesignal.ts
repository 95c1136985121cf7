/** Back-office push segments and their notifications (spec §2 `onesignal`, ROLE_ONE_SIGNAL; decision 0032). */
import { HistorialQuerySchema, HistorialSchema } from '../contracts/admin.ts';
import {
  EnvioPushBodySchema,
  EnvioPushSchema,
  SegmentoBodySchema,
  SegmentoDetalleSchema,
  SegmentoListadoQuerySchema,
  SegmentoPaginaSchema,
  SegmentoParamsSchema,
} from '../contracts/admin-onesignal.ts';
import { accesoDe } from '../contracts/secciones-admin.ts';
import { endpoint } from './endpoint.ts';

const rol = accesoDe('onesignal');

export const adminOneSignal = {
  listar: endpoint({
    method: 'GET',
    path: '/admin/onesignal',
    summary: 'Los segmentos de las zonas de quien consulta, con sus clientes contados ahora',
    access: rol,
    query: SegmentoListadoQuerySchema,
    response: SegmentoPaginaSchema,
  }),
  registrar: endpoint({
    method: 'POST',
    path: '/admin/onesignal/registrar',
    summary: 'Registra un segmento: zona, tipo de usuario y compra reciente',
    access: { ...rol, zona: { body: 'zona' } },
    body: SegmentoBodySchema,
    response: SegmentoDetalleSchema,
    status: [201],
  }),
  leer: endpoint({
    method: 'GET',
    path: '/admin/onesignal/:segmento',
    summary: 'Un segmento (rol de su zona), sus clientes y sus últimos envíos',
    access: rol,
    params: SegmentoParamsSchema,
    response: SegmentoDetalleSchema,
  }),
  enviar: endpoint({
    method: 'POST',
    path: '/admin/onesignal/:segmento/enviar',
    summary:
      'Envía una notificación a los clientes del segmento por OneSignal (si está configurado); el envío queda registrado',
    access: rol,
    params: SegmentoParamsSchema,
    body: EnvioPushBodySchema,
    response: EnvioPushSchema,
    status: [201],
  }),
  historial: endpoint({
    method: 'GET',
    path: '/admin/onesignal/:segmento/historial',
    summary: 'Los cambios de un segmento',
    access: rol,
    params: SegmentoParamsSchema,
    query: HistorialQuerySchema,
    response: HistorialSchema,
  }),
};
