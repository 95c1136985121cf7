import { type Kysely, sql } from 'kysely';

/**
 * Carts, coupons, checkout, wallet and orders (issue 5).
 *
 * - Zone sub-entities: areas and sectors, delivery schedules (zona_horario), pickup addresses
 *   (zona_direccion) and their schedules, blocked dates (zona_envio_bloqueo), shipping rules
 *   (envio_regla); the users' delivery addresses.
 * - franja_reserva: bookings per slot (type, schedule, date). Booking is one conditional upsert
 *   (`reservados < capacidad`), so concurrent bookings never exceed the capacity.
 * - Payment methods and banks are data (metodo_pago, banco): the checkout renders from them.
 * - carrito (3 pages per user and zone, a version bumped on every change) + carrito_detalle.
 * - cupon (+ zones, users it is offered to, uses, failed attempts for the rate limit).
 * - usuario_saldo (balance, never negative) + saldo_movimiento (ledger).
 * - orden (+ lines, status history): totals and the exchange rate frozen; (usuario_id, idempotencia)
 *   unique, so a key makes one order at most.
 * - configuracion: IGTF percentage and the minutes staff have to verify a reference payment.
 */
const up_statements = [
  `alter table configuracion add column igtf numeric(9,4) not null default 3 check (igtf >= 0)`,
  `alter table configuracion add column minutos_verificacion integer not null default 120 check (minutos_verificacion > 0)`,

  `create table banco (
    codigo text primary key,
    nombre text not null,
    estatus integer not null default 1 check (estatus in (1,2)),
    orden integer not null default 0
  )`,
  `create table metodo_pago (
    codigo text primary key check (codigo in ('saldo','pago_movil','transferencia','zelle','efectivo_usd')),
    nombre text not null,
    descripcion text not null,
    moneda text not null check (moneda in ('USD','VES')),
    divisa boolean not null default false,
    requiere_referencia boolean not null default false,
    requiere_banco boolean not null default false,
    requiere_telefono boolean not null default false,
    requiere_verificacion boolean not null default false,
    contra_entrega boolean not null default false,
    solo_delivery boolean not null default false,
    referencia_patron text,
    datos_destino jsonb not null default '[]'::jsonb,
    instrucciones text,
    estatus integer not null default 1 check (estatus in (1,2)),
    orden integer not null default 0
  )`,

  `create table zona_area (
    id serial primary key,
    zona_id integer not null references zona(id) on delete cascade,
    nombre text not null,
    estatus integer not null default 1 check (estatus in (1,2)),
    orden integer not null default 0,
    unique (zona_id, nombre)
  )`,
  `create table zona_sector (
    id serial primary key,
    area_id integer not null references zona_area(id) on delete cascade,
    nombre text not null,
    estatus integer not null default 1 check (estatus in (1,2)),
    orden integer not null default 0,
    unique (area_id, nombre)
  )`,
  `create table usuario_direccion (
    id serial primary key,
    usuario_id uuid not null references usuario(id) on delete cascade,
    sector_id integer not null references zona_sector(id),
    direccion text not null,
    referencia text,
    predeterminada boolean not null default false,
    estatus integer not null default 1 check (estatus in (1,2)),
    creado_en timestamptz not null default now()
  )`,
  `create index usuario_direccion_usuario_idx on usuario_direccion (usuario_id)`,
  `create table zona_horario (
    id serial primary key,
    zona_id integer not null references zona(id) on delete cascade,
    dia_semana integer not null check (dia_semana between 0 and 6),
    hora_inicio time not null,
    hora_fin time not null,
    capacidad integer not null check (capacidad > 0),
    corte_minutos integer not null default 60 check (corte_minutos >= 0),
    estatus integer not null default 1 check (estatus in (1,2)),
    check (hora_fin > hora_inicio)
  )`,
  `create index zona_horario_zona_idx on zona_horario (zona_id, dia_semana)`,
  `create table zona_direccion (
    id serial primary key,
    zona_id integer not null references zona(id) on delete cascade,
    nombre text not null,
    direccion text not null,
    estatus integer not null default 1 check (estatus in (1,2)),
    orden integer not null default 0
  )`,
  `create table zona_horario_pickup (
    id serial primary key,
    direccion_id integer not null references zona_direccion(id) on delete cascade,
    dia_semana integer not null check (dia_semana between 0 and 6),
    hora_inicio time not null,
    hora_fin time not null,
    capacidad integer not null check (capacidad > 0),
    corte_minutos integer not null default 30 check (corte_minutos >= 0),
    estatus integer not null default 1 check (estatus in (1,2)),
    check (hora_fin > hora_inicio)
  )`,
  `create table zona_envio_bloqueo (
    id serial primary key,
    zona_id integer not null references zona(id) on delete cascade,
    fecha date not null,
    motivo text,
    unique (zona_id, fecha)
  )`,
  `create table envio_regla (
    id serial primary key,
    zona_id integer not null references zona(id) on delete cascade,
    area_id integer references zona_area(id) on delete cascade,
    desde numeric(12,2) not null default 0 check (desde >= 0),
    costo numeric(12,2) not null check (costo >= 0),
    estatus integer not null default 1 check (estatus in (1,2))
  )`,
  `create table franja_reserva (
    tipo text not null check (tipo in ('delivery','pickup')),
    horario_id integer not null,
    fecha date not null,
    reservados integer not null default 0 check (reservados >= 0),
    primary key (tipo, horario_id, fecha)
  )`,

  `create table cupon (
    id serial primary key,
    codigo text not null unique check (codigo = upper(codigo)),
    nombre text not null,
    valor numeric(12,2) not null check (valor > 0),
    porcentaje boolean not null default false,
    minimo_compra numeric(12,2) not null default 0 check (minimo_compra >= 0),
    fecha_inicio timestamptz not null,
    fecha_fin timestamptz not null,
    limite_usuario integer not null default 0 check (limite_usuario >= 0),
    limite_total integer not null default 0 check (limite_total >= 0),
    publico boolean not null default false,
    estatus integer not null default 1 check (estatus in (1,2)),
    creado_en timestamptz not null default now(),
    check (fecha_fin > fecha_inicio),
    check (not porcentaje or valor <= 100)
  )`,
  `create table cupon_zona (
    cupon_id integer not null references cupon(id) on delete cascade,
    zona_id integer not null references zona(id) on delete cascade,
    primary key (cupon_id, zona_id)
  )`,
  `create table cupon_usuario (
    cupon_id integer not null references cupon(id) on delete cascade,
    usuario_id uuid not null references usuario(id) on delete cascade,
    primary key (cupon_id, usuario_id)
  )`,
  `create index cupon_usuario_usuario_idx on cupon_usuario (usuario_id)`,
  `create table cupon_intento (
    id bigserial primary key,
    usuario_id uuid not null,
    ip text not null,
    codigo text not null,
    exito boolean not null,
    creado_en timestamptz not null default now()
  )`,
  `create index cupon_intento_usuario_idx on cupon_intento (usuario_id, creado_en)`,
  `create index cupon_intento_ip_idx on cupon_intento (ip, creado_en)`,

  `create table carrito (
    id serial primary key,
    usuario_id uuid not null references usuario(id) on delete cascade,
    zona_id integer not null references zona(id) on delete cascade,
    pagina smallint not null check (pagina between 0 and 2),
    estatus integer not null default 1 check (estatus in (1,2)),
    version integer not null default 0,
    cupon_id integer references cupon(id) on delete set null,
    actualizado_en timestamptz not null default now(),
    unique (usuario_id, zona_id, pagina)
  )`,
  `create table carrito_detalle (
    carrito_id integer not null references carrito(id) on delete cascade,
    producto_id integer not null references producto(id) on delete cascade,
    cantidad numeric(10,3) not null check (cantidad > 0),
    tipo smallint not null default 1 check (tipo in (1,2)),
    orden integer not null default 0,
    primary key (carrito_id, producto_id)
  )`,

  `create table usuario_saldo (
    usuario_id uuid primary key references usuario(id) on delete cascade,
    saldo numeric(12,2) not null default 0 check (saldo >= 0),
    actualizado_en timestamptz not null default now()
  )`,

  `create table orden (
    id serial primary key,
    usuario_id uuid not null references usuario(id),
    zona_id integer not null references zona(id),
    pagina smallint not null,
    idempotencia text not null,
    solicitud_hash text not null,
    estatus integer not null check (estatus between 1 and 8),
    usuario_tipo integer not null,
    tipo_envio text not null check (tipo_envio in ('delivery','pickup')),
    direccion_id integer references usuario_direccion(id),
    sector_id integer references zona_sector(id),
    area_id integer references zona_area(id),
    pickup_id integer references zona_direccion(id),
    direccion_texto text not null,
    horario_id integer not null,
    franja_fecha date not null,
    franja_inicio time not null,
    franja_fin time not null,
    franja_etiqueta text not null,
    sustitucion text not null check (sustitucion in ('reemplazar','no_reemplazar')),
    nota text,
    cupon_id integer references cupon(id),
    cupon_codigo text,
    cupon_nombre text,
    metodo_pago text references metodo_pago(codigo),
    referencia text,
    banco text,
    telefono_pago text,
    efectivo numeric(12,2),
    subtotal numeric(12,2) not null,
    descuento numeric(12,2) not null,
    total numeric(12,2) not null,
    saldo_usado numeric(12,2) not null,
    monto_metodo numeric(12,2) not null,
    tasa numeric(12,4) not null,
    total_bs numeric(16,2) not null,
    totales jsonb not null,
    pago_verificado boolean not null default false,
    expira_en timestamptz,
    creado_en timestamptz not null default now(),
    actualizado_en timestamptz not null default now(),
    unique (usuario_id, idempotencia)
  )`,
  `create index orden_usuario_idx on orden (usuario_id, creado_en desc, id desc)`,
  `create index orden_por_verificar_idx on orden (expira_en) where estatus = 1`,
  `create table orden_detalle (
    orden_id integer not null references orden(id) on delete cascade,
    producto_id integer not null references producto(id),
    nombre text not null,
    slug text not null,
    modalidad_venta text not null,
    cantidad numeric(10,3) not null check (cantidad > 0),
    precio numeric(12,2) not null,
    oferta numeric(12,2) not null,
    precio_unitario numeric(12,2) not null,
    impuesto numeric(9,4) not null,
    total numeric(12,2) not null,
    sustitucion text not null check (sustitucion in ('reemplazar','no_reemplazar')),
    orden integer not null default 0,
    primary key (orden_id, producto_id)
  )`,
  `create table orden_historial (
    id serial primary key,
    orden_id integer not null references orden(id) on delete cascade,
    estatus integer not null,
    estatus_anterior integer,
    mensaje text,
    usuario_id uuid references usuario(id),
    creado_en timestamptz not null default now()
  )`,
  `create index orden_historial_orden_idx on orden_historial (orden_id, id)`,

  `create table cupon_uso (
    id bigserial primary key,
    cupon_id integer not null references cupon(id) on delete cascade,
    usuario_id uuid not null references usuario(id) on delete cascade,
    orden_id integer references orden(id) on delete cascade,
    creado_en timestamptz not null default now(),
    liberado_en timestamptz
  )`,
  `create index cupon_uso_cupon_idx on cupon_uso (cupon_id, usuario_id) where liberado_en is null`,
  `create table saldo_movimiento (
    id bigserial primary key,
    usuario_id uuid not null references usuario(id) on delete cascade,
    monto numeric(12,2) not null,
    saldo_resultante numeric(12,2) not null,
    tipo text not null check (tipo in ('ajuste','ordenpago','reintegro')),
    orden_id integer references orden(id),
    descripcion text not null,
    creado_en timestamptz not null default now()
  )`,
  `create index saldo_movimiento_usuario_idx on saldo_movimiento (usuario_id, id desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'saldo_movimiento',
    'cupon_uso',
    'orden_historial',
    'orden_detalle',
    'orden',
    'usuario_saldo',
    'carrito_detalle',
    'carrito',
    'cupon_intento',
    'cupon_usuario',
    'cupon_zona',
    'cupon',
    'franja_reserva',
    'envio_regla',
    'zona_envio_bloqueo',
    'zona_horario_pickup',
    'zona_direccion',
    'zona_horario',
    'usuario_direccion',
    'zona_sector',
    'zona_area',
    'metodo_pago',
    'banco',
  ]) {
    await sql.raw(`drop table if exists ${t} cascade`).execute(db);
  }
  for (const c of ['minutos_verificacion', 'igtf']) {
    await sql.raw(`alter table configuracion drop column if exists ${c}`).execute(db);
  }
}
