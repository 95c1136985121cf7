/**
 * Search (issue 6) outside /1/: where the browser's search client points (read at run time), and the
 * admin calls that push one product to the index on demand (spec §7 "Admin search-index sync").
 */
import { type BuscadorConfig, IdParamSchema, ROLE_ADMIN } from '@mercado/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';

const ParamsSchema = z.object({ id: IdParamSchema });

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
}
