import { type Kysely, sql } from 'kysely';

/**
 * Issue 35, the finance books: the daily summary reads each source by the day of its moment, so each
 * moment it groups by is indexed (the orders' creation already is, 0016): the ledger's movements,
 * cards approved, gift codes redeemed and change handed over. The ledger check reads the whole
 * ledger in each user's order, served by the ledger's (usuario_id, id) index.
 */
const up_statements = [
  'create index saldo_movimiento_creado_idx on saldo_movimiento (creado_en)',
  `create index tarjeta_solicitud_decidido_idx on tarjeta_solicitud (decidido_en) where estatus = 'APROBADA'`,
  'create index tarjeta_regalo_usado_idx on tarjeta_regalo (usado_en) where usado_en is not null',
  `create index vuelto_entregado_idx on vuelto (entregado_en) where estatus = 'entregado'`,
];

const down_statements = [
  'drop index if exists vuelto_entregado_idx',
  'drop index if exists tarjeta_regalo_usado_idx',
  'drop index if exists tarjeta_solicitud_decidido_idx',
  'drop index if exists saldo_movimiento_creado_idx',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const stmt of down_statements) await sql.raw(stmt).execute(db);
}
