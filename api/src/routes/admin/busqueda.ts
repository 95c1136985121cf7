/** The back-office's search merchandising (issue 37): synonyms and query rules per zone. */
import type { adminBusqueda } from '@mercado/shared/endpoints/admin-busqueda';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/endpoints.ts';

export function adminBusquedaHandlers(_ctx: AppContext): Handlers<typeof adminBusqueda> {
  return {};
}
