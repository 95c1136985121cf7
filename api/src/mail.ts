import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/index.ts';

export type Email = { para: string; asunto: string; cuerpo: string; enlace?: string };

/**
 * The site's public address (config PUBLIC_URL), set once at boot (`buildApp`), for emails written
 * deep inside a domain transaction that has no config at hand (an order expiring in the sweep, a
 * restock): their links are built with `enlaceDelSitio`.
 */
let sitio = 'http://localhost:3000';
export function configurarCorreo(publicUrl: string): void {
  sitio = publicUrl;
}
/** A path of the site as the absolute link an email carries. */
export const enlaceDelSitio = (ruta: string): string => `${sitio}${ruta}`;

/**
 * Writes an email to the outbox table (email_saliente) and logs it. Real delivery (SMTP_URL) is a
 * later concern: a worker would send rows with enviado_en null. Given a transaction, the email is
 * written only if it commits.
 */
export async function queueEmail(db: Db, log: FastifyBaseLogger | null, email: Email): Promise<void> {
  await db
    .insertInto('email_saliente')
    .values({ para: email.para, asunto: email.asunto, cuerpo: email.cuerpo, enlace: email.enlace ?? null })
    .execute();
  log?.info({ para: email.para, asunto: email.asunto, enlace: email.enlace }, 'email queued in outbox');
}
