/**
 * The catalogue sections' own pages by their path below /admin (the registry mounts every path of a
 * section on this remote's 'seccion' page); any other path is the section's index.
 */
import { type AdminPageProps, elegirPagina, type SubpaginaProps } from '@mercado/shared/react/admin';
import type { ComponentType } from 'react';
import { FormularioCategoria } from './categoria/FormularioCategoria.tsx';
import { ListadoCategorias } from './categoria/ListadoCategorias.tsx';
import { FormularioEtiqueta } from './etiqueta/FormularioEtiqueta.tsx';
import { ListadoEtiquetas } from './etiqueta/ListadoEtiquetas.tsx';
import { FormularioProducto } from './producto/FormularioProducto.tsx';
import { ListadoProductos } from './producto/ListadoProductos.tsx';

const id = ({ ruta }: SubpaginaProps) => Number(ruta.id);

const PAGINAS: Record<string, ComponentType<SubpaginaProps>> = {
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

/** The page for the URL, or the section's index (`Indice`) when it is none of the sections' pages. */
export function paginaCatalogo(Indice: ComponentType<AdminPageProps>): ComponentType<AdminPageProps> {
  return function PaginaCatalogo(props) {
    const elegida = elegirPagina(props.pathname, PAGINAS);
    if (!elegida || Number.isNaN(Number(elegida.ruta.id ?? 0))) return <Indice {...props} />;
    return <elegida.Pagina {...props} ruta={elegida.ruta} />;
  };
}
