/**
 * What picking and refunds did to one order, as customer service reads it on the full order
 * (decision 0030): each line's mark with the substitute's prices, who marked it and when, and every
 * refund to the wallet with the status change that made it.
 */
import type { MarcaLinea, OrdenEstatusValor, ReintegroOrden } from '@mercado/shared/contracts';
import type { Db } from '../../db/index.ts';

const autor = (u: { nombre: string | null; email: string | null }) =>
  u.email ? `${u.nombre} (${u.email})` : null;

/** The marks of the order's lines, by product id (lines not marked are absent). */
export async function marcasDeOrden(db: Db, ordenId: number): Promise<Map<number, MarcaLinea>> {
  const filas = await db
    .selectFrom('orden_preparacion_linea as m')
    .leftJoin('usuario as u', 'u.id', 'm.marcado_por')
    .select([
      'm.producto_id',
      'm.estado',
      'm.sustituto_id',
      'm.sustituto_nombre',
      'm.sustituto_precio_unitario',
      'm.sustituto_total',
      'm.diferencia',
      'm.marcado_en',
      'm.version',
      'u.nombre',
      'u.email',
    ])
    .where('m.orden_id', '=', ordenId)
    .execute();
  return new Map(
    filas.map((f) => [
      f.producto_id,
      {
        estado: f.estado as MarcaLinea['estado'],
        sustituto:
          f.sustituto_id !== null
            ? {
                id: f.sustituto_id,
                nombre: f.sustituto_nombre ?? '',
                precioUnitario: f.sustituto_precio_unitario ?? '0.00',
                total: f.sustituto_total ?? '0.00',
              }
            : null,
        diferencia: f.diferencia,
        marcadoPor: autor(f),
        marcadoEn: f.marcado_en.toISOString(),
        version: f.version,
      },
    ]),
  );
}

/**
 * The order's refunds to the wallet, oldest first. A refund is written in the same transaction as
 * the status change that made it (estatus.ts), so both rows carry the transaction's `now()`: that
 * equal moment is what ties a refund to its change and its author.
 */
export async function reintegrosDeOrden(db: Db, ordenId: number): Promise<ReintegroOrden[]> {
  const filas = await db
    .selectFrom('saldo_movimiento as s')
    .leftJoin('orden_historial as h', (j) =>
      j.onRef('h.orden_id', '=', 's.orden_id').onRef('h.creado_en', '=', 's.creado_en'),
    )
    .leftJoin('usuario as u', 'u.id', 'h.usuario_id')
    .select(['s.monto', 's.creado_en', 's.descripcion', 'h.estatus', 'u.nombre', 'u.email'])
    .where('s.orden_id', '=', ordenId)
    .where('s.tipo', '=', 'reintegro')
    .orderBy('s.id')
    .execute();
  return filas.map((f) => ({
    monto: f.monto,
    fecha: f.creado_en.toISOString(),
    descripcion: f.descripcion,
    estatus: (f.estatus ?? null) as OrdenEstatusValor | null,
    usuario: autor(f),
  }));
}
