import { type Kysely, sql } from 'kysely';

/**
 * Issue 35, shipping rules per zone and area. A rule (`envio_regla`) is now one per zone (area_id null)
 * or per area, holding its bands (`envio_tramo`: from this subtotal, this cost; a cost of 0 is free
 * shipping), the prime benefit (`prime_gratis_desde`: prime shoppers ship free from this subtotal, 0 =
 * always; null = as everyone) and the version a form opened. The old rows, one per band, are folded
 * into one rule per zone/area: its first row keeps the rule, the active bands (all, when none is
 * active) become its bands, and the rule is active when any of them was.
 */
const up_statements: string[] = [
  `alter table envio_regla
    add column prime_gratis_desde numeric(12,2) check (prime_gratis_desde >= 0),
    add column version integer not null default 1`,
  `create table envio_tramo (
    id serial primary key,
    regla_id integer not null references envio_regla(id) on delete cascade,
    desde numeric(12,2) not null check (desde >= 0),
    costo numeric(12,2) not null check (costo >= 0),
    unique (regla_id, desde)
  )`,
  `with g as (
    select id, desde, costo, estatus,
      min(id) over (partition by zona_id, area_id) as regla,
      bool_or(estatus = 1) over (partition by zona_id, area_id) as activa
    from envio_regla
  )
  insert into envio_tramo (regla_id, desde, costo)
  select distinct on (regla, desde) regla, desde, costo from g
  where estatus = 1 or not activa
  order by regla, desde, id`,
  `update envio_regla r set estatus = 1 where exists (
    select 1 from envio_regla o
    where o.zona_id = r.zona_id and o.area_id is not distinct from r.area_id and o.estatus = 1)`,
  `delete from envio_regla r where exists (
    select 1 from envio_regla o
    where o.zona_id = r.zona_id and o.area_id is not distinct from r.area_id and o.id < r.id)`,
  `alter table envio_regla drop column desde, drop column costo`,
  `create unique index envio_regla_zona_area_uq on envio_regla (zona_id, coalesce(area_id, 0))`,
];

/** Back to one row per band, each with its rule's zone, area and status. */
const down_statements: string[] = [
  `drop index envio_regla_zona_area_uq`,
  `alter table envio_regla
    add column desde numeric(12,2) not null default 0 check (desde >= 0),
    add column costo numeric(12,2) not null default 0 check (costo >= 0),
    add column vieja boolean not null default true`,
  `insert into envio_regla (zona_id, area_id, desde, costo, estatus, vieja)
    select r.zona_id, r.area_id, t.desde, t.costo, r.estatus, false
    from envio_tramo t join envio_regla r on r.id = t.regla_id`,
  `delete from envio_regla where vieja`,
  `drop table envio_tramo`,
  `alter table envio_regla drop column vieja, drop column prime_gratis_desde, drop column version`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const stmt of down_statements) await sql.raw(stmt).execute(db);
}
