/** The back-office's envio section (issue 35): shipping rules per zone and area. */
import type { adminEnvio } from '@mercado/shared/endpoints/admin-envio';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/endpoints.ts';

export function adminEnvioHandlers(_ctx: AppContext): Handlers<typeof adminEnvio> {
  return {};
}
