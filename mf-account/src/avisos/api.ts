/** The notices' calls (issue 34): their own small client, so the header's bell carries only them. */
import { aviso } from '@mercado/shared/endpoints/aviso';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';

export const api = createApiClient({ aviso }, () => platform.services.http);
