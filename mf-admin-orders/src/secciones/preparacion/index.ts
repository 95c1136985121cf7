/** The picking pages of the `pedido` section by their pattern under /admin (`elegirPagina`). */
import type { SubpaginaProps } from '@mercado/admin-kit';
import type { ComponentType } from 'react';
import { Franja } from './Franja.tsx';
import { Franjas } from './Franjas.tsx';
import { ListaImpresion } from './ListaImpresion.tsx';
import { Zonas } from './Zonas.tsx';

export const paginasPreparacion: Record<string, ComponentType<SubpaginaProps>> = {
  'pedido/preparacion': Zonas,
  'pedido/preparacion/:zona': Franjas,
  'pedido/preparacion/:zona/:tipo/:fecha/:horario': Franja,
  'pedido/preparacion/:zona/:tipo/:fecha/:horario/imprimir': ListaImpresion,
};
