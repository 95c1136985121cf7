import { type Kysely, sql } from 'kysely';

/**
 * The orders back-office (issue 19, decision 0029):
 * - status 9, RECHAZADA: staff found the payment invalid;
 * - `vuelto`: change owed to a customer outside the wallet (a cancelled order's verified method
 *   payment, cash handed over above the amount due), one per order at most, for finance to pay back;
 * - indexes for the staff's list, newest first over the whole store, a zone or a status.
 */
const up_statements = [
  'alter table orden drop constraint orden_estatus_check',
  'alter table orden add constraint orden_estatus_check check (estatus between 1 and 9)',
  `create table vuelto (
    id serial primary key,
    orden_id integer not null unique references orden(id) on delete cascade,
    usuario_id uuid not null references usuario(id),
    monto numeric(12,2) not null check (monto > 0),
    monto_bs numeric(16,2) not null check (monto_bs >= 0),
    metodo text not null references metodo_pago(codigo),
    motivo text not null check (motivo in ('cancelacion','efectivo')),
    estatus text not null default 'pendiente' check (estatus in ('pendiente','entregado')),
    creado_por uuid references usuario(id),
    creado_en timestamptz not null default now(),
    entregado_en timestamptz,
    version integer not null default 1
  )`,
  `create index vuelto_pendiente_idx on vuelto (creado_en) where estatus = 'pendiente'`,
  'create index orden_creado_idx on orden (creado_en desc, id desc)',
  'create index orden_zona_creado_idx on orden (zona_id, creado_en desc, id desc)',
  'create index orden_estatus_creado_idx on orden (estatus, creado_en desc, id desc)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const i of ['orden_estatus_creado_idx', 'orden_zona_creado_idx', 'orden_creado_idx']) {
    await sql.raw(`drop index if exists ${i}`).execute(db);
  }
  await sql.raw('drop table if exists vuelto').execute(db);
  await sql.raw('update orden set estatus = 7 where estatus = 9').execute(db);
  await sql.raw('alter table orden drop constraint orden_estatus_check').execute(db);
  await sql
    .raw('alter table orden add constraint orden_estatus_check check (estatus between 1 and 8)')
    .execute(db);
}
