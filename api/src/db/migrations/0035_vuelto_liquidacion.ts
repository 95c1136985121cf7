import { type Kysely, sql } from 'kysely';

/** Issue 35, change owed: its settlement to the balance or in cash. */
const up_statements: string[] = [];
const down_statements: string[] = [];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const stmt of down_statements) await sql.raw(stmt).execute(db);
}
