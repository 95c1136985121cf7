import type { FastifyReply } from 'fastify';
import type { IssuedRefresh } from '../auth/tokens.ts';
import type { Config } from '../config.ts';

/** The refresh token's cookie: HttpOnly, SameSite=Strict, Path=/ (the client never sees it). */
export const REFRESH_COOKIE = 'refresh_token';

export function setRefreshCookie(config: Config, reply: FastifyReply, issued: IssuedRefresh): void {
  reply.setCookie(REFRESH_COOKIE, issued.token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: config.cookieSecure,
    expires: issued.expiraEn,
  });
}

export function clearRefreshCookie(config: Config, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: config.cookieSecure,
  });
}
