/** Sign-in's throttle and the token answer of a new or refreshed session. */
import { Mensajes, type TokenResponse, type UsuarioTipoValor } from '@mercado/shared/contracts';
import { type AccessSigner, type IssuedRefresh, revokeFamily } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { claveCorreo, contarIntento, type Intento, reiniciarIntentos } from './intentos.ts';
import { rolesOf } from './usuario.ts';

/** Signs an access token for the user with their current roles, type and session version. */
export async function tokenResponse(
  db: Db,
  signer: AccessSigner,
  user: { id: string; usuario_tipo: number; sesion_version: number },
  issued: IssuedRefresh,
): Promise<TokenResponse> {
  const roles = await rolesOf(db, user.id);
  const token = await signer.sign({
    uid: user.id,
    roles,
    tipo: user.usuario_tipo as UsuarioTipoValor,
    version: user.sesion_version,
  });
  return { token, refresh: Math.floor(issued.expiraEn.getTime() / 1000) };
}

const claveCuenta = (email: string) => `login:cuenta:${claveCorreo(email)}`;

/**
 * Counts a sign-in attempt before the password is checked: strict per account
 * (LOGIN_MAX_FAILS_ACCOUNT), generous per address (LOGIN_MAX_FAILS_ADDRESS), within
 * LOGIN_WINDOW_SECONDS; 429 over either. Only failures should stay counted: see `inicioExitoso`.
 */
export function contarInicio(db: Db, config: Config, email: string, ip: string): Promise<Intento> {
  const ventanaSegundos = config.loginWindowSeconds;
  return contarIntento(db, Mensajes.DEMASIADOS_INTENTOS, [
    { clave: claveCuenta(email), limite: { max: config.loginMaxFailsAccount, ventanaSegundos } },
    { clave: `login:direccion:${ip}`, limite: { max: config.loginMaxFailsAddress, ventanaSegundos } },
  ]);
}

/** A successful sign-in: the address gets its attempt back and the account's failures start over. */
export async function inicioExitoso(db: Db, intento: Intento, email: string): Promise<void> {
  await intento.devolver();
  await reiniciarIntentos(db, claveCuenta(email));
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
