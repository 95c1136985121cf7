/** Back-office push segments and their notifications (spec §2 `onesignal`, decision 0032). */
import type { adminOneSignal } from '@mercado/shared/endpoints/admin-onesignal';
import type { AppContext } from '../../context.ts';
import type { Handlers, ZonasDeRegistros } from '../../http/endpoints.ts';
import { historial } from '../../services/admin/auditoria.ts';
import {
  enviarASegmento,
  leerSegmento,
  listarSegmentos,
  registrarSegmento,
  segmentoExiste,
} from '../../services/admin/onesignal.ts';

export function adminOneSignalHandlers(ctx: AppContext): Handlers<typeof adminOneSignal> {
  const { db } = ctx;
  return {
    listar: (q, { usuario }) => listarSegmentos(db, usuario, q),
    registrar: async (datos, { usuario, reply }) => {
      const segmento = await registrarSegmento(db, usuario, datos);
      reply.status(201);
      return segmento;
    },
    leer: ({ segmento }, { usuario }) => leerSegmento(db, usuario, segmento),
    enviar: async ({ segmento, ...aviso }, { usuario, reply }) => {
      const envio = await enviarASegmento(ctx, usuario, segmento, aviso);
      reply.status(201);
      return envio;
    },
    historial: async ({ segmento, pagina }, { usuario }) => {
      await segmentoExiste(db, usuario, segmento);
      return historial(db, 'segmento_push', segmento, pagina);
    },
  };
}

/** A send checks the segment's zone before the body (404 and 403 as its read). */
export function adminOneSignalZonas({ db }: AppContext): ZonasDeRegistros<typeof adminOneSignal> {
  return {
    enviar: async ({ segmento }, usuario) => {
      await segmentoExiste(db, usuario, Number(segmento));
      return null;
    },
  };
}
