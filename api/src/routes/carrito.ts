/**
 * Cart and coupon endpoints (issue 5, spec §7 Cart and Coupons). User role required (bearer);
 * schemas: shared/src/contracts/carrito.ts and cupon.ts. Unknown zone → 404, inactive zone → 409.
 */
import {
  CarritoCombinarRequestSchema,
  type CarritoGuardado,
  CarritoGuardarRequestSchema,
  CarritoIndividualRequestSchema,
  type CarritosZona,
  type CarritoVista,
  CuponCodigoSchema,
  type CuponesPago,
  type CuponesUsuario,
  IdParamSchema,
  MensajesCarrito,
} from '@mercado/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import {
  aplicarCupon,
  contextoCarrito,
  cuponesPago,
  guardarCarrito,
  leerCarritos,
  limpiarCarrito,
  quitarCupon,
} from '../services/carrito.ts';
import { cuponUsuario, misCupones } from '../services/cupon.ts';

const Slug = z.string().trim().min(1, 'Valor inválido').max(160, 'Valor inválido');
const Pagina = z.coerce
  .number({ error: MensajesCarrito.CARRITO_INVALIDO })
  .int(MensajesCarrito.CARRITO_INVALIDO)
  .min(0, MensajesCarrito.CARRITO_INVALIDO)
  .max(2, MensajesCarrito.CARRITO_INVALIDO);
const ZonaParams = z.object({ zona: Slug });
const ZonaPaginaParams = z.object({ zona: Slug, pagina: Pagina });
const CuponParams = z.object({ id: IdParamSchema, code: CuponCodigoSchema });
const CarritoIdParams = z.object({ id: IdParamSchema });

export async function carritoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config, guards } = ctx;
  const opts = { preHandler: guards.requireUser };

  app.get('/usuario/carrito/zona/:zona', opts, async (request): Promise<CarritosZona> => {
    const { zona } = ZonaParams.parse(request.params);
    const c = await contextoCarrito(db, config, request.usuario!.uid, zona);
    return {
      zona: { id: c.zona.id, slug: c.zona.slug, nombre: c.zona.nombre },
      carritos: await leerCarritos(c),
    };
  });

  app.post('/usuario/carrito/zona/:zona', opts, async (request): Promise<CarritoGuardado> => {
    const { zona } = ZonaParams.parse(request.params);
    const body = CarritoGuardarRequestSchema.parse(request.body);
    const c = await contextoCarrito(db, config, request.usuario!.uid, zona);
    return guardarCarrito(c, body.pagina, { modo: 'reemplazar', lineas: body.carritoDetalle });
  });

  app.post('/usuario/carrito/zona/:zona/individual', opts, async (request): Promise<CarritoGuardado> => {
    const { zona } = ZonaParams.parse(request.params);
    const body = CarritoIndividualRequestSchema.parse(request.body);
    const c = await contextoCarrito(db, config, request.usuario!.uid, zona);
    return guardarCarrito(c, body.pagina, {
      modo: 'individual',
      linea: { producto: body.producto, cantidad: body.cantidad, ...(body.tipo ? { tipo: body.tipo } : {}) },
    });
  });

  app.post('/usuario/carrito/zona/:zona/combinar', opts, async (request): Promise<CarritoGuardado> => {
    const { zona } = ZonaParams.parse(request.params);
    const body = CarritoCombinarRequestSchema.parse(request.body ?? {});
    const c = await contextoCarrito(db, config, request.usuario!.uid, zona);
    return guardarCarrito(c, body.pagina, { modo: 'combinar', lineas: body.carritoDetalle });
  });

  app.get(
    '/usuario/carrito/zona/:zona/:pagina/limpiarcarrito',
    opts,
    async (request): Promise<CarritoVista> => {
      const { zona, pagina } = ZonaPaginaParams.parse(request.params);
      return limpiarCarrito(await contextoCarrito(db, config, request.usuario!.uid, zona), pagina);
    },
  );

  const conRetry = (reply: FastifyReply) => (err: unknown) => {
    if (err instanceof HttpError && err.statusCode === 429) {
      reply.header('retry-after', String(config.cuponWindowSeconds));
    }
    throw err;
  };

  app.get('/usuario/carrito/:id/cupon/:code/aplicar', opts, async (request, reply): Promise<CarritoVista> => {
    const { id, code } = CuponParams.parse(request.params);
    return aplicarCupon(db, config, request.usuario!.uid, id, code, request.ip).catch(conRetry(reply));
  });

  app.delete('/usuario/carrito/:id/cupon', opts, async (request): Promise<CarritoVista> => {
    const { id } = CarritoIdParams.parse(request.params);
    return quitarCupon(db, config, request.usuario!.uid, id);
  });

  app.get('/usuario/cupon/cuponesusuario/:zona', opts, async (request): Promise<CuponesUsuario> => {
    const { zona } = ZonaParams.parse(request.params);
    const c = await contextoCarrito(db, config, request.usuario!.uid, zona);
    const lista = await misCupones(db, c.comprador.id, c.zona.id);
    return { cupones: lista.map((x) => cuponUsuario(x.cupon, x.usosUsuario)) };
  });

  app.get('/usuario/cupon/cuponesusuariopago/:zona/:pagina', opts, async (request): Promise<CuponesPago> => {
    const { zona, pagina } = ZonaPaginaParams.parse(request.params);
    return cuponesPago(await contextoCarrito(db, config, request.usuario!.uid, zona), pagina);
  });
}
