import { type Kysely, sql } from 'kysely';

/**
 * The catalogue back-office (issue 18: categoria, etiqueta, producto):
 * - `producto_imagen`: a product's images, ordered (`orden` ascending; the first is the main image).
 *   `producto.imagen` (and its size) stays the main one, kept equal to the first row by every write,
 *   so the storefront and the search index read the product as before.
 * - An index on `categoria.padre_id` (categories listed by parent) and one for the products list's
 *   default order (by name).
 */
const up_statements = [
  `create table producto_imagen (
    id serial primary key,
    producto_id integer not null references producto(id) on delete cascade,
    url text not null,
    ancho integer not null check (ancho > 0),
    alto integer not null check (alto > 0),
    original text,
    variantes jsonb not null default '[]',
    orden integer not null default 0,
    version integer not null default 1,
    creado_en timestamptz not null default now()
  )`,
  `create index producto_imagen_producto_idx on producto_imagen (producto_id, orden, id)`,
  `create index categoria_padre_idx on categoria (padre_id)`,
  // The back-office products list, sorted by name by default (the storefront's index sorts with
  // collate "C", the list with the default collation).
  `create index producto_admin_nombre_idx on producto (nombre_orden, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists producto_admin_nombre_idx').execute(db);
  await sql.raw('drop index if exists categoria_padre_idx').execute(db);
  await sql.raw('drop table if exists producto_imagen').execute(db);
}
