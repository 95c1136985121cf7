/** Sessions (spec §7 Auth): sign in, refresh, sign out. */
import { Mensajes, UsuarioEstatus } from '@mercado/shared/contracts';
import type { auth } from '@mercado/shared/endpoints/auth';
import { getDummyHash, verifyPassword } from '../auth/password.ts';
import {
  invalidarAccesos,
  issueRefreshToken,
  revokeAllForUser,
  revokeByToken,
  rotateRefreshToken,
  sha256,
} from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import type { Handlers } from '../http/endpoints.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
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
      const issued = await issueRefreshToken(db, config, user.id);
      setRefreshCookie(config, reply, issued);
      request.log.info({ uid: user.id }, 'login');
      return tokenResponse(db, signer, user, issued);
    },

    renovarSesion: async (_, { request, reply }) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented) throw unauthorized(Mensajes.SESION_EXPIRADA);
      const result = await rotateRefreshToken(db, config, presented);
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
  };
}
