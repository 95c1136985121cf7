/** The back-office's tarjeta section (issue 35): balance-card requests, customers' balances, their history and adjustments. */
import type { adminTarjeta } from '@mercado/shared/endpoints/admin-tarjeta';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/endpoints.ts';

export function adminTarjetaHandlers(_ctx: AppContext): Handlers<typeof adminTarjeta> {
  return {};
}
