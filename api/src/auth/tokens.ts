import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import {
  type TokenPayload,
  TokenPayloadSchema,
  UsuarioEstatus,
  type UsuarioTipoValor,
} from '@mercado/shared/contracts';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { rolesOf } from '../services/usuario.ts';

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The account as it is now: what a signed-in call is checked against. */
export type CuentaActual = { version: number; estatus: number; roles: string[]; tipo: UsuarioTipoValor };

/** A bearer's caller as the account is now, or why there is none (`bloqueado`: blocked or inactive). */
export type Verificacion = { usuario: TokenPayload } | { usuario: null; bloqueado: boolean };

export type AccessSigner = {
  sign(p: { uid: string; roles: string[]; tipo: UsuarioTipoValor; version: number }): Promise<string>;
  /**
   * A valid signature is not enough (issue 16): the token's session version must still be the
   * account's and the account active; the caller gets the account's current roles and type.
   */
  verify(token: string): Promise<Verificacion>;
  /** Drops this process's cached read of the account, after a change it made itself. */
  olvidar(uid: string): void;
};

const RECHAZADO = { usuario: null, bloqueado: false } as const;

/**
 * Signs and verifies access tokens. The account is read from the database at most once every
 * `sesionCacheSeconds` per user and process (concurrent calls share the read), so a block, a removed
 * role, a sign-out or a password change stops every token already issued within those seconds, on
 * every instance.
 */
export function createAccessSigner(config: Config, db: Db): AccessSigner {
  const key = new TextEncoder().encode(config.jwtSecret);
  const cache = new Map<string, { cuenta: Promise<CuentaActual | null>; hasta: number }>();

  function cuentaActual(uid: string): Promise<CuentaActual | null> {
    const ahora = Date.now();
    const hit = cache.get(uid);
    if (hit && hit.hasta > ahora) return hit.cuenta;
    if (cache.size > 10_000) for (const [k, v] of cache) if (v.hasta <= ahora) cache.delete(k);
    const cuenta = leerCuenta(db, uid);
    cache.set(uid, { cuenta, hasta: ahora + config.sesionCacheSeconds * 1000 });
    // A failed read is not kept: the next call reads again.
    cuenta.catch(() => cache.delete(uid));
    return cuenta;
  }

  return {
    async sign({ uid, roles, tipo, version }) {
      return new SignJWT({ uid, roles, usuarioTipo: { tipo }, ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + config.accessTokenTtl)
        .sign(key);
    },
    async verify(token) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'] }));
      } catch {
        return RECHAZADO;
      }
      const parsed = TokenPayloadSchema.safeParse(payload);
      if (!parsed.success || !Number.isInteger(payload.ver)) return RECHAZADO;
      const cuenta = await cuentaActual(parsed.data.uid);
      if (!cuenta) return RECHAZADO;
      // Before the version: blocking also ends the account's sessions (issue 19), and its holder must
      // still be told why ('Usuario Bloqueado/Inactivo'), not that the session expired.
      if (cuenta.estatus === UsuarioEstatus.BLOQUEADO || cuenta.estatus === UsuarioEstatus.INACTIVO)
        return { usuario: null, bloqueado: true };
      if (cuenta.version !== payload.ver) return RECHAZADO;
      if (cuenta.estatus !== UsuarioEstatus.ACTIVO) return RECHAZADO;
      return { usuario: { ...parsed.data, roles: cuenta.roles, usuarioTipo: { tipo: cuenta.tipo } } };
    },
    olvidar(uid) {
      cache.delete(uid);
    },
  };
}

async function leerCuenta(db: Db, uid: string): Promise<CuentaActual | null> {
  const row = await db
    .selectFrom('usuario')
    .select(['sesion_version', 'estatus', 'usuario_tipo'])
    .where('id', '=', uid)
    .executeTakeFirst();
  if (!row) return null;
  return {
    version: row.sesion_version,
    estatus: row.estatus,
    roles: await rolesOf(db, uid),
    tipo: row.usuario_tipo as UsuarioTipoValor,
  };
}

/** Ends every access token of the user already issued (each carries the version it was signed with). */
export async function invalidarAccesos(db: Db, usuarioId: string): Promise<void> {
  await db
    .updateTable('usuario')
    .set({ sesion_version: sql<number>`sesion_version + 1` })
    .where('id', '=', usuarioId)
    .execute();
}

export type IssuedRefresh = { token: string; expiraEn: Date; id: number };

/** Where a request comes from: its User-Agent and address, kept with the session it opens or renews. */
export type Origen = { agente: string | null; direccion: string | null };

/** The request's origin; the User-Agent cut to a sane length (it is only shown). */
export function origenDe(request: { ip: string; headers: { 'user-agent'?: string | undefined } }): Origen {
  return { agente: request.headers['user-agent']?.slice(0, 400) || null, direccion: request.ip || null };
}

/** Stores a new refresh token (hashed) in a family; the family is new at login. */
export async function issueRefreshToken(
  db: Db,
  config: Config,
  usuarioId: string,
  origen: Origen,
  familia: string = randomUUID(),
  token: string = randomToken(),
): Promise<IssuedRefresh> {
  const expiraEn = new Date(Date.now() + config.refreshTokenTtl * 1000);
  const row = await db
    .insertInto('refresh_token')
    .values({ hash: sha256(token), usuario_id: usuarioId, familia, expira_en: expiraEn, ...origen })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, expiraEn, id: row.id };
}

/**
 * The successor of a refresh token, derived from it with the server's secret: whichever instance
 * rotates it, and however often within the reuse interval, it is the same token. Unguessable without
 * both the secret and the presented token.
 */
function successorOf(config: Config, presented: string): string {
  return createHmac('sha256', config.jwtSecret)
    .update(`refresh-token-successor:${presented}`)
    .digest('base64url');
}

export type RotateResult =
  | { ok: true; usuarioId: string; issued: IssuedRefresh }
  | { ok: false; reason: 'desconocido' | 'expirado' | 'reutilizado' | 'revocado' };

/**
 * Rotates a refresh token: the presented one is marked replaced and its successor of the same family
 * is issued. Presented again within `refreshReuseSeconds` of its rotation (two tabs, a retry that
 * lands on another instance) it yields that same successor; presented after that (reuse, e.g. a
 * stolen token) it revokes the whole family.
 */
export async function rotateRefreshToken(
  db: Db,
  config: Config,
  presented: string,
  origen: Origen,
): Promise<RotateResult> {
  const hash = sha256(presented);
  return db.transaction().execute(async (tx) => {
    // Row lock: concurrent rotations of one token run one after the other, the second sees the first's.
    const row = await tx
      .selectFrom('refresh_token')
      .selectAll()
      .select(
        sql<boolean>`coalesce(reemplazado_en > now() - make_interval(secs => ${config.refreshReuseSeconds}), false)`.as(
          'reciente',
        ),
      )
      .where('hash', '=', hash)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { ok: false, reason: 'desconocido' } as const;
    if (row.reemplazado_por !== null) {
      const token = successorOf(config, presented);
      const successor =
        row.reciente && row.revocado_en === null
          ? await tx
              .selectFrom('refresh_token')
              .select(['id', 'expira_en'])
              .where('id', '=', row.reemplazado_por)
              .where('hash', '=', sha256(token))
              .where('revocado_en', 'is', null)
              .executeTakeFirst()
          : undefined;
      if (successor) {
        return {
          ok: true,
          usuarioId: row.usuario_id,
          issued: { token, expiraEn: successor.expira_en, id: successor.id },
        } as const;
      }
      await revokeFamily(tx, row.familia);
      return { ok: false, reason: 'reutilizado' } as const;
    }
    if (row.revocado_en !== null) return { ok: false, reason: 'revocado' } as const;
    if (row.expira_en.getTime() <= Date.now()) return { ok: false, reason: 'expirado' } as const;
    const issued = await issueRefreshToken(
      tx,
      config,
      row.usuario_id,
      origen,
      row.familia,
      successorOf(config, presented),
    );
    await tx
      .updateTable('refresh_token')
      .set({ reemplazado_por: issued.id, reemplazado_en: sql<Date>`now()` })
      .where('id', '=', row.id)
      .execute();
    return { ok: true, usuarioId: row.usuario_id, issued } as const;
  });
}

export async function revokeFamily(db: Db, familia: string): Promise<void> {
  await db
    .updateTable('refresh_token')
    .set({ revocado_en: sql<Date>`now()` })
    .where('familia', '=', familia)
    .where('revocado_en', 'is', null)
    .execute();
}

/** Logout: revokes the family of the presented token. Returns the user id when it was known. */
export async function revokeByToken(db: Db, presented: string): Promise<string | null> {
  const row = await db
    .selectFrom('refresh_token')
    .select(['familia', 'usuario_id'])
    .where('hash', '=', sha256(presented))
    .executeTakeFirst();
  if (!row) return null;
  await revokeFamily(db, row.familia);
  return row.usuario_id;
}

/** Ends every session of the user: every refresh token, and every access token already issued. */
export async function revokeAllForUser(db: Db, usuarioId: string): Promise<void> {
  await db
    .updateTable('refresh_token')
    .set({ revocado_en: sql<Date>`now()` })
    .where('usuario_id', '=', usuarioId)
    .where('revocado_en', 'is', null)
    .execute();
  await invalidarAccesos(db, usuarioId);
}
