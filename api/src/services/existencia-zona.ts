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
import { avisarReposicion } from './avisos.ts';

const TROZO = 5000;
/** A stock figure (numeric(12,3)) in thousandths, an exact integer. */
const milesimas = (v: string) => Math.round(Number(v) * 1000);
const trozos = (ids: readonly number[]) =>
  Array.from({ length: Math.ceil(ids.length / TROZO) }, (_, i) => ids.slice(i * TROZO, (i + 1) * TROZO));

/** Locks the zone stock rows of `productoIds` (every type) until the transaction ends. */
export async function bloquearExistencias(trx: Db, zonaId: number, productoIds: readonly number[]) {
  const ids = [...new Set(productoIds)].sort((a, b) => a - b);
  for (const parte of trozos(ids)) {
    // Counted, not returned: thousands of locked rows need not travel to the caller.
    await sql`select count(*) from (
        select producto_id from producto_existencia
        where zona_id = ${zonaId} and producto_id in (${sql.join(parte)})
        order by producto_id, usuario_tipo
        for update
      ) bloqueadas`.execute(trx);
  }
}

/**
 * Rewrites the zone stock rows of `productoIds` in `zonaId` from the branches and the zone's prices,
 * and the zone's total of each (`inventario_zona`, what the back-office inventory sorts and counts by),
 * summing their branches once for both.
 */
export async function sincronizarExistencias(trx: Db, zonaId: number, productoIds: readonly number[]) {
  const ids = [...new Set(productoIds)].sort((a, b) => a - b);
  for (const parte of trozos(ids)) {
    const lista = sql.join(parte);
    await sql`
      with st as (
        select p.id as producto_id, coalesce(sumas.total, 0) as total
        from producto p
        left join (
          select i.producto_id, sum(i.existencia) as total
          from inventario i join sucursal s on s.id = i.sucursal_id
          where s.zona_id = ${zonaId} and s.estatus = ${EstatusRegistro.ACTIVO} and i.producto_id in (${lista})
          group by i.producto_id
        ) sumas on sumas.producto_id = p.id
        where p.id in (${lista})
      ),
      total_zona as (
        insert into inventario_zona (zona_id, producto_id, existencia)
        select ${zonaId}::int, st.producto_id, st.total from st
        on conflict (zona_id, producto_id) do update set existencia = excluded.existencia
        where inventario_zona.existencia is distinct from excluded.existencia
      )
      insert into producto_existencia (producto_id, zona_id, usuario_tipo, existencia)
      select st.producto_id, ${zonaId}::int, t.id,
        case when pp.producto_id is null then 0 else st.total end
      from st
      cross join usuario_tipo t
      left join producto_precio pp
        on pp.producto_id = st.producto_id and pp.zona_id = ${zonaId} and pp.usuario_tipo = t.id
      on conflict (producto_id, zona_id, usuario_tipo) do update set existencia = excluded.existencia
      where producto_existencia.existencia is distinct from excluded.existencia`.execute(trx);
  }
  // Staff restocked: the shoppers waiting for these products here are told (issue 34).
  await avisarReposicion(trx, zonaId, ids);
}

/** The zone's total of one product again from its branches, after an order moved its stock. */
async function totalDeZona(trx: Db, zonaId: number, productoId: number) {
  await sql`
    insert into inventario_zona (zona_id, producto_id, existencia)
    select ${zonaId}::int, ${productoId}::int, coalesce(sum(i.existencia), 0)
    from inventario i join sucursal s on s.id = i.sucursal_id
    where s.zona_id = ${zonaId} and s.estatus = ${EstatusRegistro.ACTIVO} and i.producto_id = ${productoId}
    on conflict (zona_id, producto_id) do update set existencia = excluded.existencia`.execute(trx);
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
  await totalDeZona(trx, zonaId, productoId);
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
  await totalDeZona(trx, zonaId, productoId);
}
