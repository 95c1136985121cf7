import {
  IdParamSchema,
  PaginaQuerySchema,
  ResolveQuerySchema,
  type ResolveResponse,
  type UsuarioEstatusValor,
  UsuarioTipo,
  type UsuarioTipoValor,
} from '@mercado/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import {
  categoriaMenu,
  configuracion,
  listMonedas,
  listZonas,
  productosPagina,
  zonaBy,
} from '../services/catalogo.ts';
import { findUsuarioById, membresiaOf } from '../services/usuario.ts';

const ZonaSlugParamsSchema = z.object({ zona: z.string().trim().min(1).max(80) });

export async function websiteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config, guards } = ctx;

  async function tieneOrdenes(usuarioId: string): Promise<boolean> {
    const row = await db
      .selectFrom('orden')
      .select('id')
      .where('usuario_id', '=', usuarioId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The viewer's type and status from the DB (not from the token). */
  async function viewer(uid: string | undefined) {
    if (!uid) return null;
    return (await findUsuarioById(db, uid)) ?? null;
  }

  app.get(
    '/api/website/resolve',
    { preHandler: guards.optionalUser },
    async (request): Promise<ResolveResponse> => {
      const { zona } = ResolveQuerySchema.parse(request.query);
      const user = await viewer(request.usuario?.uid);
      const [moneda, categoria, zonaRow, conf, membresia] = await Promise.all([
        listMonedas(db),
        categoriaMenu(db, config),
        zona ? zonaBy(db, { slug: zona }) : Promise.resolve(null),
        configuracion(db),
        user ? membresiaOf(db, user.id) : Promise.resolve(null),
      ]);
      return {
        moneda,
        categoria,
        zona: zonaRow,
        configuracion: conf,
        fechaServer: new Date().toISOString(),
        usuarioEstatus: user ? (user.estatus as UsuarioEstatusValor) : null,
        usuarioTipo: user ? (user.usuario_tipo as UsuarioTipoValor) : UsuarioTipo.NORMAL,
        // Signed in and no order placed yet.
        usuarioEsNuevo: user ? !(await tieneOrdenes(user.id)) : false,
        membresia,
      };
    },
  );

  app.get('/api/website/productos/:zona', { preHandler: guards.optionalUser }, async (request) => {
    const { zona } = ZonaSlugParamsSchema.parse(request.params);
    const { pag } = PaginaQuerySchema.parse(request.query);
    const zonaRow = await zonaBy(db, { slug: zona });
    if (!zonaRow) throw notFound('La zona solicitada no existe');
    const user = await viewer(request.usuario?.uid);
    return productosPagina(db, config, zonaRow.id, user?.usuario_tipo ?? UsuarioTipo.NORMAL, pag);
  });

  app.get('/api/zona/listadoapi', async () => listZonas(db));

  app.get('/api/zona/:id/simpleapi', async (request) => {
    const { id } = z.object({ id: IdParamSchema }).parse(request.params);
    const zonaRow = await zonaBy(db, { id });
    if (!zonaRow) throw notFound('La zona solicitada no existe');
    return zonaRow;
  });

  app.get('/api/moneda/mercado', async () => listMonedas(db));

  app.get('/api/categoria/menuwebsite', async () => categoriaMenu(db, config));
}
