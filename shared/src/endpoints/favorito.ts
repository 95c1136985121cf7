/** "Mis favoritos" (issue 34): the signed-in shopper's own saved products, in every zone. */
import { IdParamsSchema, ZonaParamsSchema } from '../contracts/common.ts';
import { FavoritosIdsSchema, FavoritosZonaSchema } from '../contracts/favorito.ts';
import { endpoint } from './endpoint.ts';

export const favorito = {
  ids: endpoint({
    method: 'GET',
    path: '/usuario/favorito',
    summary: 'Los ids de los productos favoritos del usuario',
    access: 'usuario',
    response: FavoritosIdsSchema,
  }),
  agregar: endpoint({
    method: 'PUT',
    path: '/usuario/favorito/producto/:id',
    summary: 'Guarda un producto en los favoritos del usuario (guardarlo de nuevo no cambia nada)',
    access: 'usuario',
    params: IdParamsSchema,
    response: FavoritosIdsSchema,
  }),
  quitar: endpoint({
    method: 'DELETE',
    path: '/usuario/favorito/producto/:id',
    summary: 'Quita un producto de los favoritos del usuario',
    access: 'usuario',
    params: IdParamsSchema,
    response: FavoritosIdsSchema,
  }),
  listar: endpoint({
    method: 'GET',
    path: '/usuario/favorito/zona/:zona',
    summary: 'Los favoritos del usuario, del más reciente, con el precio y la existencia de la zona',
    access: 'usuario',
    params: ZonaParamsSchema,
    response: FavoritosZonaSchema,
  }),
};
