import { type Kysely, sql } from 'kysely';

/**
 * Search speed (issue 6), measured with bench/search.ts on 10,000 products: scanning candidate rows
 * in SQL costs 10–30 ms per query on PGlite, so each API process keeps the index's derived search
 * data (tokens, custom ranking values) in memory and brings it up to date incrementally.
 * - search_record.ranking: the custom ranking values of each record (from the index settings);
 * - search_record.filtro: what filters read of it (numbers, faceted attributes, _tags by path), so
 *   filters run in memory on the candidates;
 * - search_record.seq (one sequence for records and tombstones): what changed since a process last
 *   looked; writes to an index are serialised by a lock on its search_index row, so seq order is
 *   commit order per index;
 * - search_tombstone: deleted objects, by seq;
 * - search_index.data_version: bumped by every write, it keys the per-process result cache;
 *   search_index.vocab_version now counts full reloads (clear, move, copy, new settings).
 */
const up_statements = [
  `create sequence search_seq`,
  `alter table search_record add column ranking jsonb not null default '[]'::jsonb`,
  `alter table search_record add column filtro jsonb not null default '{}'::jsonb`,
  `alter table search_record add column seq bigint not null default nextval('search_seq')`,
  `create index search_record_seq_idx on search_record (index_name, seq)`,
  `create table search_tombstone (
    index_name text not null,
    object_id text not null,
    seq bigint not null default nextval('search_seq')
  )`,
  `create index search_tombstone_seq_idx on search_tombstone (index_name, seq)`,
  `alter table search_index add column data_version integer not null default 0`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table search_index drop column if exists data_version').execute(db);
  await sql.raw('drop table if exists search_tombstone').execute(db);
  await sql.raw('alter table search_record drop column if exists seq').execute(db);
  await sql.raw('alter table search_record drop column if exists filtro').execute(db);
  await sql.raw('alter table search_record drop column if exists ranking').execute(db);
  await sql.raw('drop sequence if exists search_seq').execute(db);
}
