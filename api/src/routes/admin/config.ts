/** The back-office's config section (issue 35): the configuration: the day's rate and its history, IGTF, category icons, minimum purchase, packaging cost. */
import type { adminConfig } from '@mercado/shared/endpoints/admin-config';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/endpoints.ts';

export function adminConfigHandlers(_ctx: AppContext): Handlers<typeof adminConfig> {
  return {};
}
