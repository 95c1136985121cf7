/** Sessions: sign in, refresh, sign out (spec §7 Auth). */
import { LoginRequestSchema, TokenResponseSchema } from '../contracts/auth.ts';
import { OkResponseSchema } from '../contracts/common.ts';
import { endpoint } from './endpoint.ts';

export const auth = {
  iniciarSesion: endpoint({
    method: 'POST',
    path: '/login_check',
    summary: 'Inicia sesión: token de acceso y cookie refresh_token',
    access: 'publico',
    body: LoginRequestSchema,
    response: TokenResponseSchema,
  }),
  renovarSesion: endpoint({
    method: 'POST',
    path: '/refresh_token',
    summary: 'Renueva el token de acceso con la cookie refresh_token (rota la cookie)',
    access: 'publico',
    response: TokenResponseSchema,
  }),
  cerrarSesion: endpoint({
    method: 'GET',
    path: '/usuario/logout',
    summary: 'Cierra la sesión de la cookie; con solo el token, todas las sesiones del usuario',
    access: 'publico',
    response: OkResponseSchema,
  }),
};
