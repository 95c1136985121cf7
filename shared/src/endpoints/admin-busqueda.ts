/**
 * The back-office's search merchandising (issue 37, ROLE_PUBLICIDAD): the synonyms shoppers' words
 * map to and the query rules of each zone, with a preview of a query before and after. Synonyms are
 * the store's (one index for every zone); a rule belongs to a zone, so its entries also need the
 * zone's role: named in the query or the body, or, for an entry that reaches a rule by its id, the
 * rule's zone (read first).
 */

import { z } from '@mercado/shared/zod';
import { HistorialQuerySchema, HistorialSchema, paginadoSchema } from '../contracts/admin.ts';
import {
  BorrarBusquedaQuerySchema,
  OpcionesReglaSchema,
  ReglaBodySchema,
  ReglaEditarSchema,
  ReglaEstatusSchema,
  ReglaPaginaSchema,
  ReglaParamsSchema,
  ReglaSchema,
  ReglasQuerySchema,
  SinonimoBodySchema,
  SinonimoEditarSchema,
  SinonimoPaginaSchema,
  SinonimoParamsSchema,
  SinonimoSchema,
  SinonimosQuerySchema,
  VistaPreviaBusquedaQuerySchema,
  VistaPreviaBusquedaSchema,
} from '../contracts/admin-busqueda.ts';
import {
  ProductoBusquedaQuerySchema,
  ProductosElegiblesSchema,
  ZonaDelUsuarioSchema,
  ZonasAdminQuerySchema,
} from '../contracts/admin-publicidad.ts';
import { accesoDe } from '../contracts/secciones-admin.ts';
import { endpoint } from './endpoint.ts';

const rol = accesoDe('busqueda');
const Nada = z.object({});

export const adminBusqueda = {
  sinonimos: endpoint({
    method: 'GET',
    path: '/admin/busqueda/sinonimos',
    summary: 'Los sinónimos del buscador (de toda la tienda), por páginas',
    access: rol,
    query: SinonimosQuerySchema,
    response: SinonimoPaginaSchema,
  }),
  registrarSinonimo: endpoint({
    method: 'POST',
    path: '/admin/busqueda/sinonimos/registrar',
    summary: 'Registra un sinónimo (regular o de una vía)',
    access: rol,
    body: SinonimoBodySchema,
    response: SinonimoSchema,
    status: [201],
  }),
  sinonimo: endpoint({
    method: 'GET',
    path: '/admin/busqueda/sinonimos/:sinonimo',
    summary: 'Un sinónimo, para editarlo',
    access: rol,
    params: SinonimoParamsSchema,
    response: SinonimoSchema,
  }),
  editarSinonimo: endpoint({
    method: 'PUT',
    path: '/admin/busqueda/sinonimos/:sinonimo',
    summary: 'Guarda un sinónimo (409 si otra persona lo cambió)',
    access: rol,
    params: SinonimoParamsSchema,
    body: SinonimoEditarSchema,
    response: SinonimoSchema,
  }),
  borrarSinonimo: endpoint({
    method: 'DELETE',
    path: '/admin/busqueda/sinonimos/:sinonimo',
    summary: 'Borra un sinónimo (409 si otra persona lo cambió)',
    access: rol,
    params: SinonimoParamsSchema,
    query: BorrarBusquedaQuerySchema,
    response: Nada,
  }),
  historialSinonimo: endpoint({
    method: 'GET',
    path: '/admin/busqueda/sinonimos/:sinonimo/historial',
    summary: 'Los cambios de un sinónimo',
    access: rol,
    params: SinonimoParamsSchema,
    query: HistorialQuerySchema,
    response: HistorialSchema,
  }),
  zonas: endpoint({
    method: 'GET',
    path: '/admin/busqueda/zona',
    summary: 'Las zonas del usuario (cada una con sus reglas del buscador)',
    access: rol,
    query: ZonasAdminQuerySchema,
    response: paginadoSchema(ZonaDelUsuarioSchema),
  }),
  reglas: endpoint({
    method: 'GET',
    path: '/admin/busqueda/reglas',
    summary: 'Las reglas del buscador de una zona, por páginas',
    access: { ...rol, zona: { query: 'zona' } },
    query: ReglasQuerySchema,
    response: ReglaPaginaSchema,
  }),
  registrarRegla: endpoint({
    method: 'POST',
    path: '/admin/busqueda/reglas/registrar',
    summary: 'Registra una regla del buscador para una zona',
    access: { ...rol, zona: { body: 'zona' } },
    body: ReglaBodySchema,
    response: ReglaSchema,
    status: [201],
  }),
  regla: endpoint({
    method: 'GET',
    path: '/admin/busqueda/reglas/:regla',
    summary: 'Una regla del buscador, para editarla (rol de su zona)',
    access: rol,
    params: ReglaParamsSchema,
    response: ReglaSchema,
  }),
  editarRegla: endpoint({
    method: 'PUT',
    path: '/admin/busqueda/reglas/:regla',
    summary: 'Guarda una regla del buscador (409 si otra persona la cambió)',
    access: rol,
    params: ReglaParamsSchema,
    body: ReglaEditarSchema,
    response: ReglaSchema,
  }),
  estatusRegla: endpoint({
    method: 'PUT',
    path: '/admin/busqueda/reglas/:regla/estatus',
    summary: 'Activa o desactiva una regla del buscador',
    access: rol,
    params: ReglaParamsSchema,
    body: ReglaEstatusSchema,
    response: ReglaSchema,
  }),
  borrarRegla: endpoint({
    method: 'DELETE',
    path: '/admin/busqueda/reglas/:regla',
    summary: 'Borra una regla del buscador (409 si otra persona la cambió)',
    access: rol,
    params: ReglaParamsSchema,
    query: BorrarBusquedaQuerySchema,
    response: Nada,
  }),
  historialRegla: endpoint({
    method: 'GET',
    path: '/admin/busqueda/reglas/:regla/historial',
    summary: 'Los cambios de una regla del buscador',
    access: rol,
    params: ReglaParamsSchema,
    query: HistorialQuerySchema,
    response: HistorialSchema,
  }),
  opciones: endpoint({
    method: 'GET',
    path: '/admin/busqueda/opciones',
    summary: 'Las categorías activas y las marcas que una regla puede impulsar',
    access: rol,
    response: OpcionesReglaSchema,
  }),
  productos: endpoint({
    method: 'GET',
    path: '/admin/busqueda/productos',
    summary: 'Busca productos para destacar o esconder en una regla',
    access: rol,
    query: ProductoBusquedaQuerySchema,
    response: ProductosElegiblesSchema,
  }),
  vistaPrevia: endpoint({
    method: 'GET',
    path: '/admin/busqueda/vista-previa',
    summary: 'Los 10 primeros resultados de una búsqueda en una zona, sin y con sinónimos y reglas',
    access: { ...rol, zona: { query: 'zona' } },
    query: VistaPreviaBusquedaQuerySchema,
    response: VistaPreviaBusquedaSchema,
  }),
};
