/** The reports section's pages by their key in the description (their pattern under /admin). */
import { CompraUsuario } from './CompraUsuario.tsx';

export const paginasReporte = {
  'reporte/compra-usuario': CompraUsuario,
};
