import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/index.ts';

export type Email = { para: string; asunto: string; cuerpo: string; enlace?: string };

/**
 * Writes an email to the outbox table (email_saliente) and logs it. Real delivery (SMTP_URL) is a
 * later concern: a worker would send rows with enviado_en null.
 */
export async function queueEmail(db: Db, log: FastifyBaseLogger, email: Email): Promise<void> {
  await db
    .insertInto('email_saliente')
    .values({ para: email.para, asunto: email.asunto, cuerpo: email.cuerpo, enlace: email.enlace ?? null })
    .execute();
  log.info({ para: email.para, asunto: email.asunto, enlace: email.enlace }, 'email queued in outbox');
}
