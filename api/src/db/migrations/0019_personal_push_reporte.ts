import { type Kysely, sql } from 'kysely';

/**
 * Staff roles, push segments and the purchases report (issue 19, decision 0032):
 * - `usuario.roles_version`: the version a staff user's roles form opened (optimistic concurrency;
 *   the account's other columns are not edited there).
 * - `segmento_push`: the customers of a zone, of a user type or any, by purchase recency; counted when
 *   read. `envio_push`: every notification sent to a segment, sent or not and why.
 * - Orders by zone and date (the purchases report reads a zone's month with the customer, status and
 *   total from the index: it replaces 0016's zone index, which it also serves backwards) and the
 *   back-office order list's filters (zone and status, payment method), newest first, at 100,000
 *   orders (api/bench/admin-ordenes.ts); 0016's indexes serve the whole store's and a status's list.
 */
const up_statements = [
  `alter table usuario add column roles_version integer not null default 1`,
  `create table segmento_push (
    id serial primary key,
    nombre text not null,
    zona_id integer not null references zona(id),
    usuario_tipo integer references usuario_tipo(id),
    compra text not null default 'todos' check (compra in ('todos', 'compro', 'no-compro')),
    dias integer check (dias between 1 and 365),
    version integer not null default 1,
    creado_en timestamptz not null default now(),
    check (compra = 'todos' or dias is not null)
  )`,
  `create index segmento_push_zona_idx on segmento_push (zona_id, id)`,
  `create table envio_push (
    id serial primary key,
    segmento_id integer not null references segmento_push(id) on delete cascade,
    titulo text not null,
    mensaje text not null,
    destinatarios integer not null,
    enviado boolean not null,
    resultado text not null,
    onesignal_id text,
    usuario_id uuid references usuario(id) on delete set null,
    usuario_email text not null,
    creado_en timestamptz not null default now()
  )`,
  `create index envio_push_segmento_idx on envio_push (segmento_id, id desc)`,
  `drop index orden_zona_creado_idx`,
  `create index orden_zona_creado_idx on orden (zona_id, creado_en, id) include (usuario_id, estatus, total)`,
  `create index orden_zona_estatus_creado_idx on orden (zona_id, estatus, creado_en desc, id desc)`,
  `create index orden_metodo_pago_creado_idx on orden (metodo_pago, creado_en desc, id desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const stmt of [
    'drop index if exists orden_metodo_pago_creado_idx',
    'drop index if exists orden_zona_estatus_creado_idx',
    'drop index if exists orden_zona_creado_idx',
    'create index orden_zona_creado_idx on orden (zona_id, creado_en desc, id desc)',
    'drop table if exists envio_push',
    'drop table if exists segmento_push',
    'alter table usuario drop column if exists roles_version',
  ])
    await sql.raw(stmt).execute(db);
}
