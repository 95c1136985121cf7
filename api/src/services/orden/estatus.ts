/**
 * The order status machine: staff's status changes (`cambiarEstatus`, only the transitions of
 * `puedeCambiarEstatus`), and what cancelling, rejecting or expiring an order gives back (`devolver`),
 * with the order row locked — so two staff changing one order, or two cancels, are serialised: the
 * second sees the first's status (409 with `estatusActual`, else an invalid transition) and nothing is
 * given back twice. A due unverified order is expired instead of changed (the sweep is expiracion.ts).
 * Change owed outside the wallet is a `vuelto` (decision 0029); a cash order's comes from the cash the
 * courier confirms receiving (decision 0034).
 */
import {
  MensajesOrden,
  ORDEN_ESTATUS_NOMBRES,
  type OrdenAdmin,
  OrdenEstatus,
  type OrdenEstatusValor,
  type TipoEnvio,
} from '@mercado/shared/contracts';
import {
  convertCents,
  fromCents,
  problemaEfectivo,
  puedeCambiarEstatus,
  toCents,
} from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { avisarEstatus } from '../avisos.ts';
import { Conflicto, NoExiste, Rechazado } from '../errores.ts';
import { devolverASucursal } from '../existencia-zona.ts';
import { acreditarPorEntrega } from '../referidos.ts';
import { type AlcanceZonas, ordenAdmin, ordenEnAlcance } from './admin.ts';
import { numeroOrden } from './detalle.ts';
import { cerrarPreparacion, faltanteEnEfectivo, loQueRetiene } from './preparacion-cierre.ts';
import { reintegrarASaldo } from './reintegro.ts';

const E = OrdenEstatus;

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
  tasa: string;
};

export const COLS_BLOQUEO = [
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
  'tasa',
] as const;

/**
 * Gives back what an order took (inside the caller's transaction, order row locked): stock, the
 * coupon use, to the wallet the part paid with it, and the slot place. The part paid by the method,
 * when staff had verified it, is owed back by that method: a `vuelto` (cash on delivery is never paid
 * before delivery). Rows are taken in the placement's order (stock by product, wallet, slot), so a
 * sweep and a placement of the same user never wait on each other in a cycle.
 */
async function devolver(
  tx: Db,
  o: OrdenBloqueada,
  motivo: string,
  staffId: string | null,
): Promise<number[]> {
  // What picking changed: substitutes held instead, and what closing it already refunded.
  const { lineas, reintegrado } = await loQueRetiene(tx, o.id);
  for (const l of lineas) {
    await devolverASucursal(tx, o.zona_id, o.usuario_tipo, l.producto_id, l.cantidad);
  }
  await tx
    .updateTable('cupon_uso')
    .set({ liberado_en: sql<Date>`now()` })
    .where('orden_id', '=', o.id)
    .where('liberado_en', 'is', null)
    .execute();
  // A picking refund already went to the wallet: it counts first against the wallet part, then
  // against the change owed by the method, so the two refunds add up to what was paid.
  const enSaldo = toCents(o.saldo_usado);
  const reintegro = Math.max(0, enSaldo - reintegrado);
  const porMetodo = Math.max(0, toCents(o.monto_metodo) - Math.max(0, reintegrado - enSaldo));
  if (reintegro > 0) {
    await reintegrarASaldo(
      tx,
      o.usuario_id,
      o.id,
      reintegro,
      `Reintegro del pedido ${numeroOrden(o.id)}: ${motivo}`,
    );
  }
  await tx
    .updateTable('franja_reserva')
    .set({ reservados: sql<number>`reservados - 1` })
    .where('tipo', '=', o.tipo_envio)
    .where('horario_id', '=', o.horario_id)
    .where('fecha', '=', o.franja_fecha)
    .where('reservados', '>', 0)
    .execute();
  if (o.pago_verificado && o.metodo_pago) {
    await registrarVuelto(tx, o, o.metodo_pago, porMetodo, 'cancelacion', staffId);
  }
  return lineas.map((l) => l.producto_id);
}

/** Records change owed to the customer (one per order and reason), in USD and in Bs at the order's rate. */
async function registrarVuelto(
  tx: Db,
  o: OrdenBloqueada,
  metodo: string,
  centavos: number,
  motivo: 'cancelacion' | 'efectivo' | 'faltante',
  staffId: string | null,
) {
  if (centavos <= 0) return;
  await tx
    .insertInto('vuelto')
    .values({
      orden_id: o.id,
      usuario_id: o.usuario_id,
      monto: fromCents(centavos),
      monto_bs: fromCents(convertCents(centavos, o.tasa)),
      metodo,
      motivo,
      creado_por: staffId,
    })
    .execute();
}

/**
 * The cash the courier confirms receiving for a cash order being delivered (422 on the field when
 * missing, short of the amount due or above the bound): the change owed is taken from it, never from
 * what the customer declared at checkout (decision 0034).
 */
function efectivoRecibido(recibido: string | undefined, montoMetodo: string): string {
  if (recibido === undefined) {
    throw new Rechazado(MensajesOrden.EFECTIVO_RECIBIDO_REQUERIDO, {
      efectivoRecibido: MensajesOrden.EFECTIVO_RECIBIDO_REQUERIDO,
    });
  }
  const problema = problemaEfectivo(toCents(recibido), toCents(montoMetodo));
  if (problema) throw new Rechazado(problema, { efectivoRecibido: problema });
  return recibido;
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
  // The shopper's notice and email of the change, written (once) with it.
  await avisarEstatus(tx, o, estatus, mensaje);
}

/** A due unverified order expires: what it took comes back, then EXPIRADA. Returns the products restocked. */
export async function vencer(tx: Db, o: OrdenBloqueada): Promise<number[]> {
  const devueltos = await devolver(tx, o, 'pago no verificado a tiempo', null);
  await pasarA(tx, o, E.EXPIRADA, MensajesOrden.EXPIRADA, null);
  return devueltos;
}

/**
 * PUT /admin/orden/{id}/estatus: only the transitions of the state machine; cancelling or rejecting
 * the payment gives back what the order took (a rejection needs its reason); delivering a cash order
 * needs the cash the courier received, and what it exceeds the amount due by is the change owed.
 * `estatusActual` (optional) guards against a change made meanwhile (409). An order outside the
 * caller's zones is not found (404), as when reading it (admin.ts).
 */
export async function cambiarEstatus(
  db: Db,
  config: Config,
  alcance: AlcanceZonas,
  id: number,
  req: {
    estatus: OrdenEstatusValor;
    mensaje?: string | undefined;
    estatusActual?: OrdenEstatusValor | undefined;
    efectivoRecibido?: string | undefined;
  },
  staffId: string,
  ahora = new Date(),
): Promise<{ orden: OrdenAdmin; productos: number[] }> {
  // An order never changes zone: checked once, before its row is locked.
  if (!(await ordenEnAlcance(db, alcance, id))) throw new NoExiste(MensajesOrden.ORDEN_NO_EXISTE);
  const resultado = await db.transaction().execute(async (tx) => {
    const o = await tx
      .selectFrom('orden')
      .select(COLS_BLOQUEO)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!o) throw new NoExiste(MensajesOrden.ORDEN_NO_EXISTE);
    if (o.estatus === E.POR_VERIFICAR && o.expira_en && o.expira_en.getTime() <= ahora.getTime()) {
      return { error: new Rechazado(MensajesOrden.EXPIRADA), productos: await vencer(tx, o) };
    }
    if (req.estatusActual !== undefined && req.estatusActual !== o.estatus) {
      return { error: new Conflicto(MensajesOrden.ESTATUS_CAMBIO), productos: [] };
    }
    const tipoEnvio: TipoEnvio = o.tipo_envio === 'pickup' ? 'pickup' : 'delivery';
    if (!puedeCambiarEstatus(o.estatus as OrdenEstatusValor, req.estatus, tipoEnvio)) {
      const de = ORDEN_ESTATUS_NOMBRES[o.estatus as OrdenEstatusValor];
      const a = ORDEN_ESTATUS_NOMBRES[req.estatus];
      throw new Rechazado(`${MensajesOrden.TRANSICION_INVALIDA}: de «${de}» a «${a}»`, {
        estatus: MensajesOrden.TRANSICION_INVALIDA,
      });
    }
    const mensaje = req.mensaje?.trim() || null;
    if (req.estatus === E.RECHAZADA && !mensaje) {
      throw new Rechazado(MensajesOrden.MOTIVO_REQUERIDO, { mensaje: MensajesOrden.MOTIVO_REQUERIDO });
    }
    if (o.estatus === E.EN_PREPARACION && req.estatus === E.LISTA) await cerrarPreparacion(tx, o.id);
    let devueltos: number[] = [];
    if (req.estatus === E.CANCELADA || req.estatus === E.RECHAZADA) {
      const porque = mensaje ?? (req.estatus === E.RECHAZADA ? 'pago rechazado' : 'pedido cancelado');
      devueltos = await devolver(tx, o, porque, staffId);
    }
    const cobraEfectivo = req.estatus === E.ENTREGADA && o.metodo_pago === 'efectivo_usd';
    if (cobraEfectivo) {
      const recibido = efectivoRecibido(req.efectivoRecibido, o.monto_metodo);
      await tx.updateTable('orden').set({ efectivo_recibido: recibido }).where('id', '=', o.id).execute();
      const cambio = toCents(recibido) - toCents(o.monto_metodo);
      await registrarVuelto(tx, o, 'efectivo_usd', cambio, 'efectivo', staffId);
      // Short-picked lines paid in that cash are owed back the same way (decision 0029, issue 35).
      await registrarVuelto(tx, o, 'efectivo_usd', await faltanteEnEfectivo(tx, o.id), 'faltante', staffId);
    } else if (req.efectivoRecibido !== undefined) {
      throw new Rechazado(MensajesOrden.EFECTIVO_RECIBIDO_NO_APLICA, {
        efectivoRecibido: MensajesOrden.EFECTIVO_RECIBIDO_NO_APLICA,
      });
    }
    await pasarA(tx, o, req.estatus, mensaje, staffId);
    // A referred customer's first delivered order credits both rewards (once: the referral is locked).
    if (req.estatus === E.ENTREGADA) await acreditarPorEntrega(tx, o.usuario_id);
    return { error: null, productos: devueltos };
  });
  // An expiry found on the way is committed before the refusal is reported.
  if (resultado.error) throw resultado.error;
  return { orden: await ordenAdmin(db, config, alcance, id), productos: resultado.productos };
}
