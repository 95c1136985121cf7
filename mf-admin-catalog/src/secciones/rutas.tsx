/**
 * The catalogue sections' own pages, by the URL below /admin (the registry routes every path of a
 * section to this remote's 'seccion' page); any other path is the section's index.
 */
import type { AdminPageProps } from '@mercado/shared/react/admin';
import type { ComponentType, ReactNode } from 'react';
import { FormularioCategoria } from './categoria/FormularioCategoria.tsx';
import { ListadoCategorias } from './categoria/ListadoCategorias.tsx';
import { FormularioEtiqueta } from './etiqueta/FormularioEtiqueta.tsx';
import { ListadoEtiquetas } from './etiqueta/ListadoEtiquetas.tsx';
import { FormularioProducto } from './producto/FormularioProducto.tsx';
import { ListadoProductos } from './producto/ListadoProductos.tsx';

const RUTAS: [RegExp, (id: number | null) => ReactNode][] = [
  [/^\/admin\/categoria$/, () => <ListadoCategorias />],
  [/^\/admin\/categoria\/registrar$/, () => <FormularioCategoria id={null} />],
  [/^\/admin\/categoria\/(\d+)(?:\/editar)?$/, (id) => <FormularioCategoria id={id} />],
  [/^\/admin\/producto$/, () => <ListadoProductos />],
  [/^\/admin\/producto\/registrar$/, () => <FormularioProducto id={null} />],
  [/^\/admin\/producto\/(\d+)(?:\/editar)?$/, (id) => <FormularioProducto id={id} />],
  [/^\/admin\/etiqueta$/, () => <ListadoEtiquetas />],
  [/^\/admin\/etiqueta\/registrar$/, () => <FormularioEtiqueta id={null} />],
  [/^\/admin\/etiqueta\/(\d+)(?:\/editar)?$/, (id) => <FormularioEtiqueta id={id} />],
];

/** The page for `pathname`, or the section's index (`Indice`) when none of the sections' pages is it. */
export function paginaCatalogo(Indice: ComponentType<AdminPageProps>): ComponentType<AdminPageProps> {
  return function PaginaCatalogo(props) {
    const ruta = props.pathname.replace(/\/+$/, '');
    for (const [patron, pagina] of RUTAS) {
      const m = patron.exec(ruta);
      if (m) return pagina(m[1] ? Number(m[1]) : null);
    }
    return <Indice {...props} />;
  };
}
