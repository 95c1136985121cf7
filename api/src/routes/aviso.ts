/**
 * The shopper's notices and back-in-stock alerts (issue 34; services/avisos.ts), and the open page's
 * poll on the notifications path (issue 38).
 */
import type { aviso } from '@mercado/shared/endpoints/aviso';
import type { AppContext } from '../context.ts';
import type { Handlers } from '../http/endpoints.ts';
import {
  alertasDe,
  avisosSinLeer,
  cancelarAlerta,
  marcarLeidos,
  novedades,
  suscribir,
} from '../services/avisos.ts';

export function avisoHandlers({ db }: AppContext): Handlers<typeof aviso> {
  return {
    sinLeer: (_, { usuario }) => avisosSinLeer(db, usuario.uid),
    novedades: ({ desde }, { usuario }) => novedades(db, usuario.uid, desde),
    marcarLeidos: ({ ids }, { usuario }) => marcarLeidos(db, usuario.uid, ids),
    alertas: ({ zona }, { usuario }) => alertasDe(db, usuario.uid, zona),
    suscribir: ({ zona, producto }, { usuario }) => suscribir(db, usuario.uid, zona, producto),
    cancelar: ({ zona, producto }, { usuario }) => cancelarAlerta(db, usuario.uid, zona, producto),
  };
}
