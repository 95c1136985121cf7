/** The back-office's finanzas section (issue 35): the finance daily summary and the ledger-equals-balances check. */
import type { adminFinanzas } from '@mercado/shared/endpoints/admin-finanzas';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/endpoints.ts';

export function adminFinanzasHandlers(_ctx: AppContext): Handlers<typeof adminFinanzas> {
  return {};
}
