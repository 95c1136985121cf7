/**
 * Back-office quick lists per zone (issue 18, `lista-rapida/zona`): ROLE_LISTA_RAPIDA and the zone's
 * role, from the URL or from the list's zone (the service checks it). Saves name the version they
 * opened (409 when stale) and are audited; the store shows a saved list at once.
 */
import {
  DisponibleSchema,
  EstatusBodySchema,
  HistorialParamsSchema,
  HistorialQuerySchema,
  HistorialSchema,
  paginadoSchema,
} from '../contracts/admin.ts';
import {
  ListaRapidaAdminSchema,
  ListaRapidaBodySchema,
  ListaRapidaEditarBodySchema,
  ListasRapidasAdminSchema,
  ListasRapidasQuerySchema,
} from '../contracts/admin-lista-rapida.ts';
import {
  GuardadoSchema,
  ImagenGuardadaSchema,
  ProductoBusquedaQuerySchema,
  ProductosElegiblesSchema,
  VerificarSlugQuerySchema,
  VersionQuerySchema,
  ZonaDelUsuarioSchema,
  ZonaPathSchema,
  ZonasAdminQuerySchema,
} from '../contracts/admin-publicidad.ts';
import { IdParamsSchema } from '../contracts/common.ts';
import { accesoDe } from '../contracts/secciones-admin.ts';
import { endpoint } from './endpoint.ts';

const porRegistro = accesoDe('lista-rapida');
const porZona = { ...porRegistro, zona: { params: 'zona' } } as const;

export const adminListaRapida = {
  zonas: endpoint({
    method: 'GET',
    path: '/admin/lista-rapida/zona',
    summary: 'Las zonas del usuario',
    access: porRegistro,
    query: ZonasAdminQuerySchema,
    response: paginadoSchema(ZonaDelUsuarioSchema),
  }),
  listas: endpoint({
    method: 'GET',
    path: '/admin/lista-rapida/zona/:zona',
    summary: 'Las listas rápidas de la zona',
    access: porZona,
    params: ZonaPathSchema,
    query: ListasRapidasQuerySchema,
    response: ListasRapidasAdminSchema,
  }),
  verificar: endpoint({
    method: 'GET',
    path: '/admin/lista-rapida/zona/:zona/verificar',
    summary: 'Si un slug de lista rápida está libre en la zona',
    access: porZona,
    params: ZonaPathSchema,
    query: VerificarSlugQuerySchema,
    response: DisponibleSchema,
  }),
  registrar: endpoint({
    method: 'POST',
    path: '/admin/lista-rapida/zona/:zona',
    summary: 'Crea una lista rápida con sus productos y cantidades',
    access: porZona,
    params: ZonaPathSchema,
    body: ListaRapidaBodySchema,
    response: GuardadoSchema,
    status: [201],
  }),
  lista: endpoint({
    method: 'GET',
    path: '/admin/lista-rapida/:id',
    summary: 'Una lista rápida con sus productos',
    access: porRegistro,
    params: IdParamsSchema,
    response: ListaRapidaAdminSchema,
  }),
  editar: endpoint({
    method: 'PUT',
    path: '/admin/lista-rapida/:id',
    summary: 'Edita una lista rápida y sus productos',
    access: porRegistro,
    params: IdParamsSchema,
    body: ListaRapidaEditarBodySchema,
    response: GuardadoSchema,
  }),
  estatus: endpoint({
    method: 'PUT',
    path: '/admin/lista-rapida/:id/estatus',
    summary: 'Activa o desactiva una lista rápida',
    access: porRegistro,
    params: IdParamsSchema,
    body: EstatusBodySchema,
    response: GuardadoSchema,
  }),
  subirImagen: endpoint({
    method: 'PUT',
    path: '/admin/lista-rapida/:id/imagen',
    summary: 'Sube la imagen de una lista rápida',
    access: porRegistro,
    params: IdParamsSchema,
    query: VersionQuerySchema,
    subida: true,
    response: ImagenGuardadaSchema,
  }),
  historial: endpoint({
    method: 'GET',
    path: '/admin/lista-rapida/:id/historial',
    summary: 'Los cambios de una lista rápida',
    access: porRegistro,
    params: HistorialParamsSchema,
    query: HistorialQuerySchema,
    response: HistorialSchema,
  }),
  productos: endpoint({
    method: 'GET',
    path: '/admin/lista-rapida/producto',
    summary: 'Busca productos para una lista rápida',
    access: porRegistro,
    query: ProductoBusquedaQuerySchema,
    response: ProductosElegiblesSchema,
  }),
};
