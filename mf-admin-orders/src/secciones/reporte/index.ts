/** The reports section's pages by their pattern under /admin (`elegirPagina`). */
import type { SubpaginaProps } from '@mercado/admin-kit';
import type { ComponentType } from 'react';
import { CompraUsuario } from './CompraUsuario.tsx';

export const paginasReporte: Record<string, ComponentType<SubpaginaProps>> = {
  'reporte/compra-usuario': CompraUsuario,
};
