/**
 * The catalogue sections' own pages (categoria, producto, etiqueta; busqueda's from its folder) by
 * their key in the description.
 */
import type { SubpaginaProps } from '@mercado/admin-kit';
import { paginasBusqueda } from './busqueda/paginas.ts';
import { FormularioCategoria } from './categoria/FormularioCategoria.tsx';
import { ListadoCategorias } from './categoria/ListadoCategorias.tsx';
import { FormularioEtiqueta } from './etiqueta/FormularioEtiqueta.tsx';
import { ListadoEtiquetas } from './etiqueta/ListadoEtiquetas.tsx';
import { FormularioProducto } from './producto/FormularioProducto.tsx';
import { ListadoProductos } from './producto/ListadoProductos.tsx';

const Categoria = ({ ruta }: SubpaginaProps<'categoria'>) => (
  <FormularioCategoria id={Number(ruta.categoria)} />
);
const Producto = ({ ruta }: SubpaginaProps<'producto'>) => <FormularioProducto id={Number(ruta.producto)} />;
const Etiqueta = ({ ruta }: SubpaginaProps<'etiqueta'>) => <FormularioEtiqueta id={Number(ruta.etiqueta)} />;

export const PAGINAS_CATALOGO = {
  categoria: ListadoCategorias,
  'categoria/registrar': () => <FormularioCategoria id={null} />,
  'categoria/:categoria': Categoria,
  'categoria/:categoria/editar': Categoria,
  producto: ListadoProductos,
  'producto/registrar': () => <FormularioProducto id={null} />,
  'producto/:producto': Producto,
  'producto/:producto/editar': Producto,
  etiqueta: ListadoEtiquetas,
  'etiqueta/registrar': () => <FormularioEtiqueta id={null} />,
  'etiqueta/:etiqueta': Etiqueta,
  'etiqueta/:etiqueta/editar': Etiqueta,
  ...paginasBusqueda,
};
