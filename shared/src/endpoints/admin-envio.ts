/**
 * The back-office's envio section (issue 35, spec §2 `envio`, ROLE_ENVIO): shipping rules per zone and
 * area. Every entry needs ROLE_ENVIO and the role of the zone it touches: named in the query or the
 * body, or, for an entry that reaches a rule by its id, the rule's zone (checked before the body).
 */
import { EstatusBodySchema, HistorialQuerySchema, HistorialSchema } from '../contracts/admin.ts';
import {
  EnvioFormDataSchema,
  EnvioListadoQuerySchema,
  EnvioParamsSchema,
  EnvioReglaBodySchema,
  EnvioReglaEditarSchema,
  EnvioReglaPaginaSchema,
  EnvioReglaSchema,
} from '../contracts/admin-envio.ts';
import { accesoDe } from '../contracts/secciones-admin.ts';
import { endpoint } from './endpoint.ts';

const rol = accesoDe('envio');

export const adminEnvio = {
  listar: endpoint({
    method: 'GET',
    path: '/admin/envio',
    summary: 'Las reglas de envío de una zona (la de toda la zona y las de sus áreas), por páginas',
    access: { ...rol, zona: { query: 'zona' } },
    query: EnvioListadoQuerySchema,
    response: EnvioReglaPaginaSchema,
  }),
  formRegistrar: endpoint({
    method: 'GET',
    path: '/admin/envio/formregistrar',
    summary: 'Las zonas del usuario y sus áreas, cada una con su regla si ya la tiene',
    access: rol,
    response: EnvioFormDataSchema,
  }),
  registrar: endpoint({
    method: 'POST',
    path: '/admin/envio/registrar',
    summary: 'Registra la regla de envío de una zona o de un área (una por zona y por área)',
    access: { ...rol, zona: { body: 'zona' } },
    body: EnvioReglaBodySchema,
    response: EnvioReglaSchema,
    status: [201],
  }),
  formEditar: endpoint({
    method: 'GET',
    path: '/admin/envio/:envio/formeditar',
    summary: 'Una regla de envío, para editarla (rol de su zona)',
    access: rol,
    params: EnvioParamsSchema,
    response: EnvioReglaSchema,
  }),
  editar: endpoint({
    method: 'PUT',
    path: '/admin/envio/:envio',
    summary: 'Guarda los tramos y el beneficio PRIME de una regla (409 si otra persona la cambió)',
    access: rol,
    params: EnvioParamsSchema,
    body: EnvioReglaEditarSchema,
    response: EnvioReglaSchema,
  }),
  estatus: endpoint({
    method: 'PUT',
    path: '/admin/envio/:envio/estatus',
    summary: 'Activa o desactiva una regla (inactiva no se aplica: un área paga como su zona)',
    access: rol,
    params: EnvioParamsSchema,
    body: EstatusBodySchema,
    response: EnvioReglaSchema,
  }),
  historial: endpoint({
    method: 'GET',
    path: '/admin/envio/:envio/historial',
    summary: 'Los cambios de una regla de envío',
    access: rol,
    params: EnvioParamsSchema,
    query: HistorialQuerySchema,
    response: HistorialSchema,
  }),
};
