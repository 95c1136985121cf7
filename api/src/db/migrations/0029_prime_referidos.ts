import { type Kysely, sql } from 'kysely';

/**
 * Prime and referrals for the customer (issue 34, spec /prime and /comparte-y-gana):
 * - `membresia_plan`: the plans a customer chooses (monthly, yearly), their months and price.
 * - `membresia_solicitud` carries the plan, its price then, and how it is paid: with the balance
 *   (debited when staff approve) or a reference (Pago Móvil, transfer, Zelle) staff verify.
 * - `membresia.aviso_en`: when the customer was told the membership ends soon (once).
 * - `usuario.codigo_referido`: the customer's personal code (upper-case, made on first use).
 * - `configuracion.recompensa_referido`: the reward credited to both balances once the friend's first
 *   order is delivered; `referido.saldo_movimiento_referido_id` the friend's credit.
 */
const up_statements = [
  `create table membresia_plan (
    id serial primary key,
    clave text not null unique check (clave in ('mensual','anual')),
    nombre text not null,
    meses integer not null check (meses between 1 and 36),
    precio numeric(12,2) not null check (precio > 0),
    orden integer not null default 0
  )`,
  `insert into membresia_plan (clave, nombre, meses, precio, orden) values
    ('mensual', 'PRIME mensual', 1, 4.99, 1), ('anual', 'PRIME anual', 12, 49.99, 2)`,
  `alter table membresia_solicitud
    add column plan_id integer references membresia_plan(id),
    add column monto numeric(12,2) check (monto > 0),
    add column metodo_pago text check (metodo_pago in ('saldo','pago_movil','transferencia','zelle')),
    add column referencia text check (char_length(referencia) <= 40),
    add column saldo_movimiento_id bigint references saldo_movimiento(id),
    add check ((metodo_pago is null or metodo_pago = 'saldo') = (referencia is null))`,
  'alter table membresia add column aviso_en timestamptz',
  `alter table usuario add column codigo_referido text check (codigo_referido = upper(codigo_referido))`,
  'create unique index usuario_codigo_referido_uq on usuario (codigo_referido)',
  `alter table configuracion add column recompensa_referido numeric(12,2) not null default 3.00
    check (recompensa_referido > 0)`,
  'alter table referido add column saldo_movimiento_referido_id bigint references saldo_movimiento(id)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const stmt of [
    'alter table referido drop column saldo_movimiento_referido_id',
    'alter table configuracion drop column recompensa_referido',
    'drop index usuario_codigo_referido_uq',
    'alter table usuario drop column codigo_referido',
    'alter table membresia drop column aviso_en',
    `alter table membresia_solicitud drop column saldo_movimiento_id, drop column referencia,
      drop column metodo_pago, drop column monto, drop column plan_id`,
    'drop table membresia_plan',
  ])
    await sql.raw(stmt).execute(db);
}
