/**
 * The back office's home, per zone the caller holds: what needs attention in the catalogue (issue 18).
 * The same definitions as the inventory list's filters, so each figure is the count of the list its
 * link opens: active products without stock in the zone's active branches, products whose normal-price
 * offer ends within a week, active categories without an active product in stock there.
 */
import { type AtencionZona, EstatusRegistro, UsuarioTipo } from '@mercado/shared/contracts';
import { sumarDias } from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { hoyCaracas } from './inventario.ts';

export async function atencionCatalogo(db: Db, zonas: readonly string[]): Promise<AtencionZona[]> {
  if (zonas.length === 0) return [];
  const hoy = hoyCaracas();
  const ACTIVO = EstatusRegistro.ACTIVO;
  const { rows } = await sql<AtencionZona>`
    with z as (select id, slug, nombre from zona where slug in (${sql.join([...zonas])})),
    con_stock as (
      select distinct s.zona_id, i.producto_id
      from inventario i join sucursal s on s.id = i.sucursal_id
      where s.estatus = ${ACTIVO} and i.existencia > 0 and s.zona_id in (select id from z)
    )
    select z.slug as zona, z.nombre,
      (select count(*)::int from producto p where p.estatus = ${ACTIVO}
        and not exists (select 1 from con_stock c where c.zona_id = z.id and c.producto_id = p.id)) as "sinExistencia",
      (select count(*)::int from producto_precio pp where pp.zona_id = z.id
        and pp.usuario_tipo = ${UsuarioTipo.NORMAL} and pp.oferta > 0
        and pp.oferta_hasta between ${hoy} and ${sumarDias(hoy, 7)}) as "ofertasPorVencer",
      (select count(*)::int from categoria cat where cat.estatus = ${ACTIVO}
        and not exists (
          select 1 from producto p
          join categoria pc on pc.id = p.categoria_id
          join con_stock c on c.producto_id = p.id and c.zona_id = z.id
          where p.estatus = ${ACTIVO} and (pc.id = cat.id or pc.padre_id = cat.id))) as "categoriasSinProductos"
    from z order by z.nombre`.execute(db);
  return rows;
}
