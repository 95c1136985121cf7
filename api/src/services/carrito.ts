/**
 * Carts (issue 5): three pages per user and zone, validated on every write with the shared line
 * rules (`evaluarLineaCarrito`: statuses 1–7 of spec §3) against the product, its category chain, the
 * price and the stock for the user's type in the zone. A write stores what can be sold (quantities
 * adjusted, unsellable lines removed) under the cart's row lock and bumps its version when the
 * content changed; the response is the cart, or `CarritoConEstatus` listing the adjustments.
 */
import {
  type AjusteLinea,
  CARRITO_PAGINAS,
  type CarritoConEstatus,
  type CarritoDetalleEntrada,
  CarritoDetalleEstatus,
  type CarritoGuardado,
  type CarritoVista,
  type CuponAplicado,
  type CuponPago,
  EstatusRegistro,
  type LineaCarrito,
  Mensajes,
  MensajesCarrito,
  MensajesCupon,
  MonedaId,
  type ProductoVista,
  UsuarioEstatus,
  type Zona,
} from '@mercado/shared/contracts';
import {
  calcularTotales,
  type EvaluacionCupon,
  evaluarLineaCarrito,
  fromCents,
  fromThousandths,
  mensajeLineaCarrito,
  minimoCompraPara,
  type ProductoCarritoEstado,
  toCents,
  toThousandths,
  totalesDinero,
} from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { zonaBy } from './catalogo.ts';
import {
  type Cupon,
  cargarCupon,
  contarIntentoCupon,
  cuponParaUsuario,
  cuponUsuario,
  evaluarCuponPara,
  misCupones,
  usosCupon,
} from './cupon.ts';
import { NoAutenticado, NoExiste, Prohibido, Rechazado } from './errores.ts';
import { COLUMNAS_VISTA, productoVista } from './producto-vista.ts';
import { cargarArbol, zonaActiva } from './storefront.ts';
import { findUsuarioById } from './usuario.ts';

const ACTIVO = EstatusRegistro.ACTIVO;

/** The signed-in customer, read from the DB (type and phone are the DB's, not the token's). */
export type Comprador = { id: string; tipo: number; telefono: string | null };

export async function comprador(db: Db, uid: string): Promise<Comprador> {
  const u = await findUsuarioById(db, uid);
  if (!u || u.estatus === UsuarioEstatus.ELIMINADO) throw new NoAutenticado(Mensajes.SESION_EXPIRADA);
  if (u.estatus !== UsuarioEstatus.ACTIVO) throw new Prohibido(Mensajes.BLOQUEADO);
  return { id: u.id, tipo: u.usuario_tipo, telefono: u.telefono };
}

/** Where and for whom a cart is read or written. */
export type ContextoCarrito = { db: Db; config: Config; comprador: Comprador; zona: Zona };

export async function contextoCarrito(
  db: Db,
  config: Config,
  uid: string,
  zonaSlug: string,
): Promise<ContextoCarrito> {
  const [zona, c] = await Promise.all([zonaActiva(db, zonaSlug), comprador(db, uid)]);
  return { db, config, comprador: c, zona };
}

/* ------------------------------------------------------------------------------------------------
 * Products as the cart sees them
 * ---------------------------------------------------------------------------------------------- */

export type EstadoProducto = { vista: ProductoVista; reglas: ProductoCarritoEstado; categoriaId: number };

/**
 * The products of `ids` for the user's type in the zone: the view (price/offer for the type, stock
 * for zone × type, "0.000" without a row) and the line rules' input (`disponible`: product active,
 * category chain active, zone active, a price for the type). `existencias` overrides the stock (the
 * values read under the row locks when an order is placed). Unknown ids are absent.
 */
export async function cargarProductos(
  db: Db,
  config: Config,
  zona: Pick<Zona, 'id' | 'estatus'>,
  tipo: number,
  ids: readonly number[],
  existencias?: ReadonlyMap<number, string>,
): Promise<Map<number, EstadoProducto>> {
  const out = new Map<number, EstadoProducto>();
  if (ids.length === 0) return out;
  const [arbol, rows] = await Promise.all([
    cargarArbol(db),
    db
      .selectFrom('producto as p')
      .innerJoin('categoria as c', 'c.id', 'p.categoria_id')
      .leftJoin('producto_precio as pp', (j) =>
        j
          .onRef('pp.producto_id', '=', 'p.id')
          .on('pp.zona_id', '=', zona.id)
          .on('pp.usuario_tipo', '=', tipo),
      )
      .leftJoin('producto_existencia as e', (j) =>
        j.onRef('e.producto_id', '=', 'p.id').on('e.zona_id', '=', zona.id).on('e.usuario_tipo', '=', tipo),
      )
      // The cart also needs the status: an inactive product stays on its line, marked unavailable.
      .select([...COLUMNAS_VISTA, 'p.estatus'])
      .where('p.id', 'in', [...new Set(ids)])
      .execute(),
  ]);
  for (const r of rows) {
    const vista = productoVista(config, {
      ...r,
      precio: r.precio ?? '0.00',
      oferta: r.oferta ?? '0.00',
      existencia: existencias?.get(r.id) ?? r.existencia ?? '0.000',
    });
    const disponible =
      r.estatus === ACTIVO && zona.estatus === ACTIVO && r.precio !== null && arbol.activa(r.categoria_id);
    out.set(r.id, {
      vista,
      categoriaId: r.categoria_id,
      reglas: {
        disponible,
        modalidadVenta: vista.modalidadVenta,
        minimo: vista.minimo,
        maximo: vista.maximo,
        grupo: vista.grupo,
        unidad: vista.unidad,
        existencia: vista.existencia,
      },
    });
  }
  return out;
}

/* ------------------------------------------------------------------------------------------------
 * Reading carts
 * ---------------------------------------------------------------------------------------------- */

type CarritoRow = {
  id: number;
  usuario_id: string;
  zona_id: number;
  pagina: number;
  estatus: number;
  version: number;
  cupon_id: number | null;
};

const CARRITO_COLS = ['id', 'usuario_id', 'zona_id', 'pagina', 'estatus', 'version', 'cupon_id'] as const;

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
};

async function evaluarCarritos(ctx: ContextoCarrito, carritos: CarritoRow[]): Promise<CarritoEvaluado[]> {
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
    const alcanzaMinimo = t.subtotal >= minimo;
    out.push({
      row,
      productos,
      cupon,
      evaluacionCupon: evaluacion,
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

/* ------------------------------------------------------------------------------------------------
 * Writing carts
 * ---------------------------------------------------------------------------------------------- */

type Deseado = Map<number, { cantidad: string; tipo: number }>;

export type ModoGuardar =
  | { modo: 'reemplazar'; lineas: readonly CarritoDetalleEntrada[] }
  | { modo: 'individual'; linea: CarritoDetalleEntrada }
  | { modo: 'combinar'; lineas: readonly CarritoDetalleEntrada[] };

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
        deseado.set(l.producto, { cantidad: l.cantidad, tipo: l.tipo ?? deseado.get(l.producto)?.tipo ?? 1 });
      }
    }
    const productos = await cargarProductos(tx, config, zona, c.tipo, [...deseado.keys()]);
    const finales: { producto_id: number; cantidad: string; tipo: number }[] = [];
    const ajustes: AjusteLinea[] = [];
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

/* ------------------------------------------------------------------------------------------------
 * Coupons on carts
 * ---------------------------------------------------------------------------------------------- */

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
  const subtotalCents = toCents(actual.vista.totales.subtotal);
  const { evaluacion } = await evaluarCuponPara(db, cupon, {
    usuarioId: ctx.comprador.id,
    zonaId: ctx.zona.id,
    subtotalCents,
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
  const subtotalCents = toCents(carrito.vista.totales.subtotal);
  const cupones: CuponPago[] = [];
  for (const { cupon, usosUsuario } of lista) {
    const { evaluacion } = await evaluarCuponPara(db, cupon, {
      usuarioId: c.id,
      zonaId: zona.id,
      subtotalCents,
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
