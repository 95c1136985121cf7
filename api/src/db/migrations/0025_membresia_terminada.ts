import { type Kysely, sql } from 'kysely';

/**
 * A prime membership staff ended before its time (issue 33): `fin` becomes the moment it was ended
 * (so every reader of the current membership, `fin > now()`, sees it gone) and the row keeps what a
 * restoration needs and the customer's page shows: the end it had (`fin_previsto`), who ended it and
 * why. Null on every membership that ran or runs its course.
 */
const up_statements = [
  `alter table membresia
    add column fin_previsto timestamptz,
    add column terminada_por uuid references usuario(id) on delete set null,
    add column terminada_motivo text check (char_length(terminada_motivo) <= 300)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `alter table membresia drop column if exists terminada_motivo,
        drop column if exists terminada_por, drop column if exists fin_previsto`,
    )
    .execute(db);
}
