/** The e-mails the API queued during the run (CORREOS_DIR, written beside email_saliente). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { CORREOS_DIR } from '../playwright.config.ts';

export type Correo = { para: string; asunto: string; cuerpo: string; enlace?: string };

function correos(): Correo[] {
  let archivos: string[];
  try {
    archivos = readdirSync(CORREOS_DIR).sort();
  } catch {
    return [];
  }
  return archivos.map((a) => JSON.parse(readFileSync(path.join(CORREOS_DIR, a), 'utf8')) as Correo);
}

/** The last e-mail to `para` with `asunto`, waiting for it to be written. */
export async function ultimoCorreo(para: string, asunto: string): Promise<Correo> {
  let hallado: Correo | undefined;
  await expect
    .poll(
      () => {
        hallado = correos().findLast((c) => c.para === para && c.asunto === asunto);
        return Boolean(hallado);
      },
      { message: `un correo «${asunto}» a ${para}` },
    )
    .toBe(true);
  return hallado as Correo;
}
