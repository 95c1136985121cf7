/** The back-office's tarjeta section (issue 35): balance-card requests, customers' balances, their history and adjustments. */
import type { adminTarjeta } from '@mercado/shared/endpoints/admin-tarjeta';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/endpoints.ts';
import { historial } from '../../services/admin/auditoria.ts';
import {
  ajustarSaldo,
  decidirAjuste,
  leerAjuste,
  listarAjustes,
} from '../../services/admin/tarjeta-ajuste.ts';
import {
  listarSaldos,
  movimientoAdmin,
  movimientosCliente,
  persona,
  saldoCliente,
} from '../../services/admin/tarjeta-saldo.ts';
import {
  decidirSolicitudTarjeta,
  leerSolicitudTarjeta,
  listarSolicitudesTarjeta,
} from '../../services/admin/tarjeta-solicitud.ts';

export function adminTarjetaHandlers({ db }: AppContext): Handlers<typeof adminTarjeta> {
  return {
    solicitudes: (q) => listarSolicitudesTarjeta(db, q),
    solicitud: ({ solicitud }) => leerSolicitudTarjeta(db, solicitud),
    estatusSolicitud: async ({ solicitud, ...datos }, { usuario }) => {
      await decidirSolicitudTarjeta(db, usuario, solicitud, datos);
      return leerSolicitudTarjeta(db, solicitud);
    },
    historialSolicitud: async ({ solicitud, pagina }) => {
      await leerSolicitudTarjeta(db, solicitud);
      return historial(db, 'tarjeta_solicitud', solicitud, pagina);
    },
    saldos: (q) => listarSaldos(db, q),
    saldo: ({ usuario }) => saldoCliente(db, usuario),
    movimientos: ({ usuario, ...q }) => movimientosCliente(db, usuario, q),
    movimiento: ({ tipo, id }) => movimientoAdmin(db, tipo, id),
    ajustes: (q) => listarAjustes(db, q),
    ajustar: async ({ usuario: cliente, ...datos }, { usuario, reply }) => {
      const hecho = await ajustarSaldo(db, usuario, cliente, datos);
      reply.status(201);
      return hecho;
    },
    estatusAjuste: async ({ id, ...datos }, { usuario }) => {
      await decidirAjuste(db, usuario, id, datos);
      return leerAjuste(db, id);
    },
    cambios: async ({ usuario, pagina }) => {
      await persona(db, usuario);
      return historial(db, 'saldo', usuario, pagina);
    },
  };
}
