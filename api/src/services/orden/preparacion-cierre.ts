/**
 * Closing the picking and cancelling a picked order (decision 0030): what the marks refund and what
 * the lines hold.
 */
import { MensajesPreparacion } from '@mercado/shared/contracts';
import { fromCents, toCents } from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { Rechazado } from '../errores.ts';
import { numeroOrden } from './detalle.ts';
import { COLS_ORDEN, reintegroDe } from './preparacion.ts';
import { reintegrarASaldo } from './reintegro.ts';

/**
 * EN_PREPARACION → LISTA (called by estatus.ts with the order row locked): refused while a line is
 * unmarked once picking started (an order never picked closes as all picked); refunds what the
 * marks owe and records it on the order.
 */
export async function cerrarPreparacion(tx: Db, ordenId: number): Promise<void> {
  const marcas = await tx
    .selectFrom('orden_detalle as d')
    .leftJoin('orden_preparacion_linea as m', (j) =>
      j.onRef('m.orden_id', '=', 'd.orden_id').onRef('m.producto_id', '=', 'd.producto_id'),
    )
    .select(['m.estado', 'm.diferencia'])
    .where('d.orden_id', '=', ordenId)
    .execute();
  const marcadas = marcas.filter((m) => m.estado !== null);
  if (marcadas.length === 0) return;
  if (marcadas.length < marcas.length) throw new Rechazado(MensajesPreparacion.SIN_MARCAR);
  const o = await tx
    .selectFrom('orden as o')
    .innerJoin('usuario as u', 'u.id', 'o.usuario_id')
    .select([...COLS_ORDEN, 'o.usuario_id'])
    .where('o.id', '=', ordenId)
    .executeTakeFirstOrThrow();
  const reintegro = reintegroDe(
    o,
    marcadas.reduce((n, m) => n + toCents(m.diferencia ?? '0'), 0),
  );
  await tx
    .updateTable('orden')
    .set({ reintegro_preparacion: fromCents(reintegro) })
    .where('id', '=', ordenId)
    .execute();
  if (reintegro > 0) {
    await reintegrarASaldo(
      tx,
      o.usuario_id,
      ordenId,
      reintegro,
      `Reintegro del pedido ${numeroOrden(ordenId)}: productos faltantes o sustituidos por otros de menor precio`,
    );
  }
}

/**
 * Delivering a cash order (estatus.ts, order row locked): what picking took off that the wallet part
 * could not take back at closing (cents). The customer pays the order's whole amount in cash to the
 * courier, so that part is change owed (`vuelto`, motivo 'faltante'), never a second wallet credit:
 * money goes back the way it was paid.
 */
export async function faltanteEnEfectivo(tx: Db, ordenId: number): Promise<number> {
  const [o, marcas] = await Promise.all([
    tx
      .selectFrom('orden as o')
      .innerJoin('usuario as u', 'u.id', 'o.usuario_id')
      .select([...COLS_ORDEN, 'o.reintegro_preparacion'])
      .where('o.id', '=', ordenId)
      .executeTakeFirstOrThrow(),
    tx.selectFrom('orden_preparacion_linea').select('diferencia').where('orden_id', '=', ordenId).execute(),
  ]);
  const diferencias = marcas.reduce((n, m) => n + toCents(m.diferencia ?? '0'), 0);
  // With the cash collected, all the order is paid: what closing would refund, less what it did.
  const neto = reintegroDe({ ...o, pago_verificado: true }, diferencias);
  return Math.max(0, neto - toCents(o.reintegro_preparacion ?? '0'));
}

/**
 * For a cancellation (estatus.ts `devolver`, order row locked): the stock each line holds (the
 * substitute of a substituted line; nothing for a missing one), by product, and what closing the
 * picking already refunded (cents).
 */
export async function loQueRetiene(
  tx: Db,
  ordenId: number,
): Promise<{ lineas: { producto_id: number; cantidad: string }[]; reintegrado: number }> {
  const [filas, orden] = await Promise.all([
    tx
      .selectFrom('orden_detalle as d')
      .leftJoin('orden_preparacion_linea as m', (j) =>
        j.onRef('m.orden_id', '=', 'd.orden_id').onRef('m.producto_id', '=', 'd.producto_id'),
      )
      .select([
        sql<number>`coalesce(m.sustituto_id, d.producto_id)`.as('producto_id'),
        'd.cantidad',
        'm.estado',
      ])
      .where('d.orden_id', '=', ordenId)
      .execute(),
    tx
      .selectFrom('orden')
      .select('reintegro_preparacion')
      .where('id', '=', ordenId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    lineas: filas
      .filter((f) => f.estado !== 'faltante')
      .map((f) => ({ producto_id: f.producto_id, cantidad: f.cantidad }))
      .sort((a, b) => a.producto_id - b.producto_id),
    reintegrado: toCents(orden.reintegro_preparacion ?? '0'),
  };
}
