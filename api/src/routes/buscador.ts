/**
 * Search (issue 6) outside /1/: where the browser's search client points (read at run time), and the
 * admin calls that push one product to the index on demand (spec §7 "Admin search-index sync").
 */
import {
  type BuscadorConfig,
  type BuscadorHistorial,
  IdParamSchema,
  ROLE_ADMIN,
} from '@mercado/shared/contracts';
import { caracasDay, sumarDias } from '@mercado/shared/rules';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { buscadorHistorial } from '../search/insights.ts';

const ParamsSchema = z.object({ id: IdParamSchema });

const DIA = z.iso.date({ error: 'Use una fecha con el formato AAAA-MM-DD' });
const HISTORIAL_MAX_DIAS = 366;

/** `desde` and `hasta` are Caracas calendar days, both included; the default is the last 30 days. */
const HistorialQuerySchema = z
  .object({ desde: DIA.optional(), hasta: DIA.optional() })
  .transform(({ desde, hasta }) => {
    const fin = hasta ?? caracasDay(new Date());
    return { desde: desde ?? sumarDias(fin, -29), hasta: fin };
  })
  .refine((r) => r.desde <= r.hasta, {
    path: ['desde'],
    error: 'La fecha inicial no puede ser posterior a la final',
  })
  .refine((r) => r.desde >= sumarDias(r.hasta, -(HISTORIAL_MAX_DIAS - 1)), {
    path: ['desde'],
    error: `Consulte como máximo ${HISTORIAL_MAX_DIAS} días`,
  });

export async function buscadorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config, guards, buscador } = ctx;

  app.get('/api/website/buscador', async (): Promise<BuscadorConfig> => {
    const b = config.buscador;
    return { appId: b.appId, searchKey: b.searchKey, indexName: b.indexName, host: b.host };
  });

  async function push(id: number) {
    const existe = await db.selectFrom('producto').select('id').where('id', '=', id).executeTakeFirst();
    if (!existe) throw notFound('El producto no existe');
    try {
      const { guardados } = await buscador.productos([id]);
      return { objectID: String(id), indexado: guardados.includes(String(id)) };
    } catch (err) {
      if (err instanceof HttpError) throw err;
      app.log.error({ err }, 'index sync failed');
      throw new HttpError(502, 'No se pudo actualizar el buscador. Intente nuevamente');
    }
  }

  const base = { preHandler: guards.requireRoles(ROLE_ADMIN, 'ROLE_PRODUCTO') };
  const handler = async (request: { params: unknown }) => push(ParamsSchema.parse(request.params).id);
  app.post('/admin/algolia/productobase/:id', base, handler);
  app.put('/admin/algolia/productobase/:id', base, handler);
  app.put(
    '/admin/algolia/productodisponibilidad/:id',
    { preHandler: guards.requireRoles(ROLE_ADMIN, 'ROLE_INVENTARIO') },
    handler,
  );

  /** The admin "buscador-historial" figures, from what the engine recorded (queries and events). */
  app.get(
    '/admin/buscador/historial',
    { preHandler: guards.requireRoles(ROLE_ADMIN, 'ROLE_PUBLICIDAD') },
    async (request): Promise<BuscadorHistorial> => {
      const { desde, hasta } = HistorialQuerySchema.parse(request.query);
      return buscadorHistorial(db, {
        indexName: config.buscador.indexName,
        desde: new Date(`${desde}T00:00:00-04:00`),
        hasta: new Date(`${sumarDias(hasta, 1)}T00:00:00-04:00`),
      });
    },
  );
}
