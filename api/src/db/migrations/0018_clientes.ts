import { type Kysely, sql } from 'kysely';

/**
 * Customers in the back-office (issue 19, decision 0031):
 * - `membresia_solicitud`: a customer's request to become prime, decided once by staff (approved:
 *   the account's type and a `membresia` row until `fin`; rejected: with the reason the customer sees).
 * - `borrar_cuenta_solicitud`: a customer's request to delete the account, carried out by staff
 *   (personal data removed, orders kept for the books) or rejected with a reason.
 * - `referido`: who referred whom, and the referrer's reward, credited to the balance once.
 * One pending request per customer and kind (partial unique indexes); `version` for the decisions.
 */
const SOLICITUD = (estatus: string) => `
    id serial primary key,
    usuario_id uuid not null references usuario(id) on delete cascade,
    estatus text not null default 'PENDIENTE' check (estatus in (${estatus})),
    creado_en timestamptz not null default now(),
    decidido_en timestamptz,
    decidido_por uuid references usuario(id) on delete set null,
    motivo text,
    version integer not null default 1`;

const up_statements = [
  `create table membresia_solicitud (${SOLICITUD(`'PENDIENTE','APROBADA','RECHAZADA'`)},
    fin timestamptz
  )`,
  `create unique index membresia_solicitud_pendiente_uq on membresia_solicitud (usuario_id) where estatus = 'PENDIENTE'`,
  `create index membresia_solicitud_estatus_idx on membresia_solicitud (estatus, creado_en)`,
  `create table borrar_cuenta_solicitud (${SOLICITUD(`'PENDIENTE','EJECUTADA','RECHAZADA'`)},
    motivo_cliente text
  )`,
  `create unique index borrar_cuenta_solicitud_pendiente_uq on borrar_cuenta_solicitud (usuario_id) where estatus = 'PENDIENTE'`,
  `create index borrar_cuenta_solicitud_estatus_idx on borrar_cuenta_solicitud (estatus, creado_en)`,
  `create table referido (
    id serial primary key,
    referidor_id uuid not null references usuario(id),
    referido_id uuid not null unique references usuario(id),
    creado_en timestamptz not null default now(),
    recompensa numeric(12,2) not null check (recompensa > 0),
    estatus text not null default 'PENDIENTE' check (estatus in ('PENDIENTE','ACREDITADA','RECHAZADA')),
    decidido_en timestamptz,
    decidido_por uuid references usuario(id) on delete set null,
    motivo text,
    saldo_movimiento_id integer references saldo_movimiento(id),
    version integer not null default 1,
    check (referidor_id <> referido_id)
  )`,
  `create index referido_referidor_idx on referido (referidor_id)`,
  `create index referido_estatus_idx on referido (estatus, creado_en)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const tabla of ['referido', 'borrar_cuenta_solicitud', 'membresia_solicitud'])
    await sql.raw(`drop table if exists ${tabla}`).execute(db);
}
