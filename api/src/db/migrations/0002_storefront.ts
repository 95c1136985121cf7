import { type Kysely, sql } from 'kysely';

/**
 * Storefront content (issue 4): product popularity, image size and a sort key; tags; zone sliders,
 * zone advertising (offer image, quick-list image, message); featured blocks (destacados) and quick
 * lists with their products. IVA per product (producto.impuesto) and stock per zone × user type
 * (producto_existencia) already exist since 0001.
 */
const up_statements = [
  `alter table producto add column popularidad integer not null default 0`,
  `alter table producto add column imagen_ancho integer not null default 400 check (imagen_ancho > 0)`,
  `alter table producto add column imagen_alto integer not null default 400 check (imagen_alto > 0)`,
  // Name sort key: lower case without Spanish accents, compared with the C collation so PGlite and
  // any PostgreSQL server order the same way.
  `alter table producto add column nombre_orden text generated always as (
    lower(translate(nombre, 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))
  ) stored`,
  `create index producto_popularidad_idx on producto (popularidad desc, nombre_orden collate "C", id)`,
  `create index producto_nombre_orden_idx on producto (nombre_orden collate "C", id)`,
  `create table etiqueta (
    id serial primary key,
    slug text not null unique,
    nombre text not null,
    estatus integer not null default 1 check (estatus in (1,2)),
    orden integer not null default 0
  )`,
  `create table producto_etiqueta (
    producto_id integer not null references producto(id) on delete cascade,
    etiqueta_id integer not null references etiqueta(id) on delete cascade,
    primary key (producto_id, etiqueta_id)
  )`,
  `create index producto_etiqueta_etiqueta_idx on producto_etiqueta (etiqueta_id)`,
  `create table zona_slider (
    id serial primary key,
    zona_id integer not null references zona(id) on delete cascade,
    imagen text not null,
    imagen_ancho integer not null check (imagen_ancho > 0),
    imagen_alto integer not null check (imagen_alto > 0),
    imagen_movil text not null,
    imagen_movil_ancho integer not null check (imagen_movil_ancho > 0),
    imagen_movil_alto integer not null check (imagen_movil_alto > 0),
    alt text not null,
    url text,
    prioridad integer not null default 0,
    estatus integer not null default 1 check (estatus in (1,2))
  )`,
  `create index zona_slider_zona_idx on zona_slider (zona_id, prioridad)`,
  `create table zona_publicidad (
    zona_id integer primary key references zona(id) on delete cascade,
    imagen_oferta text,
    imagen_oferta_ancho integer,
    imagen_oferta_alto integer,
    imagen_oferta_alt text,
    imagen_oferta_url text,
    imagen_lista_rapida text,
    imagen_lista_rapida_ancho integer,
    imagen_lista_rapida_alto integer,
    imagen_lista_rapida_alt text,
    imagen_lista_rapida_url text,
    mensaje_publicidad text
  )`,
  `create table destacado (
    id serial primary key,
    zona_id integer not null references zona(id) on delete cascade,
    slug text not null,
    titulo text not null,
    imagen text,
    imagen_ancho integer,
    imagen_alto integer,
    prioridad integer not null default 0,
    estatus integer not null default 1 check (estatus in (1,2)),
    unique (zona_id, slug)
  )`,
  `create table destacado_producto (
    destacado_id integer not null references destacado(id) on delete cascade,
    producto_id integer not null references producto(id) on delete cascade,
    orden integer not null default 0,
    primary key (destacado_id, producto_id)
  )`,
  `create table lista_rapida (
    id serial primary key,
    zona_id integer not null references zona(id) on delete cascade,
    slug text not null,
    nombre text not null,
    descripcion text,
    imagen text,
    imagen_ancho integer,
    imagen_alto integer,
    prioridad integer not null default 0,
    estatus integer not null default 1 check (estatus in (1,2)),
    unique (zona_id, slug)
  )`,
  `create table lista_rapida_producto (
    lista_rapida_id integer not null references lista_rapida(id) on delete cascade,
    producto_id integer not null references producto(id) on delete cascade,
    cantidad numeric(10,3) not null default 0 check (cantidad >= 0),
    orden integer not null default 0,
    primary key (lista_rapida_id, producto_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'lista_rapida_producto',
    'lista_rapida',
    'destacado_producto',
    'destacado',
    'zona_publicidad',
    'zona_slider',
    'producto_etiqueta',
    'etiqueta',
  ]) {
    await sql.raw(`drop table if exists ${t} cascade`).execute(db);
  }
  for (const c of ['nombre_orden', 'imagen_alto', 'imagen_ancho', 'popularidad']) {
    await sql.raw(`alter table producto drop column if exists ${c}`).execute(db);
  }
}
