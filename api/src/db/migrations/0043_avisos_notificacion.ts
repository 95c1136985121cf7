import { type Kysely, sql } from 'kysely';

/**
 * Issue 38: notices polled on the notifications path, back-office messages and web push.
 * - `aviso.envio_push_id`: a back-office message sent to a push segment is also a notice for each
 *   customer of the segment (one per send and customer, the unique index says so); its link is the
 *   segment's zone.
 * - `aviso_usuario_idx`: the poll reads the caller's newest notice id and their unread ones past a
 *   cursor (`desde`); the partial index of the unread (0031) does not hold the read ones' ids.
 * - `envio_push.avisos`: how many notices a send wrote, shown beside OneSignal's result.
 */
const up_statements = [
  'alter table aviso add column envio_push_id integer references envio_push(id) on delete cascade',
  'create unique index aviso_envio_usuario_uq on aviso (envio_push_id, usuario_id)',
  'create index aviso_usuario_idx on aviso (usuario_id, id)',
  'alter table envio_push add column avisos integer not null default 0',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const stmt of [
    'alter table envio_push drop column avisos',
    'drop index aviso_usuario_idx',
    'alter table aviso drop column envio_push_id',
  ])
    await sql.raw(stmt).execute(db);
}
