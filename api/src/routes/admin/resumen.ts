/** The back office's own calls. */
import type { admin } from '@mercado/shared/endpoints/admin';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/endpoints.ts';
import { resumenAdmin } from '../../services/admin/resumen.ts';

export function adminHandlers({ db }: AppContext): Handlers<typeof admin> {
  return {
    resumen: (_, { usuario }) => resumenAdmin(db, usuario.roles),
  };
}
