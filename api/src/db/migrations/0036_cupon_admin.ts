import { type Kysely, sql } from 'kysely';

/**
 * Issue 35, coupons managed by staff: the user types a coupon is for (none = every type), the version
 * a form opened (optimistic concurrency), and the uses of one coupon by date (its usage panel).
 */
const up_statements: string[] = [
  `alter table cupon add column version integer not null default 1`,
  `create table cupon_usuario_tipo (
    cupon_id integer not null references cupon(id) on delete cascade,
    usuario_tipo integer not null references usuario_tipo(id),
    primary key (cupon_id, usuario_tipo)
  )`,
  `create index cupon_uso_cupon_fecha_idx on cupon_uso (cupon_id, creado_en)`,
];
const down_statements: string[] = [
  `drop index cupon_uso_cupon_fecha_idx`,
  `drop table cupon_usuario_tipo`,
  `alter table cupon drop column version`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const stmt of down_statements) await sql.raw(stmt).execute(db);
}
