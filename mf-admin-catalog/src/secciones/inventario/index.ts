/** The inventory section's pages by their key in the description (their pattern under /admin). */
import { FilaInventario } from './FilaInventario.tsx';
import { ImportarCsv } from './ImportarCsv.tsx';
import { ListaInventario } from './ListaInventario.tsx';
import { Precios } from './Precios.tsx';
import { ProductoSucursal } from './ProductoSucursal.tsx';
import { RegistrarInventario } from './RegistrarInventario.tsx';

export const paginasInventario = {
  'inventario/zona/:zona': ListaInventario,
  'inventario/zona/:zona/registrar': RegistrarInventario,
  'inventario/zona/:zona/importar': ImportarCsv,
  'inventario/zona/:zona/:inventario': FilaInventario,
  'inventario/zona/:zona/sucursal/:sucursal/producto/:producto': ProductoSucursal,
  'inventario/zona/:zona/sucursal/:sucursal/producto/:producto/precio': Precios,
};
