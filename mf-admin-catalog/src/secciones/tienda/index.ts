/** The stores section's pages by their pattern under /admin (`elegirPagina`). */
import type { SubpaginaProps } from '@mercado/admin-kit';
import type { ComponentType } from 'react';
import { FormTienda } from './FormTienda.tsx';
import { ListaTiendas } from './ListaTiendas.tsx';
import { FormSucursal, PaginaSucursal } from './Sucursal.tsx';
import { Tienda } from './Tienda.tsx';

export const paginasTienda: Record<string, ComponentType<SubpaginaProps>> = {
  tienda: ListaTiendas,
  'tienda/registrar': FormTienda,
  'tienda/:tienda': Tienda,
  'tienda/:tienda/editar': FormTienda,
  'tienda/:tienda/sucursal/registrar': FormSucursal,
  'tienda/:tienda/sucursal/:sucursal': PaginaSucursal,
  'tienda/:tienda/sucursal/:sucursal/editar': FormSucursal,
};
