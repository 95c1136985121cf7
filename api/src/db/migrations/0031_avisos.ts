import { type Kysely, sql } from 'kysely';

/**
 * What a shopper is told at their next visit (issue 34), beside the email each writes:
 * - `aviso`: a notice per user, unread until `leido_en`. An order's notice names its status; one per
 *   order and status (the machine never returns to a status, the unique index says so to the database).
 * - `alerta_stock`: "Avísame cuando llegue", per user, product and zone; consumed (deleted) when
 *   staff restock the product in that zone, which writes the notice and the email.
 */
const up_statements = [
  `create table aviso (
    id bigserial primary key,
    usuario_id uuid not null references usuario(id) on delete cascade,
    titulo text not null check (char_length(titulo) <= 120),
    texto text not null check (char_length(texto) <= 600),
    enlace text not null check (enlace like '/%'),
    orden_id integer references orden(id) on delete cascade,
    estatus integer,
    producto_id integer references producto(id) on delete cascade,
    creado_en timestamptz not null default now(),
    leido_en timestamptz,
    check ((orden_id is null) = (estatus is null))
  )`,
  'create unique index aviso_orden_estatus_uq on aviso (orden_id, estatus)',
  'create index aviso_sin_leer_idx on aviso (usuario_id, id) where leido_en is null',
  `create table alerta_stock (
    usuario_id uuid not null references usuario(id) on delete cascade,
    producto_id integer not null references producto(id) on delete cascade,
    zona_id integer not null references zona(id) on delete cascade,
    creado_en timestamptz not null default now(),
    primary key (usuario_id, producto_id, zona_id)
  )`,
  'create index alerta_stock_producto_idx on alerta_stock (zona_id, producto_id)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const stmt of ['drop table alerta_stock', 'drop table aviso']) await sql.raw(stmt).execute(db);
}
