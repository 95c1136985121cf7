import { Mensajes, ROLE_ADMIN, type TokenPayload } from '@mercado/shared/contracts';
import type { Access } from '@mercado/shared/endpoints/endpoint';
import type { FastifyRequest } from 'fastify';
import type { AccessSigner } from '../auth/tokens.ts';
import { forbidden, unauthorized } from './errors.ts';

export function bearerToken(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m?.[1]?.trim() || null;
}

/**
 * Who calls, as an entry's access allows: the bearer's caller as the account is now (current roles
 * and type), or null on a public entry without a valid one. 401 without a valid bearer (also one whose
 * session has ended); 403 'Bloqueado/Inactivo' for a blocked or inactive account; 403 unless the
 * account has ROLE_ADMIN and every role.
 */
export async function callerOf(
  signer: AccessSigner,
  request: FastifyRequest,
  access: Access,
): Promise<TokenPayload | null> {
  const raw = bearerToken(request);
  const verificado = raw ? await signer.verify(raw) : null;
  const usuario = verificado?.usuario ?? null;
  if (access === 'publico') return usuario;
  if (!usuario) {
    if (verificado && 'bloqueado' in verificado && verificado.bloqueado) throw forbidden(Mensajes.BLOQUEADO);
    throw unauthorized(raw ? Mensajes.SESION_EXPIRADA : Mensajes.NO_AUTENTICADO);
  }
  if (access === 'usuario') return usuario;
  const roles = new Set(usuario.roles);
  if (!roles.has(ROLE_ADMIN) || !access.roles.every((r) => roles.has(r)))
    throw forbidden(Mensajes.SIN_PERMISO);
  return usuario;
}
