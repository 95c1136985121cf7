import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
 * written only if it commits. With CORREOS_DIR (the e2e run, a developer without SMTP) each one is
 * also written there as `<id>.json`, where a browser test follows its link while the API holds the
 * database (a rolled-back transaction may leave its file: only tests read them).
 */
export async function queueEmail(db: Db, log: FastifyBaseLogger | null, email: Email): Promise<void> {
  const { id } = await db
    .insertInto('email_saliente')
    .values({ para: email.para, asunto: email.asunto, cuerpo: email.cuerpo, enlace: email.enlace ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const carpeta = process.env.CORREOS_DIR;
  if (carpeta) {
    mkdirSync(carpeta, { recursive: true });
    writeFileSync(path.join(carpeta, `${String(id).padStart(8, '0')}.json`), JSON.stringify(email));
  }
  log?.info({ para: email.para, asunto: email.asunto, enlace: email.enlace }, 'email queued in outbox');
}
