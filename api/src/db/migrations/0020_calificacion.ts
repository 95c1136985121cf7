import { type Kysely, sql } from 'kysely';

/**
 * Order ratings (spec /calificaciones): the owner of a delivered order rates it once, 1 to 5 stars
 * with an optional comment. The order's id is the key, so two submissions of one order (two tabs, a
 * double tap) store one rating: the second insert meets the key and the API answers 409.
 * The bounds repeat the contract's (`contracts/calificacion.ts`) so no other writer stores more.
 */
const up_statements = [
  `create table orden_calificacion (
    orden_id integer primary key references orden(id) on delete cascade,
    puntuacion smallint not null check (puntuacion between 1 and 5),
    comentario text check (char_length(comentario) between 1 and 500),
    creado_en timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists orden_calificacion').execute(db);
}
