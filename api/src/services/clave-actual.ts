/** The current password asked again before a sensitive change (password, e-mail, deletion). */
import { Mensajes } from '@mercado/shared/contracts';
import { verifyPassword } from '../auth/password.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { NoAutenticado, Rechazado } from './errores.ts';
import { contarIntento, DEMASIADOS_INTENTOS } from './intentos.ts';
import { findUsuarioById } from './usuario.ts';

export const CLAVE_INCORRECTA = 'La contraseña actual no es correcta';

/**
 * The account when `clave` is its password; 422 on `campo` when not. Wrong passwords are throttled
 * per account (429 past `claveCuenta`); a right one gives its attempt back.
 */
export async function exigirClaveActual(db: Db, config: Config, uid: string, clave: string, campo: string) {
  const intento = await contarIntento(db, DEMASIADOS_INTENTOS, [
    { clave: `clave:cuenta:${uid}`, limite: config.limites.claveCuenta },
  ]);
  const user = await findUsuarioById(db, uid);
  if (!user) throw new NoAutenticado(Mensajes.SESION_EXPIRADA);
  if (!(await verifyPassword(clave, user.clave_hash)))
    throw new Rechazado(CLAVE_INCORRECTA, { [campo]: CLAVE_INCORRECTA });
  await intento.devolver();
  return user;
}
