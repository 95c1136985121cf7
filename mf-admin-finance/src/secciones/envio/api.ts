/** The typed client of the shipping entries (the endpoint table), through the platform's http client. */
import { adminEnvio } from '@mercado/shared/endpoints/admin-envio';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';

export const api = createApiClient({ adminEnvio }, () => platform.services.http).adminEnvio;
