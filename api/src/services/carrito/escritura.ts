/**
 * Writing carts (issue 5): a page's lines replaced, one line set or lines merged, under the cart's row
 * lock.
 */
import {
  type AjusteLinea,
  CARRITO_MAX_LINEAS,
  type CarritoConEstatus,
  type CarritoDetalleEntrada,
  CarritoDetalleEstatus,
  type CarritoGuardado,
  type CarritoVista,
  MensajesCarrito,
} from '@mercado/shared/contracts';
import {
  evaluarLineaCarrito,
  fromThousandths,
  mensajeLineaCarrito,
  toThousandths,
} from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { Rechazado } from '../errores.ts';
import { type ContextoCarrito, cargarProductos } from './contexto.ts';
import { CARRITO_COLS, type CarritoRow, evaluarCarritos } from './lectura.ts';

type Deseado = Map<number, { cantidad: string; tipo: number }>;

export type ModoGuardar =
  | { modo: 'reemplazar'; lineas: readonly CarritoDetalleEntrada[] }
  | { modo: 'individual'; linea: CarritoDetalleEntrada }
  /**
   * The anonymous cart at sign-in: a product in both adds the quantities (capped by the line rules);
   * local products that no longer fit under `CARRITO_MAX_LINEAS` stay out and are reported.
   */
  | { modo: 'combinar'; lineas: readonly CarritoDetalleEntrada[] }
  /**
   * Buying an order again (services/orden/repetir.ts): a product already in the cart keeps the larger
   * quantity; more than `CARRITO_MAX_LINEAS` products in the result is refused with `sinEspacio`.
   */
  | { modo: 'asegurar'; lineas: readonly CarritoDetalleEntrada[]; sinEspacio: string };

/** The cart row of a page, created when missing, locked for this transaction. */
async function carritoBloqueado(
  tx: Db,
  usuarioId: string,
  zonaId: number,
  pagina: number,
): Promise<CarritoRow> {
  await tx
    .insertInto('carrito')
    .values({ usuario_id: usuarioId, zona_id: zonaId, pagina })
    .onConflict((oc) => oc.columns(['usuario_id', 'zona_id', 'pagina']).doNothing())
    .execute();
  return tx
    .selectFrom('carrito')
    .select(CARRITO_COLS)
    .where('usuario_id', '=', usuarioId)
    .where('zona_id', '=', zonaId)
    .where('pagina', '=', pagina)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

const normal = (cantidad: string) => fromThousandths(toThousandths(cantidad));

/**
 * Saves cart `pagina` (replace, one line, or merge the anonymous cart) and validates EVERY line of
 * the result. Lines that cannot be sold are removed, quantities off the rules are adjusted; when
 * anything was adjusted the answer is `CarritoConEstatus` (never the cart), else the cart.
 */
export async function guardarCarrito(
  ctx: ContextoCarrito,
  pagina: number,
  op: ModoGuardar,
): Promise<CarritoGuardado> {
  const { db, config, comprador: c, zona } = ctx;
  const res = await db.transaction().execute(async (tx) => {
    const carrito = await carritoBloqueado(tx, c.id, zona.id, pagina);
    const actuales = await tx
      .selectFrom('carrito_detalle')
      .select(['producto_id', 'cantidad', 'tipo'])
      .where('carrito_id', '=', carrito.id)
      .orderBy('orden')
      .orderBy('producto_id')
      .execute();
    const deseado: Deseado = new Map();
    const sinLugar: CarritoDetalleEntrada[] = [];
    if (op.modo === 'reemplazar') {
      for (const l of op.lineas) {
        deseado.delete(l.producto);
        if (toThousandths(l.cantidad) > 0)
          deseado.set(l.producto, { cantidad: l.cantidad, tipo: l.tipo ?? 1 });
      }
    } else {
      for (const a of actuales) deseado.set(a.producto_id, { cantidad: a.cantidad, tipo: a.tipo });
      const entradas = op.modo === 'individual' ? [op.linea] : op.lineas;
      for (const l of entradas) {
        const q = toThousandths(l.cantidad);
        if (q === 0) {
          // Individual: 0 removes the line. Merge: a 0 in the local cart adds nothing.
          if (op.modo === 'individual') deseado.delete(l.producto);
          continue;
        }
        const previa = deseado.get(l.producto);
        if (op.modo === 'asegurar' && previa && toThousandths(previa.cantidad) >= q) continue;
        if (!previa && op.modo === 'combinar' && deseado.size >= CARRITO_MAX_LINEAS) {
          sinLugar.push(l);
          continue;
        }
        // Merge at sign-in: a product in both carts adds up (the line rules below cap the sum).
        const cantidad =
          op.modo === 'combinar' && previa ? fromThousandths(toThousandths(previa.cantidad) + q) : l.cantidad;
        deseado.set(l.producto, { cantidad, tipo: l.tipo ?? previa?.tipo ?? 1 });
      }
      if (op.modo === 'asegurar' && deseado.size > CARRITO_MAX_LINEAS) throw new Rechazado(op.sinEspacio);
      // One more product in a full cart is refused (nothing changes); changing a line never is.
      const nuevo = op.modo === 'individual' && !actuales.some((a) => a.producto_id === op.linea.producto);
      if (nuevo && deseado.size > CARRITO_MAX_LINEAS) throw new Rechazado(MensajesCarrito.DEMASIADAS_LINEAS);
    }
    const productos = await cargarProductos(tx, config, zona, c.tipo, [
      ...deseado.keys(),
      ...sinLugar.map((l) => l.producto),
    ]);
    const finales: { producto_id: number; cantidad: string; tipo: number }[] = [];
    // A merged line that found the cart full stays out, reported as a line that goes (status 7).
    const ajustes: AjusteLinea[] = sinLugar.map((l) => ({
      producto: l.producto,
      nombre: productos.get(l.producto)?.vista.nombre ?? '',
      estatus: CarritoDetalleEstatus.NO_DISPONIBLE,
      mensaje: MensajesCarrito.DEMASIADAS_LINEAS,
      cantidadSolicitada: normal(l.cantidad),
      cantidad: '0',
    }));
    for (const [id, d] of deseado) {
      const p = productos.get(id) ?? null;
      const ev = evaluarLineaCarrito(d.cantidad, p?.reglas ?? null);
      if (ev.estatus !== CarritoDetalleEstatus.ACTIVO) {
        ajustes.push({
          producto: id,
          nombre: p?.vista.nombre ?? '',
          estatus: ev.estatus,
          mensaje: mensajeLineaCarrito(ev.estatus, p?.reglas ?? null) ?? MensajesCarrito.ERROR,
          cantidadSolicitada: normal(d.cantidad),
          cantidad: ev.cantidad,
        });
      }
      if (ev.cantidad !== '0') finales.push({ producto_id: id, cantidad: ev.cantidad, tipo: d.tipo });
    }
    const igual =
      finales.length === actuales.length &&
      finales.every((f, i) => {
        const a = actuales[i]!;
        return (
          a.producto_id === f.producto_id &&
          toThousandths(a.cantidad) === toThousandths(f.cantidad) &&
          a.tipo === f.tipo
        );
      });
    let version = carrito.version;
    if (!igual) {
      await tx.deleteFrom('carrito_detalle').where('carrito_id', '=', carrito.id).execute();
      if (finales.length) {
        await tx
          .insertInto('carrito_detalle')
          .values(finales.map((f, orden) => ({ carrito_id: carrito.id, ...f, orden })))
          .execute();
      }
      const upd = await tx
        .updateTable('carrito')
        .set({ version: sql<number>`version + 1`, actualizado_en: sql<Date>`now()` })
        .where('id', '=', carrito.id)
        .returning('version')
        .executeTakeFirstOrThrow();
      version = upd.version;
    }
    return { row: { ...carrito, version }, ajustes };
  });
  if (res.ajustes.length) {
    const conEstatus: CarritoConEstatus = {
      status: 'actualizado',
      mensaje: MensajesCarrito.ACTUALIZADO,
      pagina,
      version: res.row.version,
      ajustes: res.ajustes,
    };
    return conEstatus;
  }
  return (await evaluarCarritos(ctx, [res.row]))[0]!.vista;
}

/** GET .../{pagina}/limpiarcarrito: removes every line and the coupon. */
export async function limpiarCarrito(ctx: ContextoCarrito, pagina: number): Promise<CarritoVista> {
  const { db, comprador: c, zona } = ctx;
  const row = await db.transaction().execute(async (tx) => {
    const carrito = await carritoBloqueado(tx, c.id, zona.id, pagina);
    const borradas = await tx
      .deleteFrom('carrito_detalle')
      .where('carrito_id', '=', carrito.id)
      .executeTakeFirst();
    if (Number(borradas.numDeletedRows) === 0 && carrito.cupon_id === null) return carrito;
    return tx
      .updateTable('carrito')
      .set({ cupon_id: null, version: sql<number>`version + 1`, actualizado_en: sql<Date>`now()` })
      .where('id', '=', carrito.id)
      .returning(CARRITO_COLS)
      .executeTakeFirstOrThrow();
  });
  return (await evaluarCarritos(ctx, [row]))[0]!.vista;
}
