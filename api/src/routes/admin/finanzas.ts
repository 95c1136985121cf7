/** The back-office's finanzas section (issue 35): the finance daily summary and the ledger-equals-balances check. */
import type { adminFinanzas } from '@mercado/shared/endpoints/admin-finanzas';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/endpoints.ts';
import { resumenCsv } from '../../services/admin/finanzas-csv.ts';
import { cuadreDelLibro } from '../../services/admin/finanzas-cuadre.ts';
import { resumenDiario } from '../../services/admin/finanzas-resumen.ts';
import { checkZonaRole } from '../../services/usuario.ts';

export function adminFinanzasHandlers(ctx: AppContext): Handlers<typeof adminFinanzas> {
  const { db } = ctx;
  return {
    // Without a zone the summary is the whole store's; a zone given needs its role.
    resumen: (q, { usuario }) => {
      if (q.zona) checkZonaRole(usuario, q.zona);
      return resumenDiario(db, q);
    },
    resumenCsv: async (q, { usuario, reply }) => {
      if (q.zona) checkZonaRole(usuario, q.zona);
      reply.header(
        'content-disposition',
        `attachment; filename="resumen-financiero-${q.zona ?? 'tienda'}-${q.desde}-a-${q.hasta}.csv"`,
      );
      return resumenCsv(db, q);
    },
    cuadre: () => cuadreDelLibro(db),
  };
}
