/** The back-office's vuelto section (issue 35): change owed to cash customers and its settlement. */
import type { adminVuelto } from '@mercado/shared/endpoints/admin-vuelto';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/endpoints.ts';

export function adminVueltoHandlers(_ctx: AppContext): Handlers<typeof adminVuelto> {
  return {};
}
