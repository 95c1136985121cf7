import { type Kysely, sql } from 'kysely';

/**
 * Issue 35, the configuration section (decision 0047):
 * - `tasa_historial`: every bolívar rate set (Bs per USD), the one before it, when and by whom. The
 *   rate in effect on a day is the last row created before that day ends (America/Caracas); before
 *   the first row, `moneda.tasa`. `moneda.tasa` stays the current rate everything reads.
 * - `configuracion.tasa_umbral_confirmacion`: a rate change larger than this percentage from the
 *   last rate must be confirmed explicitly (a typo cannot reprice the store).
 * - `configuracion.ajuste_umbral_aprobacion`: a balance adjustment above this USD amount needs a
 *   second staff member's approval.
 */
const up_statements = [
  `create table tasa_historial (
    id serial primary key,
    moneda_id integer not null references moneda(id),
    tasa numeric(12,4) not null check (tasa > 0),
    anterior numeric(12,4),
    creado_en timestamptz not null default now(),
    creado_por uuid references usuario(id) on delete set null
  )`,
  `create index tasa_historial_moneda_idx on tasa_historial (moneda_id, creado_en desc, id desc)`,
  `alter table configuracion add column tasa_umbral_confirmacion numeric(6,2) not null default 10
    check (tasa_umbral_confirmacion > 0)`,
  `alter table configuracion add column ajuste_umbral_aprobacion numeric(12,2) not null default 100
    check (ajuste_umbral_aprobacion >= 0)`,
  // The rate in effect when the history starts (a fresh database gets it from the seed instead).
  `insert into tasa_historial (moneda_id, tasa, anterior, creado_por)
    select id, tasa, null, null from moneda where tipo = 'bolivar'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const stmt of [
    'alter table configuracion drop column ajuste_umbral_aprobacion',
    'alter table configuracion drop column tasa_umbral_confirmacion',
    'drop table tasa_historial',
  ]) {
    await sql.raw(stmt).execute(db);
  }
}
