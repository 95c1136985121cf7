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
 * it should not count (a successful sign-in, a coupon code that exists).
 */
import { sql } from 'kysely';
import type { Limite } from '../config.ts';
import type { Db } from '../db/index.ts';
import { HttpError } from '../http/errors.ts';

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
    throw new HttpError(429, mensaje, undefined, { 'retry-after': String(espera) });
  }
  return { devolver: () => devolver(db, claves) };
}

/** Starts a key's count again (a successful sign-in clears its account's failures). */
export async function reiniciarIntentos(db: Db, clave: string): Promise<void> {
  await db.deleteFrom('intento_limite').where('clave', '=', clave).execute();
}

/** The key part of an e-mail: the address as the accounts compare it. */
export function claveCorreo(email: string): string {
  return email.trim().toLowerCase();
}
