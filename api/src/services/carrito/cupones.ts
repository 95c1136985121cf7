/**
 * Coupons on carts (issue 5): applying and removing a cart's coupon, and "Mis cupones" checked against
 * a cart.
 */
import { type CarritoVista, type CuponPago, MensajesCarrito, MensajesCupon } from '@mercado/shared/contracts';
import { fromCents } from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { zonaBy } from '../catalogo.ts';
import {
  contarIntentoCupon,
  cuponParaUsuario,
  cuponUsuario,
  evaluarCuponPara,
  misCupones,
  usosCupon,
} from '../cupon.ts';
import { NoExiste, Rechazado } from '../errores.ts';
import { zonaActiva } from '../storefront/vista.ts';
import { type ContextoCarrito, comprador } from './contexto.ts';
import { CARRITO_COLS, evaluarCarrito, evaluarCarritos } from './lectura.ts';

/** The user's cart by id (404 otherwise) and the context of its zone (409 when the zone is inactive). */
async function contextoDeCarrito(db: Db, config: Config, uid: string, carritoId: number) {
  const c = await comprador(db, uid);
  const row = await db
    .selectFrom('carrito')
    .select(CARRITO_COLS)
    .where('id', '=', carritoId)
    .where('usuario_id', '=', c.id)
    .executeTakeFirst();
  if (!row) throw new NoExiste(MensajesCarrito.CARRITO_NO_EXISTE);
  const zona = await zonaBy(db, { id: row.zona_id });
  if (!zona) throw new NoExiste(MensajesCarrito.CARRITO_NO_EXISTE);
  const ctx: ContextoCarrito = { db, config, comprador: c, zona: await zonaActiva(db, zona.slug) };
  return { ctx, row };
}

/**
 * GET /usuario/carrito/{id}/cupon/{code}/aplicar. Unknown, inactive and other customers' codes count as failed attempts
 * (429 with Retry-After after too many); a code that exists but does not apply → 422 with the reason.
 */
export async function aplicarCupon(
  db: Db,
  config: Config,
  uid: string,
  carritoId: number,
  codigo: string,
  ip: string,
): Promise<CarritoVista> {
  const { ctx, row } = await contextoDeCarrito(db, config, uid, carritoId);
  const intento = await contarIntentoCupon(db, config, ctx.comprador.id, ip);
  const cupon = await cuponParaUsuario(db, codigo, ctx.comprador.id);
  if (!cupon) throw new Rechazado(MensajesCupon.NO_EXISTE, { codigo: MensajesCupon.NO_EXISTE });
  await intento.devolver();
  const actual = (await evaluarCarritos(ctx, [row]))[0]!;
  const { evaluacion } = await evaluarCuponPara(db, cupon, {
    usuarioId: ctx.comprador.id,
    zonaId: ctx.zona.id,
    productosCents: actual.totales.productos,
    subtotalCents: actual.totales.subtotal,
  });
  if (!evaluacion.aplicable) throw new Rechazado(evaluacion.mensaje, { codigo: evaluacion.mensaje });
  const upd = await db
    .updateTable('carrito')
    .set({ cupon_id: cupon.id, version: sql<number>`version + 1`, actualizado_en: sql<Date>`now()` })
    .where('id', '=', row.id)
    .returning(CARRITO_COLS)
    .executeTakeFirstOrThrow();
  return (await evaluarCarritos(ctx, [upd]))[0]!.vista;
}

/** DELETE /usuario/carrito/{id}/cupon */
export async function quitarCupon(
  db: Db,
  config: Config,
  uid: string,
  carritoId: number,
): Promise<CarritoVista> {
  const { ctx, row } = await contextoDeCarrito(db, config, uid, carritoId);
  let actual = row;
  if (row.cupon_id !== null) {
    actual = await db
      .updateTable('carrito')
      .set({ cupon_id: null, version: sql<number>`version + 1`, actualizado_en: sql<Date>`now()` })
      .where('id', '=', row.id)
      .returning(CARRITO_COLS)
      .executeTakeFirstOrThrow();
  }
  return (await evaluarCarritos(ctx, [actual]))[0]!.vista;
}

/** GET /usuario/cupon/cuponesusuariopago/{zona}/{pagina}: "Mis cupones" checked against that cart. */
export async function cuponesPago(
  ctx: ContextoCarrito,
  pagina: number,
): Promise<{ carritoId: number; cupones: CuponPago[] }> {
  const { db, comprador: c, zona } = ctx;
  const carrito = await evaluarCarrito(ctx, pagina);
  const lista = await misCupones(db, c.id, zona.id);
  if (carrito.cupon && !lista.some((x) => x.cupon.id === carrito.cupon!.id)) {
    const usos = await usosCupon(db, carrito.cupon.id, c.id);
    lista.unshift({ cupon: carrito.cupon, usosUsuario: usos.usuario });
  }
  const cupones: CuponPago[] = [];
  for (const { cupon, usosUsuario } of lista) {
    const { evaluacion } = await evaluarCuponPara(db, cupon, {
      usuarioId: c.id,
      zonaId: zona.id,
      productosCents: carrito.totales.productos,
      subtotalCents: carrito.totales.subtotal,
    });
    cupones.push({
      ...cuponUsuario(cupon, usosUsuario),
      aplicable: evaluacion.aplicable,
      motivo: evaluacion.aplicable ? null : evaluacion.mensaje,
      descuento: evaluacion.aplicable ? fromCents(evaluacion.descuentoCents) : '0.00',
      aplicado: carrito.row.cupon_id === cupon.id,
    });
  }
  return { carritoId: carrito.row.id, cupones };
}
