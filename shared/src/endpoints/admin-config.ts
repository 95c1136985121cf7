/** The back-office's config section (issue 35, spec §7 "Admin config"): ROLE_CONFIG. */
import { HistorialQuerySchema, HistorialSchema } from '../contracts/admin.ts';
import {
  AjusteUmbralEditarSchema,
  ConfigAdminSchema,
  ConfigDataQuerySchema,
  ConfigDataSchema,
  CostoEmpaquetadoEditarSchema,
  IconoCategoriaEditarSchema,
  IgtfEditarSchema,
  MinimoCompraEditarSchema,
  TasaEditarSchema,
  TasaUmbralEditarSchema,
} from '../contracts/admin-config.ts';
import { accesoDe } from '../contracts/secciones-admin.ts';
import { endpoint } from './endpoint.ts';

const access = accesoDe('config');

export const adminConfig = {
  configdata: endpoint({
    method: 'GET',
    path: '/admin/config/configdata',
    summary: 'La configuración, la tasa del día y el historial de la tasa por páginas',
    access,
    query: ConfigDataQuerySchema,
    response: ConfigDataSchema,
  }),
  historial: endpoint({
    method: 'GET',
    path: '/admin/config/historial',
    summary: 'Los cambios de la configuración: quién, cuándo, antes y después',
    access,
    query: HistorialQuerySchema,
    response: HistorialSchema,
  }),
  tasa: endpoint({
    method: 'PUT',
    path: '/admin/config/tasa/editar',
    summary: 'Fija la tasa BCV del día (un cambio mayor que el umbral pide confirmar)',
    access,
    body: TasaEditarSchema,
    response: ConfigAdminSchema,
  }),
  iconoCategoria: endpoint({
    method: 'PUT',
    path: '/admin/config/iconocategoria/editar',
    summary: 'Muestra u oculta los iconos de las categorías',
    access,
    body: IconoCategoriaEditarSchema,
    response: ConfigAdminSchema,
  }),
  minimoCompra: endpoint({
    method: 'PUT',
    path: '/admin/config/minimocompra/editar',
    summary: 'El monto mínimo de compra',
    access,
    body: MinimoCompraEditarSchema,
    response: ConfigAdminSchema,
  }),
  costoEmpaquetado: endpoint({
    method: 'PUT',
    path: '/admin/config/costoempaquetado/editar',
    summary: 'El costo de empaquetado de cada pedido',
    access,
    body: CostoEmpaquetadoEditarSchema,
    response: ConfigAdminSchema,
  }),
  igtf: endpoint({
    method: 'PUT',
    path: '/admin/config/igtf/editar',
    summary: 'El porcentaje del IGTF de los pagos en divisas',
    access,
    body: IgtfEditarSchema,
    response: ConfigAdminSchema,
  }),
  tasaUmbral: endpoint({
    method: 'PUT',
    path: '/admin/config/tasaumbral/editar',
    summary: 'El cambio de tasa, en %, por encima del cual se pide confirmar',
    access,
    body: TasaUmbralEditarSchema,
    response: ConfigAdminSchema,
  }),
  ajusteUmbral: endpoint({
    method: 'PUT',
    path: '/admin/config/ajusteumbral/editar',
    summary: 'El monto de un ajuste de saldo por encima del cual lo aprueba una segunda persona',
    access,
    body: AjusteUmbralEditarSchema,
    response: ConfigAdminSchema,
  }),
};
