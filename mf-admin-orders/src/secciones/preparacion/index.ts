/** The picking pages of the `pedido` section by their key in the description (their pattern under /admin). */
import { Franja } from './Franja.tsx';
import { Franjas } from './Franjas.tsx';
import { ListaImpresion } from './ListaImpresion.tsx';
import { Zonas } from './Zonas.tsx';

export const paginasPreparacion = {
  'pedido/preparacion': Zonas,
  'pedido/preparacion/:zona': Franjas,
  'pedido/preparacion/:zona/:tipo/:fecha/:horario': Franja,
  'pedido/preparacion/:zona/:tipo/:fecha/:horario/imprimir': ListaImpresion,
};
