import { type Kysely, sql } from 'kysely';

/**
 * Issue 37: the search engine's synonyms and query rules, per index. Each belongs to its index by
 * name, as its records do: deleted with it, carried along when it is renamed (a move).
 *
 * - search_synonym: one row per synonym object (Algolia's SynonymHit, as saved, in `body`); `texto`
 *   is its words folded (text.ts), what searchSynonyms' query looks in;
 * - search_synonym_semilla: the indexes given the store's seed synonyms (seed-sinonimos.ts), by name,
 *   once: what staff then delete or clear stays so through later full reindexes;
 * - search_rule: one row per query rule (Algolia's Rule, as saved, in `body`); `habilitada` and
 *   `contextos` (its conditions' contexts) are what searchRules filters on, `texto` its objectID,
 *   description and patterns folded, what searchRules' query looks in;
 * - search_rule_semilla: the indexes given the store's demo rule (seed-reglas.ts), once, as
 *   search_synonym_semilla: a rule staff deleted does not come back at the next start.
 */
const up_statements = [
  `create table search_synonym (
    index_name text not null references search_index(name) on delete cascade on update cascade,
    object_id text not null,
    tipo text not null,
    body jsonb not null,
    texto text not null,
    primary key (index_name, object_id)
  )`,
  `create table search_synonym_semilla (
    index_name text primary key,
    creado_en timestamptz not null default now()
  )`,
  `create table search_rule (
    index_name text not null references search_index(name) on delete cascade on update cascade,
    object_id text not null,
    body jsonb not null,
    habilitada boolean not null,
    contextos text[] not null,
    texto text not null,
    primary key (index_name, object_id)
  )`,
  `create table search_rule_semilla (
    index_name text primary key,
    creado_en timestamptz not null default now()
  )`,
];

const down_statements = [
  'drop table if exists search_rule_semilla',
  'drop table if exists search_rule',
  'drop table if exists search_synonym_semilla',
  'drop table if exists search_synonym',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const stmt of down_statements) await sql.raw(stmt).execute(db);
}
