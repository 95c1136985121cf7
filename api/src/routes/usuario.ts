/**
 * Accounts (spec §7 Usuario): sign-up, verification, password recovery and the profile.
 *
 * Whether an e-mail has an account is told only by `verificarregistrado` (throttled per address):
 * sign-up and recovery answer the same, in the same time, for a registered and an unregistered
 * e-mail. Their e-mails are written after the answer has left (the answer does not wait for the
 * database work that differs), and a sign-up with a registered e-mail tells the account's owner, by
 * e-mail, instead of the caller.
 */
import { Mensajes, MensajesPrime, UsuarioEstatus } from '@mercado/shared/contracts';
import type { usuario } from '@mercado/shared/endpoints/usuario';
import type { FastifyReply } from 'fastify';
import { hashPassword } from '../auth/password.ts';
import { issueRefreshToken, origenDe, revokeAllForUser } from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import type { Handlers } from '../http/endpoints.ts';
import { unauthorized, unprocessable } from '../http/errors.ts';
import { setRefreshCookie } from '../http/refresh-cookie.ts';
import { queueEmail } from '../mail.ts';
import { confirmarCambioCorreo, exigirCorreoLibre, tokenCambioCorreo } from '../services/cambio-correo.ts';
import { exigirClaveActual } from '../services/clave-actual.ts';
import {
  cambiarClave,
  cambiarTelefono,
  registrarCuenta,
  restablecerClave,
  tokenRecuperacion,
  verificarCuenta,
} from '../services/cuenta.ts';
import { claveCorreo, contarIntento, DEMASIADOS_INTENTOS } from '../services/intentos.ts';
import { referidorDe } from '../services/referidos.ts';
import { findUsuarioByEmail, perfilOf } from '../services/usuario.ts';

/** Work that starts once the answer has left (so it cannot change the answer's time); a failure is logged. */
function despuesDeResponder(reply: FastifyReply, que: string, trabajo: () => Promise<void>): void {
  reply.raw.once('close', () => {
    trabajo().catch((err: unknown) => reply.log.error({ err }, `${que} failed`));
  });
}

export function usuarioHandlers({ db, config, signer }: AppContext): Handlers<typeof usuario> {
  /** The profile of a signed-in user; 401 when the account is gone. */
  async function perfil(uid: string) {
    const p = await perfilOf(db, uid);
    if (!p) throw unauthorized(Mensajes.SESION_EXPIRADA);
    return p;
  }

  /** Counts the attempt per e-mail and per address (429 over either). */
  const contarPorCorreo = (accion: 'registro' | 'recuperar', email: string, ip: string) =>
    contarIntento(db, DEMASIADOS_INTENTOS, [
      { clave: `${accion}:correo:${claveCorreo(email)}`, limite: config.limites[`${accion}Correo`] },
      { clave: `${accion}:direccion:${ip}`, limite: config.limites[`${accion}Direccion`] },
    ]);

  return {
    verificarRegistrado: async ({ email }, { request }) => {
      await contarIntento(db, DEMASIADOS_INTENTOS, [
        {
          clave: `verificarregistrado:direccion:${request.ip}`,
          limite: config.limites.verificarRegistradoDireccion,
        },
      ]);
      const user = await findUsuarioByEmail(db, email);
      return { registrado: Boolean(user && user.estatus !== UsuarioEstatus.ELIMINADO) };
    },

    registrar: async (datos, { request, reply }) => {
      await contarPorCorreo('registro', datos.email, request.ip);
      if (datos.referido && !(await referidorDe(db, datos.referido)))
        throw unprocessable(MensajesPrime.CODIGO_NO_EXISTE, { referido: MensajesPrime.CODIGO_NO_EXISTE });
      const claveHash = await hashPassword(datos.password);
      despuesDeResponder(reply, 'sign-up', async () => {
        const nueva = await registrarCuenta(db, datos, claveHash);
        if (nueva) {
          const enlace = `${config.publicUrl}/auth/verificar-cuenta?token=${encodeURIComponent(nueva.token)}`;
          await queueEmail(db, request.log, {
            para: nueva.email,
            asunto: 'Verifique su cuenta',
            cuerpo: `Hola ${datos.nombre}, bienvenido. Para activar su cuenta abra este enlace: ${enlace}`,
            enlace,
          });
          return;
        }
        const existente = await findUsuarioByEmail(db, datos.email);
        if (!existente || existente.estatus === UsuarioEstatus.ELIMINADO) return;
        const enlace = `${config.publicUrl}/auth/recuperar-clave`;
        await queueEmail(db, request.log, {
          para: existente.email,
          asunto: 'Su correo ya tiene una cuenta',
          cuerpo: `Hola ${existente.nombre}. Alguien intentó crear una cuenta con este correo, que ya está registrado. Si fue usted, inicie sesión o recupere su contraseña aquí: ${enlace}`,
          enlace,
        });
      });
      reply.status(201);
      return { mensaje: 'Registro exitoso. Revise su correo electrónico para activar su cuenta' };
    },

    verificarCuenta: async ({ token }) => {
      await verificarCuenta(db, token);
      return { mensaje: 'Su cuenta ha sido verificada. Ya puede iniciar sesión' };
    },

    recuperarClave: async ({ email }, { request, reply }) => {
      await contarPorCorreo('recuperar', email, request.ip);
      despuesDeResponder(reply, 'password recovery', async () => {
        const user = await findUsuarioByEmail(db, email);
        if (!user || user.estatus === UsuarioEstatus.ELIMINADO) return;
        const token = await tokenRecuperacion(db, user.id);
        const enlace = `${config.publicUrl}/auth/recuperar-clave?token=${encodeURIComponent(token)}`;
        await queueEmail(db, request.log, {
          para: user.email,
          asunto: 'Recuperación de contraseña',
          cuerpo: `Hola ${user.nombre}. Para crear una nueva contraseña abra este enlace (válido por 1 hora): ${enlace}`,
          enlace,
        });
      });
      return { mensaje: 'Si el correo está registrado, recibirá un enlace para restablecer su contraseña' };
    },

    restablecerClave: async ({ token, password }) => {
      signer.olvidar(await restablecerClave(db, token, await hashPassword(password)));
      return { mensaje: 'Su contraseña ha sido actualizada. Ya puede iniciar sesión' };
    },

    leerPerfil: (_, { usuario }) => perfil(usuario.uid),

    cambiarTelefono: async ({ telefono }, { usuario }) => {
      if (!(await cambiarTelefono(db, usuario.uid, telefono))) throw unauthorized(Mensajes.SESION_EXPIRADA);
      return perfil(usuario.uid);
    },

    // Ends every session of the user (refresh and access tokens), then starts a new one for this
    // device.
    cambiarClave: async ({ actual, nueva }, { usuario, request, reply }) => {
      const user = await exigirClaveActual(db, config, usuario.uid, actual, 'actual');
      await cambiarClave(db, user.id, await hashPassword(nueva));
      await revokeAllForUser(db, user.id);
      signer.olvidar(user.id);
      setRefreshCookie(config, reply, await issueRefreshToken(db, config, user.id, origenDe(request)));
      return { mensaje: 'Su contraseña ha sido actualizada. Las demás sesiones fueron cerradas' };
    },

    // The address changes only when the link sent to it is followed (verificarCorreo).
    cambiarCorreo: async ({ email, password }, { usuario, request }) => {
      const user = await exigirClaveActual(db, config, usuario.uid, password, 'password');
      await exigirCorreoLibre(db, user.id, email);
      const token = await tokenCambioCorreo(db, user.id, email);
      const enlace = `${config.publicUrl}/mi-cuenta/correo/verificar?token=${encodeURIComponent(token)}`;
      await queueEmail(db, request.log, {
        para: email,
        asunto: 'Confirme su nuevo correo',
        cuerpo: `Hola ${user.nombre}. Para usar este correo en su cuenta abra este enlace (válido por 24 horas): ${enlace}. Si no lo pidió, ignore este mensaje.`,
        enlace,
      });
      return { mensaje: `Le enviamos un enlace a ${email}. Su correo cambiará cuando lo abra` };
    },

    verificarCorreo: async ({ token }, { request }) => {
      const cambio = await confirmarCambioCorreo(db, token);
      signer.olvidar(cambio.usuarioId);
      await queueEmail(db, request.log, {
        para: cambio.anterior,
        asunto: 'Su correo fue cambiado',
        cuerpo: `Hola ${cambio.nombre}. El correo de su cuenta cambió de ${cambio.anterior} a ${cambio.nuevo}. Si no fue usted, escríbanos de inmediato.`,
      });
      return { mensaje: `Su correo ahora es ${cambio.nuevo}` };
    },
  };
}
