/**
 * What the synonym and rule stores share (issue 37): the indexes a write reaches (the index, and its
 * replicas when forwarded), the index row a write creates and versions, and the 404 of a read.
 */
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { type IndexSettings, SearchError } from './model.ts';
import { replicaNames } from './replicas.ts';

/** The index and its replicas (when forwarded): the names a write applies to. */
export async function targets(db: Db, name: string, forward: boolean): Promise<string[]> {
  if (!forward) return [name];
  const { rows } = await sql<{ settings: IndexSettings }>`
    select settings from search_index where name = ${name}`.execute(db);
  return [name, ...(rows[0] ? replicaNames(rows[0].settings) : [])];
}

/** The index row (created by its first write, as Algolia's), locked; then its data version bumped. */
export async function touch(tx: Db, name: string): Promise<void> {
  await sql`insert into search_index (name) values (${name}) on conflict (name) do nothing`.execute(tx);
  await sql`update search_index set data_version = data_version + 1, actualizado_en = now() where name = ${name}`.execute(
    tx,
  );
}

export async function requireIndexRow(db: Db, name: string): Promise<void> {
  const { rows } = await sql`select 1 from search_index where name = ${name}`.execute(db);
  if (rows.length === 0) throw new SearchError(404, 'Index does not exist');
}
