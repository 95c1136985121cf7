/** The `vuelto` section's pages by their key in the description (their pattern under /admin). */
import { ListaVuelto } from './ListaVuelto.tsx';
import { RegistrarVuelto } from './RegistrarVuelto.tsx';
import { Vuelto } from './Vuelto.tsx';

export const paginasVuelto = {
  vuelto: ListaVuelto,
  'vuelto/registrar': RegistrarVuelto,
  'vuelto/:vuelto': Vuelto,
};
