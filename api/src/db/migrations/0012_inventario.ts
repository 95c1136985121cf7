import { type Kysely, sql } from 'kysely';

/**
 * Stores, branches, branch inventory and prices per zone (issue 18, decision 0025):
 * - `tienda` and its branches `sucursal` (each in one zone, with its address);
 * - `inventario`: the stock and cost of a product in a branch, what staff count and edit;
 * - `producto_precio` gains `zona_id` (a zone's staff set that zone's prices only; today's global
 *   prices are copied to every zone), `oferta_hasta` (the offer's last day) and `version`;
 * - `producto_existencia` (zone × user type, what the storefront, carts and orders read) stays, kept
 *   in step by the services: the sum of the zone's active branches for each type with a price there.
 * A database that already had stock gets one store with a branch per zone holding that stock.
 */
const up_statements = [
  `create table tienda (
    id serial primary key,
    nombre text not null unique,
    rif text,
    telefono text,
    estatus integer not null default 1 check (estatus in (1,2)),
    version integer not null default 1
  )`,
  `create table sucursal (
    id serial primary key,
    tienda_id integer not null references tienda(id) on delete cascade,
    zona_id integer not null references zona(id),
    nombre text not null,
    direccion text not null,
    telefono text,
    estatus integer not null default 1 check (estatus in (1,2)),
    version integer not null default 1,
    unique (tienda_id, nombre)
  )`,
  `create index sucursal_zona_idx on sucursal (zona_id, estatus)`,
  `create table inventario (
    id serial primary key,
    sucursal_id integer not null references sucursal(id) on delete cascade,
    producto_id integer not null references producto(id) on delete cascade,
    existencia numeric(12,3) not null default 0 check (existencia >= 0),
    costo numeric(12,2) not null default 0 check (costo >= 0),
    version integer not null default 1,
    unique (sucursal_id, producto_id)
  )`,
  `create index inventario_producto_idx on inventario (producto_id, sucursal_id)`,
  // Back-office lists by name read a page in index order (10,000 products, bench:admin).
  `create index producto_nombre_idx on producto (nombre, id)`,

  `alter table producto_precio add column zona_id integer references zona(id) on delete cascade`,
  `alter table producto_precio add column oferta_hasta date`,
  `alter table producto_precio add column version integer not null default 1`,
  `insert into producto_precio (producto_id, usuario_tipo, precio, oferta, zona_id)
    select pp.producto_id, pp.usuario_tipo, pp.precio, pp.oferta, z.id
    from producto_precio pp cross join zona z where pp.zona_id is null`,
  `delete from producto_precio where zona_id is null`,
  `alter table producto_precio drop constraint producto_precio_pkey`,
  `alter table producto_precio alter column zona_id set not null`,
  `alter table producto_precio add primary key (producto_id, zona_id, usuario_tipo)`,
  `create index producto_precio_oferta_idx on producto_precio (zona_id, oferta_hasta) where oferta > 0`,
  `create index producto_existencia_producto_idx on producto_existencia (zona_id, producto_id)`,

  // Stock already there: one store, a branch per zone, each holding its zone's stock.
  `insert into tienda (nombre) select 'Mercado' where exists (select 1 from producto_existencia)`,
  `insert into sucursal (tienda_id, zona_id, nombre, direccion)
    select t.id, z.id, 'Principal ' || z.nombre, 'Por definir' from tienda t cross join zona z`,
  `insert into inventario (sucursal_id, producto_id, existencia)
    select s.id, e.producto_id, max(e.existencia)
    from producto_existencia e join sucursal s on s.zona_id = e.zona_id
    group by s.id, e.producto_id`,
  `update producto_existencia e set existencia = i.existencia
    from inventario i join sucursal s on s.id = i.sucursal_id
    where i.producto_id = e.producto_id and s.zona_id = e.zona_id`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const stmt of [
    'drop table if exists inventario',
    'drop table if exists sucursal',
    'drop table if exists tienda',
    'drop index if exists producto_nombre_idx',
    'drop index if exists producto_existencia_producto_idx',
    'drop index if exists producto_precio_oferta_idx',
    'delete from producto_precio where zona_id <> (select min(zona_id) from producto_precio)',
    'alter table producto_precio drop constraint producto_precio_pkey',
    'alter table producto_precio drop column zona_id',
    'alter table producto_precio drop column oferta_hasta',
    'alter table producto_precio drop column version',
    'alter table producto_precio add primary key (producto_id, usuario_tipo)',
  ])
    await sql.raw(stmt).execute(db);
}
