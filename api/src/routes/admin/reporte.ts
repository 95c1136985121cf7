/** Back-office reports (spec §2 `reporte`): purchases per customer. */
import type { adminReporte } from '@mercado/shared/endpoints/admin-reporte';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/endpoints.ts';
import { reporteCompras, reporteComprasCsv } from '../../services/admin/reporte.ts';

export function adminReporteHandlers(ctx: AppContext): Handlers<typeof adminReporte> {
  const { db } = ctx;
  return {
    compraUsuario: (q) => reporteCompras(db, q),
    compraUsuarioCsv: async (q, { reply }) => {
      reply.header(
        'content-disposition',
        `attachment; filename="compras-por-cliente-${q.zona}-${q.desde}-a-${q.hasta}.csv"`,
      );
      return reporteComprasCsv(db, q);
    },
  };
}
