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
  // The zone totals (inventario_zona) say which products have stock; the products and categories
  // are read once for every zone.
  const { rows } = await sql<AtencionZona>`
    with z as (select id, slug, nombre from zona where slug in (${sql.join([...zonas])})),
    -- Active products with stock, counted per zone and category in one pass.
    con_stock as (
      select iz.zona_id, p.categoria_id, count(*)::int as n
      from inventario_zona iz join producto p on p.id = iz.producto_id
      where iz.zona_id in (select id from z) and iz.existencia > 0 and p.estatus = ${ACTIVO}
      group by iz.zona_id, p.categoria_id
    ),
    activos as (select count(*)::int as n from producto where estatus = ${ACTIVO}),
    categorias_con_stock as (
      select distinct c.zona_id, cat.id
      from con_stock c
      join categoria pc on pc.id = c.categoria_id
      join categoria cat on cat.id = pc.id or cat.id = pc.padre_id
    )
    select z.slug as zona, z.nombre,
      (select n from activos) - (select coalesce(sum(c.n), 0)::int from con_stock c where c.zona_id = z.id)
        as "sinExistencia",
      (select count(*)::int from producto_precio pp where pp.zona_id = z.id
        and pp.usuario_tipo = ${UsuarioTipo.NORMAL} and pp.oferta > 0
        and pp.oferta_hasta between ${hoy} and ${sumarDias(hoy, 7)}) as "ofertasPorVencer",
      (select count(*)::int from categoria cat where cat.estatus = ${ACTIVO}
        and not exists (select 1 from categorias_con_stock cs where cs.zona_id = z.id and cs.id = cat.id))
        as "categoriasSinProductos"
    from z order by z.nombre`.execute(db);
  return rows;
}
