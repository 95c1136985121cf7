/** The `finanzas` section's pages by their key in the description (their pattern under /admin). */
import { Cuadre } from './Cuadre.tsx';
import { Resumen } from './Resumen.tsx';

export const paginasFinanzas = {
  finanzas: Resumen,
  'finanzas/cuadre': Cuadre,
};
