/** The typed client of the finanzas entries (the endpoint table), through the platform's http client. */
import { adminFinanzas } from '@mercado/shared/endpoints/admin-finanzas';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';

export const api = createApiClient({ adminFinanzas }, () => platform.services.http).adminFinanzas;
