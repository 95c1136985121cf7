/** The ratings of a customer's delivered orders (spec /calificaciones). */
import type { calificacion } from '@mercado/shared/endpoints/calificacion';
import type { AppContext } from '../context.ts';
import type { Handlers } from '../http/endpoints.ts';
import { calificacionesPendientes, calificar } from '../services/calificacion.ts';

export function calificacionHandlers({ db, config }: AppContext): Handlers<typeof calificacion> {
  return {
    pendientes: (_, { usuario }) => calificacionesPendientes(db, config, usuario.uid),
    calificar: async (body, { usuario, reply }) => {
      const respuesta = await calificar(db, usuario.uid, body);
      reply.status(201);
      return respuesta;
    },
  };
}
