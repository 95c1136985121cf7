/**
 * What picking changed in orders, as the customer's tracking and the full order show it (decision
 * 0030): the substituted and missing products in line order, and what closing the picking refunded.
 */
import type { CambioPreparacion } from '@mercado/shared/contracts';
import type { Db } from '../../db/index.ts';

export type PreparacionDeOrden = { preparacion: CambioPreparacion[]; reintegroPreparacion: string | null };

export async function cambiosDePreparacion(
  db: Db,
  ordenIds: readonly number[],
): Promise<Map<number, PreparacionDeOrden>> {
  const out = new Map<number, PreparacionDeOrden>();
  if (ordenIds.length === 0) return out;
  const [ordenes, cambios] = await Promise.all([
    db.selectFrom('orden').select(['id', 'reintegro_preparacion']).where('id', 'in', ordenIds).execute(),
    db
      .selectFrom('orden_preparacion_linea as m')
      .innerJoin('orden_detalle as d', (j) =>
        j.onRef('d.orden_id', '=', 'm.orden_id').onRef('d.producto_id', '=', 'm.producto_id'),
      )
      .select(['m.orden_id', 'm.producto_id', 'd.nombre', 'm.estado', 'm.sustituto_id', 'm.sustituto_nombre'])
      .where('m.orden_id', 'in', ordenIds)
      .where('m.estado', '<>', 'recogido')
      .orderBy('m.orden_id')
      .orderBy('d.orden')
      .execute(),
  ]);
  for (const o of ordenes) out.set(o.id, { preparacion: [], reintegroPreparacion: o.reintegro_preparacion });
  for (const c of cambios) {
    out.get(c.orden_id)?.preparacion.push({
      producto: { id: c.producto_id, nombre: c.nombre },
      estado: c.estado === 'sustituido' ? 'sustituido' : 'faltante',
      sustituto: c.sustituto_id !== null ? { id: c.sustituto_id, nombre: c.sustituto_nombre ?? '' } : null,
    });
  }
  return out;
}

export const SIN_PREPARACION: PreparacionDeOrden = { preparacion: [], reintegroPreparacion: null };
