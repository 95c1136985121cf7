import { type Kysely, sql } from 'kysely';

/**
 * A zone's advertising publications, kept (issue 33): each one's content, who published it and when,
 * what it took live, and which recorded changes (`auditoria`) stayed waiting after it — everything
 * after `auditoria_hasta` plus the ids in `pendientes` — so a manager can publish only their own
 * changes and any publication can be made live again. `zona_inicio_publicado` stays what the store
 * reads. A zone's publication from before this table becomes its first row.
 */
const up_statements = [
  `create table publicidad_publicacion (
    id serial primary key,
    zona_id integer not null references zona(id) on delete cascade,
    contenido jsonb not null,
    publicado_en timestamptz not null default now(),
    publicado_por text not null,
    usuario_id text,
    alcance text not null check (alcance in ('mios', 'todo', 'restaurar')),
    restaurada_id integer references publicidad_publicacion(id),
    cambios jsonb not null default '[]',
    auditoria_hasta integer not null default 0,
    pendientes integer[] not null default '{}'
  )`,
  'create index publicidad_publicacion_zona_idx on publicidad_publicacion (zona_id, id desc)',
  `insert into publicidad_publicacion (zona_id, contenido, publicado_en, publicado_por, alcance, auditoria_hasta)
    select p.zona_id, p.contenido, p.publicado_en, p.publicado_por, 'todo',
      coalesce((select max(a.id) from auditoria a where a.en < p.publicado_en), 0)
    from zona_inicio_publicado p`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists publicidad_publicacion').execute(db);
}
