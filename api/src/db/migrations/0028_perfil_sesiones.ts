import { type Kysely, sql } from 'kysely';

/**
 * The customer's profile (issue 34).
 * - refresh_token.agente / direccion: the User-Agent and the address of the request that issued the
 *   token (sign-in or rotation), so a session (a token family) shows its device, place and last use.
 * - token_email: the 'correo' kind, a change of e-mail waiting for the new address's link, which
 *   carries that address (email_nuevo) until it is followed.
 */
const up_statements = [
  `alter table refresh_token add column agente text`,
  `alter table refresh_token add column direccion text`,
  `alter table token_email add column email_nuevo text`,
  `alter table token_email drop constraint token_email_tipo_check`,
  `alter table token_email add constraint token_email_tipo_check
    check (tipo in ('verificacion','recuperacion','correo'))`,
  `alter table token_email add constraint token_email_correo_check check ((tipo = 'correo') = (email_nuevo is not null))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const stmt of up_statements) await sql.raw(stmt).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const stmt of [
    `delete from token_email where tipo = 'correo'`,
    `alter table token_email drop constraint token_email_correo_check`,
    `alter table token_email drop constraint token_email_tipo_check`,
    `alter table token_email add constraint token_email_tipo_check check (tipo in ('verificacion','recuperacion'))`,
    `alter table token_email drop column email_nuevo`,
    `alter table refresh_token drop column direccion`,
    `alter table refresh_token drop column agente`,
  ])
    await sql.raw(stmt).execute(db);
}
