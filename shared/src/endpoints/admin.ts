/** The back office's own calls. */
import { AdminResumenSchema } from '../contracts/catalogo.ts';
import { endpoint } from './endpoint.ts';

export const admin = {
  resumen: endpoint({
    method: 'GET',
    path: '/admin/resumen',
    summary: 'Las secciones que abren los roles del usuario, sus conteos y sus zonas',
    access: { roles: ['ROLE_ADMIN'] },
    response: AdminResumenSchema,
  }),
};
