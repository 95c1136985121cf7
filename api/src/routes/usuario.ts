/** Accounts (spec §7 Usuario): sign-up, verification, password recovery and the profile. */
import { Mensajes, UsuarioEstatus } from '@mercado/shared/contracts';
import type { usuario } from '@mercado/shared/endpoints/usuario';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { issueRefreshToken, revokeAllForUser } from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import type { Handlers } from '../http/endpoints.ts';
import { unauthorized, unprocessable } from '../http/errors.ts';
import { setRefreshCookie } from '../http/refresh-cookie.ts';
import { queueEmail } from '../mail.ts';
import {
  cambiarClave,
  cambiarTelefono,
  registrarCuenta,
  restablecerClave,
  tokenRecuperacion,
  verificarCuenta,
} from '../services/cuenta.ts';
import { findUsuarioByEmail, findUsuarioById, perfilOf } from '../services/usuario.ts';

export function usuarioHandlers({ db, config }: AppContext): Handlers<typeof usuario> {
  /** The profile of a signed-in user; 401 when the account is gone. */
  async function perfil(uid: string) {
    const p = await perfilOf(db, uid);
    if (!p) throw unauthorized(Mensajes.SESION_EXPIRADA);
    return p;
  }

  return {
    verificarRegistrado: async ({ email }) => {
      const user = await findUsuarioByEmail(db, email);
      return { registrado: Boolean(user && user.estatus !== UsuarioEstatus.ELIMINADO) };
    },

    registrar: async (datos, { request, reply }) => {
      if (await findUsuarioByEmail(db, datos.email)) {
        throw unprocessable('El correo ya se encuentra registrado', {
          email: 'El correo ya se encuentra registrado. Inicie sesión o recupere su contraseña',
        });
      }
      const { token, email } = await registrarCuenta(db, datos, await hashPassword(datos.password));
      const enlace = `${config.publicUrl}/auth/verificar-cuenta?token=${encodeURIComponent(token)}`;
      await queueEmail(db, request.log, {
        para: email,
        asunto: 'Verifique su cuenta',
        cuerpo: `Hola ${datos.nombre}, bienvenido. Para activar su cuenta abra este enlace: ${enlace}`,
        enlace,
      });
      reply.status(201);
      return { mensaje: 'Registro exitoso. Revise su correo electrónico para activar su cuenta' };
    },

    verificarCuenta: async ({ token }) => {
      await verificarCuenta(db, token);
      return { mensaje: 'Su cuenta ha sido verificada. Ya puede iniciar sesión' };
    },

    recuperarClave: async ({ email }, { request }) => {
      const user = await findUsuarioByEmail(db, email);
      if (user && user.estatus !== UsuarioEstatus.ELIMINADO) {
        const token = await tokenRecuperacion(db, user.id);
        const enlace = `${config.publicUrl}/auth/recuperar-clave?token=${encodeURIComponent(token)}`;
        await queueEmail(db, request.log, {
          para: user.email,
          asunto: 'Recuperación de contraseña',
          cuerpo: `Hola ${user.nombre}. Para crear una nueva contraseña abra este enlace (válido por 1 hora): ${enlace}`,
          enlace,
        });
      }
      return { mensaje: 'Si el correo está registrado, recibirá un enlace para restablecer su contraseña' };
    },

    restablecerClave: async ({ token, password }) => {
      await restablecerClave(db, token, await hashPassword(password));
      return { mensaje: 'Su contraseña ha sido actualizada. Ya puede iniciar sesión' };
    },

    leerPerfil: (_, { usuario }) => perfil(usuario.uid),

    cambiarTelefono: async ({ telefono }, { usuario }) => {
      if (!(await cambiarTelefono(db, usuario.uid, telefono))) throw unauthorized(Mensajes.SESION_EXPIRADA);
      return perfil(usuario.uid);
    },

    // Revokes every refresh token of the user, then starts a new session for this device.
    cambiarClave: async ({ actual, nueva }, { usuario, reply }) => {
      const user = await findUsuarioById(db, usuario.uid);
      if (!user) throw unauthorized(Mensajes.SESION_EXPIRADA);
      if (!(await verifyPassword(actual, user.clave_hash))) {
        throw unprocessable('La contraseña actual no es correcta', {
          actual: 'La contraseña actual no es correcta',
        });
      }
      await cambiarClave(db, user.id, await hashPassword(nueva));
      await revokeAllForUser(db, user.id);
      setRefreshCookie(config, reply, await issueRefreshToken(db, config, user.id));
      return { mensaje: 'Su contraseña ha sido actualizada. Las demás sesiones fueron cerradas' };
    },
  };
}
