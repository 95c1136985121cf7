import { type Kysely, sql } from 'kysely';

/**
 * The back-office inventory at scale (issue 18: 10,000 products, 5 zones, 3 branches each; decision
 * 0028):
 * - `inventario_zona`: each product's stock in a zone, the sum over the zone's active branches, kept in
 *   step by the services that keep `producto_existencia` (services/existencia-zona.ts). The inventory
 *   list sorts and filters by it and the back-office home counts from it, instead of summing the
 *   branches of every product at each request. A product without a row has no stock there.
 * - `producto_precio (zona_id, usuario_tipo, producto_id)`: a zone's prices of one user type read
 *   together (the inventory list) without scanning every zone's.
 */
const up_statements = [
  `create table inventario_zona (
    zona_id integer not null references zona(id) on delete cascade,
    producto_id integer not null references producto(id) on delete cascade,
    existencia numeric(12,3) not null default 0,
    primary key (zona_id, producto_id)
  )`,
  `create index inventario_zona_existencia_idx on inventario_zona (zona_id, existencia, producto_id)`,
  `create index inventario_zona_producto_idx on inventario_zona (producto_id)`,
  `insert into inventario_zona (zona_id, producto_id, existencia)
    select s.zona_id, i.producto_id, sum(i.existencia)
    from inventario i join sucursal s on s.id = i.sucursal_id
    where s.estatus = 1
    group by s.zona_id, i.producto_id`,
  `create index producto_precio_zona_tipo_idx on producto_precio (zona_id, usuario_tipo, producto_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const stmt of [
    'drop index if exists producto_precio_zona_tipo_idx',
    'drop table if exists inventario_zona',
  ])
    await sql.raw(stmt).execute(db);
}
