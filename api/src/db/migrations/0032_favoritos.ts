import { type Kysely, sql } from 'kysely';

/**
 * "Mis favoritos" (issue 34): the products a shopper saved, one row per user and product. A
 * favourite is the product, not a zone's offer: the list is read at the zone the shopper is in.
 */
const up_statements = [
  `create table favorito (
    usuario_id uuid not null references usuario(id) on delete cascade,
    producto_id integer not null references producto(id) on delete cascade,
    creado_en timestamptz not null default now(),
    primary key (usuario_id, producto_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table favorito').execute(db);
}
