import { type Kysely, sql } from 'kysely';

/**
 * The back-office catalogue at scale, second pass (issue 18, decision 0028):
 * - `search_record.huella`: a hash of the record's JSON text as last saved. A record saved again
 *   unchanged is left alone (search/batch.ts): re-saving the 10,000 records a CSV touched writes only
 *   those whose facts changed. Rows saved before it have none and are written at their next save.
 */
const up_statements = [`alter table search_record add column huella text`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const stmt of ['alter table search_record drop column if exists huella'])
    await sql.raw(stmt).execute(db);
}
