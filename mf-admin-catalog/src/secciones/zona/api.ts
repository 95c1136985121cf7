/** The zones section's calls: the typed client of the endpoint table's adminZona domain. */
import { adminZona } from '@mercado/shared/endpoints/admin-zona';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';

export const api = createApiClient({ adminZona }, () => platform.services.http);

/** An entry called by its name (the kinds of zone records name theirs in `tipos.ts`). */
export const llamar = (entrada: keyof typeof adminZona, input: Record<string, unknown>): Promise<unknown> =>
  (api.adminZona[entrada] as unknown as (input: Record<string, unknown>) => Promise<unknown>)(input);
