import {
  LoginRequestSchema,
  Mensajes,
  type TokenResponse,
  UsuarioEstatus,
  type UsuarioTipoValor,
} from '@mercado/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { getDummyHash, verifyPassword } from '../auth/password.ts';
import {
  type IssuedRefresh,
  issueRefreshToken,
  revokeAllForUser,
  revokeByToken,
  revokeFamily,
  rotateRefreshToken,
  sha256,
} from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/index.ts';
import { bearerToken } from '../http/auth.ts';
import { forbidden, HttpError, unauthorized } from '../http/errors.ts';
import { findUsuarioByEmail, findUsuarioById, rolesOf } from '../services/usuario.ts';

export const REFRESH_COOKIE = 'refresh_token';

export function setRefreshCookie(ctx: AppContext, reply: FastifyReply, issued: IssuedRefresh): void {
  reply.setCookie(REFRESH_COOKIE, issued.token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: ctx.config.cookieSecure,
    expires: issued.expiraEn,
  });
}

export function clearRefreshCookie(ctx: AppContext, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: ctx.config.cookieSecure,
  });
}

/** Signs an access token for the user with their current roles and type. */
export async function tokenResponse(
  ctx: AppContext,
  user: { id: string; usuario_tipo: number },
  issued: IssuedRefresh,
): Promise<TokenResponse> {
  const roles = await rolesOf(ctx.db, user.id);
  const token = await ctx.signer.sign({ uid: user.id, roles, tipo: user.usuario_tipo as UsuarioTipoValor });
  return { token, refresh: Math.floor(issued.expiraEn.getTime() / 1000) };
}

/** Failed attempts in the window; for the account only those after its last successful login. */
async function failedAttempts(db: Db, windowSeconds: number, email: string, ip: string) {
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

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;

  app.post('/login_check', async (request, reply) => {
    const body = LoginRequestSchema.parse(request.body);
    const ip = request.ip;
    const { porCuenta, porDireccion } = await failedAttempts(db, config.loginWindowSeconds, body.email, ip);
    if (porCuenta >= config.loginMaxFailsAccount || porDireccion >= config.loginMaxFailsAddress) {
      request.log.warn({ email: body.email, ip }, 'login rate limited');
      reply.header('retry-after', String(config.loginWindowSeconds));
      throw new HttpError(429, Mensajes.DEMASIADOS_INTENTOS);
    }
    const user = await findUsuarioByEmail(db, body.email);
    const ok = await verifyPassword(body.password, user?.clave_hash ?? (await getDummyHash()));
    await db
      .insertInto('login_intento')
      .values({ email: body.email, ip, exito: Boolean(user && ok) })
      .execute();
    if (!user || !ok || user.estatus === UsuarioEstatus.ELIMINADO) throw unauthorized(Mensajes.CREDENCIALES);
    if (user.estatus === UsuarioEstatus.VERIFICAR_EMAIL) throw forbidden(Mensajes.VERIFICAR_EMAIL);
    if (user.estatus !== UsuarioEstatus.ACTIVO) throw forbidden(Mensajes.BLOQUEADO);
    const issued = await issueRefreshToken(db, config, user.id);
    setRefreshCookie(ctx, reply, issued);
    request.log.info({ uid: user.id }, 'login');
    return tokenResponse(ctx, user, issued);
  });

  app.post('/refresh_token', async (request, reply) => {
    const presented = request.cookies[REFRESH_COOKIE];
    if (!presented) throw unauthorized(Mensajes.SESION_EXPIRADA);
    const result = await rotateRefreshToken(db, config, presented);
    if (!result.ok) {
      if (result.reason === 'reutilizado') {
        request.log.warn({ hash: sha256(presented).slice(0, 12) }, 'refresh token reuse: family revoked');
      }
      clearRefreshCookie(ctx, reply);
      throw unauthorized(Mensajes.SESION_EXPIRADA);
    }
    const user = await findUsuarioById(db, result.usuarioId);
    if (!user || user.estatus !== UsuarioEstatus.ACTIVO) {
      const fam = await db
        .selectFrom('refresh_token')
        .select('familia')
        .where('id', '=', result.issued.id)
        .executeTakeFirstOrThrow();
      await revokeFamily(db, fam.familia);
      clearRefreshCookie(ctx, reply);
      if (user && (user.estatus === UsuarioEstatus.BLOQUEADO || user.estatus === UsuarioEstatus.INACTIVO)) {
        throw forbidden(Mensajes.BLOQUEADO);
      }
      throw unauthorized(Mensajes.SESION_EXPIRADA);
    }
    setRefreshCookie(ctx, reply, result.issued);
    return tokenResponse(ctx, user, result.issued);
  });

  // Revokes the session of the cookie's refresh token; with only a bearer, every session of the user.
  app.get('/usuario/logout', async (request, reply) => {
    const presented = request.cookies[REFRESH_COOKIE];
    let revoked = false;
    if (presented) revoked = (await revokeByToken(db, presented)) !== null;
    if (!revoked) {
      const raw = bearerToken(request);
      const payload = raw ? await ctx.signer.verify(raw) : null;
      if (payload) await revokeAllForUser(db, payload.uid);
    }
    clearRefreshCookie(ctx, reply);
    return { ok: true as const };
  });
}
