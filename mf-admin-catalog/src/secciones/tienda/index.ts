/** The stores section's pages by their key in the description (their pattern under /admin). */
import { FormTienda } from './FormTienda.tsx';
import { ListaTiendas } from './ListaTiendas.tsx';
import { FormSucursal, PaginaSucursal } from './Sucursal.tsx';
import { Tienda } from './Tienda.tsx';

export const paginasTienda = {
  tienda: ListaTiendas,
  'tienda/registrar': FormTienda,
  'tienda/:tienda': Tienda,
  'tienda/:tienda/editar': FormTienda,
  'tienda/:tienda/sucursal/registrar': FormSucursal,
  'tienda/:tienda/sucursal/:sucursal': PaginaSucursal,
  'tienda/:tienda/sucursal/:sucursal/editar': FormSucursal,
};
