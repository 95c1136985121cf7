import { type Kysely, sql } from 'kysely';

/**
 * Sessions and throttles that hold (issue 16).
 * - usuario.sesion_version: embedded in every access token and compared on each signed-in call;
 *   signing out or changing the password bumps it, so the access tokens already issued stop.
 * - refresh_token.reemplazado_en: when a refresh token was rotated, for the short reuse interval in
 *   which presenting it again yields the same successor (two tabs, a retry) instead of revoking.
 * - intento_limite: one counter per throttled key (e.g. 'login:cuenta:<email>') and fixed window,
 *   incremented atomically before the attempt is evaluated. It replaces login_intento and
 *   cupon_intento, whose count-then-insert let parallel attempts through.
 */
const up_statements = [
  `alter table usuario add column sesion_version integer not null default 0`,
  `alter table refresh_token add column reemplazado_en timestamptz`,
  `create table intento_limite (
    clave text primary key,
    intentos integer not null,
    ventana_fin timestamptz not null
  )`,
  `drop table login_intento`,
  `drop table cupon_intento`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const stmt of [
    `create table login_intento (
      id bigserial primary key,
      email text not null,
      ip text not null,
      exito boolean not null,
      creado_en timestamptz not null default now()
    )`,
    `create index login_intento_email_idx on login_intento (email, creado_en)`,
    `create index login_intento_ip_idx on login_intento (ip, creado_en)`,
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
    `drop table intento_limite`,
    `alter table refresh_token drop column reemplazado_en`,
    `alter table usuario drop column sesion_version`,
  ])
    await sql.raw(stmt).execute(db);
}
