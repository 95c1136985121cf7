/** The orders section's pages by their pattern under /admin (`elegirPagina`). */
import type { SubpaginaProps } from '@mercado/admin-kit';
import type { ComponentType } from 'react';
import { ListaPedidos } from './ListaPedidos.tsx';
import { PedidoCompleto } from './PedidoCompleto.tsx';

export const paginasPedido: Record<string, ComponentType<SubpaginaProps>> = {
  pedido: ListaPedidos,
  'pedido/:orden': PedidoCompleto,
};
