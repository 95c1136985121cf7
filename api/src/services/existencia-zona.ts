/**
 * The zone stock the storefront, carts and orders read (`producto_existencia`, zone × user type) kept
 * in step with the branches' inventory (decision 0025): for each user type with a price in the zone,
 * the sum of the product's stock in the zone's active branches; 0 for a type without a price there.
 *
 * Lock order, the same everywhere: the zone stock rows (by product, then type), then the branches'
 * inventory rows. Staff writes take the zone rows first (`bloquearExistencias`); an order locks them
 * when it is placed, then takes from the branches (`tomarDeSucursales`).
 */
import { EstatusRegistro } from '@mercado/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

const TROZO = 5000;
/** A stock figure (numeric(12,3)) in thousandths, an exact integer. */
const milesimas = (v: string) => Math.round(Number(v) * 1000);
const trozos = (ids: readonly number[]) =>
  Array.from({ length: Math.ceil(ids.length / TROZO) }, (_, i) => ids.slice(i * TROZO, (i + 1) * TROZO));

/** Locks the zone stock rows of `productoIds` (every type) until the transaction ends. */
export async function bloquearExistencias(trx: Db, zonaId: number, productoIds: readonly number[]) {
  const ids = [...new Set(productoIds)].sort((a, b) => a - b);
  for (const parte of trozos(ids)) {
    await trx
      .selectFrom('producto_existencia')
      .select('producto_id')
      .where('zona_id', '=', zonaId)
      .where('producto_id', 'in', parte)
      .orderBy('producto_id')
      .orderBy('usuario_tipo')
      .forUpdate()
      .execute();
  }
}

/** Rewrites the zone stock rows of `productoIds` in `zonaId` from the branches and the zone's prices. */
export async function sincronizarExistencias(trx: Db, zonaId: number, productoIds: readonly number[]) {
  const ids = [...new Set(productoIds)].sort((a, b) => a - b);
  for (const parte of trozos(ids)) {
    const lista = sql.join(parte);
    await sql`
      insert into producto_existencia (producto_id, zona_id, usuario_tipo, existencia)
      select p.id, ${zonaId}::int, t.id,
        case when pp.producto_id is null then 0 else coalesce(st.total, 0) end
      from producto p
      cross join usuario_tipo t
      left join producto_precio pp
        on pp.producto_id = p.id and pp.zona_id = ${zonaId} and pp.usuario_tipo = t.id
      left join (
        select i.producto_id, sum(i.existencia) as total
        from inventario i join sucursal s on s.id = i.sucursal_id
        where s.zona_id = ${zonaId} and s.estatus = ${EstatusRegistro.ACTIVO} and i.producto_id in (${lista})
        group by i.producto_id
      ) st on st.producto_id = p.id
      where p.id in (${lista})
      on conflict (producto_id, zona_id, usuario_tipo) do update set existencia = excluded.existencia
      where producto_existencia.existencia is distinct from excluded.existencia`.execute(trx);
  }
}

/**
 * A sale of `cantidad` in the zone (zone rows already locked and checked by the placement): the zone's
 * stock is one pool, so every type's row goes down, and the branches give it, the fullest first.
 */
export async function tomarDeSucursales(trx: Db, zonaId: number, productoId: number, cantidad: string) {
  await trx
    .updateTable('producto_existencia')
    .set({ existencia: sql<string>`greatest(existencia - ${cantidad}::numeric, 0)` })
    .where('producto_id', '=', productoId)
    .where('zona_id', '=', zonaId)
    .execute();
  const filas = await trx
    .selectFrom('inventario as i')
    .innerJoin('sucursal as s', 's.id', 'i.sucursal_id')
    .select(['i.id', 'i.existencia'])
    .where('s.zona_id', '=', zonaId)
    .where('s.estatus', '=', EstatusRegistro.ACTIVO)
    .where('i.producto_id', '=', productoId)
    .where('i.existencia', '>', '0')
    .orderBy('i.existencia', 'desc')
    .orderBy('i.sucursal_id')
    .forUpdate()
    .execute();
  let falta = milesimas(cantidad);
  for (const f of filas) {
    if (falta <= 0) break;
    const toma = Math.min(falta, milesimas(f.existencia));
    falta -= toma;
    await trx
      .updateTable('inventario')
      .set({
        existencia: sql<string>`existencia - ${(toma / 1000).toFixed(3)}::numeric`,
        version: sql<number>`version + 1`,
      })
      .where('id', '=', f.id)
      .execute();
  }
}

/**
 * What a cancelled or expired order gives back to the zone: every type's row (the buyer's made when
 * missing) and the zone's first active branch holding the product.
 */
export async function devolverASucursal(
  trx: Db,
  zonaId: number,
  usuarioTipo: number,
  productoId: number,
  cantidad: string,
) {
  await trx
    .updateTable('producto_existencia')
    .set({ existencia: sql<string>`existencia + ${cantidad}::numeric` })
    .where('producto_id', '=', productoId)
    .where('zona_id', '=', zonaId)
    .execute();
  await trx
    .insertInto('producto_existencia')
    .values({ producto_id: productoId, zona_id: zonaId, usuario_tipo: usuarioTipo, existencia: cantidad })
    .onConflict((oc) => oc.columns(['producto_id', 'zona_id', 'usuario_tipo']).doNothing())
    .execute();
  await sql`
    update inventario set existencia = existencia + ${cantidad}::numeric, version = version + 1
    where id = (
      select i.id from inventario i join sucursal s on s.id = i.sucursal_id
      where s.zona_id = ${zonaId} and s.estatus = ${EstatusRegistro.ACTIVO} and i.producto_id = ${productoId}
      order by s.id limit 1
    )`.execute(trx);
}
