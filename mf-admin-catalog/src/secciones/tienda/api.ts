/** The typed client of the stores' entries (the endpoint table), through the platform's http client. */
import { adminTienda } from '@mercado/shared/endpoints/admin-tienda';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';

export const api = createApiClient({ adminTienda }, () => platform.services.http).adminTienda;
