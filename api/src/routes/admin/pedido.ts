/**
 * Back-office orders (spec §2 `pedido`, issue 19): within the zones of the caller's zone roles
 * (services/orden/admin.ts); status changes through the machine (services/orden/estatus.ts).
 */
import type { adminPedido } from '@mercado/shared/endpoints/admin-pedido';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/endpoints.ts';
import { sincronizarStock } from '../../services/indice-stock.ts';
import {
  alcanceDeZonas,
  dataFiltro,
  ordenAdmin,
  ordenesAdmin,
  ordenesNuevas,
} from '../../services/orden/admin.ts';
import { cambiarEstatus } from '../../services/orden/estatus.ts';

export function adminPedidoHandlers(ctx: AppContext): Handlers<typeof adminPedido> {
  const { db, config } = ctx;
  return {
    dataFiltro: (_, { usuario }) => dataFiltro(db, alcanceDeZonas(usuario.roles)),

    listarOrdenesAdmin: (query, { usuario }) => ordenesAdmin(db, alcanceDeZonas(usuario.roles), query),

    ordenesNuevas: (query, { usuario }) => ordenesNuevas(db, alcanceDeZonas(usuario.roles), query),

    leerOrdenAdmin: ({ id }, { usuario }) => ordenAdmin(db, config, alcanceDeZonas(usuario.roles), id),

    cambiarEstatus: async ({ id, ...body }, { usuario, request }) => {
      const alcance = alcanceDeZonas(usuario.roles);
      const { orden, productos } = await cambiarEstatus(db, config, alcance, id, body, usuario.uid);
      request.log.info({ orden: id, estatus: body.estatus, staff: usuario.uid }, 'order status changed');
      await sincronizarStock(ctx, request.log, productos);
      return orden;
    },
  };
}
