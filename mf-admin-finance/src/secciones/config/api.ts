/** The typed client of the config section, made from its endpoint entries (decision 0010). */
import { adminConfig } from '@mercado/shared/endpoints/admin-config';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';

export const api = createApiClient({ adminConfig }, () => platform.services.http);
