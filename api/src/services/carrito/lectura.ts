/**
 * Carts (issue 5): three pages per user and zone, validated on every write with the shared line
 * rules (`evaluarLineaCarrito`: statuses 1–7 of spec §3) against the product, its category chain, the
 * price and the stock for the user's type in the zone. A write stores what can be sold (quantities
 * adjusted, unsellable lines removed) under the cart's row lock and bumps its version when the
 * content changed; the response is the cart, or `CarritoConEstatus` listing the adjustments.
 */
import {
  CARRITO_PAGINAS,
  CarritoDetalleEstatus,
  type CarritoVista,
  type CuponAplicado,
  type LineaCarrito,
  MensajesCarrito,
  MonedaId,
} from '@mercado/shared/contracts';
import {
  calcularTotales,
  type EvaluacionCupon,
  evaluarLineaCarrito,
  faltaParaMinimo,
  fromCents,
  fromThousandths,
  mensajeLineaCarrito,
  minimoCompraPara,
  type TotalesCentimos,
  toThousandths,
  totalesDinero,
} from '@mercado/shared/rules';
import type { Db } from '../../db/index.ts';
import { type Cupon, cargarCupon, evaluarCuponPara } from '../cupon.ts';
import { NoExiste } from '../errores.ts';
import { type ContextoCarrito, cargarProductos, type EstadoProducto } from './contexto.ts';

export type CarritoRow = {
  id: number;
  usuario_id: string;
  zona_id: number;
  pagina: number;
  estatus: number;
  version: number;
  cupon_id: number | null;
};

export const CARRITO_COLS = [
  'id',
  'usuario_id',
  'zona_id',
  'pagina',
  'estatus',
  'version',
  'cupon_id',
] as const;

/** The user's 3 carts of the zone (created on first use), by pagina. */
async function carritosDe(db: Db, usuarioId: string, zonaId: number): Promise<CarritoRow[]> {
  await db
    .insertInto('carrito')
    .values(
      [...Array(CARRITO_PAGINAS).keys()].map((pagina) => ({
        usuario_id: usuarioId,
        zona_id: zonaId,
        pagina,
      })),
    )
    .onConflict((oc) => oc.columns(['usuario_id', 'zona_id', 'pagina']).doNothing())
    .execute();
  return db
    .selectFrom('carrito')
    .select(CARRITO_COLS)
    .where('usuario_id', '=', usuarioId)
    .where('zona_id', '=', zonaId)
    .orderBy('pagina')
    .execute();
}

/** Bs per USD now (the bolívar's rate). */
export async function tasaActual(db: Db): Promise<string> {
  const m = await db
    .selectFrom('moneda')
    .select('tasa')
    .where('id', '=', MonedaId.BOLIVAR)
    .executeTakeFirst();
  return m?.tasa ?? '1.0000';
}

export async function configuracionCheckout(db: Db) {
  const c = await db.selectFrom('configuracion').selectAll().where('id', '=', 1).executeTakeFirst();
  return {
    minimoCompra: c?.minimo_compra ?? '0.00',
    costoEmpaquetado: c?.costo_empaquetado ?? '0.00',
    igtf: c?.igtf ?? '0.0000',
    minutosVerificacion: c?.minutos_verificacion ?? 120,
  };
}

/** A cart, evaluated: its lines with their statuses, the coupon as it stands, totals. */
export type CarritoEvaluado = {
  vista: CarritoVista;
  row: CarritoRow;
  productos: Map<number, EstadoProducto>;
  cupon: Cupon | null;
  evaluacionCupon: EvaluacionCupon | null;
  /** The totals in cents (`vista.totales` holds them as decimals). */
  totales: TotalesCentimos;
};

export async function evaluarCarritos(
  ctx: ContextoCarrito,
  carritos: CarritoRow[],
): Promise<CarritoEvaluado[]> {
  const { db, config, comprador: c, zona } = ctx;
  if (carritos.length === 0) return [];
  const [lineas, tasa, conf] = await Promise.all([
    db
      .selectFrom('carrito_detalle')
      .select(['carrito_id', 'producto_id', 'cantidad'])
      .where(
        'carrito_id',
        'in',
        carritos.map((r) => r.id),
      )
      .orderBy('orden')
      .orderBy('producto_id')
      .execute(),
    tasaActual(db),
    configuracionCheckout(db),
  ]);
  const productos = await cargarProductos(
    db,
    config,
    zona,
    c.tipo,
    lineas.map((l) => l.producto_id),
  );
  const minimo = minimoCompraPara(c.tipo, conf.minimoCompra);
  const out: CarritoEvaluado[] = [];
  for (const row of carritos) {
    const evaluadas = lineas
      .filter((l) => l.carrito_id === row.id)
      .map((l) => {
        const p = productos.get(l.producto_id) ?? null;
        const ev = evaluarLineaCarrito(l.cantidad, p?.reglas ?? null);
        return { l, p, ev };
      })
      // A product deleted since (no row) cannot be shown: it is dropped on the next write.
      .filter((x): x is typeof x & { p: EstadoProducto } => x.p !== null);
    const entrada = evaluadas.map(({ p, ev }) => ({
      precio: p.vista.precio,
      oferta: p.vista.oferta,
      impuesto: p.vista.impuesto,
      cantidad: ev.cantidad,
    }));
    const sinCupon = calcularTotales({ lineas: entrada, tasa });
    let cupon: Cupon | null = null;
    let evaluacion: EvaluacionCupon | null = null;
    if (row.cupon_id !== null) {
      cupon = await cargarCupon(db, { id: row.cupon_id });
      if (cupon) {
        evaluacion = (
          await evaluarCuponPara(db, cupon, {
            usuarioId: c.id,
            zonaId: zona.id,
            productosCents: sinCupon.productos,
            subtotalCents: sinCupon.subtotal,
          })
        ).evaluacion;
      }
    }
    const t = calcularTotales({
      lineas: entrada,
      cupon: cupon && evaluacion?.aplicable ? { porcentaje: cupon.porcentaje, valor: cupon.valor } : null,
      tasa,
    });
    const lineasVista: LineaCarrito[] = evaluadas.map(({ l, p, ev }, i) => ({
      producto: p.vista,
      cantidad: fromThousandths(toThousandths(l.cantidad)),
      cantidadValida: ev.cantidad,
      estatus: ev.estatus,
      mensaje: mensajeLineaCarrito(ev.estatus, p.reglas),
      precioUnitario: fromCents(t.lineas[i]!.precioUnitarioCents),
      total: fromCents(t.lineas[i]!.totalCents),
      ahorro: fromCents(t.lineas[i]!.ahorroCents),
    }));
    const cuponVista: CuponAplicado | null = cupon
      ? {
          id: cupon.id,
          codigo: cupon.codigo,
          nombre: cupon.nombre,
          valor: cupon.valor,
          porcentaje: cupon.porcentaje,
          descuento: fromCents(t.descuentoCupon),
          aplicable: Boolean(evaluacion?.aplicable),
          motivo: evaluacion && !evaluacion.aplicable ? evaluacion.mensaje : null,
        }
      : null;
    const alcanzaMinimo = faltaParaMinimo(t.productos, minimo) === 0;
    out.push({
      row,
      productos,
      cupon,
      evaluacionCupon: evaluacion,
      totales: t,
      vista: {
        id: row.id,
        zona: zona.slug,
        pagina: row.pagina,
        version: row.version,
        estatus: row.estatus === 2 ? 2 : 1,
        lineas: lineasVista,
        cupon: cuponVista,
        totales: totalesDinero(t),
        minimoCompra: fromCents(minimo),
        alcanzaMinimo,
        valido:
          lineasVista.length > 0 &&
          lineasVista.every((l) => l.estatus === CarritoDetalleEstatus.ACTIVO) &&
          alcanzaMinimo,
      },
    });
  }
  return out;
}

/** GET /usuario/carrito/zona/{zona}: the 3 carts. */
export async function leerCarritos(ctx: ContextoCarrito): Promise<CarritoVista[]> {
  const rows = await carritosDe(ctx.db, ctx.comprador.id, ctx.zona.id);
  return (await evaluarCarritos(ctx, rows)).map((e) => e.vista);
}

/** One cart page, evaluated (formpago, coupons at payment, after a write). */
export async function evaluarCarrito(ctx: ContextoCarrito, pagina: number): Promise<CarritoEvaluado> {
  const rows = await carritosDe(ctx.db, ctx.comprador.id, ctx.zona.id);
  const row = rows.find((r) => r.pagina === pagina);
  if (!row) throw new NoExiste(MensajesCarrito.CARRITO_NO_EXISTE);
  return (await evaluarCarritos(ctx, [row]))[0]!;
}
