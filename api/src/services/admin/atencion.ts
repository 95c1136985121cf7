/**
 * The back office's home, per zone the caller holds: what needs attention in the catalogue (issue 18).
 * The same definitions as the lists' filters, so each figure is the count of the list its link opens:
 * active products without stock in the zone's active branches, products whose normal-price offer ends
 * within a week (the inventory list's), and active categories holding no product, their subcategories'
 * included (the category list's 'Sin productos', the same in every zone: categories are not per zone).
 */
import { type AtencionZona, EstatusRegistro, UsuarioTipo } from '@mercado/shared/contracts';
import { sumarDias } from '@mercado/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { categoriasVacias } from './categoria.ts';
import { hoyCaracas } from './inventario.ts';

export async function atencionCatalogo(db: Db, zonas: readonly string[]): Promise<AtencionZona[]> {
  if (zonas.length === 0) return [];
  const hoy = hoyCaracas();
  const ACTIVO = EstatusRegistro.ACTIVO;
  // The zone totals (inventario_zona) say which products have stock; the products are read once for
  // every zone.
  const [{ rows }, categoriasSinProductos] = await Promise.all([
    sql<Omit<AtencionZona, 'categoriasSinProductos'>>`
    with z as (select id, slug, nombre from zona where slug in (${sql.join([...zonas])})),
    -- Active products with stock, counted per zone and category in one pass.
    con_stock as (
      select iz.zona_id, p.categoria_id, count(*)::int as n
      from inventario_zona iz join producto p on p.id = iz.producto_id
      where iz.zona_id in (select id from z) and iz.existencia > 0 and p.estatus = ${ACTIVO}
      group by iz.zona_id, p.categoria_id
    ),
    activos as (select count(*)::int as n from producto where estatus = ${ACTIVO})
    select z.slug as zona, z.nombre,
      (select n from activos) - (select coalesce(sum(c.n), 0)::int from con_stock c where c.zona_id = z.id)
        as "sinExistencia",
      (select count(*)::int from producto_precio pp where pp.zona_id = z.id
        and pp.usuario_tipo = ${UsuarioTipo.NORMAL} and pp.oferta > 0
        and pp.oferta_hasta between ${hoy} and ${sumarDias(hoy, 7)}) as "ofertasPorVencer"
    from z order by z.nombre`.execute(db),
    categoriasVacias(db),
  ]);
  return rows.map((r) => ({ ...r, categoriasSinProductos }));
}
