/**
 * Storefront endpoints (issue 4). All GET, optional bearer: prices and stock follow the viewer's user
 * type read from the DB (anonymous = normal). Unknown zone → 404, inactive zone → 409, bad query →
 * 400 naming the field. Schemas: shared/src/contracts/storefront.ts.
 */
import {
  type CategoriaListado,
  CategoriaListadoQuerySchema,
  type DestacadoPagina,
  type EtiquetaListado,
  type InicioZona,
  ListadoQuerySchema,
  type ListaRapidaDetalle,
  type ListasRapidas,
  PaginaQuerySchema,
  type ProductoDetalle,
  type SupermercadoListado,
  UsuarioTipo,
} from '@mercado/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import {
  categoriaListado,
  destacadoPagina,
  etiquetaListado,
  inicioZona,
  listaRapidaDetalle,
  listasRapidas,
  productoDetalle,
  supermercado,
  type Vista,
  zonaActiva,
} from '../services/storefront.ts';
import { findUsuarioById } from '../services/usuario.ts';

const Slug = z.string().trim().min(1, 'Valor inválido').max(160, 'Valor inválido');
const ZonaParams = z.object({ zona: Slug });
const ZonaSlugParams = z.object({ zona: Slug, slug: Slug });
const DestacadoParams = z.object({ zona: Slug, destacado: Slug });
const CategoriaParams = z.object({ categoria: Slug, sub: Slug.optional() });

export async function storefrontRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config, guards } = ctx;
  const opts = { preHandler: guards.optionalUser };

  /** The zone (404/409) and the viewer's user type from the DB. */
  async function vista(request: FastifyRequest, zonaSlug: string): Promise<Vista> {
    const uid = request.usuario?.uid;
    const [zona, user] = await Promise.all([
      zonaActiva(db, zonaSlug),
      uid ? findUsuarioById(db, uid) : Promise.resolve(undefined),
    ]);
    return { zona, tipo: user?.usuario_tipo ?? UsuarioTipo.NORMAL };
  }

  app.get('/api/website/inicio/:zona', opts, async (request): Promise<InicioZona> => {
    const { zona } = ZonaParams.parse(request.params);
    return inicioZona(db, config, await vista(request, zona));
  });

  app.get('/api/website/destacado/:zona/:destacado', opts, async (request): Promise<DestacadoPagina> => {
    const { zona, destacado } = DestacadoParams.parse(request.params);
    const { pag } = PaginaQuerySchema.parse(request.query);
    return destacadoPagina(db, config, await vista(request, zona), destacado, pag);
  });

  const categoria = async (request: FastifyRequest): Promise<CategoriaListado> => {
    const { categoria: slug, sub } = CategoriaParams.parse(request.params);
    const { zona, pag, orden } = CategoriaListadoQuerySchema.parse(request.query);
    const v = await vista(request, zona);
    return categoriaListado(db, config, v, sub === undefined ? [slug] : [slug, sub], pag, orden);
  };
  app.get('/api/categoria/supermercado/:categoria', opts, categoria);
  app.get('/api/categoria/supermercado/:categoria/:sub', opts, categoria);

  app.get('/api/website/supermercado/:zona', opts, async (request): Promise<SupermercadoListado> => {
    const { zona } = ZonaParams.parse(request.params);
    const { pag, orden } = ListadoQuerySchema.parse(request.query);
    return supermercado(db, config, await vista(request, zona), pag, orden);
  });

  app.get('/api/website/etiqueta/:zona/:slug', opts, async (request): Promise<EtiquetaListado> => {
    const { zona, slug } = ZonaSlugParams.parse(request.params);
    const { pag, orden } = ListadoQuerySchema.parse(request.query);
    return etiquetaListado(db, config, await vista(request, zona), slug, pag, orden);
  });

  app.get('/api/website/producto/:zona/:slug', opts, async (request): Promise<ProductoDetalle> => {
    const { zona, slug } = ZonaSlugParams.parse(request.params);
    return productoDetalle(db, config, await vista(request, zona), slug);
  });

  app.get('/api/website/listarapida/:zona', opts, async (request): Promise<ListasRapidas> => {
    const { zona } = ZonaParams.parse(request.params);
    return { listas: await listasRapidas(db, config, await vista(request, zona)) };
  });

  app.get('/api/website/listarapida/:zona/:slug', opts, async (request): Promise<ListaRapidaDetalle> => {
    const { zona, slug } = ZonaSlugParams.parse(request.params);
    return listaRapidaDetalle(db, config, await vista(request, zona), slug);
  });
}
