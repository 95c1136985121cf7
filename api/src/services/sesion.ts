/** Sign-in's throttle and the token answer of a new or refreshed session. */
import { Mensajes, type TokenResponse, type UsuarioTipoValor } from '@mercado/shared/contracts';
import { type AccessSigner, type IssuedRefresh, revokeFamily } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import {
  claveCorreo,
  contarFallo,
  exigirBajoLimite,
  type Freno,
  recordada,
  recordar,
  reiniciarIntentos,
} from './intentos.ts';
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
const claveCuentaDireccion = (email: string, ip: string) =>
  `login:cuenta-direccion:${claveCorreo(email)}:${ip}`;
const claveConocida = (email: string, ip: string) => `login:conocida:${claveCorreo(email)}:${ip}`;

/**
 * The sign-in throttle's keys for this account and address (decision 0017), failures only, within
 * LOGIN_WINDOW_SECONDS: strict per account and address (LOGIN_MAX_FAILS_ACCOUNT_ADDRESS), generous
 * per address (LOGIN_MAX_FAILS_ADDRESS), and a higher ceiling per account over every address
 * (LOGIN_MAX_FAILS_ACCOUNT) that spares an address where the account signed in within
 * LOGIN_KNOWN_ADDRESS_DAYS: an attacker elsewhere cannot lock the customer out of their usual one.
 */
async function frenosInicio(db: Db, config: Config, email: string, ip: string): Promise<Freno[]> {
  const ventanaSegundos = config.loginWindowSeconds;
  const frenos: Freno[] = [
    {
      clave: claveCuentaDireccion(email, ip),
      limite: { max: config.loginMaxFailsAccountAddress, ventanaSegundos },
    },
    { clave: `login:direccion:${ip}`, limite: { max: config.loginMaxFailsAddress, ventanaSegundos } },
  ];
  if (!(await recordada(db, claveConocida(email, ip))))
    frenos.push({ clave: claveCuenta(email), limite: { max: config.loginMaxFailsAccount, ventanaSegundos } });
  return frenos;
}

/** Before the password is checked: 429 while a key of this account and address has its failures. */
export async function frenarInicio(db: Db, config: Config, email: string, ip: string): Promise<Freno[]> {
  const frenos = await frenosInicio(db, config, email, ip);
  await exigirBajoLimite(db, Mensajes.DEMASIADOS_INTENTOS, frenos);
  return frenos;
}

/** A wrong password: counted on every key (429 instead of 401 once one is over its limit). */
export function inicioFallido(db: Db, frenos: Freno[]): Promise<void> {
  return contarFallo(db, Mensajes.DEMASIADOS_INTENTOS, frenos);
}

/**
 * The right password: accepted unless failures reached a limit while it was checked (parallel
 * attempts). Then the account's failures from this address start over (not its ceiling: the owner
 * signing in must not give an attacker elsewhere a new allowance) and the address is known.
 */
export async function inicioExitoso(
  db: Db,
  config: Config,
  frenos: Freno[],
  email: string,
  ip: string,
): Promise<void> {
  await exigirBajoLimite(db, Mensajes.DEMASIADOS_INTENTOS, frenos);
  await reiniciarIntentos(db, claveCuentaDireccion(email, ip));
  await recordar(db, claveConocida(email, ip), config.loginKnownAddressDays * 86_400);
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
