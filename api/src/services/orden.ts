/**
 * Orders (issue 5): placing an order, reading orders and tracking, the status machine, expiry.
 *
 * Placing (`registrarOrden`) is ONE transaction, in a fixed lock order so concurrent placements
 * never deadlock:
 *   1. the cart row (`FOR UPDATE`): placements of one cart run one after the other; the idempotency
 *      key is looked up again under this lock, and the cart version must be the one the page showed;
 *   2. the stock rows of its products for the zone and the buyer's type (`FOR UPDATE`, by product
 *      id): every line is validated against the locked stock, then the stock is decremented — two
 *      buyers can never both take the last unit (the second waits, then reads the new stock);
 *   3. the coupon row (`FOR UPDATE`): its uses are counted and one is recorded;
 *   4. the wallet: one conditional UPDATE (`saldo >= amount`), ledger row;
 *   5. the slot: one conditional upsert on franja_reserva (`reservados < capacidad`);
 *   6. the order (unique per user and idempotency key), its lines, its first status; the cart emptied.
 * Any refusal throws: nothing is half done. A key already used by this user returns that order
 * (`repetida`), also when two requests with one key race (the loser hits the unique key, rolls back
 * and reads the winner's order).
 *
 * Expiry: an order paid by reference waits for staff (POR_VERIFICAR) until `expira_en` (now +
 * configuracion.minutos_verificacion). `expirarOrdenes` marks due orders EXPIRADA and returns their
 * stock, slot, coupon use and wallet part; it runs every ORDEN_BARRIDO_SEGUNDOS (app.ts) and before
 * a user's orders are read; a status change on a due order expires it first.
 */
import { createHash } from 'node:crypto';
import {
  CarritoDetalleEstatus,
  EstatusRegistro,
  MensajesCarrito,
  MensajesOrden,
  ORDEN_ESTATUS_NOMBRES,
  type OrdenDetalle,
  OrdenEstatus,
  type OrdenEstatusValor,
  type OrdenHistorial,
  type OrdenPagina,
  type OrdenRastreo,
  type OrdenRegistrada,
  type OrdenRegistrarRequest,
  PAGE_SIZE,
  type PasoRastreo,
  type Sustitucion,
  type TipoEnvio,
  type Totales,
} from '@mercado/shared/contracts';
import {
  calcularTotales,
  caracasDay,
  costoEnvio,
  DIAS_FRANJAS,
  diaSemana,
  estadoFranja,
  etiquetaFranja,
  evaluarLineaCarrito,
  formatDate,
  formatMoney,
  formatQuantity,
  formatTime,
  fromCents,
  fromThousandths,
  horaCorta,
  mensajeLineaCarrito,
  minimoCompraPara,
  puedeCambiarEstatus,
  sumarDias,
  toCents,
  toThousandths,
  totalesDinero,
} from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { HttpError, notFound, unprocessable } from '../http/errors.ts';
import { type ContextoCarrito, cargarProductos, configuracionCheckout, tasaActual } from './carrito.ts';
import { mediaUrl } from './catalogo.ts';
import { metodosPago, reglasEnvio } from './checkout.ts';
import { cargarCupon, evaluarCuponPara } from './cupon.ts';

const ACTIVO = EstatusRegistro.ACTIVO;
const E = OrdenEstatus;

export const numeroOrden = (id: number) => `P-${String(id).padStart(6, '0')}`;

/** Thrown inside the placement transaction when the key already made an order (rolls back nothing). */
class YaRegistrada {
  readonly id: number;
  constructor(id: number) {
    this.id = id;
  }
}

const conflicto = (mensaje: string, campos?: Record<string, string>) => new HttpError(409, mensaje, campos);

function hashSolicitud(zona: string, pagina: number, body: OrdenRegistrarRequest): string {
  const { idempotencia: _k, ...resto } = body;
  return createHash('sha256')
    .update(JSON.stringify({ zona, pagina, ...resto }))
    .digest('hex');
}

function esViolacionUnica(err: unknown, restriccion: string): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  return (
    e.code === '23505' && (e.constraint === restriccion || String(e.message ?? '').includes(restriccion))
  );
}

async function ordenPorClave(db: Db, usuarioId: string, clave: string) {
  return db
    .selectFrom('orden')
    .select(['id', 'solicitud_hash'])
    .where('usuario_id', '=', usuarioId)
    .where('idempotencia', '=', clave)
    .executeTakeFirst();
}

async function repetida(
  db: Db,
  config: Config,
  existente: { id: number; solicitud_hash: string },
  hash: string,
) {
  if (existente.solicitud_hash !== hash) throw conflicto(MensajesOrden.IDEMPOTENCIA_REUSADA);
  const orden = await ordenDetalle(db, config, existente.id);
  return { orden, repetida: true, mensaje: orden.siguientePaso } satisfies OrdenRegistrada;
}

/** POST /usuario/orden/zona/{zona}/pagina/{pagina}/registrar (see the file comment). */
export async function registrarOrden(
  ctx: ContextoCarrito,
  pagina: number,
  body: OrdenRegistrarRequest,
  ahora = new Date(),
): Promise<{ status: 200 | 201; respuesta: OrdenRegistrada; productos: number[] }> {
  const { db, config, comprador: c, zona } = ctx;
  if (!c.telefono) throw unprocessable(MensajesOrden.TELEFONO_REQUERIDO);
  const hash = hashSolicitud(zona.slug, pagina, body);
  const previa = await ordenPorClave(db, c.id, body.idempotencia);
  if (previa) return { status: 200, respuesta: await repetida(db, config, previa, hash), productos: [] };

  const [conf, metodos, reglas] = await Promise.all([
    configuracionCheckout(db),
    metodosPago(db),
    reglasEnvio(db, zona.id),
  ]);
  let creada: { id: number; productos: number[] };
  try {
    creada = await db.transaction().execute(async (tx) => {
      // 1. The cart, locked.
      const carrito = await tx
        .selectFrom('carrito')
        .select(['id', 'version', 'cupon_id'])
        .where('usuario_id', '=', c.id)
        .where('zona_id', '=', zona.id)
        .where('pagina', '=', pagina)
        .forUpdate()
        .executeTakeFirst();
      const otra = await ordenPorClave(tx, c.id, body.idempotencia);
      if (otra) throw new YaRegistrada(otra.id);
      if (!carrito) throw unprocessable(MensajesCarrito.VACIO);
      if (carrito.version !== body.carritoVersion) throw conflicto(MensajesOrden.CARRITO_CAMBIO);
      const lineas = await tx
        .selectFrom('carrito_detalle')
        .select(['producto_id', 'cantidad'])
        .where('carrito_id', '=', carrito.id)
        .orderBy('orden')
        .orderBy('producto_id')
        .execute();
      if (lineas.length === 0) throw unprocessable(MensajesCarrito.VACIO);
      const ids = lineas.map((l) => l.producto_id);

      // 2. Stock rows, locked in product order; every line checked against the locked stock.
      const stock = await tx
        .selectFrom('producto_existencia')
        .select(['producto_id', 'existencia'])
        .where('zona_id', '=', zona.id)
        .where('usuario_tipo', '=', c.tipo)
        .where('producto_id', 'in', ids)
        .orderBy('producto_id')
        .forUpdate()
        .execute();
      const existencias = new Map(stock.map((s) => [s.producto_id, s.existencia]));
      const productos = await cargarProductos(tx, config, zona, c.tipo, ids, existencias);
      const campos: Record<string, string> = {};
      const motivos: string[] = [];
      for (const l of lineas) {
        const p = productos.get(l.producto_id) ?? null;
        const ev = evaluarLineaCarrito(l.cantidad, p?.reglas ?? null);
        if (ev.estatus === CarritoDetalleEstatus.ACTIVO) continue;
        const nombre = p?.vista.nombre ?? `Producto ${l.producto_id}`;
        let mensaje: string;
        if (
          ev.estatus === CarritoDetalleEstatus.INVENTARIO_INSUFICIENTE ||
          ev.estatus === CarritoDetalleEstatus.EXISTENCIA_SUPERADA
        ) {
          const quedan = p ? formatQuantity(ev.cantidad, p.reglas.modalidadVenta) : '0';
          mensaje =
            ev.cantidad === '0'
              ? `${MensajesOrden.SIN_EXISTENCIA} ${nombre}: se agotó`
              : `${MensajesOrden.SIN_EXISTENCIA} ${nombre}: quedan ${quedan}`;
        } else {
          mensaje = `${nombre}: ${mensajeLineaCarrito(ev.estatus, p?.reglas ?? null)}`;
        }
        campos[`lineas.${l.producto_id}`] = mensaje;
        motivos.push(mensaje);
      }
      if (motivos.length)
        throw unprocessable(
          motivos.length === 1 ? motivos[0]! : `${motivos[0]} (y ${motivos.length - 1} más)`,
          campos,
        );

      const entrada = lineas.map((l) => {
        const p = productos.get(l.producto_id)!;
        return {
          precio: p.vista.precio,
          oferta: p.vista.oferta,
          impuesto: p.vista.impuesto,
          cantidad: l.cantidad,
        };
      });
      const tasa = await tasaActual(tx);
      const base = calcularTotales({ lineas: entrada, tasa });
      const minimo = minimoCompraPara(c.tipo, conf.minimoCompra);
      if (base.subtotal < minimo) {
        throw unprocessable(`${MensajesCarrito.MINIMO_COMPRA} ${formatMoney(minimo, { tipo: 'dolar' })}`);
      }

      // 3. The coupon, locked.
      let cupon: Awaited<ReturnType<typeof cargarCupon>> = null;
      if (carrito.cupon_id !== null) {
        cupon = await cargarCupon(tx, { id: carrito.cupon_id }, true);
        if (cupon) {
          const { evaluacion } = await evaluarCuponPara(tx, cupon, {
            usuarioId: c.id,
            zonaId: zona.id,
            subtotalCents: base.subtotal,
            ahora,
          });
          if (!evaluacion.aplicable) {
            throw unprocessable(`El cupón ${cupon.codigo} ya no aplica: ${evaluacion.mensaje}`, {
              cupon: evaluacion.mensaje,
            });
          }
        }
      }

      // Delivery or pickup: address, shipping, slot.
      const envio = await destino(tx, ctx, body, base.subtotal, reglas);
      const franja = await reservarFranja(tx, zona.id, body, ahora);

      // Payment.
      const pago = body.pago;
      let metodo = pago.metodo === 'saldo' ? null : (pago.metodo ?? null);
      const metodoDatos = metodo ? metodos.find((m) => m.codigo === metodo) : undefined;
      if (metodo && !metodoDatos)
        throw unprocessable(MensajesOrden.METODO_NO_DISPONIBLE, {
          'pago.metodo': MensajesOrden.METODO_NO_DISPONIBLE,
        });
      const calcular = (conIgtf: boolean) =>
        calcularTotales({
          lineas: entrada,
          cupon: cupon ? { porcentaje: cupon.porcentaje, valor: cupon.valor } : null,
          empaquetado: conf.costoEmpaquetado,
          envio: fromCents(envio.costo),
          saldo: pago.saldo,
          igtf: conIgtf ? conf.igtf : null,
          tasa,
        });
      let t = calcular(Boolean(metodoDatos?.divisa));
      if (t.montoMetodo === 0) metodo = null;
      if (t.montoMetodo > 0) {
        if (!metodo || !metodoDatos)
          throw unprocessable(MensajesOrden.METODO_REQUERIDO, {
            'pago.metodo': MensajesOrden.METODO_REQUERIDO,
          });
        if (metodoDatos.soloDelivery && body.tipoEnvio !== 'delivery') {
          throw unprocessable(MensajesOrden.METODO_NO_DISPONIBLE, {
            'pago.metodo': MensajesOrden.METODO_NO_DISPONIBLE,
          });
        }
        validarDatosPago(metodoDatos, pago, await bancosActivos(tx), t.montoMetodo);
      } else {
        t = calcular(false);
      }
      if (body.totalEsperado !== undefined && toCents(body.totalEsperado) !== t.total) {
        const nuevo = formatMoney(t.total, { tipo: 'dolar' });
        throw conflicto(MensajesOrden.TOTAL_CAMBIO, { totalEsperado: `El total actual es ${nuevo}` });
      }

      // 4. Wallet.
      if (t.saldoUsado > 0) {
        const debitado = await tx
          .updateTable('usuario_saldo')
          .set({
            saldo: sql<string>`saldo - ${fromCents(t.saldoUsado)}::numeric`,
            actualizado_en: sql<Date>`now()`,
          })
          .where('usuario_id', '=', c.id)
          .where('saldo', '>=', fromCents(t.saldoUsado))
          .returning('saldo')
          .executeTakeFirst();
        if (!debitado)
          throw unprocessable(MensajesOrden.SALDO_INSUFICIENTE, {
            'pago.saldo': MensajesOrden.SALDO_INSUFICIENTE,
          });
        envio.saldoResultante = debitado.saldo;
      }

      const requiereVerificacion = Boolean(metodo && metodoDatos?.requiereVerificacion);
      const estatus = requiereVerificacion ? E.POR_VERIFICAR : E.CONFIRMADA;
      const totales: Totales = totalesDinero(t);
      const orden = await tx
        .insertInto('orden')
        .values({
          usuario_id: c.id,
          zona_id: zona.id,
          pagina,
          idempotencia: body.idempotencia,
          solicitud_hash: hash,
          estatus,
          usuario_tipo: c.tipo,
          tipo_envio: body.tipoEnvio,
          direccion_id: envio.direccionId,
          sector_id: envio.sectorId,
          area_id: envio.areaId,
          pickup_id: envio.pickupId,
          direccion_texto: envio.texto,
          horario_id: franja.horarioId,
          franja_fecha: franja.fecha,
          franja_inicio: franja.inicio,
          franja_fin: franja.fin,
          franja_etiqueta: franja.etiqueta,
          sustitucion: body.sustitucion,
          nota: body.nota?.trim() || null,
          cupon_id: cupon?.id ?? null,
          cupon_codigo: cupon?.codigo ?? null,
          cupon_nombre: cupon?.nombre ?? null,
          metodo_pago: metodo,
          referencia: metodo && metodoDatos?.requiereReferencia ? (pago.referencia ?? null) : null,
          banco: metodo && metodoDatos?.requiereBanco ? (pago.banco ?? null) : null,
          telefono_pago: metodo && metodoDatos?.requiereTelefono ? (pago.telefono ?? null) : null,
          efectivo: metodo && metodoDatos?.contraEntrega ? (pago.efectivo ?? null) : null,
          subtotal: totales.subtotal,
          descuento: totales.descuentoCupon,
          total: totales.total,
          saldo_usado: totales.saldoUsado,
          monto_metodo: totales.montoMetodo,
          tasa: totales.tasa,
          total_bs: totales.totalBs,
          totales: JSON.stringify(totales),
          pago_verificado: metodo === null,
          expira_en: requiereVerificacion
            ? new Date(ahora.getTime() + conf.minutosVerificacion * 60_000)
            : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const porLinea = new Map<number, Sustitucion>(
        body.sustituciones.map((s) => [s.producto, s.sustitucion]),
      );
      await tx
        .insertInto('orden_detalle')
        .values(
          lineas.map((l, i) => {
            const p = productos.get(l.producto_id)!;
            const lt = t.lineas[i]!;
            return {
              orden_id: orden.id,
              producto_id: l.producto_id,
              nombre: p.vista.nombre,
              slug: p.vista.slug,
              modalidad_venta: p.vista.modalidadVenta,
              cantidad: l.cantidad,
              precio: p.vista.precio,
              oferta: p.vista.oferta,
              precio_unitario: fromCents(lt.precioUnitarioCents),
              impuesto: p.vista.impuesto,
              total: fromCents(lt.totalCents),
              sustitucion: porLinea.get(l.producto_id) ?? body.sustitucion,
              orden: i,
            };
          }),
        )
        .execute();
      // 2'. Take the stock (rows locked above).
      for (const l of lineas) {
        await tx
          .updateTable('producto_existencia')
          .set({ existencia: sql<string>`existencia - ${l.cantidad}::numeric` })
          .where('producto_id', '=', l.producto_id)
          .where('zona_id', '=', zona.id)
          .where('usuario_tipo', '=', c.tipo)
          .execute();
      }
      if (cupon) {
        await tx
          .insertInto('cupon_uso')
          .values({ cupon_id: cupon.id, usuario_id: c.id, orden_id: orden.id })
          .execute();
      }
      if (t.saldoUsado > 0) {
        await tx
          .insertInto('saldo_movimiento')
          .values({
            usuario_id: c.id,
            monto: fromCents(-t.saldoUsado),
            saldo_resultante: envio.saldoResultante ?? '0.00',
            tipo: 'ordenpago',
            orden_id: orden.id,
            descripcion: `Pago del pedido ${numeroOrden(orden.id)}`,
          })
          .execute();
      }
      await tx.insertInto('orden_historial').values({ orden_id: orden.id, estatus, mensaje: null }).execute();
      await tx.deleteFrom('carrito_detalle').where('carrito_id', '=', carrito.id).execute();
      await tx
        .updateTable('carrito')
        .set({ cupon_id: null, version: sql<number>`version + 1`, actualizado_en: sql<Date>`now()` })
        .where('id', '=', carrito.id)
        .execute();
      return { id: orden.id, productos: ids };
    });
  } catch (err) {
    if (err instanceof YaRegistrada) {
      const existente = await ordenPorClave(db, c.id, body.idempotencia);
      if (existente)
        return { status: 200, respuesta: await repetida(db, config, existente, hash), productos: [] };
    }
    if (esViolacionUnica(err, 'orden_usuario_id_idempotencia_key')) {
      const existente = await ordenPorClave(db, c.id, body.idempotencia);
      if (existente)
        return { status: 200, respuesta: await repetida(db, config, existente, hash), productos: [] };
    }
    throw err;
  }
  const orden = await ordenDetalle(db, config, creada.id);
  return {
    status: 201,
    respuesta: { orden, repetida: false, mensaje: orden.siguientePaso },
    productos: creada.productos,
  };
}

type Destino = {
  costo: number;
  direccionId: number | null;
  sectorId: number | null;
  areaId: number | null;
  pickupId: number | null;
  texto: string;
  saldoResultante?: string;
};

/** Delivery address (saved, or new and saved when asked) or pickup store; the shipping cost. */
async function destino(
  tx: Db,
  ctx: ContextoCarrito,
  body: OrdenRegistrarRequest,
  subtotalCents: number,
  reglas: Awaited<ReturnType<typeof reglasEnvio>>,
): Promise<Destino> {
  const { comprador: c, zona } = ctx;
  if (body.tipoEnvio === 'pickup') {
    const tienda = await tx
      .selectFrom('zona_direccion')
      .select(['id', 'nombre', 'direccion'])
      .where('id', '=', body.pickupId ?? 0)
      .where('zona_id', '=', zona.id)
      .where('estatus', '=', ACTIVO)
      .executeTakeFirst();
    if (!tienda)
      throw unprocessable(MensajesOrden.PICKUP_INVALIDO, { pickupId: MensajesOrden.PICKUP_INVALIDO });
    return {
      costo: 0,
      direccionId: null,
      sectorId: null,
      areaId: null,
      pickupId: tienda.id,
      texto: `${tienda.nombre}: ${tienda.direccion}`,
    };
  }
  const sectorDeZona = (sectorId: number) =>
    tx
      .selectFrom('zona_sector as s')
      .innerJoin('zona_area as a', 'a.id', 's.area_id')
      .select(['s.id as sector_id', 's.nombre as sector', 'a.id as area_id', 'a.nombre as area'])
      .where('s.id', '=', sectorId)
      .where('a.zona_id', '=', zona.id)
      .where('s.estatus', '=', ACTIVO)
      .where('a.estatus', '=', ACTIVO)
      .executeTakeFirst();
  let direccionId: number | null = null;
  let sector: Awaited<ReturnType<typeof sectorDeZona>>;
  let linea: string;
  let referencia: string | null;
  if (body.direccionId !== undefined) {
    const d = await tx
      .selectFrom('usuario_direccion')
      .select(['id', 'sector_id', 'direccion', 'referencia'])
      .where('id', '=', body.direccionId)
      .where('usuario_id', '=', c.id)
      .where('estatus', '=', ACTIVO)
      .executeTakeFirst();
    sector = d ? await sectorDeZona(d.sector_id) : undefined;
    if (!d || !sector)
      throw unprocessable(MensajesOrden.DIRECCION_INVALIDA, {
        direccionId: MensajesOrden.DIRECCION_INVALIDA,
      });
    direccionId = d.id;
    linea = d.direccion;
    referencia = d.referencia;
  } else {
    const n = body.direccionNueva!;
    sector = await sectorDeZona(n.sectorId);
    if (!sector)
      throw unprocessable(MensajesOrden.SECTOR_INVALIDO, {
        'direccionNueva.sectorId': MensajesOrden.SECTOR_INVALIDO,
      });
    linea = n.direccion;
    referencia = n.referencia?.trim() || null;
    if (n.guardar) {
      const tiene = await tx
        .selectFrom('usuario_direccion')
        .select('id')
        .where('usuario_id', '=', c.id)
        .where('estatus', '=', ACTIVO)
        .executeTakeFirst();
      const nueva = await tx
        .insertInto('usuario_direccion')
        .values({
          usuario_id: c.id,
          sector_id: sector.sector_id,
          direccion: linea,
          referencia,
          predeterminada: !tiene,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      direccionId = nueva.id;
    }
  }
  return {
    costo: costoEnvio(reglas, sector.area_id, subtotalCents),
    direccionId,
    sectorId: sector.sector_id,
    areaId: sector.area_id,
    pickupId: null,
    texto: `${linea}, ${sector.sector}, ${sector.area}, ${ctx.zona.nombre}${referencia ? ` (${referencia})` : ''}`,
  };
}

/**
 * Books the slot: it must belong to the zone (delivery) or to the chosen store (pickup), fall on its
 * weekday within the offered days, not on a blocked date, before its cut-off; then one conditional
 * upsert takes a place only while `reservados < capacidad` (the row lock serialises concurrent
 * bookings), else it is full.
 */
async function reservarFranja(tx: Db, zonaId: number, body: OrdenRegistrarRequest, ahora: Date) {
  const { horarioId, fecha } = body.franja;
  const tipo: TipoEnvio = body.tipoEnvio;
  const h =
    tipo === 'delivery'
      ? await tx
          .selectFrom('zona_horario')
          .select(['id', 'dia_semana', 'hora_inicio', 'hora_fin', 'capacidad', 'corte_minutos'])
          .where('id', '=', horarioId)
          .where('zona_id', '=', zonaId)
          .where('estatus', '=', ACTIVO)
          .executeTakeFirst()
      : await tx
          .selectFrom('zona_horario_pickup')
          .select(['id', 'dia_semana', 'hora_inicio', 'hora_fin', 'capacidad', 'corte_minutos'])
          .where('id', '=', horarioId)
          .where('direccion_id', '=', body.pickupId ?? 0)
          .where('estatus', '=', ACTIVO)
          .executeTakeFirst();
  const campo = { franja: MensajesOrden.FRANJA_INVALIDA };
  const hoy = caracasDay(ahora);
  if (!h || Number.isNaN(Date.parse(`${fecha}T00:00:00Z`)) || diaSemana(fecha) !== h.dia_semana) {
    throw unprocessable(MensajesOrden.FRANJA_INVALIDA, campo);
  }
  if (fecha < hoy || fecha > sumarDias(hoy, DIAS_FRANJAS - 1))
    throw unprocessable(MensajesOrden.FRANJA_INVALIDA, campo);
  const bloqueada = await tx
    .selectFrom('zona_envio_bloqueo')
    .select('id')
    .where('zona_id', '=', zonaId)
    .where('fecha', '=', fecha)
    .executeTakeFirst();
  if (bloqueada)
    throw unprocessable(MensajesOrden.FECHA_BLOQUEADA, { franja: MensajesOrden.FECHA_BLOQUEADA });
  const { estado } = estadoFranja(
    { horaInicio: h.hora_inicio, capacidad: h.capacidad, corteMinutos: h.corte_minutos },
    fecha,
    0,
    ahora,
  );
  if (estado === 'cerrada')
    throw unprocessable(MensajesOrden.FRANJA_CERRADA, { franja: MensajesOrden.FRANJA_CERRADA });
  const tomada = await sql<{ reservados: number }>`
    insert into franja_reserva (tipo, horario_id, fecha, reservados) values (${tipo}, ${h.id}, ${fecha}::date, 1)
    on conflict (tipo, horario_id, fecha) do update set reservados = franja_reserva.reservados + 1
    where franja_reserva.reservados < ${h.capacidad}
    returning reservados`.execute(tx);
  if (tomada.rows.length === 0)
    throw unprocessable(MensajesOrden.FRANJA_LLENA, { franja: MensajesOrden.FRANJA_LLENA });
  return {
    horarioId: h.id,
    fecha,
    inicio: horaCorta(h.hora_inicio),
    fin: horaCorta(h.hora_fin),
    etiqueta: etiquetaFranja(fecha, h.hora_inicio, h.hora_fin),
  };
}

async function bancosActivos(tx: Db): Promise<Set<string>> {
  const rows = await tx.selectFrom('banco').select('codigo').where('estatus', '=', ACTIVO).execute();
  return new Set(rows.map((r) => r.codigo));
}

/** What the method needs, from its data (formpago): reference (pattern), bank, phone, cash amount. */
function validarDatosPago(
  m: Awaited<ReturnType<typeof metodosPago>>[number],
  pago: OrdenRegistrarRequest['pago'],
  bancos: Set<string>,
  montoMetodoCents: number,
) {
  const campos: Record<string, string> = {};
  if (m.requiereReferencia) {
    if (!pago.referencia) campos['pago.referencia'] = MensajesOrden.REFERENCIA_REQUERIDA;
    else if (m.referenciaPatron && !new RegExp(m.referenciaPatron).test(pago.referencia)) {
      campos['pago.referencia'] = MensajesOrden.REFERENCIA_INVALIDA;
    }
  }
  if (m.requiereBanco && (!pago.banco || !bancos.has(pago.banco)))
    campos['pago.banco'] = MensajesOrden.BANCO_REQUERIDO;
  if (m.requiereTelefono && !pago.telefono) campos['pago.telefono'] = MensajesOrden.TELEFONO_PAGO_REQUERIDO;
  if (m.contraEntrega && pago.efectivo !== undefined && toCents(pago.efectivo) < montoMetodoCents) {
    campos['pago.efectivo'] = MensajesOrden.EFECTIVO_INSUFICIENTE;
  }
  const primero = Object.values(campos)[0];
  if (primero) throw unprocessable(primero, campos);
}

/* ------------------------------------------------------------------------------------------------
 * Reading orders
 * ---------------------------------------------------------------------------------------------- */

/** "hasta las 9:19 p. m." today, "hasta las 1:05 a. m. del 23 de noviembre de 2026." on another day. */
function plazoVerificacion(expiraEn: Date): string {
  const hora = formatTime(expiraEn);
  if (caracasDay(expiraEn) === caracasDay(new Date())) return `hasta las ${hora}`;
  return `hasta las ${hora} del ${formatDate(expiraEn)}.`;
}

function siguientePaso(estatus: number, expiraEn: Date | null, tipoEnvio: string): string {
  switch (estatus) {
    case E.POR_VERIFICAR:
      return expiraEn
        ? `${MensajesOrden.SIGUIENTE_POR_VERIFICAR} Plazo de verificación: ${plazoVerificacion(expiraEn)}`
        : MensajesOrden.SIGUIENTE_POR_VERIFICAR;
    case E.CONFIRMADA:
      return MensajesOrden.SIGUIENTE_CONFIRMADA;
    case E.EN_PREPARACION:
      return 'Estamos preparando su pedido.';
    case E.LISTA:
      return tipoEnvio === 'pickup'
        ? 'Su pedido está listo para retirar.'
        : 'Su pedido está listo para el despacho.';
    case E.EN_CAMINO:
      return 'Su pedido va en camino.';
    case E.ENTREGADA:
      return tipoEnvio === 'pickup'
        ? 'Su pedido fue retirado. ¡Gracias por su compra!'
        : 'Su pedido fue entregado. ¡Gracias por su compra!';
    case E.EXPIRADA:
      return MensajesOrden.EXPIRADA;
    default:
      return 'El pedido fue cancelado.';
  }
}

async function historialDe(db: Db, ordenIds: number[]): Promise<Map<number, OrdenHistorial[]>> {
  const out = new Map<number, OrdenHistorial[]>();
  if (ordenIds.length === 0) return out;
  const rows = await db
    .selectFrom('orden_historial')
    .select(['orden_id', 'estatus', 'mensaje', 'creado_en'])
    .where('orden_id', 'in', ordenIds)
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const lista = out.get(r.orden_id) ?? [];
    const estatus = r.estatus as OrdenEstatusValor;
    lista.push({
      estatus,
      nombre: ORDEN_ESTATUS_NOMBRES[estatus],
      fecha: r.creado_en.toISOString(),
      mensaje: r.mensaje,
    });
    out.set(r.orden_id, lista);
  }
  return out;
}

/** An order in full (owner check is the caller's). */
export async function ordenDetalle(db: Db, config: Config, id: number): Promise<OrdenDetalle> {
  const o = await db
    .selectFrom('orden as o')
    .innerJoin('zona as z', 'z.id', 'o.zona_id')
    .leftJoin('metodo_pago as m', 'm.codigo', 'o.metodo_pago')
    .selectAll('o')
    .select(['z.slug as zona_slug', 'z.nombre as zona_nombre', 'm.nombre as metodo_nombre'])
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!o) throw notFound(MensajesOrden.ORDEN_NO_EXISTE);
  const [lineas, historial] = await Promise.all([
    db
      .selectFrom('orden_detalle as d')
      .leftJoin('producto as p', 'p.id', 'd.producto_id')
      .select([
        'd.producto_id',
        'd.nombre',
        'd.slug',
        'p.imagen',
        'd.modalidad_venta',
        'd.cantidad',
        'd.precio',
        'd.oferta',
        'd.precio_unitario',
        'd.impuesto',
        'd.total',
        'd.sustitucion',
      ])
      .where('d.orden_id', '=', id)
      .orderBy('d.orden')
      .execute(),
    historialDe(db, [id]),
  ]);
  const estatus = o.estatus as OrdenEstatusValor;
  const tipoEnvio = o.tipo_envio === 'pickup' ? 'pickup' : 'delivery';
  return {
    id: o.id,
    numero: numeroOrden(o.id),
    fecha: o.creado_en.toISOString(),
    estatus,
    estatusNombre: ORDEN_ESTATUS_NOMBRES[estatus],
    zona: { slug: o.zona_slug, nombre: o.zona_nombre },
    pagina: o.pagina,
    tipoEnvio,
    direccion: o.direccion_texto,
    franja: {
      fecha: o.franja_fecha,
      horaInicio: horaCorta(o.franja_inicio),
      horaFin: horaCorta(o.franja_fin),
      etiqueta: o.franja_etiqueta,
    },
    sustitucion: o.sustitucion === 'no_reemplazar' ? 'no_reemplazar' : 'reemplazar',
    nota: o.nota,
    lineas: lineas.map((l) => ({
      producto: {
        id: l.producto_id,
        slug: l.slug,
        nombre: l.nombre,
        imagen: mediaUrl(config, l.imagen ?? `/media/producto/${l.slug}.svg`) ?? '',
      },
      modalidadVenta: l.modalidad_venta === 'peso' ? 'peso' : 'unidad',
      cantidad: fromThousandths(toThousandths(l.cantidad)),
      precio: l.precio,
      oferta: l.oferta,
      precioUnitario: l.precio_unitario,
      impuesto: l.impuesto,
      total: l.total,
      sustitucion: l.sustitucion === 'no_reemplazar' ? 'no_reemplazar' : 'reemplazar',
    })),
    cupon: o.cupon_codigo ? { codigo: o.cupon_codigo, nombre: o.cupon_nombre ?? o.cupon_codigo } : null,
    totales: o.totales,
    pago: {
      metodo: (o.metodo_pago as OrdenDetalle['pago']['metodo']) ?? null,
      metodoNombre: o.metodo_nombre,
      referencia: o.referencia,
      banco: o.banco,
      telefono: o.telefono_pago,
      efectivo: o.efectivo,
    },
    expiraEn: o.estatus === E.POR_VERIFICAR && o.expira_en ? o.expira_en.toISOString() : null,
    historial: historial.get(o.id) ?? [],
    siguientePaso: siguientePaso(o.estatus, o.expira_en, tipoEnvio),
  };
}

/** GET /usuario/orden/{id}/usuario: only the owner's (404 otherwise). */
export async function ordenDeUsuario(
  db: Db,
  config: Config,
  usuarioId: string,
  id: number,
): Promise<OrdenDetalle> {
  await expirarOrdenes(db, { usuarioId });
  const own = await db
    .selectFrom('orden')
    .select('id')
    .where('id', '=', id)
    .where('usuario_id', '=', usuarioId)
    .executeTakeFirst();
  if (!own) throw notFound(MensajesOrden.ORDEN_NO_EXISTE);
  return ordenDetalle(db, config, id);
}

/** GET /usuario/orden/pagina/{n}: newest first. */
export async function ordenesDeUsuario(db: Db, usuarioId: string, pagina: number): Promise<OrdenPagina> {
  await expirarOrdenes(db, { usuarioId });
  const { n } = await db
    .selectFrom('orden')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('usuario_id', '=', usuarioId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('orden as o')
    .innerJoin('zona as z', 'z.id', 'o.zona_id')
    .select([
      'o.id',
      'o.creado_en',
      'o.estatus',
      'z.slug as zona',
      'o.tipo_envio',
      'o.franja_etiqueta',
      'o.total',
      'o.total_bs',
      (eb) =>
        eb
          .selectFrom('orden_detalle as d')
          .select((e2) => e2.fn.countAll<number>().as('c'))
          .whereRef('d.orden_id', '=', 'o.id')
          .as('cantidad'),
    ])
    .where('o.usuario_id', '=', usuarioId)
    .orderBy('o.creado_en', 'desc')
    .orderBy('o.id', 'desc')
    .limit(PAGE_SIZE)
    .offset((pagina - 1) * PAGE_SIZE)
    .execute();
  const total = Number(n);
  return {
    items: rows.map((r) => {
      const estatus = r.estatus as OrdenEstatusValor;
      return {
        id: r.id,
        numero: numeroOrden(r.id),
        fecha: r.creado_en.toISOString(),
        estatus,
        estatusNombre: ORDEN_ESTATUS_NOMBRES[estatus],
        zona: r.zona,
        tipoEnvio: r.tipo_envio === 'pickup' ? 'pickup' : 'delivery',
        franja: r.franja_etiqueta,
        cantidadProductos: Number(r.cantidad ?? 0),
        total: r.total,
        totalBs: r.total_bs,
      };
    }),
    pagina,
    paginas: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    total,
  };
}

/* ------------------------------------------------------------------------------------------------
 * Tracking
 * ---------------------------------------------------------------------------------------------- */

type PasoDef = { nombre: string; estatus: OrdenEstatusValor; imagen: string };

function pasosDe(tipoEnvio: TipoEnvio, verificaPago: boolean): PasoDef[] {
  const confirmado = verificaPago ? 'Pago verificado' : 'Pedido confirmado';
  return tipoEnvio === 'pickup'
    ? [
        { nombre: 'Pedido recibido', estatus: E.POR_VERIFICAR, imagen: 'recibido' },
        { nombre: confirmado, estatus: E.CONFIRMADA, imagen: 'verificado' },
        { nombre: 'En preparación', estatus: E.EN_PREPARACION, imagen: 'preparando' },
        { nombre: 'Listo para retirar', estatus: E.LISTA, imagen: 'listo' },
        { nombre: 'Retirado', estatus: E.ENTREGADA, imagen: 'entregado' },
      ]
    : [
        { nombre: 'Pedido recibido', estatus: E.POR_VERIFICAR, imagen: 'recibido' },
        { nombre: confirmado, estatus: E.CONFIRMADA, imagen: 'verificado' },
        { nombre: 'En preparación', estatus: E.EN_PREPARACION, imagen: 'preparando' },
        { nombre: 'Listo para el despacho', estatus: E.LISTA, imagen: 'listo' },
        { nombre: 'En camino', estatus: E.EN_CAMINO, imagen: 'en-camino' },
        { nombre: 'Entregado', estatus: E.ENTREGADA, imagen: 'entregado' },
      ];
}

/** Illustrations of the tracking steps (served by /media/rastreo/{clave}.svg). */
export const IMAGENES_RASTREO = [
  'recibido',
  'verificado',
  'preparando',
  'listo',
  'en-camino',
  'entregado',
  'cancelado',
] as const;

/**
 * The process steps of an order: each reached at the first history entry at or past its status (the
 * first step at placement; "Pago verificado" at placement too when no verification was needed); the
 * current one is the last reached; a cancelled/expired order marks its next step with the message.
 */
export function pasosRastreo(
  tipoEnvio: TipoEnvio,
  estatus: OrdenEstatusValor,
  historial: OrdenHistorial[],
  verificaPago: boolean,
) {
  const defs = pasosDe(tipoEnvio, verificaPago);
  const progreso = historial.filter((h) => h.estatus !== E.CANCELADA && h.estatus !== E.EXPIRADA);
  const pasos: PasoRastreo[] = defs.map((d) => {
    const alcanzado = progreso.find((h) => h.estatus >= d.estatus);
    return {
      nombre: d.nombre,
      hora: alcanzado?.fecha ?? null,
      completado: Boolean(alcanzado),
      actual: false,
      mensajeError: null,
    };
  });
  let actual = pasos.reduce((acc, p, i) => (p.completado ? i : acc), 0);
  let imagen: string = defs[actual]?.imagen ?? 'recibido';
  const fallo = historial.find((h) => h.estatus === E.CANCELADA || h.estatus === E.EXPIRADA);
  if (fallo) {
    actual = Math.min(actual + 1, pasos.length - 1);
    pasos[actual]!.mensajeError =
      fallo.mensaje ?? (fallo.estatus === E.EXPIRADA ? MensajesOrden.EXPIRADA : 'El pedido fue cancelado');
    imagen = 'cancelado';
  } else if (estatus === E.POR_VERIFICAR) {
    // Waiting for the payment check: the current step is the verification.
    actual = 1;
  }
  pasos[actual]!.actual = true;
  return { imagen, pasos };
}

/** GET /usuario/rastreo/listado: open orders (not delivered, cancelled or expired), newest first. */
export async function rastreo(db: Db, config: Config, usuarioId: string): Promise<OrdenRastreo[]> {
  await expirarOrdenes(db, { usuarioId });
  const rows = await db
    .selectFrom('orden as o')
    .leftJoin('metodo_pago as m', 'm.codigo', 'o.metodo_pago')
    .select([
      'o.id',
      'o.creado_en',
      'o.estatus',
      'o.tipo_envio',
      'o.franja_etiqueta',
      'o.direccion_texto',
      'o.total',
      'm.requiere_verificacion',
    ])
    .where('o.usuario_id', '=', usuarioId)
    .where('o.estatus', 'in', [E.POR_VERIFICAR, E.CONFIRMADA, E.EN_PREPARACION, E.LISTA, E.EN_CAMINO])
    .orderBy('o.creado_en', 'desc')
    .orderBy('o.id', 'desc')
    .limit(PAGE_SIZE)
    .execute();
  const historiales = await historialDe(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const estatus = r.estatus as OrdenEstatusValor;
    const tipoEnvio: TipoEnvio = r.tipo_envio === 'pickup' ? 'pickup' : 'delivery';
    const { imagen, pasos } = pasosRastreo(
      tipoEnvio,
      estatus,
      historiales.get(r.id) ?? [],
      Boolean(r.requiere_verificacion),
    );
    return {
      dataOrder: {
        id: r.id,
        numero: numeroOrden(r.id),
        fecha: r.creado_en.toISOString(),
        horaEntrega: r.franja_etiqueta,
        tipoEnvio,
        direccion: r.direccion_texto,
      },
      process: { imagen: mediaUrl(config, `/media/rastreo/${imagen}.svg`) ?? '', pasos },
      estatus,
      estatusNombre: ORDEN_ESTATUS_NOMBRES[estatus],
      total: r.total,
    };
  });
}

/* ------------------------------------------------------------------------------------------------
 * Status machine, cancellation and expiry
 * ---------------------------------------------------------------------------------------------- */

type OrdenBloqueada = {
  id: number;
  usuario_id: string;
  zona_id: number;
  usuario_tipo: number;
  estatus: number;
  tipo_envio: string;
  horario_id: number;
  franja_fecha: string;
  saldo_usado: string;
  monto_metodo: string;
  metodo_pago: string | null;
  pago_verificado: boolean;
  expira_en: Date | null;
};

const COLS_BLOQUEO = [
  'id',
  'usuario_id',
  'zona_id',
  'usuario_tipo',
  'estatus',
  'tipo_envio',
  'horario_id',
  'franja_fecha',
  'saldo_usado',
  'monto_metodo',
  'metodo_pago',
  'pago_verificado',
  'expira_en',
] as const;

/**
 * Gives back what an order took (inside the caller's transaction, order row locked): stock, the
 * coupon use, to the wallet the part paid with it plus, when the payment had been verified, the part
 * paid by the method (cash on delivery is never paid before delivery), and the slot place. Rows are
 * taken in the placement's order (stock by product, wallet, slot), so a sweep and a placement of the
 * same user never wait on each other in a cycle.
 */
async function devolver(tx: Db, o: OrdenBloqueada, motivo: string): Promise<number[]> {
  const lineas = await tx
    .selectFrom('orden_detalle')
    .select(['producto_id', 'cantidad'])
    .where('orden_id', '=', o.id)
    .orderBy('producto_id')
    .execute();
  for (const l of lineas) {
    await tx
      .insertInto('producto_existencia')
      .values({
        producto_id: l.producto_id,
        zona_id: o.zona_id,
        usuario_tipo: o.usuario_tipo,
        existencia: l.cantidad,
      })
      .onConflict((oc) =>
        oc
          .columns(['producto_id', 'zona_id', 'usuario_tipo'])
          .doUpdateSet({ existencia: sql<string>`producto_existencia.existencia + excluded.existencia` }),
      )
      .execute();
  }
  await tx
    .updateTable('cupon_uso')
    .set({ liberado_en: sql<Date>`now()` })
    .where('orden_id', '=', o.id)
    .where('liberado_en', 'is', null)
    .execute();
  const reintegro =
    toCents(o.saldo_usado) + (o.pago_verificado && o.metodo_pago ? toCents(o.monto_metodo) : 0);
  if (reintegro > 0) {
    const monto = fromCents(reintegro);
    const fila = await tx
      .insertInto('usuario_saldo')
      .values({ usuario_id: o.usuario_id, saldo: monto })
      .onConflict((oc) =>
        oc.column('usuario_id').doUpdateSet({
          saldo: sql<string>`usuario_saldo.saldo + excluded.saldo`,
          actualizado_en: sql<Date>`now()`,
        }),
      )
      .returning('saldo')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('saldo_movimiento')
      .values({
        usuario_id: o.usuario_id,
        monto,
        saldo_resultante: fila.saldo,
        tipo: 'reintegro',
        orden_id: o.id,
        descripcion: `Reintegro del pedido ${numeroOrden(o.id)}: ${motivo}`,
      })
      .execute();
  }
  await tx
    .updateTable('franja_reserva')
    .set({ reservados: sql<number>`reservados - 1` })
    .where('tipo', '=', o.tipo_envio)
    .where('horario_id', '=', o.horario_id)
    .where('fecha', '=', o.franja_fecha)
    .where('reservados', '>', 0)
    .execute();
  return lineas.map((l) => l.producto_id);
}

async function pasarA(
  tx: Db,
  o: OrdenBloqueada,
  estatus: OrdenEstatusValor,
  mensaje: string | null,
  staffId: string | null,
) {
  await tx
    .updateTable('orden')
    .set({
      estatus,
      actualizado_en: sql<Date>`now()`,
      ...(estatus === E.CONFIRMADA && o.estatus === E.POR_VERIFICAR
        ? { pago_verificado: true, expira_en: null }
        : {}),
    })
    .where('id', '=', o.id)
    .execute();
  await tx
    .insertInto('orden_historial')
    .values({ orden_id: o.id, estatus, estatus_anterior: o.estatus, mensaje, usuario_id: staffId })
    .execute();
}

/**
 * Expires due orders (POR_VERIFICAR past `expira_en`): all of them, or one user's. Each in its own
 * transaction with the order row locked (`SKIP LOCKED`: another sweep or a status change has it).
 * Returns the product ids whose stock came back (for the search index).
 */
export async function expirarOrdenes(
  db: Db,
  opts: { usuarioId?: string; ahora?: Date; limite?: number } = {},
): Promise<number[]> {
  const ahora = opts.ahora ?? new Date();
  let q = db
    .selectFrom('orden')
    .select('id')
    .where('estatus', '=', E.POR_VERIFICAR)
    .where('expira_en', '<=', ahora);
  if (opts.usuarioId) q = q.where('usuario_id', '=', opts.usuarioId);
  const vencidas = await q
    .orderBy('expira_en')
    .limit(opts.limite ?? 100)
    .execute();
  const productos: number[] = [];
  for (const { id } of vencidas) {
    const ids = await db.transaction().execute(async (tx) => {
      const o = await tx
        .selectFrom('orden')
        .select(COLS_BLOQUEO)
        .where('id', '=', id)
        .where('estatus', '=', E.POR_VERIFICAR)
        .where('expira_en', '<=', ahora)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!o) return [];
      const devueltos = await devolver(tx, o, 'pago no verificado a tiempo');
      await pasarA(tx, o, E.EXPIRADA, MensajesOrden.EXPIRADA, null);
      return devueltos;
    });
    productos.push(...ids);
  }
  return [...new Set(productos)];
}

/**
 * PUT /admin/orden/{id}/estatus: only the transitions of the state machine; cancelling gives back
 * what the order took. `estatusActual` (optional) guards against a change made meanwhile (409).
 */
export async function cambiarEstatus(
  db: Db,
  config: Config,
  id: number,
  req: {
    estatus: OrdenEstatusValor;
    mensaje?: string | undefined;
    estatusActual?: OrdenEstatusValor | undefined;
  },
  staffId: string,
  ahora = new Date(),
): Promise<{ orden: OrdenDetalle; productos: number[] }> {
  const resultado = await db.transaction().execute(async (tx) => {
    const o = await tx
      .selectFrom('orden')
      .select(COLS_BLOQUEO)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!o) throw notFound(MensajesOrden.ORDEN_NO_EXISTE);
    if (o.estatus === E.POR_VERIFICAR && o.expira_en && o.expira_en.getTime() <= ahora.getTime()) {
      const devueltos = await devolver(tx, o, 'pago no verificado a tiempo');
      await pasarA(tx, o, E.EXPIRADA, MensajesOrden.EXPIRADA, null);
      return { error: unprocessable(MensajesOrden.EXPIRADA), productos: devueltos };
    }
    if (req.estatusActual !== undefined && req.estatusActual !== o.estatus) {
      return { error: new HttpError(409, MensajesOrden.ESTATUS_CAMBIO), productos: [] };
    }
    const tipoEnvio: TipoEnvio = o.tipo_envio === 'pickup' ? 'pickup' : 'delivery';
    if (!puedeCambiarEstatus(o.estatus as OrdenEstatusValor, req.estatus, tipoEnvio)) {
      const de = ORDEN_ESTATUS_NOMBRES[o.estatus as OrdenEstatusValor];
      const a = ORDEN_ESTATUS_NOMBRES[req.estatus];
      throw unprocessable(`${MensajesOrden.TRANSICION_INVALIDA}: de «${de}» a «${a}»`, {
        estatus: MensajesOrden.TRANSICION_INVALIDA,
      });
    }
    let devueltos: number[] = [];
    if (req.estatus === E.CANCELADA) devueltos = await devolver(tx, o, req.mensaje || 'pedido cancelado');
    await pasarA(tx, o, req.estatus, req.mensaje?.trim() || null, staffId);
    return { error: null, productos: devueltos };
  });
  // An expiry found on the way is committed before the refusal is reported.
  if (resultado.error) throw resultado.error;
  return { orden: await ordenDetalle(db, config, id), productos: resultado.productos };
}
