/** The `cupon` section's pages by their key in the description (their pattern under /admin). */
import { EditarCupon, RegistrarCupon } from './FormularioCupon.tsx';
import { ListaCupones } from './ListaCupones.tsx';

export const paginasCupon = {
  cupon: ListaCupones,
  'cupon/registrar': RegistrarCupon,
  'cupon/:cupon/editar': EditarCupon,
};
