/**
 * Checkout, orders and tracking (issue 5, spec §7 Orders), the staff's orders (within the zones of
 * their zone roles: services/orden/admin.ts), the zone sectors
 * and the address form data. Each user's orders are swept for expiry when read (services/orden/consulta.ts).
 */
import { DIRECCION_MAX, REFERENCIA_DIRECCION_MAX } from '@mercado/shared/contracts';
import type { orden } from '@mercado/shared/endpoints/orden';
import type { AppContext } from '../context.ts';
import type { Handlers } from '../http/endpoints.ts';
import { contextoCarrito } from '../services/carrito.ts';
import { direccionesDe, formPago, zonaSectores } from '../services/checkout.ts';
import { sincronizarStock } from '../services/indice-stock.ts';
import { alcanceDeZonas, ordenAdmin, ordenesAdmin } from '../services/orden/admin.ts';
import { ordenDeUsuario, ordenesDeUsuario } from '../services/orden/consulta.ts';
import { cambiarEstatus } from '../services/orden/estatus.ts';
import { rastreo } from '../services/orden/rastreo.ts';
import { registrarOrden } from '../services/orden/registrar.ts';

export function ordenHandlers(ctx: AppContext): Handlers<typeof orden> {
  const { db, config } = ctx;
  return {
    formPago: async ({ zona, pagina }, { usuario }) =>
      formPago(await contextoCarrito(db, config, usuario.uid, zona), pagina),

    registrarOrden: async ({ zona, pagina, ...body }, { usuario, request, reply }) => {
      const c = await contextoCarrito(db, config, usuario.uid, zona);
      const { status, respuesta, productos } = await registrarOrden(c, pagina, body);
      if (status === 201)
        request.log.info({ orden: respuesta.orden.id, uid: c.comprador.id }, 'order placed');
      await sincronizarStock(ctx, request.log, productos);
      reply.status(status);
      return respuesta;
    },

    listarOrdenes: ({ n }, { usuario }) => ordenesDeUsuario(db, usuario.uid, n),

    leerOrden: ({ id }, { usuario }) => ordenDeUsuario(db, config, usuario.uid, id),

    rastreo: async (_, { usuario }) => ({ ordenes: await rastreo(db, config, usuario.uid) }),

    listarOrdenesAdmin: (filtros, { usuario }) => ordenesAdmin(db, alcanceDeZonas(usuario.roles), filtros),

    leerOrdenAdmin: ({ id }, { usuario }) => ordenAdmin(db, config, alcanceDeZonas(usuario.roles), id),

    cambiarEstatus: async ({ id, ...body }, { usuario, request }) => {
      const alcance = alcanceDeZonas(usuario.roles);
      const { orden, productos } = await cambiarEstatus(db, config, alcance, id, body, usuario.uid);
      request.log.info({ orden: id, estatus: body.estatus, staff: usuario.uid }, 'order status changed');
      await sincronizarStock(ctx, request.log, productos);
      return orden;
    },

    zonaSectores: ({ zona }) => zonaSectores(db, zona),

    direccionFormData: async (_, { usuario }) => {
      const [zonas, direcciones] = await Promise.all([
        zonaSectores(db),
        usuario ? direccionesDe(db, usuario.uid) : Promise.resolve([]),
      ]);
      return {
        zonas,
        direcciones,
        limites: { direccion: DIRECCION_MAX, referencia: REFERENCIA_DIRECCION_MAX },
      };
    },
  };
}
