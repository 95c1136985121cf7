/**
 * Placing an order (issue 5): `registrarOrden`, the payment data check, idempotency.
 *
 * Placing is ONE transaction, in a fixed lock order so concurrent placements never deadlock:
 *   1. the cart row (`FOR UPDATE`): placements of one cart run one after the other; the idempotency
 *      key is looked up again under this lock, and the cart version must be the one the page showed;
 *   2. the stock rows of its products for the zone and the buyer's type (`FOR UPDATE`, by product
 *      id): every line is validated against the locked stock, then the stock is decremented — two
 *      buyers can never both take the last unit (the second waits, then reads the new stock);
 *   3. the coupon row (`FOR UPDATE`): its uses are counted and one is recorded;
 *   4. the wallet: the user's row (`FOR NO KEY UPDATE`, services/saldo.ts), the ledger's sum read
 *      under it must cover the amount; the debit row is written with the order;
 *   5. the slot: one conditional upsert on franja_reserva (`reservados < capacidad`, entrega.ts);
 *   6. when a method is left to pay (cash on delivery, a reference), the user's row (`FOR NO KEY
 *      UPDATE`, held already if the wallet pays a part): the user's open unpaid orders are counted under this lock, at most
 *      `max_ordenes_sin_pagar`, and of them those waiting for verification, `max_ordenes_por_verificar`;
 *   7. the order (unique per user and idempotency key), its lines, its first status; the cart emptied.
 * Any refusal throws: nothing is half done. A key already used by this user returns that order
 * (`repetida`), also when two requests with one key race (the loser hits the unique key, rolls back
 * and reads the winner's order).
 *
 * Expiry and cancellation give back, in this same order, what a placement took (estatus.ts).
 */
import { createHash } from 'node:crypto';
import {
  CarritoDetalleEstatus,
  EstatusRegistro,
  MensajesCarrito,
  MensajesOrden,
  mensajeReferenciaInvalida,
  OrdenEstatus,
  type OrdenRegistrada,
  type OrdenRegistrarRequest,
  type Sustitucion,
  type Totales,
} from '@mercado/shared/contracts';
import {
  calcularTotales,
  evaluarLineaCarrito,
  faltaParaMinimo,
  formatMoney,
  formatQuantity,
  fromCents,
  mensajeLineaCarrito,
  minimoCompraPara,
  problemaEfectivo,
  toCents,
  totalesDinero,
} from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { type ContextoCarrito, cargarProductos } from '../carrito/contexto.ts';
import { configuracionCheckout, tasaActual } from '../carrito/lectura.ts';
import { metodosPago, reglasEnvio } from '../checkout.ts';
import { cargarCupon, evaluarCuponPara } from '../cupon.ts';
import { Conflicto, Rechazado } from '../errores.ts';
import { tomarDeSucursales } from '../existencia-zona.ts';
import { bloquearSaldo, debitarSaldo } from '../saldo.ts';
import { numeroOrden, ordenDetalle } from './detalle.ts';
import { destino, reservarFranja } from './entrega.ts';
import { abiertasSinPagar } from './sin-pagar.ts';

const ACTIVO = EstatusRegistro.ACTIVO;
const E = OrdenEstatus;

/** Thrown inside the placement transaction when the key already made an order (rolls back nothing). */
class YaRegistrada {
  readonly id: number;
  constructor(id: number) {
    this.id = id;
  }
}

const conflicto = (mensaje: string, campos?: Record<string, string>) => new Conflicto(mensaje, campos);

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
  if (!c.telefono) throw new Rechazado(MensajesOrden.TELEFONO_REQUERIDO);
  const hash = hashSolicitud(zona.slug, pagina, body);
  const previa = await ordenPorClave(db, c.id, body.idempotencia);
  if (previa) return { status: 200, respuesta: await repetida(db, config, previa, hash), productos: [] };

  const [conf, metodos, reglas] = await Promise.all([
    configuracionCheckout(db),
    metodosPago(db),
    reglasEnvio(db, zona.id, c.tipo),
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
      if (!carrito) throw new Rechazado(MensajesCarrito.VACIO);
      if (carrito.version !== body.carritoVersion) throw conflicto(MensajesOrden.CARRITO_CAMBIO);
      const lineas = await tx
        .selectFrom('carrito_detalle')
        .select(['producto_id', 'cantidad'])
        .where('carrito_id', '=', carrito.id)
        .orderBy('orden')
        .orderBy('producto_id')
        .execute();
      if (lineas.length === 0) throw new Rechazado(MensajesCarrito.VACIO);
      const ids = lineas.map((l) => l.producto_id);

      // 2. The zone's stock rows of every type (one pool, decision 0025), locked in product order;
      // every line checked against the locked stock of the buyer's type.
      const stock = await tx
        .selectFrom('producto_existencia')
        .select(['producto_id', 'usuario_tipo', 'existencia'])
        .where('zona_id', '=', zona.id)
        .where('producto_id', 'in', ids)
        .orderBy('producto_id')
        .orderBy('usuario_tipo')
        .forUpdate()
        .execute();
      const existencias = new Map(
        stock.filter((s) => s.usuario_tipo === c.tipo).map((s) => [s.producto_id, s.existencia]),
      );
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
        throw new Rechazado(
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
      // No amount: the API cannot know the shopper's currency; checkout states it (issue 17).
      if (faltaParaMinimo(base.productos, minimo) > 0)
        throw new Rechazado(MensajesCarrito.MINIMO_NO_ALCANZADO);

      // 3. The coupon, locked.
      let cupon: Awaited<ReturnType<typeof cargarCupon>> = null;
      if (carrito.cupon_id !== null) {
        cupon = await cargarCupon(tx, { id: carrito.cupon_id }, true);
        if (cupon) {
          const { evaluacion } = await evaluarCuponPara(tx, cupon, {
            usuarioId: c.id,
            zonaId: zona.id,
            productosCents: base.productos,
            subtotalCents: base.subtotal,
            ahora,
          });
          if (!evaluacion.aplicable) {
            throw new Rechazado(`El cupón ${cupon.codigo} ya no aplica: ${evaluacion.mensaje}`, {
              cupon: evaluacion.mensaje,
            });
          }
        }
      }

      // Delivery or pickup: address, shipping, slot.
      // Every threshold compares the products with IVA before the coupon (decision 0050).
      const envio = await destino(tx, ctx, body, base.productos, reglas);
      const franja = await reservarFranja(tx, zona.id, body, ahora);

      // Payment.
      const pago = body.pago;
      let metodo = pago.metodo === 'saldo' ? null : (pago.metodo ?? null);
      const metodoDatos = metodo ? metodos.find((m) => m.codigo === metodo) : undefined;
      if (metodo && !metodoDatos)
        throw new Rechazado(MensajesOrden.METODO_NO_DISPONIBLE, {
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
          throw new Rechazado(MensajesOrden.METODO_REQUERIDO, {
            'pago.metodo': MensajesOrden.METODO_REQUERIDO,
          });
        if (metodoDatos.soloDelivery && body.tipoEnvio !== 'delivery') {
          throw new Rechazado(MensajesOrden.METODO_NO_DISPONIBLE, {
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

      // 4. Wallet: the user's ledger locked until the commit (two tabs paying at once wait in turn).
      if (t.saldoUsado > 0 && (await bloquearSaldo(tx, c.id)) < t.saldoUsado)
        throw new Rechazado(MensajesOrden.SALDO_INSUFICIENTE, {
          'pago.saldo': MensajesOrden.SALDO_INSUFICIENTE,
        });

      const requiereVerificacion = Boolean(metodo && metodoDatos?.requiereVerificacion);
      if (metodo) await limitarSinPagar(tx, c.id, ahora, requiereVerificacion);
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
          total_bs: totales.bs.total,
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
      // 2'. Take the stock (zone rows locked above), from the zone and its branches.
      for (const l of lineas) await tomarDeSucursales(tx, zona.id, l.producto_id, l.cantidad);
      if (cupon) {
        await tx
          .insertInto('cupon_uso')
          .values({ cupon_id: cupon.id, usuario_id: c.id, orden_id: orden.id })
          .execute();
      }
      if (t.saldoUsado > 0) {
        await debitarSaldo(tx, c.id, {
          monto: t.saldoUsado,
          tipo: 'ordenpago',
          ordenId: orden.id,
          descripcion: `Pago del pedido ${numeroOrden(orden.id)}`,
          tasa,
        });
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

/**
 * 422 when the user already holds the most open orders not paid yet, whatever the method (cash to
 * collect on delivery, a reference to verify): each holds a slot and stock without paying (decision
 * 0034). A reference payment is also held to fewer of those waiting for verification, since a
 * made-up reference costs nothing. The user's row lock makes parallel placements of one user count
 * one after the other. An unverified order past its expiry is no longer open (the sweep expires it).
 */
async function limitarSinPagar(tx: Db, usuarioId: string, ahora: Date, porVerificar: boolean) {
  await tx.selectFrom('usuario').select('id').where('id', '=', usuarioId).forNoKeyUpdate().execute();
  const [conf, abiertas] = await Promise.all([
    tx
      .selectFrom('configuracion')
      .select(['max_ordenes_sin_pagar', 'max_ordenes_por_verificar'])
      .where('id', '=', 1)
      .executeTakeFirst(),
    tx
      .selectFrom('orden')
      .select((eb) => [
        eb.fn.countAll<number>().as('sinPagar'),
        eb.fn.countAll<number>().filterWhere('estatus', '=', E.POR_VERIFICAR).as('porVerificar'),
      ])
      .where(abiertasSinPagar(usuarioId, ahora))
      .executeTakeFirstOrThrow(),
  ]);
  const limite =
    porVerificar && Number(abiertas.porVerificar) >= (conf?.max_ordenes_por_verificar ?? 2)
      ? MensajesOrden.LIMITE_POR_VERIFICAR
      : Number(abiertas.sinPagar) >= (conf?.max_ordenes_sin_pagar ?? 3)
        ? MensajesOrden.LIMITE_SIN_PAGAR
        : null;
  if (limite) throw new Rechazado(limite, { 'pago.metodo': limite });
}

async function bancosActivos(tx: Db): Promise<Set<string>> {
  const rows = await tx.selectFrom('banco').select('codigo').where('estatus', '=', ACTIVO).execute();
  return new Set(rows.map((r) => r.codigo));
}

/** What the method needs, from its data (formpago): reference (pattern), bank, phone, cash amount (bounded). */
function validarDatosPago(
  m: Awaited<ReturnType<typeof metodosPago>>[number],
  pago: OrdenRegistrarRequest['pago'],
  bancos: Set<string>,
  montoMetodoCents: number,
) {
  const campos: Record<string, string> = {};
  // Paying after placing leaves the reference to "Ya pagué" (referencia.ts); staff verify it there.
  const despues = pago.pagarDespues === true && m.requiereVerificacion && !pago.referencia;
  if (m.requiereReferencia && !despues) {
    if (!pago.referencia) campos['pago.referencia'] = MensajesOrden.REFERENCIA_REQUERIDA;
    else if (m.referenciaPatron && !new RegExp(m.referenciaPatron).test(pago.referencia)) {
      campos['pago.referencia'] = mensajeReferenciaInvalida(m.referenciaPatron);
    }
  }
  if (m.requiereBanco && (!pago.banco || !bancos.has(pago.banco)))
    campos['pago.banco'] = MensajesOrden.BANCO_REQUERIDO;
  if (m.requiereTelefono && !pago.telefono) campos['pago.telefono'] = MensajesOrden.TELEFONO_PAGO_REQUERIDO;
  const efectivo =
    m.contraEntrega && pago.efectivo !== undefined
      ? problemaEfectivo(toCents(pago.efectivo), montoMetodoCents)
      : null;
  if (efectivo) campos['pago.efectivo'] = efectivo;
  const primero = Object.values(campos)[0];
  if (primero) throw new Rechazado(primero, campos);
}
