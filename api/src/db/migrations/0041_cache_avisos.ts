import { type Kysely, sql } from 'kysely';

/**
 * Issue 39: every write to a table behind the store's public reads tells the API instances, which drop
 * their cached reads (api/src/cache/lectura.ts, decision 0051). One statement-level trigger per table
 * runs `pg_notify('mercado_cache', '<schema>.<table>')`: PostgreSQL delivers it when the transaction
 * commits (never for a rollback) to every connection listening, whichever instance wrote. A trigger
 * rather than a call in each service, so no writer (back-office, orders taking stock, seeds, SQL run
 * by hand) can be missed.
 *
 * Every table of the schema gets it except those no shared read uses and that change on most requests
 * (sessions, carts, orders and their history, the search engine's own storage): a write there would
 * empty the cache for nothing. A later migration adding a table the public reads use must give it the
 * trigger too (`avisarCambios`).
 */
export const SIN_AVISO = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'alerta_stock',
  'auditoria',
  'aviso',
  'borrar_cuenta_solicitud',
  'carrito',
  'carrito_detalle',
  'cupon_uso',
  'cupon_usuario',
  'email_saliente',
  'envio_push',
  'favorito',
  'franja_reserva',
  'intento_limite',
  'membresia',
  'membresia_solicitud',
  'orden',
  'orden_calificacion',
  'orden_detalle',
  'orden_historial',
  'orden_preparacion_linea',
  'referido',
  'refresh_token',
  'saldo_ajuste',
  'saldo_movimiento',
  'search_event',
  'search_index',
  'search_query_log',
  'search_record',
  'search_rule',
  'search_rule_semilla',
  'search_synonym',
  'search_synonym_semilla',
  'search_tombstone',
  'tarjeta_regalo',
  'tarjeta_solicitud',
  'token_email',
  'usuario',
  'usuario_direccion',
  'usuario_rol',
  'vuelto',
]);

/** Gives `tabla` the trigger that tells the instances it changed. */
export async function avisarCambios(db: Kysely<unknown>, tabla: string): Promise<void> {
  await sql`drop trigger if exists cache_aviso on ${sql.table(tabla)}`.execute(db);
  await sql`create trigger cache_aviso after insert or update or delete or truncate on ${sql.table(tabla)}
    for each statement execute function cache_aviso()`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function cache_aviso() returns trigger language plpgsql as $$
    begin
      perform pg_notify('mercado_cache', tg_table_schema || '.' || tg_table_name);
      return null;
    end
  $$`.execute(db);
  const { rows } = await sql<{ tabla: string }>`
    select table_name as tabla from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  for (const { tabla } of rows) if (!SIN_AVISO.has(tabla)) await avisarCambios(db, tabla);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists cache_aviso() cascade`.execute(db);
}
