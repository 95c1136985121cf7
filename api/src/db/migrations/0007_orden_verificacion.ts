import { type Kysely, sql } from 'kysely';

/**
 * Orders paid by reference (issue 16):
 * - configuracion.max_ordenes_por_verificar: how many orders waiting for payment verification a
 *   customer may hold at once (2), so made-up references cannot hold a zone's stock;
 * - an index on the payment reference by method (as compared: trimmed, upper case), to show staff the
 *   other orders paid with the same reference.
 */
const up_statements = [
  `alter table configuracion add column max_ordenes_por_verificar integer not null default 2
    check (max_ordenes_por_verificar >= 1)`,
  `create index orden_referencia_idx on orden (metodo_pago, (upper(btrim(referencia))))
    where referencia is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists orden_referencia_idx').execute(db);
  await sql.raw('alter table configuracion drop column if exists max_ordenes_por_verificar').execute(db);
}
