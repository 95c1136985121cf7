import { Mensajes, ROLE_ADMIN, type TokenPayload } from '@mercado/shared/contracts';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AccessSigner } from '../auth/tokens.ts';
import { forbidden, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified access-token payload, set by `requireUser`/`optionalUser`. */
    usuario: TokenPayload | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m?.[1]?.trim() || null;
}

export type Guards = {
  /** 401 unless a valid bearer token is presented. */
  requireUser: preHandlerAsyncHookHandler;
  /** Sets request.usuario when a valid bearer is presented, else null; never fails. */
  optionalUser: preHandlerAsyncHookHandler;
  /** 401 without a valid bearer; 403 unless the token has ROLE_ADMIN and every listed role. */
  requireRoles: (...roles: string[]) => preHandlerAsyncHookHandler;
};

export function createGuards(signer: AccessSigner): Guards {
  async function load(request: FastifyRequest): Promise<TokenPayload | null> {
    const raw = bearerToken(request);
    if (!raw) return null;
    return signer.verify(raw);
  }
  const requireUser = async (request: FastifyRequest, _reply: FastifyReply) => {
    const payload = await load(request);
    if (!payload)
      throw unauthorized(bearerToken(request) ? Mensajes.SESION_EXPIRADA : Mensajes.NO_AUTENTICADO);
    request.usuario = payload;
  };
  const optionalUser = async (request: FastifyRequest, _reply: FastifyReply) => {
    request.usuario = await load(request);
  };
  const requireRoles =
    (...roles: string[]) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      await requireUser(request, reply);
      const have = new Set(request.usuario?.roles ?? []);
      if (!have.has(ROLE_ADMIN) || !roles.every((r) => have.has(r))) throw forbidden(Mensajes.SIN_PERMISO);
    };
  return { requireUser, optionalUser, requireRoles };
}
