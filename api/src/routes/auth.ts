/** Sessions (spec §7 Auth): sign in, refresh, sign out; the user's open sessions (issue 34). */
import { Mensajes, UsuarioEstatus } from '@mercado/shared/contracts';
import type { auth } from '@mercado/shared/endpoints/auth';
import { getDummyHash, verifyPassword } from '../auth/password.ts';
import { listarSesiones, revocarSesiones } from '../auth/sesiones.ts';
import {
  invalidarAccesos,
  issueRefreshToken,
  origenDe,
  revokeAllForUser,
  revokeByToken,
  rotateRefreshToken,
  sha256,
} from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import type { Handlers } from '../http/endpoints.ts';
import { forbidden, notFound, unauthorized } from '../http/errors.ts';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from '../http/refresh-cookie.ts';
import {
  frenarInicio,
  inicioExitoso,
  inicioFallido,
  revocarFamiliaDe,
  tokenResponse,
} from '../services/sesion.ts';
import { findUsuarioByEmail, findUsuarioById } from '../services/usuario.ts';

export function authHandlers({ db, config, signer }: AppContext): Handlers<typeof auth> {
  return {
    iniciarSesion: async ({ email, password }, { request, reply }) => {
      const ip = request.ip;
      const limitado = (err: unknown): never => {
        request.log.warn({ email, ip }, 'login rate limited');
        throw err;
      };
      const frenos = await frenarInicio(db, config, email, ip).catch(limitado);
      const user = await findUsuarioByEmail(db, email);
      const ok = await verifyPassword(password, user?.clave_hash ?? (await getDummyHash()));
      if (!user || !ok || user.estatus === UsuarioEstatus.ELIMINADO) {
        await inicioFallido(db, frenos).catch(limitado);
        throw unauthorized(Mensajes.CREDENCIALES);
      }
      await inicioExitoso(db, config, frenos, email, ip).catch(limitado);
      if (user.estatus === UsuarioEstatus.VERIFICAR_EMAIL) throw forbidden(Mensajes.VERIFICAR_EMAIL);
      if (user.estatus !== UsuarioEstatus.ACTIVO) throw forbidden(Mensajes.BLOQUEADO);
      const issued = await issueRefreshToken(db, config, user.id, origenDe(request));
      setRefreshCookie(config, reply, issued);
      request.log.info({ uid: user.id }, 'login');
      return tokenResponse(db, signer, user, issued);
    },

    renovarSesion: async (_, { request, reply }) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented) throw unauthorized(Mensajes.SESION_EXPIRADA);
      const result = await rotateRefreshToken(db, config, presented, origenDe(request));
      if (!result.ok) {
        if (result.reason === 'reutilizado') {
          request.log.warn({ hash: sha256(presented).slice(0, 12) }, 'refresh token reuse: family revoked');
        }
        clearRefreshCookie(config, reply);
        throw unauthorized(Mensajes.SESION_EXPIRADA);
      }
      const user = await findUsuarioById(db, result.usuarioId);
      if (!user || user.estatus !== UsuarioEstatus.ACTIVO) {
        await revocarFamiliaDe(db, result.issued.id);
        clearRefreshCookie(config, reply);
        if (user && (user.estatus === UsuarioEstatus.BLOQUEADO || user.estatus === UsuarioEstatus.INACTIVO)) {
          throw forbidden(Mensajes.BLOQUEADO);
        }
        throw unauthorized(Mensajes.SESION_EXPIRADA);
      }
      setRefreshCookie(config, reply, result.issued);
      return tokenResponse(db, signer, user, result.issued);
    },

    // Revokes the session of the cookie's refresh token; with only a bearer, every session of the user.
    // Either way the access tokens already issued to the user stop (another device renews its own).
    cerrarSesion: async (_, { request, reply, usuario }) => {
      const presented = request.cookies[REFRESH_COOKIE];
      const deLaCookie = presented ? await revokeByToken(db, presented) : null;
      if (deLaCookie) await invalidarAccesos(db, deLaCookie);
      else if (usuario) await revokeAllForUser(db, usuario.uid);
      const uid = deLaCookie ?? usuario?.uid;
      if (uid) signer.olvidar(uid);
      clearRefreshCookie(config, reply);
      return { ok: true };
    },

    listarSesiones: (_, { request, usuario }) =>
      listarSesiones(db, usuario.uid, request.cookies[REFRESH_COOKIE]),

    // The ended session's refresh family is revoked (its next renewal is 401) and every access token
    // of the user stops: the ended device's at once, this device's renewed by its client.
    cerrarOtraSesion: async ({ id }, { usuario }) => {
      if (!(await revocarSesiones(db, usuario.uid, { familia: id })))
        throw notFound('La sesión no existe o ya fue cerrada');
      await invalidarAccesos(db, usuario.uid);
      signer.olvidar(usuario.uid);
      return { mensaje: 'Sesión cerrada' };
    },

    cerrarOtrasSesiones: async (_, { request, usuario }) => {
      const cerradas = await revocarSesiones(db, usuario.uid, { excepto: request.cookies[REFRESH_COOKIE] });
      if (cerradas) {
        await invalidarAccesos(db, usuario.uid);
        signer.olvidar(usuario.uid);
      }
      return { mensaje: cerradas ? 'Las demás sesiones fueron cerradas' : 'No hay otras sesiones abiertas' };
    },
  };
}
