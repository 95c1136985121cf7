/** The back-office's vuelto section (issue 35): change owed to cash customers and its settlement. */
import type { adminVuelto } from '@mercado/shared/endpoints/admin-vuelto';
import type { AppContext } from '../../context.ts';
import type { Handlers, ZonasDeRegistros } from '../../http/endpoints.ts';
import { historial } from '../../services/admin/auditoria.ts';
import { dataFiltroVuelto, listarVueltos, zonaDeVuelto } from '../../services/admin/vuelto.ts';
import { leerVuelto, liquidarVuelto, registrarVuelto } from '../../services/admin/vuelto-registro.ts';

export function adminVueltoHandlers({ db }: AppContext): Handlers<typeof adminVuelto> {
  return {
    listar: (q, { usuario }) => listarVueltos(db, usuario, q),
    dataFiltro: (_q, { usuario }) => dataFiltroVuelto(db, usuario),
    registrar: async (body, { usuario, reply }) => {
      const vuelto = await registrarVuelto(db, usuario, body);
      reply.status(201);
      return vuelto;
    },
    leer: ({ vuelto }) => leerVuelto(db, vuelto),
    liquidar: ({ vuelto, ...body }, { usuario }) => liquidarVuelto(db, usuario, vuelto, body),
    historial: ({ vuelto, pagina }) => historial(db, 'vuelto', vuelto, pagina),
  };
}

/** The entries that reach one change by its id check its order's zone first (403), as orders do. */
export function adminVueltoZonas({ db }: AppContext): ZonasDeRegistros<typeof adminVuelto> {
  const zona = ({ vuelto }: Record<string, unknown>, usuario: Parameters<typeof zonaDeVuelto>[2]) =>
    zonaDeVuelto(db, vuelto as number, usuario);
  return { leer: zona, liquidar: zona, historial: zona };
}
