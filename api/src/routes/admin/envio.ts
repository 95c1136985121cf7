/** The back-office's envio section (issue 35): shipping rules per zone and area. */
import type { adminEnvio } from '@mercado/shared/endpoints/admin-envio';
import type { AppContext } from '../../context.ts';
import type { Handlers, ZonasDeRegistros } from '../../http/endpoints.ts';
import { historial } from '../../services/admin/auditoria.ts';
import {
  editarRegla,
  estatusRegla,
  formRegistrar,
  leerRegla,
  listarReglas,
  registrarRegla,
  zonaDeRegla,
} from '../../services/admin/envio.ts';

export function adminEnvioHandlers({ db }: AppContext): Handlers<typeof adminEnvio> {
  return {
    listar: (q) => listarReglas(db, q),
    formRegistrar: (_, { usuario }) => formRegistrar(db, usuario),
    registrar: async (datos, { usuario, reply }) => {
      const regla = await registrarRegla(db, usuario, datos);
      reply.status(201);
      return regla;
    },
    formEditar: ({ envio }) => leerRegla(db, envio),
    editar: ({ envio, ...datos }, { usuario }) => editarRegla(db, usuario, envio, datos),
    estatus: ({ envio, ...cambio }, { usuario }) => estatusRegla(db, usuario, envio, cambio),
    historial: ({ envio, pagina }) => historial(db, 'envio_regla', envio, pagina),
  };
}

/** Every entry that reaches a rule by its id checks the rule's zone first (404 without the rule). */
export function adminEnvioZonas({ db }: AppContext): ZonasDeRegistros<typeof adminEnvio> {
  const zona = ({ envio }: Record<string, unknown>) => zonaDeRegla(db, envio as number);
  return { formEditar: zona, editar: zona, estatus: zona, historial: zona };
}
