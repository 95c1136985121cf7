/**
 * A category's icon: the SVG image the API serves (`Categoria.icono`, an absolute URL), never an
 * emoji, which many Android phones draw as an empty box. Decorative: the category's name is beside it.
 */
import * as base from './componentes.module.css';

export function IconoCategoria({ icono }: { icono: string | null }) {
  if (!icono) return null;
  return <img className={base.iconoCategoria} src={icono} alt="" width="20" height="20" decoding="async" />;
}
