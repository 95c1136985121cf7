/** The catalogue sections' own pages (categoria, producto, etiqueta) by their path below /admin. */
import type { SubpaginaProps } from '@mercado/admin-kit';
import type { ComponentType } from 'react';
import { FormularioCategoria } from './categoria/FormularioCategoria.tsx';
import { ListadoCategorias } from './categoria/ListadoCategorias.tsx';
import { FormularioEtiqueta } from './etiqueta/FormularioEtiqueta.tsx';
import { ListadoEtiquetas } from './etiqueta/ListadoEtiquetas.tsx';
import { FormularioProducto } from './producto/FormularioProducto.tsx';
import { ListadoProductos } from './producto/ListadoProductos.tsx';

const id = ({ ruta }: SubpaginaProps) => Number(ruta.id);

export const PAGINAS_CATALOGO: Record<string, ComponentType<SubpaginaProps>> = {
  categoria: ListadoCategorias,
  'categoria/registrar': () => <FormularioCategoria id={null} />,
  'categoria/:id': (p) => <FormularioCategoria id={id(p)} />,
  'categoria/:id/editar': (p) => <FormularioCategoria id={id(p)} />,
  producto: ListadoProductos,
  'producto/registrar': () => <FormularioProducto id={null} />,
  'producto/:id': (p) => <FormularioProducto id={id(p)} />,
  'producto/:id/editar': (p) => <FormularioProducto id={id(p)} />,
  etiqueta: ListadoEtiquetas,
  'etiqueta/registrar': () => <FormularioEtiqueta id={null} />,
  'etiqueta/:id': (p) => <FormularioEtiqueta id={id(p)} />,
  'etiqueta/:id/editar': (p) => <FormularioEtiqueta id={id(p)} />,
};
