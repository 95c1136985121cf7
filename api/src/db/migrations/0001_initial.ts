import { type Kysely, sql } from 'kysely';

const up_statements = [
  `create table usuario_tipo (id integer primary key, nombre text not null)`,
  `create table usuario (
    id uuid primary key default gen_random_uuid(),
    email text not null,
    nombre text not null,
    clave_hash text not null,
    tipo_documento char(1) not null check (tipo_documento in ('V','E','J','G')),
    documento text not null,
    telefono text,
    usuario_tipo integer not null default 1 references usuario_tipo(id),
    estatus integer not null default 4 check (estatus between 1 and 5),
    creado_en timestamptz not null default now()
  )`,
  `create unique index usuario_email_uq on usuario (lower(email))`,
  `create table rol (id serial primary key, nombre text not null unique)`,
  `create table usuario_rol (
    usuario_id uuid not null references usuario(id) on delete cascade,
    rol_id integer not null references rol(id) on delete cascade,
    primary key (usuario_id, rol_id)
  )`,
  `create table membresia (
    id serial primary key,
    usuario_id uuid not null references usuario(id) on delete cascade,
    inicio timestamptz not null default now(),
    fin timestamptz not null
  )`,
  `create index membresia_usuario_idx on membresia (usuario_id, fin desc)`,
  `create table refresh_token (
    id serial primary key,
    hash text not null unique,
    usuario_id uuid not null references usuario(id) on delete cascade,
    familia uuid not null,
    expira_en timestamptz not null,
    creado_en timestamptz not null default now(),
    reemplazado_por integer references refresh_token(id),
    revocado_en timestamptz
  )`,
  `create index refresh_token_familia_idx on refresh_token (familia)`,
  `create index refresh_token_usuario_idx on refresh_token (usuario_id)`,
  `create table login_intento (
    id bigserial primary key,
    email text not null,
    ip text not null,
    exito boolean not null,
    creado_en timestamptz not null default now()
  )`,
  `create index login_intento_email_idx on login_intento (email, creado_en)`,
  `create index login_intento_ip_idx on login_intento (ip, creado_en)`,
  `create table token_email (
    id serial primary key,
    usuario_id uuid not null references usuario(id) on delete cascade,
    tipo text not null check (tipo in ('verificacion','recuperacion')),
    hash text not null unique,
    expira_en timestamptz not null,
    usado_en timestamptz,
    creado_en timestamptz not null default now()
  )`,
  `create table email_saliente (
    id serial primary key,
    para text not null,
    asunto text not null,
    cuerpo text not null,
    enlace text,
    enviado_en timestamptz,
    creado_en timestamptz not null default now()
  )`,
  `create table zona (
    id serial primary key,
    slug text not null unique,
    nombre text not null,
    estatus integer not null default 1 check (estatus in (1,2))
  )`,
  `create table zona_link_menu (
    id serial primary key,
    zona_id integer not null references zona(id) on delete cascade,
    nombre text not null,
    url text not null,
    externo boolean not null default false,
    prioridad integer not null default 0
  )`,
  `create table moneda (
    id integer primary key,
    simbolo text not null,
    nombre text not null,
    tasa numeric(12,4) not null,
    sistema boolean not null default false,
    predeterminada boolean not null default false,
    tipo text not null check (tipo in ('dolar','bolivar'))
  )`,
  `create table categoria (
    id serial primary key,
    slug text not null unique,
    nombre text not null,
    icono text,
    imagen text,
    padre_id integer references categoria(id),
    estatus integer not null default 1 check (estatus in (1,2)),
    orden integer not null default 0
  )`,
  `create table producto (
    id serial primary key,
    slug text not null unique,
    nombre text not null,
    marca text,
    presentacion text,
    descripcion text,
    imagen text,
    categoria_id integer not null references categoria(id),
    estatus integer not null default 1 check (estatus in (1,2)),
    impuesto numeric(9,4) not null default 0,
    modalidad_venta text not null default 'unidad' check (modalidad_venta in ('unidad','peso')),
    minimo numeric(10,3) not null default 1,
    maximo numeric(10,3) not null default 0,
    grupo numeric(10,3) not null default 1,
    unidad numeric(10,3) not null default 1
  )`,
  `create index producto_categoria_idx on producto (categoria_id)`,
  `create table producto_precio (
    producto_id integer not null references producto(id) on delete cascade,
    usuario_tipo integer not null references usuario_tipo(id),
    precio numeric(12,2) not null,
    oferta numeric(12,2) not null default 0,
    primary key (producto_id, usuario_tipo)
  )`,
  `create table producto_existencia (
    producto_id integer not null references producto(id) on delete cascade,
    zona_id integer not null references zona(id) on delete cascade,
    usuario_tipo integer not null references usuario_tipo(id),
    existencia numeric(12,3) not null default 0,
    primary key (producto_id, zona_id, usuario_tipo)
  )`,
  `create index producto_existencia_zona_idx on producto_existencia (zona_id, usuario_tipo)`,
  `create table configuracion (
    id integer primary key check (id = 1),
    minimo_compra numeric(12,2) not null default 0,
    icono_categoria boolean not null default true,
    costo_empaquetado numeric(12,2) not null default 0
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'configuracion',
    'producto_existencia',
    'producto_precio',
    'producto',
    'categoria',
    'moneda',
    'zona_link_menu',
    'zona',
    'email_saliente',
    'token_email',
    'login_intento',
    'refresh_token',
    'membresia',
    'usuario_rol',
    'rol',
    'usuario',
    'usuario_tipo',
  ]) {
    await sql.raw(`drop table if exists ${t} cascade`).execute(db);
  }
}
