/** The back-office's cupon section (issue 35): coupons and their use. */
import type { adminCupon } from '@mercado/shared/endpoints/admin-cupon';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/endpoints.ts';

export function adminCuponHandlers(_ctx: AppContext): Handlers<typeof adminCupon> {
  return {};
}
