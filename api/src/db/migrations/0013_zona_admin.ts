import { type Kysely, sql } from 'kysely';

/**
 * The zones section of the back-office (issue 18, decision 0026):
 * - a slot's capacity may be 0: the slot stays listed at checkout, full, taking no booking (staff
 *   pause a slot without hiding it; deactivating hides it);
 * - a zone's name is unique whatever its case, as the name check the form runs while typing says.
 */
const up_statements = [
  'alter table zona_horario drop constraint zona_horario_capacidad_check',
  'alter table zona_horario add constraint zona_horario_capacidad_check check (capacidad >= 0)',
  'alter table zona_horario_pickup drop constraint zona_horario_pickup_capacidad_check',
  'alter table zona_horario_pickup add constraint zona_horario_pickup_capacidad_check check (capacidad >= 0)',
  'create unique index zona_nombre_unico on zona (lower(nombre))',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists zona_nombre_unico').execute(db);
  for (const t of ['zona_horario', 'zona_horario_pickup']) {
    await sql.raw(`alter table ${t} drop constraint ${t}_capacidad_check`).execute(db);
    await sql.raw(`alter table ${t} add constraint ${t}_capacidad_check check (capacidad > 0)`).execute(db);
  }
}
