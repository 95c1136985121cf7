/**
 * Back-office inventory of a zone (spec §2 `inventario`, ROLE_INVENTARIO + the zone's role; decision
 * 0025): stock and cost per branch and product, prices and offers per user type, CSV import/export.
 * An entry reaching a branch or inventory row of another zone is 403 too (checked by the service).
 */
import { HistorialQuerySchema, HistorialSchema } from '../contracts/admin.ts';
import {
  ImportarAplicadoSchema,
  ImportarBodySchema,
  ImportarPreviaSchema,
  InventarioEditarBodySchema,
  InventarioListadoQuerySchema,
  InventarioOpcionesSchema,
  InventarioPaginaSchema,
  InventarioParamsSchema,
  InventarioProductoParamsSchema,
  InventarioRegistrarBodySchema,
  InventarioSchema,
  InventarioZonaParamsSchema,
  PreciosBodySchema,
  PreciosZonaSchema,
  SucursalProductoParamsSchema,
  SucursalProductoSchema,
} from '../contracts/admin-inventario.ts';
import { accesoDe } from '../contracts/secciones-admin.ts';
import { binaryResponse, endpoint } from './endpoint.ts';

/** A CSV of a zone's 10,000 products in 3 branches, with names, in its JSON body. */
const LIMITE_CSV = 10 * 1024 * 1024;

const rol = { ...accesoDe('inventario'), zona: { params: 'zona' } } as const;

export const adminInventario = {
  listar: endpoint({
    method: 'GET',
    path: '/admin/inventario/zona/:zona',
    summary: 'Los productos de la zona con su existencia y precio normal, por páginas y filtros',
    access: rol,
    params: InventarioZonaParamsSchema,
    query: InventarioListadoQuerySchema,
    response: InventarioPaginaSchema,
  }),
  opciones: endpoint({
    method: 'GET',
    path: '/admin/inventario/zona/:zona/opciones',
    summary: 'Las sucursales y categorías que el inventario de la zona ofrece elegir',
    access: rol,
    params: InventarioZonaParamsSchema,
    response: InventarioOpcionesSchema,
  }),
  exportar: endpoint({
    method: 'GET',
    path: '/admin/inventario/zona/:zona/exportar',
    summary: 'La existencia y los precios de la zona en CSV',
    access: rol,
    params: InventarioZonaParamsSchema,
    response: binaryResponse('text/csv; charset=utf-8'),
  }),
  importarPrevia: endpoint({
    method: 'POST',
    path: '/admin/inventario/zona/:zona/importar/previa',
    summary: 'Revisa un CSV de existencia y precios: el error de cada fila, sin aplicar nada',
    access: rol,
    params: InventarioZonaParamsSchema,
    body: ImportarBodySchema,
    limiteCuerpo: LIMITE_CSV,
    response: ImportarPreviaSchema,
  }),
  importarAplicar: endpoint({
    method: 'POST',
    path: '/admin/inventario/zona/:zona/importar/aplicar',
    summary: 'Aplica un CSV sin errores, todo o nada, en una transacción',
    access: rol,
    params: InventarioZonaParamsSchema,
    body: ImportarBodySchema,
    limiteCuerpo: LIMITE_CSV,
    response: ImportarAplicadoSchema,
  }),
  registrar: endpoint({
    method: 'POST',
    path: '/admin/inventario/zona/:zona/registrar',
    summary: 'Da existencia y costo a un producto en una sucursal de la zona',
    access: rol,
    params: InventarioZonaParamsSchema,
    body: InventarioRegistrarBodySchema,
    response: InventarioSchema,
    status: [201],
  }),
  leer: endpoint({
    method: 'GET',
    path: '/admin/inventario/zona/:zona/:inventario',
    summary: 'La existencia y el costo de un producto en una sucursal',
    access: rol,
    params: InventarioParamsSchema,
    response: InventarioSchema,
  }),
  editar: endpoint({
    method: 'PUT',
    path: '/admin/inventario/zona/:zona/:inventario/editar',
    summary: 'Cambia la existencia y el costo (409 si otra persona los cambió)',
    access: rol,
    params: InventarioParamsSchema,
    body: InventarioEditarBodySchema,
    response: InventarioSchema,
  }),
  historial: endpoint({
    method: 'GET',
    path: '/admin/inventario/zona/:zona/:inventario/historial',
    summary: 'Los cambios de la existencia y el costo de un producto en una sucursal',
    access: rol,
    params: InventarioParamsSchema,
    query: HistorialQuerySchema,
    response: HistorialSchema,
  }),
  sucursalProducto: endpoint({
    method: 'GET',
    path: '/admin/inventario/zona/:zona/sucursal/:sucursal/producto/:producto',
    summary: 'Un producto en una sucursal: su inventario (si tiene) y sus precios en la zona',
    access: rol,
    params: SucursalProductoParamsSchema,
    response: SucursalProductoSchema,
  }),
  precios: endpoint({
    method: 'GET',
    path: '/admin/inventario/zona/:zona/producto/:producto/precio',
    summary: 'Los precios y ofertas de un producto en la zona, por tipo de usuario',
    access: rol,
    params: InventarioProductoParamsSchema,
    response: PreciosZonaSchema,
  }),
  guardarPrecios: endpoint({
    method: 'PUT',
    path: '/admin/inventario/zona/:zona/producto/:producto/precio',
    summary: 'Guarda los precios y ofertas del producto en la zona (409 si otra persona los cambió)',
    access: rol,
    params: InventarioProductoParamsSchema,
    body: PreciosBodySchema,
    response: PreciosZonaSchema,
  }),
  historialPrecios: endpoint({
    method: 'GET',
    path: '/admin/inventario/zona/:zona/producto/:producto/precio/historial',
    summary: 'Los cambios de los precios del producto en la zona',
    access: rol,
    params: InventarioProductoParamsSchema,
    query: HistorialQuerySchema,
    response: HistorialSchema,
  }),
};
