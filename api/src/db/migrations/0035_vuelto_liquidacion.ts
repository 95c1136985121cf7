import { type Kysely, sql } from 'kysely';

/**
 * Issue 35, change owed: its settlement to the balance or in cash.
 * - Settled is `estatus = 'entregado'` with `entregado_en`, how (`forma_liquidacion`: 'saldo', the
 *   ledger credit `saldo_movimiento_id`, tipo 'vuelto'; or 'efectivo', `pagado_por` who handed the
 *   cash), and the staff member who settled it (`liquidado_por`).
 * - One order may owe change for more than one reason (cash above the amount due, and short-picked
 *   lines paid in that cash: motivo 'faltante'; a case staff register by hand: 'otro'): one per order
 *   and reason, where the order owed one at most before. `nota` is why staff registered it.
 */
const TIPOS_0027 = `'ajuste','ordenpago','reintegro','tarjetaregalo','tarjetapago','membresiapago'`;

const up_statements = [
  'alter table vuelto drop constraint vuelto_orden_id_key',
  'alter table vuelto add constraint vuelto_orden_motivo_key unique (orden_id, motivo)',
  'alter table vuelto drop constraint vuelto_motivo_check',
  `alter table vuelto add constraint vuelto_motivo_check
    check (motivo in ('cancelacion','efectivo','faltante','otro'))`,
  `alter table vuelto add column forma_liquidacion text check (forma_liquidacion in ('saldo','efectivo'))`,
  'alter table vuelto add column liquidado_por uuid references usuario(id)',
  'alter table vuelto add column pagado_por text',
  'alter table vuelto add column saldo_movimiento_id bigint unique references saldo_movimiento(id)',
  'alter table vuelto add column nota text',
  `alter table vuelto add constraint vuelto_liquidacion_check check (
    (estatus = 'pendiente' and forma_liquidacion is null and entregado_en is null)
    or (estatus = 'entregado' and entregado_en is not null and (
      (forma_liquidacion = 'saldo' and saldo_movimiento_id is not null)
      or (forma_liquidacion = 'efectivo' and pagado_por is not null))))`,
  'create index vuelto_creado_idx on vuelto (creado_en desc, id desc)',
  'create index vuelto_usuario_idx on vuelto (usuario_id)',
  'alter table saldo_movimiento drop constraint saldo_movimiento_tipo_check',
  `alter table saldo_movimiento add constraint saldo_movimiento_tipo_check check (tipo in
    (${TIPOS_0027},'vuelto'))`,
];

const down_statements = [
  'alter table saldo_movimiento drop constraint saldo_movimiento_tipo_check',
  `alter table saldo_movimiento add constraint saldo_movimiento_tipo_check check (tipo in (${TIPOS_0027}))`,
  'drop index if exists vuelto_usuario_idx',
  'drop index if exists vuelto_creado_idx',
  'alter table vuelto drop constraint vuelto_liquidacion_check',
  `alter table vuelto drop column nota, drop column saldo_movimiento_id, drop column pagado_por,
    drop column liquidado_por, drop column forma_liquidacion`,
  'alter table vuelto drop constraint vuelto_motivo_check',
  `alter table vuelto add constraint vuelto_motivo_check check (motivo in ('cancelacion','efectivo'))`,
  'alter table vuelto drop constraint vuelto_orden_motivo_key',
  'alter table vuelto add constraint vuelto_orden_id_key unique (orden_id)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const stmt of down_statements) await sql.raw(stmt).execute(db);
}
