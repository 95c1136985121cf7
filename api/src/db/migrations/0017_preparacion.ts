import { type Kysely, sql } from 'kysely';

/**
 * Picking (issue 19, decision 0030): staff mark each line of an order being prepared picked,
 * substituted (with the product given instead, its price and the difference owed) or missing.
 * - `orden_preparacion_linea`: one mark per order line, edited with `version`.
 * - `orden.reintegro_preparacion`: what closing the picking (EN_PREPARACION → LISTA) refunded to the
 *   wallet; null until then. A later cancellation gives back only the rest (estatus.ts `devolver`).
 */
const up_statements = [
  `create table orden_preparacion_linea (
    orden_id integer not null,
    producto_id integer not null,
    estado text not null check (estado in ('recogido','sustituido','faltante')),
    sustituto_id integer references producto(id),
    sustituto_nombre text,
    sustituto_precio_unitario numeric(12,2),
    sustituto_total numeric(12,2),
    diferencia numeric(12,2) not null default 0 check (diferencia >= 0),
    marcado_por uuid references usuario(id),
    marcado_en timestamptz not null default now(),
    version integer not null default 1,
    primary key (orden_id, producto_id),
    foreign key (orden_id, producto_id) references orden_detalle(orden_id, producto_id) on delete cascade,
    check ((estado = 'sustituido') = (sustituto_id is not null))
  )`,
  `alter table orden add column reintegro_preparacion numeric(12,2)`,
  `create index orden_por_preparar_idx on orden (zona_id, franja_fecha, horario_id) where estatus = 3`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists orden_por_preparar_idx').execute(db);
  await sql.raw('alter table orden drop column if exists reintegro_preparacion').execute(db);
  await sql.raw('drop table if exists orden_preparacion_linea').execute(db);
}
