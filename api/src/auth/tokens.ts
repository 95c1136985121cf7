import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type TokenPayload, TokenPayloadSchema } from '@mercado/shared/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export type AccessSigner = {
  sign(p: { uid: string; roles: string[]; tipo: 1 | 2 | 3 }): Promise<string>;
  verify(token: string): Promise<TokenPayload | null>;
};

export function createAccessSigner(config: Config): AccessSigner {
  const key = new TextEncoder().encode(config.jwtSecret);
  return {
    async sign({ uid, roles, tipo }) {
      return new SignJWT({ uid, roles, usuarioTipo: { tipo } })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + config.accessTokenTtl)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const parsed = TokenPayloadSchema.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

export type IssuedRefresh = { token: string; expiraEn: Date; id: number };

/** Stores a new refresh token (hashed) in a family; the family is new at login. */
export async function issueRefreshToken(
  db: Db,
  config: Config,
  usuarioId: string,
  familia: string = randomUUID(),
): Promise<IssuedRefresh> {
  const token = randomToken();
  const expiraEn = new Date(Date.now() + config.refreshTokenTtl * 1000);
  const row = await db
    .insertInto('refresh_token')
    .values({ hash: sha256(token), usuario_id: usuarioId, familia, expira_en: expiraEn })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, expiraEn, id: row.id };
}

export type RotateResult =
  | { ok: true; usuarioId: string; issued: IssuedRefresh }
  | { ok: false; reason: 'desconocido' | 'expirado' | 'reutilizado' | 'revocado' };

/**
 * Rotates a refresh token: the presented one is marked replaced and a new one of the same family is
 * issued. Presenting a token that was already replaced (reuse) revokes the whole family.
 */
export async function rotateRefreshToken(db: Db, config: Config, presented: string): Promise<RotateResult> {
  const hash = sha256(presented);
  return db.transaction().execute(async (tx) => {
    // Row lock so two concurrent refreshes with the same token cannot both succeed.
    const row = await tx
      .selectFrom('refresh_token')
      .selectAll()
      .where('hash', '=', hash)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { ok: false, reason: 'desconocido' } as const;
    if (row.reemplazado_por !== null) {
      await revokeFamily(tx, row.familia);
      return { ok: false, reason: 'reutilizado' } as const;
    }
    if (row.revocado_en !== null) return { ok: false, reason: 'revocado' } as const;
    if (row.expira_en.getTime() <= Date.now()) return { ok: false, reason: 'expirado' } as const;
    const issued = await issueRefreshToken(tx, config, row.usuario_id, row.familia);
    await tx
      .updateTable('refresh_token')
      .set({ reemplazado_por: issued.id })
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

export async function revokeAllForUser(db: Db, usuarioId: string): Promise<void> {
  await db
    .updateTable('refresh_token')
    .set({ revocado_en: sql<Date>`now()` })
    .where('usuario_id', '=', usuarioId)
    .where('revocado_en', 'is', null)
    .execute();
}
