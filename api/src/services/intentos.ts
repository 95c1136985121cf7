/**
 * The throttle of every call an attacker could repeat to guess something (issue 16): sign-in,
 * coupon codes, password change with the current password, password recovery, sign-up and
 * `verificarregistrado` (gift-card codes will use it too).
 *
 * Each attempt is counted BEFORE it is evaluated, in one atomic statement per key (`INSERT … ON
 * CONFLICT DO UPDATE … RETURNING`, the row lock orders parallel attempts), against a fixed window
 * that starts with the key's first attempt. An attempt that takes a key over its limit is not
 * evaluated: 429 with `Retry-After` (the seconds left of the window) and its counts are given back,
 * so refused attempts do not lock out the other keys (an address shared by a mobile carrier). So of
 * 30 parallel wrong attempts at most the limit are evaluated. The caller gives an attempt back when
 * it should not count (a coupon code that exists).
 *
 * Sign-in counts failures only (`exigirBajoLimite` before, `contarFallo` after a wrong password), so
 * parallel sign-ins with the right password are never refused for each other (decision 0017).
 */
import { sql } from 'kysely';
import type { Limite } from '../config.ts';
import type { Db } from '../db/index.ts';
import { Frenado } from './errores.ts';

/** The 429 of the account calls that have no message of their own. */
export const DEMASIADOS_INTENTOS = 'Demasiados intentos. Intente de nuevo en unos minutos';

/** One throttled key (e.g. `login:cuenta:<email>`) and its limit. */
export type Freno = { clave: string; limite: Limite };

/** A counted attempt. */
export type Intento = {
  /** Gives the attempt back to every key (it does not count). */
  devolver(): Promise<void>;
};

/** Every this many counted attempts a process deletes the counters whose window ended long ago. */
const LIMPIEZA_CADA = 1000;
let hastaLimpieza = LIMPIEZA_CADA;

async function contar(db: Db, { clave, limite }: Freno): Promise<{ intentos: number; restan: number }> {
  const { rows } = await sql<{ intentos: number; restan: number }>`
    insert into intento_limite as l (clave, intentos, ventana_fin)
    values (${clave}, 1, now() + make_interval(secs => ${limite.ventanaSegundos}))
    on conflict (clave) do update set
      intentos = case when l.ventana_fin <= now() then 1 else l.intentos + 1 end,
      ventana_fin = case when l.ventana_fin <= now() then excluded.ventana_fin else l.ventana_fin end
    returning intentos, ceil(extract(epoch from ventana_fin - now()))::int as restan`.execute(db);
  return rows[0]!;
}

async function devolver(db: Db, claves: string[]): Promise<void> {
  if (claves.length === 0) return;
  await db
    .updateTable('intento_limite')
    .set({ intentos: sql<number>`greatest(intentos - 1, 0)` })
    .where('clave', 'in', claves)
    .where('ventana_fin', '>', sql<Date>`now()`)
    .execute();
}

/**
 * Counts one attempt against every key, before the caller evaluates it. Over any key's limit: the
 * counts are given back and a 429 with `mensaje` and `Retry-After` is thrown.
 */
export async function contarIntento(db: Db, mensaje: string, frenos: Freno[]): Promise<Intento> {
  if (--hastaLimpieza <= 0) {
    hastaLimpieza = LIMPIEZA_CADA;
    await db
      .deleteFrom('intento_limite')
      .where('ventana_fin', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
  }
  const claves = frenos.map((f) => f.clave);
  let espera = 0;
  for (const freno of frenos) {
    const { intentos, restan } = await contar(db, freno);
    if (intentos > freno.limite.max) espera = Math.max(espera, restan, 1);
  }
  if (espera > 0) {
    await devolver(db, claves);
    throw new Frenado(mensaje, espera);
  }
  return { devolver: () => devolver(db, claves) };
}

/**
 * Sign-in's way (decision 0017): only failures are counted, so successes are never refused for each
 * other. 429 when a key's failures already reach its limit (`max` failures allowed): the attempt is
 * not evaluated.
 */
export async function exigirBajoLimite(db: Db, mensaje: string, frenos: Freno[]): Promise<void> {
  if (frenos.length === 0) return;
  const { rows } = await sql<{ clave: string; intentos: number; restan: number }>`
    select clave, intentos, ceil(extract(epoch from ventana_fin - now()))::int as restan
    from intento_limite where clave in (${sql.join(frenos.map((f) => f.clave))}) and ventana_fin > now()`.execute(
    db,
  );
  let espera = 0;
  for (const { clave, intentos, restan } of rows) {
    const freno = frenos.find((f) => f.clave === clave)!;
    if (intentos >= freno.limite.max) espera = Math.max(espera, restan, 1);
  }
  if (espera > 0) throw new Frenado(mensaje, espera);
}

/**
 * Counts one failure against every key, each in one atomic statement. The failure that takes a key
 * over its limit is answered 429 like the attempts after it (so parallel failures get at most the
 * limit of ordinary answers, and a right password past the limit is not told from a wrong one).
 */
export async function contarFallo(db: Db, mensaje: string, frenos: Freno[]): Promise<void> {
  let espera = 0;
  for (const freno of frenos) {
    const { intentos, restan } = await contar(db, freno);
    if (intentos > freno.limite.max) espera = Math.max(espera, restan, 1);
  }
  if (espera > 0) throw new Frenado(mensaje, espera);
}

/** Keeps `clave` for `segundos` (a mark, not a count: an address where an account signed in). */
export async function recordar(db: Db, clave: string, segundos: number): Promise<void> {
  await sql`
    insert into intento_limite (clave, intentos, ventana_fin)
    values (${clave}, 1, now() + make_interval(secs => ${segundos}))
    on conflict (clave) do update set ventana_fin = excluded.ventana_fin`.execute(db);
}

/** Whether `clave` was kept (`recordar`) and has not run out. */
export async function recordada(db: Db, clave: string): Promise<boolean> {
  const fila = await db
    .selectFrom('intento_limite')
    .select('clave')
    .where('clave', '=', clave)
    .where('ventana_fin', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return fila !== undefined;
}

/** Starts a key's count again (a successful sign-in clears its account's failures from that address). */
export async function reiniciarIntentos(db: Db, clave: string): Promise<void> {
  await db.deleteFrom('intento_limite').where('clave', '=', clave).execute();
}

/** The key part of an e-mail: the address as the accounts compare it. */
export function claveCorreo(email: string): string {
  return email.trim().toLowerCase();
}
