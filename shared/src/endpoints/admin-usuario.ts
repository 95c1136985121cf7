/** Back-office staff users and their roles (spec §2 `usuario`, ROLE_USUARIO_ADMIN; decision 0032). */
import { HistorialQuerySchema, HistorialSchema } from '../contracts/admin.ts';
import {
  RolesAsignablesSchema,
  UsuarioAdminListadoQuerySchema,
  UsuarioAdminPaginaSchema,
  UsuarioAdminParamsSchema,
  UsuarioAdminRegistrarBodySchema,
  UsuarioAdminSchema,
  UsuarioRolesBodySchema,
} from '../contracts/admin-usuario.ts';
import { accesoDe } from '../contracts/secciones-admin.ts';
import { endpoint } from './endpoint.ts';

const rol = accesoDe('usuario');

export const adminUsuario = {
  listar: endpoint({
    method: 'GET',
    path: '/admin/usuario',
    summary: 'El personal (cuentas con algún rol del back-office), por páginas, con sus roles',
    access: rol,
    query: UsuarioAdminListadoQuerySchema,
    response: UsuarioAdminPaginaSchema,
  }),
  roles: endpoint({
    method: 'GET',
    path: '/admin/usuario/roles',
    summary:
      'Los roles que se pueden asignar (los de la especificación y uno por zona), y cuáles tiene quien consulta',
    access: rol,
    response: RolesAsignablesSchema,
  }),
  registrar: endpoint({
    method: 'POST',
    path: '/admin/usuario/registrar',
    summary: 'Hace parte del personal a una cuenta existente (por su correo), con los roles indicados',
    access: rol,
    body: UsuarioAdminRegistrarBodySchema,
    response: UsuarioAdminSchema,
    status: [201],
  }),
  leer: endpoint({
    method: 'GET',
    path: '/admin/usuario/:usuario',
    summary: 'Un usuario del personal con sus roles',
    access: rol,
    params: UsuarioAdminParamsSchema,
    response: UsuarioAdminSchema,
  }),
  guardarRoles: endpoint({
    method: 'PUT',
    path: '/admin/usuario/:usuario/roles',
    summary:
      'Los roles del usuario (solo se otorgan o quitan roles que quien guarda tiene, a una cuenta sin roles que quien guarda no tenga; nadie se quita su ROLE_ADMIN; la última cuenta activa que gestiona usuarios no deja de hacerlo); su sesión se renueva',
    access: rol,
    params: UsuarioAdminParamsSchema,
    body: UsuarioRolesBodySchema,
    response: UsuarioAdminSchema,
  }),
  historial: endpoint({
    method: 'GET',
    path: '/admin/usuario/:usuario/historial',
    summary: 'Los cambios de roles de un usuario',
    access: rol,
    params: UsuarioAdminParamsSchema,
    query: HistorialQuerySchema,
    response: HistorialSchema,
  }),
};
