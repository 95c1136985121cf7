import { type Kysely, sql } from 'kysely';

/**
 * The back-office order list at 100,000 orders (issue 19's scale, api/bench/admin-ordenes.ts):
 * - `usuario.busqueda`: the customer's name, email, phone and document in one column, folded as the
 *   lists compare text (lower case, Spanish accents off: `plegar` in services/admin/listado.ts), kept
 *   by PostgreSQL itself. The order list's customer filter reads it instead of folding four columns
 *   of every customer at each request, which cost more than the rest of the list.
 * - The list's three sorts (date, total, delivery day; either direction, ties by id) each have an
 *   index carrying the order's zone, so a page of the whole store's or of a staff member's zones'
 *   orders is read from the index alone in its order, to the deepest page, instead of sorting every
 *   match. The date one replaces 0016's, which lacked the zone; so does the payment method's
 *   (0019's), whose orders in a staff member's zones were counted row by row from the table.
 * - Statistics on the compared payment reference (trimmed, upper case): its index (0007) is partial,
 *   so PostgreSQL ignores that index's statistics, took a reference as shared by dozens of orders and
 *   read the whole table to find the page's reused references instead of looking each one up.
 */
const up_statements = [
  `alter table usuario add column busqueda text generated always as (
    lower(translate(nombre || E'\\n' || email || E'\\n' || coalesce(telefono, '') || E'\\n' || documento,
      'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))
  ) stored`,
  'drop index orden_creado_idx',
  'create index orden_creado_idx on orden (creado_en desc, id desc) include (zona_id)',
  'create index orden_total_idx on orden (total, id) include (zona_id)',
  'create index orden_franja_fecha_idx on orden (franja_fecha, id) include (zona_id)',
  'drop index orden_metodo_pago_creado_idx',
  'create index orden_metodo_pago_creado_idx on orden (metodo_pago, creado_en desc, id desc) include (zona_id)',
  'create statistics orden_referencia_stats on (upper(btrim(referencia))) from orden',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const stmt of [
    'drop statistics if exists orden_referencia_stats',
    'drop index if exists orden_metodo_pago_creado_idx',
    'create index orden_metodo_pago_creado_idx on orden (metodo_pago, creado_en desc, id desc)',
    'drop index if exists orden_franja_fecha_idx',
    'drop index if exists orden_total_idx',
    'drop index if exists orden_creado_idx',
    'create index orden_creado_idx on orden (creado_en desc, id desc)',
    'alter table usuario drop column if exists busqueda',
  ])
    await sql.raw(stmt).execute(db);
}
