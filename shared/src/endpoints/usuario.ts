/** Accounts: sign-up, verification, password recovery and the profile (spec §7 Usuario). */
import {
  CambioClaveRequestSchema,
  CambioTelefonoRequestSchema,
  PerfilSchema,
  RecuperarClaveRequestSchema,
  RegistroRequestSchema,
  RestablecerClaveRequestSchema,
  VerificarCuentaRequestSchema,
  VerificarRegistradoQuerySchema,
  VerificarRegistradoResponseSchema,
} from '../contracts/auth.ts';
import { MensajeResponseSchema } from '../contracts/common.ts';
import { endpoint } from './endpoint.ts';

export const usuario = {
  verificarRegistrado: endpoint({
    method: 'GET',
    path: '/api/usuario/verificarregistrado',
    summary: 'Dice si un correo ya tiene cuenta',
    access: 'publico',
    query: VerificarRegistradoQuerySchema,
    response: VerificarRegistradoResponseSchema,
  }),
  registrar: endpoint({
    method: 'POST',
    path: '/api/usuario/registro',
    summary: 'Crea una cuenta y envía el enlace de verificación',
    access: 'publico',
    body: RegistroRequestSchema,
    response: MensajeResponseSchema,
    status: [201],
  }),
  verificarCuenta: endpoint({
    method: 'POST',
    path: '/api/usuario/verificar',
    summary: 'Activa la cuenta con el token del enlace de verificación',
    access: 'publico',
    body: VerificarCuentaRequestSchema,
    response: MensajeResponseSchema,
  }),
  recuperarClave: endpoint({
    method: 'POST',
    path: '/api/usuario/recuperar-clave',
    summary: 'Envía el enlace para restablecer la contraseña (si el correo está registrado)',
    access: 'publico',
    body: RecuperarClaveRequestSchema,
    response: MensajeResponseSchema,
  }),
  restablecerClave: endpoint({
    method: 'POST',
    path: '/api/usuario/restablecer-clave',
    summary: 'Cambia la contraseña con el token del enlace y cierra todas las sesiones',
    access: 'publico',
    body: RestablecerClaveRequestSchema,
    response: MensajeResponseSchema,
  }),
  leerPerfil: endpoint({
    method: 'GET',
    path: '/usuario/perfil',
    summary: 'El perfil del usuario',
    access: 'usuario',
    response: PerfilSchema,
  }),
  cambiarTelefono: endpoint({
    method: 'PUT',
    path: '/usuario/perfil/telefono',
    summary: 'Cambia el teléfono del usuario',
    access: 'usuario',
    body: CambioTelefonoRequestSchema,
    response: PerfilSchema,
  }),
  cambiarClave: endpoint({
    method: 'PUT',
    path: '/usuario/perfil/clave',
    summary: 'Cambia la contraseña: cierra las demás sesiones y abre una nueva en este equipo',
    access: 'usuario',
    body: CambioClaveRequestSchema,
    response: MensajeResponseSchema,
  }),
};
