/** Sign-in attempts (the login rate limit) and the token answer of a new or refreshed session. */
import type { TokenResponse, UsuarioTipoValor } from '@mercado/shared/contracts';
import { sql } from 'kysely';
import { type AccessSigner, type IssuedRefresh, revokeFamily } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { rolesOf } from './usuario.ts';

/** Signs an access token for the user with their current roles and type. */
export async function tokenResponse(
  db: Db,
  signer: AccessSigner,
  user: { id: string; usuario_tipo: number },
  issued: IssuedRefresh,
): Promise<TokenResponse> {
  const roles = await rolesOf(db, user.id);
  const token = await signer.sign({ uid: user.id, roles, tipo: user.usuario_tipo as UsuarioTipoValor });
  return { token, refresh: Math.floor(issued.expiraEn.getTime() / 1000) };
}

/** Failed attempts in the window; for the account only those after its last successful login. */
export async function intentosFallidos(db: Db, windowSeconds: number, email: string, ip: string) {
  const since = sql<Date>`now() - make_interval(secs => ${windowSeconds})`;
  const [porCuenta, porDireccion] = await Promise.all([
    db
      .selectFrom('login_intento')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', email)
      .where('exito', '=', false)
      .where('creado_en', '>', since)
      .where((eb) =>
        eb(
          'creado_en',
          '>',
          sql<Date>`coalesce((select max(li.creado_en) from login_intento li where li.email = ${email} and li.exito), '-infinity'::timestamptz)`,
        ),
      )
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('login_intento')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('exito', '=', false)
      .where('creado_en', '>', since)
      .executeTakeFirstOrThrow(),
  ]);
  return { porCuenta: Number(porCuenta.n), porDireccion: Number(porDireccion.n) };
}

export async function registrarIntento(db: Db, email: string, ip: string, exito: boolean): Promise<void> {
  await db.insertInto('login_intento').values({ email, ip, exito }).execute();
}

/** Revokes every refresh token of the family of this one (the session ends on every device it reached). */
export async function revocarFamiliaDe(db: Db, refreshId: number): Promise<void> {
  const fam = await db
    .selectFrom('refresh_token')
    .select('familia')
    .where('id', '=', refreshId)
    .executeTakeFirstOrThrow();
  await revokeFamily(db, fam.familia);
}
