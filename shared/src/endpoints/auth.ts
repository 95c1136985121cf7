/** Sessions: sign in, refresh, sign out (spec §7 Auth); the user's open sessions (issue 34). */
import {
  LoginRequestSchema,
  SesionesSchema,
  SesionParamsSchema,
  TokenResponseSchema,
} from '../contracts/auth.ts';
import { MensajeResponseSchema, OkResponseSchema } from '../contracts/common.ts';
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
  listarSesiones: endpoint({
    method: 'GET',
    path: '/usuario/sesiones',
    summary: 'Las sesiones abiertas del usuario: dispositivo, navegador, dirección y último uso',
    access: 'usuario',
    response: SesionesSchema,
  }),
  cerrarOtraSesion: endpoint({
    method: 'DELETE',
    path: '/usuario/sesiones/:id',
    summary: 'Cierra una sesión del usuario: su próxima renovación falla',
    access: 'usuario',
    params: SesionParamsSchema,
    response: MensajeResponseSchema,
  }),
  cerrarOtrasSesiones: endpoint({
    method: 'DELETE',
    path: '/usuario/sesiones',
    summary: 'Cierra todas las sesiones del usuario menos la de este equipo',
    access: 'usuario',
    response: MensajeResponseSchema,
  }),
};
