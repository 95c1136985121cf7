import { type Kysely, sql } from 'kysely';

/**
 * Issue 35, balance-card requests decided by staff, adjustments and their second approval:
 * - `saldo_ajuste`: every adjustment staff make to a customer's balance (an amount, a sign, a reason).
 *   One at or below `configuracion.ajuste_umbral_aprobacion` is APLICADO at once; one above it waits
 *   PENDIENTE until another staff member approves it (APLICADO, its ledger row in
 *   `saldo_movimiento_id`) or someone rejects it (RECHAZADO, `motivo_rechazo`). The requester never
 *   approves their own (the service refuses it; the check keeps the database from recording it).
 * - `tarjeta_regalo_solicitud_idx`: a request issues at most one gift code. The indexes on a request's
 *   reference and on the ledger's request column serve a request's page (its reference's other
 *   requests, its credit) among a million movements.
 */
const up_statements: string[] = [
  `create table saldo_ajuste (
    id serial primary key,
    usuario_id uuid not null references usuario(id) on delete cascade,
    monto numeric(12,2) not null check (monto > 0),
    signo text not null check (signo in ('credito','debito')),
    motivo text not null,
    estatus text not null check (estatus in ('PENDIENTE','APLICADO','RECHAZADO')),
    requiere_aprobacion boolean not null,
    solicitado_por uuid references usuario(id) on delete set null,
    creado_en timestamptz not null default now(),
    decidido_por uuid references usuario(id) on delete set null,
    decidido_en timestamptz,
    motivo_rechazo text,
    saldo_movimiento_id bigint unique references saldo_movimiento(id),
    version integer not null default 1,
    check ((estatus = 'APLICADO') = (saldo_movimiento_id is not null)),
    check (not requiere_aprobacion or estatus <> 'APLICADO' or decidido_por is distinct from solicitado_por)
  )`,
  'create index saldo_ajuste_estatus_idx on saldo_ajuste (estatus, creado_en desc)',
  'create index saldo_ajuste_usuario_idx on saldo_ajuste (usuario_id, id desc)',
  'create unique index tarjeta_regalo_solicitud_idx on tarjeta_regalo (solicitud_id)',
  'create index tarjeta_solicitud_referencia_idx on tarjeta_solicitud (referencia)',
  `create index saldo_movimiento_solicitud_idx on saldo_movimiento (tarjeta_solicitud_id)
    where tarjeta_solicitud_id is not null`,
];
const down_statements: string[] = [
  'drop index saldo_movimiento_solicitud_idx',
  'drop index tarjeta_solicitud_referencia_idx',
  'drop index tarjeta_regalo_solicitud_idx',
  'drop table saldo_ajuste',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const stmt of down_statements) await sql.raw(stmt).execute(db);
}
