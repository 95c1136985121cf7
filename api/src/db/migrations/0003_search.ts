import { type Kysely, sql } from 'kysely';

/**
 * The embedded Algolia-compatible search service (issue 6), in the same database as the store.
 *
 * - search_index: one row per index (it comes into being with its first write, as in Algolia), its
 *   settings, and `vocab_version`, bumped when a write may add words to the index's vocabulary
 *   (the per-process word list used for prefix and typo expansion is reloaded when it changes).
 * - search_record: one row per object; `body` is the record as sent (JSONB, what filters read),
 *   `words` the folded tokens of the searchable attributes (GIN: candidates are the records holding,
 *   for every query word, one of its expansions) and `tokens` the same tokens per attribute, in order,
 *   for ranking (attribute, proximity) and highlighting.
 * - search_query_log / search_event: analytics (top queries, queries without results, click-through).
 *
 * Filter helpers are plain SQL functions (IMMUTABLE, so they work on PGlite and any PostgreSQL ≥ 13):
 * `search_facet_eq` is Algolia's facet match (case-insensitive strings, numbers, booleans, any element
 * of an array).
 */
const up_statements = [
  `create table search_index (
    name text primary key,
    settings jsonb not null default '{}'::jsonb,
    vocab_version integer not null default 0,
    creado_en timestamptz not null default now(),
    actualizado_en timestamptz not null default now()
  )`,
  `create table search_record (
    index_name text not null references search_index(name) on delete cascade on update cascade,
    object_id text not null,
    body jsonb not null,
    words text[] not null,
    tokens text not null,
    actualizado_en timestamptz not null default now(),
    primary key (index_name, object_id)
  )`,
  `create index search_record_words_idx on search_record using gin (words)`,
  `create table search_query_log (
    id bigserial primary key,
    index_name text not null,
    query text not null,
    query_normalizada text not null,
    nb_hits integer not null,
    query_id char(32),
    user_token text,
    creado_en timestamptz not null default now()
  )`,
  `create index search_query_log_fecha_idx on search_query_log (index_name, creado_en)`,
  `create index search_query_log_query_id_idx on search_query_log (query_id) where query_id is not null`,
  `create table search_event (
    id bigserial primary key,
    event_type text not null check (event_type in ('click','conversion','view')),
    event_subtype text,
    event_name text not null,
    index_name text not null,
    user_token text not null,
    authenticated_user_token text,
    query_id char(32),
    object_ids text[] not null default '{}',
    positions integer[],
    filters text[],
    ocurrido_en timestamptz not null,
    creado_en timestamptz not null default now()
  )`,
  `create index search_event_fecha_idx on search_event (index_name, creado_en)`,
  `create index search_event_query_id_idx on search_event (query_id) where query_id is not null`,
  // Facet match: `val` compared case-insensitively with strings; `alts` holds the JSON forms the
  // value may also take (a number, a boolean), compared as JSON so no cast can fail.
  `create function search_facet_eq(v jsonb, val text, alts jsonb) returns boolean language sql immutable as $$
    select coalesce(bool_or(
      (jsonb_typeof(e) = 'string' and lower(e #>> '{}') = lower(val)) or alts @> jsonb_build_array(e)
    ), false)
    from jsonb_array_elements(case jsonb_typeof(v) when 'array' then v else jsonb_build_array(v) end) as e
  $$`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop function if exists search_facet_eq(jsonb, text, jsonb)').execute(db);
  for (const t of ['search_event', 'search_query_log', 'search_record', 'search_index']) {
    await sql.raw(`drop table if exists ${t} cascade`).execute(db);
  }
}
