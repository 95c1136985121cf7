import { type Kysely, sql } from 'kysely';

/**
 * The back-office's common ground (issue 18, decision 0022):
 * - `auditoria`: every change made through the back-office: who, when, which record, the values
 *   before and after (JSON), and the zone it touched (for per-zone history pages).
 * - `version` on every record staff edit: a save names the version it was opened at, and a save of
 *   an older version is refused (optimistic concurrency). Tables created later carry their own.
 */
export const TABLAS_CON_VERSION = [
  'categoria',
  'producto',
  'etiqueta',
  'zona',
  'zona_link_menu',
  'zona_slider',
  'zona_publicidad',
  'destacado',
  'lista_rapida',
  'zona_area',
  'zona_sector',
  'zona_horario',
  'zona_direccion',
  'zona_horario_pickup',
  'zona_envio_bloqueo',
] as const;

const up_statements = [
  `create table auditoria (
    id bigserial primary key,
    entidad text not null,
    entidad_id text not null,
    accion text not null check (accion in ('crear','editar','estatus','borrar','importar')),
    zona_id integer references zona(id) on delete set null,
    usuario_id uuid references usuario(id) on delete set null,
    usuario_email text not null,
    en timestamptz not null default now(),
    antes jsonb,
    despues jsonb
  )`,
  `create index auditoria_registro_idx on auditoria (entidad, entidad_id, id desc)`,
  ...TABLAS_CON_VERSION.map((t) => `alter table ${t} add column version integer not null default 1`),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of TABLAS_CON_VERSION)
    await sql.raw(`alter table ${t} drop column if exists version`).execute(db);
  await sql.raw('drop table if exists auditoria').execute(db);
}
