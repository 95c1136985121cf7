/** Gift cards and the balance of the signed-in user (spec /tarjeta-saldo). */
import type { tarjeta } from '@mercado/shared/endpoints/tarjeta';
import type { AppContext } from '../context.ts';
import type { Handlers } from '../http/endpoints.ts';
import {
  comprar,
  formComprar,
  historial,
  listarSolicitudes,
  movimiento,
  saldoActual,
  solicitud,
  usarCodigo,
} from '../services/tarjeta.ts';

export function tarjetaHandlers({ db, config }: AppContext): Handlers<typeof tarjeta> {
  return {
    formComprar: () => formComprar(db),
    procesarComprar: async (body, { usuario, reply }) => {
      const creada = await comprar(db, usuario.uid, body);
      reply.status(201);
      return creada;
    },
    solicitudes: ({ n }, { usuario }) => listarSolicitudes(db, usuario.uid, n),
    solicitud: ({ id }, { usuario }) => solicitud(db, usuario.uid, id),
    usarCodigo: ({ codigo }, { usuario, request }) => usarCodigo(db, config, usuario.uid, request.ip, codigo),
    saldo: (_, { usuario }) => saldoActual(db, usuario.uid),
    historial: ({ pagina }, { usuario }) => historial(db, usuario.uid, pagina),
    movimiento: ({ tipo, id }, { usuario }) => movimiento(db, usuario.uid, tipo, id),
  };
}
