import { type Kysely, sql } from 'kysely';

/**
 * Gift cards and the balance as ONE ledger (issue 34, spec /tarjeta-saldo):
 * - `saldo_movimiento` is the balance: the balance is the sum of a user's rows. `usuario_saldo` (a
 *   column kept beside the ledger) goes; a user with a column balance the rows did not explain gets
 *   one 'ajuste' row for the difference first. Rows are never updated nor deleted (a trigger refuses
 *   it): a movement is undone by another, `reverso_de` naming it (once). `saldo_resultante` is the
 *   running balance the writer computed under the user's row lock, never below zero (check).
 *   `tasa`: the Bs per USD of the movement's moment, for its amount in bolívares.
 * - `tarjeta_solicitud`: a customer's request to buy a balance card (for themselves or as a gift to an
 *   email), paid by a reference staff verify (the staff side comes with the finance back-office).
 * - `tarjeta_regalo`: a gift code, used once (`codigo` kept upper-case, so matched whatever the case).
 */
const up_statements = [
  `insert into saldo_movimiento (usuario_id, monto, saldo_resultante, tipo, descripcion)
    select us.usuario_id, us.saldo - coalesce(sum(m.monto), 0), us.saldo, 'ajuste', 'Saldo anterior al historial'
    from usuario_saldo us left join saldo_movimiento m on m.usuario_id = us.usuario_id
    group by us.usuario_id, us.saldo
    having us.saldo <> coalesce(sum(m.monto), 0)`,
  'drop table usuario_saldo',

  'alter table saldo_movimiento drop constraint saldo_movimiento_tipo_check',
  `alter table saldo_movimiento add constraint saldo_movimiento_tipo_check check (tipo in
    ('ajuste','ordenpago','reintegro','tarjetaregalo','tarjetapago','membresiapago'))`,
  'alter table saldo_movimiento add constraint saldo_movimiento_resultante_check check (saldo_resultante >= 0)',
  'alter table saldo_movimiento add constraint saldo_movimiento_monto_check check (monto <> 0)',
  'alter table saldo_movimiento add column reverso_de bigint unique references saldo_movimiento(id)',
  'alter table saldo_movimiento add column tasa numeric(12,4)',
  `create function saldo_movimiento_inmutable() returns trigger language plpgsql as $$
    begin
      raise exception 'saldo_movimiento: un movimiento no se modifica ni se borra; se revierte con otro';
    end $$`,
  `create trigger saldo_movimiento_inmutable before update or delete on saldo_movimiento
    for each row execute function saldo_movimiento_inmutable()`,

  `create table tarjeta_solicitud (
    id serial primary key,
    usuario_id uuid not null references usuario(id) on delete cascade,
    monto numeric(12,2) not null check (monto > 0),
    tasa numeric(12,4) not null,
    destino text not null check (destino in ('propio','regalo')),
    email_destino text,
    metodo_pago text not null references metodo_pago(codigo)
      check (metodo_pago in ('pago_movil','transferencia','zelle')),
    referencia text not null,
    banco text references banco(codigo),
    telefono text,
    estatus text not null default 'PENDIENTE' check (estatus in ('PENDIENTE','APROBADA','RECHAZADA')),
    creado_en timestamptz not null default now(),
    decidido_en timestamptz,
    decidido_por uuid references usuario(id) on delete set null,
    motivo text,
    version integer not null default 1,
    check ((destino = 'regalo') = (email_destino is not null))
  )`,
  'create index tarjeta_solicitud_usuario_idx on tarjeta_solicitud (usuario_id, id desc)',
  'create index tarjeta_solicitud_estatus_idx on tarjeta_solicitud (estatus, creado_en)',

  `create table tarjeta_regalo (
    id serial primary key,
    codigo text not null unique check (codigo = upper(codigo)),
    monto numeric(12,2) not null check (monto > 0),
    vence_en timestamptz,
    solicitud_id integer references tarjeta_solicitud(id),
    creado_en timestamptz not null default now(),
    usado_por uuid references usuario(id),
    usado_en timestamptz,
    saldo_movimiento_id bigint unique references saldo_movimiento(id),
    check ((usado_por is null) = (usado_en is null))
  )`,
  `alter table saldo_movimiento add column tarjeta_regalo_id integer unique references tarjeta_regalo(id)`,
  `alter table saldo_movimiento add column tarjeta_solicitud_id integer references tarjeta_solicitud(id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const stmt of [
    'drop trigger saldo_movimiento_inmutable on saldo_movimiento',
    'drop function saldo_movimiento_inmutable',
    'alter table saldo_movimiento drop column tarjeta_regalo_id, drop column tarjeta_solicitud_id',
    'drop table tarjeta_regalo',
    'drop table tarjeta_solicitud',
    `create table usuario_saldo (
      usuario_id uuid primary key references usuario(id) on delete cascade,
      saldo numeric(12,2) not null default 0 check (saldo >= 0),
      actualizado_en timestamptz not null default now()
    )`,
    `insert into usuario_saldo (usuario_id, saldo)
      select usuario_id, sum(monto) from saldo_movimiento group by usuario_id`,
    'alter table saldo_movimiento drop column reverso_de, drop column tasa',
    'alter table saldo_movimiento drop constraint saldo_movimiento_resultante_check',
    'alter table saldo_movimiento drop constraint saldo_movimiento_monto_check',
  ])
    await sql.raw(stmt).execute(db);
}
