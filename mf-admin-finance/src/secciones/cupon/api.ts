/** The typed client of the coupons' entries (the endpoint table), through the platform's http client. */
import { adminCupon } from '@mercado/shared/endpoints/admin-cupon';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';

export const api = createApiClient({ adminCupon }, () => platform.services.http).adminCupon;
