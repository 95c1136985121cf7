/**
 * Picking (issue 19, `pedido` section, ROLE_PEDIDO; decision 0030): the zone's slots with orders
 * being prepared, one slot's orders line by line with its picking list, marking a line (picked,
 * substituted or missing), the products that may replace a line, and the marks' history. The zone is
 * in every path: another zone is 403 for staff holding zone roles (services/orden/admin.ts's rule).
 */
import { HistorialSchema } from '../contracts/admin.ts';
import {
  FranjasPreparacionSchema,
  MarcarLineaBodySchema,
  OrdenPreparacionSchema,
  PreparacionFranjaParamsSchema,
  PreparacionFranjaSchema,
  PreparacionHistorialQuerySchema,
  PreparacionLineaParamsSchema,
  PreparacionOrdenParamsSchema,
  PreparacionZonaParamsSchema,
  SustitutosQuerySchema,
  SustitutosSchema,
} from '../contracts/admin-preparacion.ts';
import { accesoDe } from '../contracts/secciones-admin.ts';
import { endpoint } from './endpoint.ts';

const rol = accesoDe('pedido');

export const adminPreparacion = {
  franjas: endpoint({
    method: 'GET',
    path: '/admin/preparacion/zona/:zona',
    summary: 'Los horarios de la zona con pedidos en preparación',
    access: rol,
    params: PreparacionZonaParamsSchema,
    response: FranjasPreparacionSchema,
  }),
  franja: endpoint({
    method: 'GET',
    path: '/admin/preparacion/zona/:zona/franja/:tipo/:fecha/:horario',
    summary: 'Los pedidos en preparación de un horario, producto por producto, y su lista de recogida',
    access: rol,
    params: PreparacionFranjaParamsSchema,
    response: PreparacionFranjaSchema,
  }),
  marcar: endpoint({
    method: 'PUT',
    path: '/admin/preparacion/zona/:zona/orden/:orden/linea/:producto',
    summary:
      'Marca un producto del pedido recogido, sustituido (por otro de igual o menor precio) o faltante',
    access: rol,
    params: PreparacionLineaParamsSchema,
    body: MarcarLineaBodySchema,
    response: OrdenPreparacionSchema,
  }),
  sustitutos: endpoint({
    method: 'GET',
    path: '/admin/preparacion/zona/:zona/orden/:orden/linea/:producto/sustitutos',
    summary:
      'Los productos de la zona que pueden reemplazar el producto (precio no mayor, con existencia, de su categoría y luego de las vecinas del mismo departamento), con la diferencia de precio',
    access: rol,
    params: PreparacionLineaParamsSchema,
    query: SustitutosQuerySchema,
    response: SustitutosSchema,
  }),
  historial: endpoint({
    method: 'GET',
    path: '/admin/preparacion/zona/:zona/orden/:orden/historial',
    summary: 'Las marcas de la preparación del pedido: quién, cuándo, qué',
    access: rol,
    params: PreparacionOrdenParamsSchema,
    query: PreparacionHistorialQuerySchema,
    response: HistorialSchema,
  }),
};
