import { type Kysely, sql } from 'kysely';

/**
 * Advertising and search history in the back-office (issue 18, decision 0027):
 * - `zona_inicio_publicado`: what shoppers see of a zone's home (message, banners, sliders, featured
 *   blocks and their products), published from the records staff edit. Staff edit the records, preview
 *   them, then publish; a zone without a row shows its records as they are (never edited here).
 * - `destacado.especial`: a special featured block (destacadoespecial), shown before the others.
 * - `zona_slider` images may be missing while a slider is being made (its images are uploaded after it
 *   is created); the store shows only sliders with both images.
 * - `search_query_log.analytics_tags`: Algolia's `analyticsTags` of each search (the storefront tags
 *   its searches `zona:<slug>`), so the search history reads by zone.
 */
const up_statements = [
  `create table zona_inicio_publicado (
    zona_id integer primary key references zona(id) on delete cascade,
    contenido jsonb not null,
    publicado_en timestamptz not null default now(),
    publicado_por text not null
  )`,
  `alter table destacado add column especial boolean not null default false`,
  ...['imagen', 'imagen_ancho', 'imagen_alto', 'imagen_movil', 'imagen_movil_ancho', 'imagen_movil_alto'].map(
    (c) => `alter table zona_slider alter column ${c} drop not null`,
  ),
  `alter table search_query_log add column analytics_tags text[] not null default '{}'`,
  `create index search_query_log_tags_idx on search_query_log using gin (analytics_tags)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists search_query_log_tags_idx').execute(db);
  await sql.raw('alter table search_query_log drop column if exists analytics_tags').execute(db);
  await sql.raw('delete from zona_slider where imagen is null or imagen_movil is null').execute(db);
  for (const c of [
    'imagen',
    'imagen_ancho',
    'imagen_alto',
    'imagen_movil',
    'imagen_movil_ancho',
    'imagen_movil_alto',
  ])
    await sql.raw(`alter table zona_slider alter column ${c} set not null`).execute(db);
  await sql.raw('alter table destacado drop column if exists especial').execute(db);
  await sql.raw('drop table if exists zona_inicio_publicado').execute(db);
}
