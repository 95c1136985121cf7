/**
 * The user's open sessions (issue 34). A session is a refresh token family: opened at sign-in, its
 * live token rotated on each renewal. Each token keeps the User-Agent and address of the request that
 * issued it, so the live one tells the device, the place and the last use.
 */
import type { Sesion } from '@mercado/shared/contracts';
import Bowser from 'bowser';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { sha256 } from './tokens.ts';

const DISPOSITIVOS: Record<string, Sesion['dispositivo']> = {
  mobile: 'movil',
  tablet: 'tableta',
  desktop: 'computadora',
};

/** "Chrome 131", "Android 14" and the kind of device of a User-Agent (bowser). */
export function describirAgente(
  agente: string | null,
): Pick<Sesion, 'navegador' | 'sistema' | 'dispositivo'> {
  if (!agente) return { navegador: 'Navegador desconocido', sistema: null, dispositivo: 'desconocido' };
  const { browser, os, platform } = Bowser.parse(agente);
  const conVersion = (nombre: string | undefined, version: string | undefined) =>
    nombre
      ? [nombre, version?.split('.').slice(0, 2).join('.').replace(/\.0$/, '')].filter(Boolean).join(' ')
      : null;
  return {
    navegador: conVersion(browser.name, browser.version) ?? 'Navegador desconocido',
    sistema: conVersion(os.name, os.version),
    dispositivo: DISPOSITIVOS[platform.type ?? ''] ?? 'desconocido',
  };
}

/** The family of a presented refresh token (the cookie of the device asking), if it is one. */
async function familiaDe(db: Db, presented: string | undefined): Promise<string | null> {
  if (!presented) return null;
  const row = await db
    .selectFrom('refresh_token')
    .select('familia')
    .where('hash', '=', sha256(presented))
    .executeTakeFirst();
  return row?.familia ?? null;
}

/** The user's sessions whose live token is neither revoked nor expired, the most recently used first. */
export async function listarSesiones(
  db: Db,
  usuarioId: string,
  presented: string | undefined,
): Promise<Sesion[]> {
  const actual = await familiaDe(db, presented);
  const filas = await db
    .selectFrom('refresh_token as t')
    .select([
      't.familia',
      't.agente',
      't.direccion',
      't.creado_en',
      sql<Date>`(select min(f.creado_en) from refresh_token f where f.familia = t.familia)`.as('inicio'),
    ])
    .where('t.usuario_id', '=', usuarioId)
    .where('t.reemplazado_por', 'is', null)
    .where('t.revocado_en', 'is', null)
    .where('t.expira_en', '>', sql<Date>`now()`)
    .orderBy('t.creado_en', 'desc')
    .execute();
  return filas.map((f) => ({
    id: f.familia,
    ...describirAgente(f.agente),
    direccion: f.direccion,
    inicio: new Date(f.inicio).toISOString(),
    ultimoUso: new Date(f.creado_en).toISOString(),
    actual: f.familia === actual,
  }));
}

/**
 * Revokes the user's sessions: one (`familia`), or every one but the asking device's (`excepto`).
 * Returns how many were open. Their next renewal is refused at once.
 */
export async function revocarSesiones(
  db: Db,
  usuarioId: string,
  cuales: { familia: string } | { excepto: string | undefined },
): Promise<number> {
  const excepto = 'excepto' in cuales ? await familiaDe(db, cuales.excepto) : null;
  let q = db
    .updateTable('refresh_token')
    .set({ revocado_en: sql<Date>`now()` })
    .where('usuario_id', '=', usuarioId)
    .where('revocado_en', 'is', null);
  if ('familia' in cuales) q = q.where('familia', '=', cuales.familia);
  else if (excepto) q = q.where('familia', '<>', excepto);
  const filas = await q.returning('familia').execute();
  return new Set(filas.map((f) => f.familia)).size;
}
