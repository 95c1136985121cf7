/**
 * Search outside `/1/` (issue 6): where the browser's search client points, the admin calls that push
 * one product to the index now (spec §7 "Admin search-index sync"), and the buscador-historial figures.
 */
import {
  BuscadorConfigSchema,
  BuscadorHistorialQuerySchema,
  BuscadorHistorialSchema,
  ProductoIndexadoSchema,
  ProductoIndexarParamsSchema,
} from '../contracts/buscador.ts';
import { accesoDe } from '../contracts/secciones-admin.ts';
import { endpoint } from './endpoint.ts';

export const buscador = {
  configuracion: endpoint({
    method: 'GET',
    path: '/api/website/buscador',
    summary: 'Dónde apunta el cliente de búsqueda del navegador',
    access: 'publico',
    response: BuscadorConfigSchema,
  }),
  indexarProducto: endpoint({
    method: 'POST',
    path: '/admin/algolia/productobase/:id',
    summary: 'Envía un producto al índice de búsqueda',
    access: accesoDe('producto'),
    params: ProductoIndexarParamsSchema,
    response: ProductoIndexadoSchema,
  }),
  reindexarProducto: endpoint({
    method: 'PUT',
    path: '/admin/algolia/productobase/:id',
    summary: 'Actualiza un producto en el índice de búsqueda',
    access: accesoDe('producto'),
    params: ProductoIndexarParamsSchema,
    response: ProductoIndexadoSchema,
  }),
  indexarDisponibilidad: endpoint({
    method: 'PUT',
    path: '/admin/algolia/productodisponibilidad/:id',
    summary: 'Actualiza la disponibilidad de un producto en el índice de búsqueda',
    access: accesoDe('inventario'),
    params: ProductoIndexarParamsSchema,
    response: ProductoIndexadoSchema,
  }),
  historial: endpoint({
    method: 'GET',
    path: '/admin/buscador/historial',
    summary: 'Las cifras del buscador en un período (búsquedas, sin resultados, clics)',
    access: accesoDe('buscador-historial'),
    query: BuscadorHistorialQuerySchema,
    response: BuscadorHistorialSchema,
  }),
};
