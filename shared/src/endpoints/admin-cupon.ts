/** The back-office's cupon section (issue 35, spec §7 "Coupons"): coupons and their use; ROLE_CUPON. */

import {
  DisponibleSchema,
  EstatusBodySchema,
  HistorialParamsSchema,
  HistorialQuerySchema,
  HistorialSchema,
} from '../contracts/admin.ts';
import {
  CuponAdminSchema,
  CuponEditarSchema,
  CuponFormEditarSchema,
  CuponFormRegistrarSchema,
  CuponListadoQuerySchema,
  CuponListadoSchema,
  CuponRegistrarSchema,
  CuponUsosSchema,
  CuponVerificarQuerySchema,
} from '../contracts/admin-cupon.ts';
import { IdParamsSchema } from '../contracts/common.ts';
import { accesoDe } from '../contracts/secciones-admin.ts';
import { endpoint } from './endpoint.ts';

const access = accesoDe('cupon');

export const adminCupon = {
  listado: endpoint({
    method: 'GET',
    path: '/admin/cupon',
    summary: 'Los cupones, por páginas, ordenados y filtrados (texto, estatus, zona, vigencia)',
    access,
    query: CuponListadoQuerySchema,
    response: CuponListadoSchema,
  }),
  registrar: endpoint({
    method: 'POST',
    path: '/admin/cupon',
    summary: 'Registra un cupón (aplica en el checkout al instante)',
    access,
    body: CuponRegistrarSchema,
    response: CuponAdminSchema,
    status: [201],
  }),
  editar: endpoint({
    method: 'PUT',
    path: '/admin/cupon/:id',
    summary: 'Edita un cupón (con la versión que se abrió)',
    access,
    params: IdParamsSchema,
    body: CuponEditarSchema,
    response: CuponAdminSchema,
  }),
  estatus: endpoint({
    method: 'PUT',
    path: '/admin/cupon/:id/estatus',
    summary: 'Activa o inactiva un cupón (inactivo, el checkout lo rechaza)',
    access,
    params: IdParamsSchema,
    body: EstatusBodySchema,
    response: CuponAdminSchema,
  }),
  formRegistrar: endpoint({
    method: 'GET',
    path: '/admin/cupon/formregistrar',
    summary: 'Lo que ofrece el formulario: las zonas y los tipos de usuario',
    access,
    response: CuponFormRegistrarSchema,
  }),
  formEditar: endpoint({
    method: 'GET',
    path: '/admin/cupon/:id/formeditar',
    summary: 'Los valores del formulario de edición, las zonas y los tipos de usuario',
    access,
    params: IdParamsSchema,
    response: CuponFormEditarSchema,
  }),
  verificar: endpoint({
    method: 'GET',
    path: '/admin/cupon/verificar',
    summary: 'Si un código o un nombre de cupón está libre (sin contar el cupón que se edita, `id`)',
    access,
    query: CuponVerificarQuerySchema,
    response: DisponibleSchema,
  }),
  usos: endpoint({
    method: 'GET',
    path: '/admin/cupon/:id/usos',
    summary: 'Quién usó el cupón y en qué pedido, los más recientes primero',
    access,
    params: HistorialParamsSchema,
    query: HistorialQuerySchema,
    response: CuponUsosSchema,
  }),
  historial: endpoint({
    method: 'GET',
    path: '/admin/cupon/:id/historial',
    summary: 'Los cambios de un cupón',
    access,
    params: HistorialParamsSchema,
    query: HistorialQuerySchema,
    response: HistorialSchema,
  }),
};
