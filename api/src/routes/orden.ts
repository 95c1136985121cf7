/**
 * Checkout, orders and tracking (issue 5, spec §7 Orders), the admin status call, the zone sectors
 * and the address form data. Schemas: shared/src/contracts/orden.ts. Also runs the expiry sweep of
 * unverified reference payments every ORDEN_BARRIDO_SEGUNDOS (and each user's orders are swept when
 * read): see services/orden.ts.
 */
import {
  DIRECCION_MAX,
  type DireccionFormData,
  type FormPago,
  IdParamSchema,
  MensajesCarrito,
  type OrdenDetalle,
  OrdenEstatusRequestSchema,
  type OrdenPagina,
  OrdenRegistrarRequestSchema,
  type Rastreo,
  REFERENCIA_DIRECCION_MAX,
  type ZonaSectores,
} from '@mercado/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { contextoCarrito } from '../services/carrito.ts';
import { direccionesDe, formPago, zonaSectores } from '../services/checkout.ts';
import { ordenDeUsuario, ordenesDeUsuario } from '../services/orden/consulta.ts';
import { cambiarEstatus } from '../services/orden/estatus.ts';
import { expirarOrdenes } from '../services/orden/expiracion.ts';
import { IMAGENES_RASTREO, rastreo } from '../services/orden/rastreo.ts';
import { registrarOrden } from '../services/orden/registrar.ts';

const Slug = z.string().trim().min(1, 'Valor inválido').max(160, 'Valor inválido');
const Pagina = z.coerce
  .number({ error: MensajesCarrito.CARRITO_INVALIDO })
  .int(MensajesCarrito.CARRITO_INVALIDO)
  .min(0, MensajesCarrito.CARRITO_INVALIDO)
  .max(2, MensajesCarrito.CARRITO_INVALIDO);
const ZonaPaginaParams = z.object({ zona: Slug, pagina: Pagina });
const ListadoParams = z.object({
  n: z.coerce
    .number({ error: 'Página inválida' })
    .int('Página inválida')
    .min(1, 'Página inválida')
    .max(100000),
});
const IdParams = z.object({ id: IdParamSchema });
const SectorQuery = z.object({ zona: Slug.optional() });
const SvgParams = z.object({ file: z.string().regex(/^[a-z-]{1,40}\.svg$/, 'Archivo inválido') });

/** Tracking illustrations: a circle with a pictogram per step. */
const PICTOS: Record<(typeof IMAGENES_RASTREO)[number], { color: string; d: string }> = {
  recibido: { color: '#15803d', d: 'M60 70h80v70H60z M75 90h50 M75 105h50 M75 120h30' },
  verificado: { color: '#15803d', d: 'M65 100l25 25 45-50' },
  preparando: { color: '#ca8a04', d: 'M60 90h80l-10 50H70z M85 90l15-25 15 25' },
  listo: { color: '#15803d', d: 'M60 75h80v65H60z M60 95h80 M95 75v20' },
  'en-camino': {
    color: '#15803d',
    d: 'M45 80h65v45H45z M110 95h25l15 15v15h-40z M70 135a8 8 0 1 0 .1 0 M130 135a8 8 0 1 0 .1 0',
  },
  entregado: { color: '#15803d', d: 'M55 105l30 30 60-65' },
  cancelado: { color: '#dc2626', d: 'M70 70l60 60 M130 70l-60 60' },
};

function rastreoSvg(clave: (typeof IMAGENES_RASTREO)[number]): string {
  const { color, d } = PICTOS[clave];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img"><circle cx="100" cy="100" r="92" fill="${color}" opacity=".12"/><path d="${d}" fill="none" stroke="${color}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}

export async function ordenRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config, guards } = ctx;
  const opts = { preHandler: guards.requireUser };

  /** Keeps the search index's stock in step after stock moved (never fails the request). */
  async function sincronizar(productos: number[]) {
    if (productos.length === 0) return;
    try {
      await ctx.buscador.productos(productos);
    } catch (err) {
      app.log.warn({ err, productos }, 'search index sync after a stock change failed');
    }
  }

  // The expiry sweep.
  if (config.ordenBarridoSegundos > 0) {
    let corriendo = false;
    const timer = setInterval(() => {
      if (corriendo) return;
      corriendo = true;
      expirarOrdenes(db)
        .then(async (ids) => {
          if (ids.length) app.log.info({ productos: ids.length }, 'expired unverified orders');
          await sincronizar(ids);
        })
        .catch((err) => app.log.error({ err }, 'order expiry sweep failed'))
        .finally(() => {
          corriendo = false;
        });
    }, config.ordenBarridoSegundos * 1000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  app.get('/usuario/orden/zona/:zona/pagina/:pagina/formpago', opts, async (request): Promise<FormPago> => {
    const { zona, pagina } = ZonaPaginaParams.parse(request.params);
    return formPago(await contextoCarrito(db, config, request.usuario!.uid, zona), pagina);
  });

  app.post('/usuario/orden/zona/:zona/pagina/:pagina/registrar', opts, async (request, reply) => {
    const { zona, pagina } = ZonaPaginaParams.parse(request.params);
    const body = OrdenRegistrarRequestSchema.parse(request.body);
    const c = await contextoCarrito(db, config, request.usuario!.uid, zona);
    const { status, respuesta, productos } = await registrarOrden(c, pagina, body);
    if (status === 201) request.log.info({ orden: respuesta.orden.id, uid: c.comprador.id }, 'order placed');
    await sincronizar(productos);
    return reply.status(status).send(respuesta);
  });

  app.get('/usuario/orden/pagina/:n', opts, async (request): Promise<OrdenPagina> => {
    const { n } = ListadoParams.parse(request.params);
    return ordenesDeUsuario(db, request.usuario!.uid, n);
  });

  app.get('/usuario/orden/:id/usuario', opts, async (request): Promise<OrdenDetalle> => {
    const { id } = IdParams.parse(request.params);
    return ordenDeUsuario(db, config, request.usuario!.uid, id);
  });

  app.get('/usuario/rastreo/listado', opts, async (request): Promise<Rastreo> => {
    return { ordenes: await rastreo(db, config, request.usuario!.uid) };
  });

  app.put(
    '/admin/orden/:id/estatus',
    { preHandler: guards.requireRoles('ROLE_PEDIDO') },
    async (request): Promise<OrdenDetalle> => {
      const { id } = IdParams.parse(request.params);
      const body = OrdenEstatusRequestSchema.parse(request.body);
      const { orden, productos } = await cambiarEstatus(db, config, id, body, request.usuario!.uid);
      request.log.info(
        { orden: id, estatus: body.estatus, staff: request.usuario!.uid },
        'order status changed',
      );
      await sincronizar(productos);
      return orden;
    },
  );

  app.get('/api/zona/sector', async (request): Promise<ZonaSectores[]> => {
    const { zona } = SectorQuery.parse(request.query);
    return zonaSectores(db, zona);
  });

  app.get(
    '/api/website/direccion/formdata',
    { preHandler: guards.optionalUser },
    async (request): Promise<DireccionFormData> => {
      const uid = request.usuario?.uid;
      const [zonas, direcciones] = await Promise.all([
        zonaSectores(db),
        uid ? direccionesDe(db, uid) : Promise.resolve([]),
      ]);
      return {
        zonas,
        direcciones,
        limites: { direccion: DIRECCION_MAX, referencia: REFERENCIA_DIRECCION_MAX },
      };
    },
  );

  app.get('/media/rastreo/:file', async (request, reply) => {
    const { file } = SvgParams.parse(request.params);
    const clave = file.slice(0, -4) as (typeof IMAGENES_RASTREO)[number];
    if (!IMAGENES_RASTREO.includes(clave)) throw notFound();
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=2592000')
      .send(rastreoSvg(clave));
  });
}
