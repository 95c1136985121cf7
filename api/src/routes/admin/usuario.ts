/** Back-office staff users and their roles (spec §2 `usuario`, decision 0032). */
import type { adminUsuario } from '@mercado/shared/endpoints/admin-usuario';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/endpoints.ts';
import { historial } from '../../services/admin/auditoria.ts';
import {
  guardarRoles,
  leerPersonal,
  listarPersonal,
  registrarPersonal,
  rolesAsignables,
} from '../../services/admin/usuarios.ts';

export function adminUsuarioHandlers(ctx: AppContext): Handlers<typeof adminUsuario> {
  const { db } = ctx;
  return {
    listar: (q) => listarPersonal(db, q),
    roles: (_, { usuario }) => rolesAsignables(db, usuario),
    registrar: async (datos, { usuario, reply }) => {
      const personal = await registrarPersonal(ctx, usuario, datos);
      reply.status(201);
      return personal;
    },
    leer: ({ usuario: id }) => leerPersonal(db, id),
    guardarRoles: ({ usuario: id, ...cambio }, { usuario }) => guardarRoles(ctx, usuario, id, cambio),
    historial: async ({ usuario: id, pagina }) => {
      await leerPersonal(db, id);
      return historial(db, 'usuario', id, pagina);
    },
  };
}
