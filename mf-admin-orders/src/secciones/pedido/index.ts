/** The orders section's pages by their key in the description (their pattern under /admin). */
import { ListaPedidos } from './ListaPedidos.tsx';
import { PedidoCompleto } from './PedidoCompleto.tsx';

export const paginasPedido = {
  pedido: ListaPedidos,
  'pedido/:orden': PedidoCompleto,
};
