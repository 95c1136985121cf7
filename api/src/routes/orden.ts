/**
 * Checkout, orders and tracking (issue 5, spec §7 Orders), the zone sectors and the address form
 * data (the staff's orders: routes/admin/pedido.ts). Each user's orders are swept for expiry when
 * read (services/orden/consulta.ts).
 */
import { DIRECCION_MAX, REFERENCIA_DIRECCION_MAX } from '@mercado/shared/contracts';
import type { orden } from '@mercado/shared/endpoints/orden';
import type { AppContext } from '../context.ts';
import type { Handlers } from '../http/endpoints.ts';
import { contextoCarrito } from '../services/carrito/contexto.ts';
import { direccionesDe, formPago, zonaSectores } from '../services/checkout.ts';
import { sincronizarStock } from '../services/indice-stock.ts';
import { ordenDeUsuario, ordenesDeUsuario } from '../services/orden/consulta.ts';
import { rastreo } from '../services/orden/rastreo.ts';
import { registrarReferencia } from '../services/orden/referencia.ts';
import { registrarOrden } from '../services/orden/registrar.ts';
import { repetirOrden } from '../services/orden/repetir.ts';
import { ordenesSinPagar } from '../services/orden/sin-pagar.ts';

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

    listarOrdenes: ({ n, estatus }, { usuario }) => ordenesDeUsuario(db, usuario.uid, n, estatus),

    leerOrden: ({ id }, { usuario }) => ordenDeUsuario(db, config, usuario.uid, id),

    registrarReferencia: ({ id, referencia }, { usuario }) =>
      registrarReferencia(db, config, usuario.uid, id, referencia),

    repetirOrden: ({ id, ...destino }, { usuario }) => repetirOrden(db, config, usuario.uid, id, destino),

    sinPagar: (_, { usuario }) => ordenesSinPagar(db, usuario.uid),

    rastreo: async (_, { usuario }) => ({ ordenes: await rastreo(db, config, usuario.uid) }),

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
