/**
 * The zone's shop front, `vitrina` (issue 4; decision 0043: `tienda` is only the spec's store with its
 * branches): home, featured blocks, category and tag listings, the product page, quick lists. Public;
 * a bearer, when sent, gives the viewer's prices.
 */
import { PaginaQuerySchema } from '../contracts/catalogo.ts';
import { ZonaParamsSchema } from '../contracts/common.ts';
import { EntregaZonaSchema } from '../contracts/franjas.ts';
import {
  CategoriaListadoQuerySchema,
  CategoriaListadoSchema,
  CategoriaParamsSchema,
  DestacadoPaginaSchema,
  DestacadoParamsSchema,
  EtiquetaListadoSchema,
  InicioZonaSchema,
  ListadoQuerySchema,
  ListaRapidaDetalleSchema,
  ListasRapidasSchema,
  ProductoDetalleSchema,
  SubcategoriaParamsSchema,
  SupermercadoListadoSchema,
  ZonaSlugParamsSchema,
} from '../contracts/storefront.ts';
import { endpoint } from './endpoint.ts';

export const vitrina = {
  inicio: endpoint({
    method: 'GET',
    path: '/api/website/inicio/:zona',
    summary: 'La página de inicio de la zona',
    access: 'publico',
    params: ZonaParamsSchema,
    response: InicioZonaSchema,
  }),
  destacado: endpoint({
    method: 'GET',
    path: '/api/website/destacado/:zona/:destacado',
    summary: 'Un bloque destacado, por páginas',
    access: 'publico',
    params: DestacadoParamsSchema,
    query: PaginaQuerySchema,
    response: DestacadoPaginaSchema,
  }),
  categoria: endpoint({
    method: 'GET',
    path: '/api/categoria/supermercado/:categoria',
    summary: 'Los productos de una categoría en la zona',
    access: 'publico',
    params: CategoriaParamsSchema,
    query: CategoriaListadoQuerySchema,
    response: CategoriaListadoSchema,
  }),
  subcategoria: endpoint({
    method: 'GET',
    path: '/api/categoria/supermercado/:categoria/:sub',
    summary: 'Los productos de una subcategoría en la zona',
    access: 'publico',
    params: SubcategoriaParamsSchema,
    query: CategoriaListadoQuerySchema,
    response: CategoriaListadoSchema,
  }),
  supermercado: endpoint({
    method: 'GET',
    path: '/api/website/supermercado/:zona',
    summary: 'Todos los productos de la zona, por páginas',
    access: 'publico',
    params: ZonaParamsSchema,
    query: ListadoQuerySchema,
    response: SupermercadoListadoSchema,
  }),
  etiqueta: endpoint({
    method: 'GET',
    path: '/api/website/etiqueta/:zona/:slug',
    summary: 'Los productos de una etiqueta en la zona',
    access: 'publico',
    params: ZonaSlugParamsSchema,
    query: ListadoQuerySchema,
    response: EtiquetaListadoSchema,
  }),
  producto: endpoint({
    method: 'GET',
    path: '/api/website/producto/:zona/:slug',
    summary: 'La página de un producto en la zona',
    access: 'publico',
    params: ZonaSlugParamsSchema,
    response: ProductoDetalleSchema,
  }),
  entrega: endpoint({
    method: 'GET',
    path: '/api/website/entrega/:zona',
    summary: 'Los horarios de entrega de la zona y sus días cerrados, como los ofrece el pago',
    access: 'publico',
    params: ZonaParamsSchema,
    response: EntregaZonaSchema,
  }),
  listasRapidas: endpoint({
    method: 'GET',
    path: '/api/website/listarapida/:zona',
    summary: 'Las listas rápidas de la zona',
    access: 'publico',
    params: ZonaParamsSchema,
    response: ListasRapidasSchema,
  }),
  listaRapida: endpoint({
    method: 'GET',
    path: '/api/website/listarapida/:zona/:slug',
    summary: 'Una lista rápida con sus productos',
    access: 'publico',
    params: ZonaSlugParamsSchema,
    response: ListaRapidaDetalleSchema,
  }),
};
