import { type Kysely, sql } from 'kysely';

/**
 * Cash on delivery that cannot be abused (issue 31, decision 0034):
 * - orden.efectivo_recibido: the cash the courier confirmed receiving when the order was delivered;
 *   the change owed (`vuelto`, motivo 'efectivo') is computed from it, not from what the customer
 *   declared. Null until a cash order is delivered.
 * - configuracion.max_ordenes_sin_pagar: how many open orders not paid yet (cash to pay on delivery,
 *   a reference waiting for verification) a customer may hold at once (3, one per cart page), so no
 *   method lets one account hold delivery slots and stock without paying;
 * - a partial index over those orders by customer, counted under the customer's row lock at placement.
 */
const up_statements = [
  'alter table orden add column efectivo_recibido numeric(12,2) check (efectivo_recibido >= 0)',
  `alter table configuracion add column max_ordenes_sin_pagar integer not null default 3
    check (max_ordenes_sin_pagar >= 1)`,
  'create index orden_sin_pagar_idx on orden (usuario_id) where not pago_verificado and estatus < 6',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const stmt of [
    'drop index if exists orden_sin_pagar_idx',
    'alter table configuracion drop column if exists max_ordenes_sin_pagar',
    'alter table orden drop column if exists efectivo_recibido',
  ])
    await sql.raw(stmt).execute(db);
}
