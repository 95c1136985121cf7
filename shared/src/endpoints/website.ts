/** The site as a whole: what the shell resolves on boot, zones, currencies, the category menu. */

import { z } from '@mercado/shared/zod';
import {
  CategoriaSchema,
  MonedaSchema,
  PaginaQuerySchema,
  ProductoPaginaSchema,
  ResolveQuerySchema,
  ResolveResponseSchema,
  ZonaSchema,
} from '../contracts/catalogo.ts';
import { IdParamsSchema, OkResponseSchema, ZonaParamsSchema } from '../contracts/common.ts';
import { endpoint } from './endpoint.ts';

export const website = {
  salud: endpoint({
    method: 'GET',
    path: '/health',
    summary: 'El API responde',
    access: 'publico',
    response: OkResponseSchema,
  }),
  resolver: endpoint({
    method: 'GET',
    path: '/api/website/resolve',
    summary: 'Lo que el shell necesita al arrancar: monedas, menú, la zona, la configuración y el usuario',
    access: 'publico',
    query: ResolveQuerySchema,
    response: ResolveResponseSchema,
  }),
  productos: endpoint({
    method: 'GET',
    path: '/api/website/productos/:zona',
    summary: 'Los productos visibles de una zona, por páginas',
    access: 'publico',
    params: ZonaParamsSchema,
    query: PaginaQuerySchema,
    response: ProductoPaginaSchema,
  }),
  listarZonas: endpoint({
    method: 'GET',
    path: '/api/zona/listadoapi',
    summary: 'Las zonas',
    access: 'publico',
    response: z.array(ZonaSchema),
  }),
  leerZona: endpoint({
    method: 'GET',
    path: '/api/zona/:id/simpleapi',
    summary: 'Una zona por id',
    access: 'publico',
    params: IdParamsSchema,
    response: ZonaSchema,
  }),
  listarMonedas: endpoint({
    method: 'GET',
    path: '/api/moneda/mercado',
    summary: 'Las monedas y sus tasas',
    access: 'publico',
    response: z.array(MonedaSchema),
  }),
  menuCategorias: endpoint({
    method: 'GET',
    path: '/api/categoria/menuwebsite',
    summary: 'El menú de categorías',
    access: 'publico',
    response: z.array(CategoriaSchema),
  }),
};
