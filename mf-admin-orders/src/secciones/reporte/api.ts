/** The typed client of the section's entries (the endpoint table), through the platform's http client. */
import { adminReporte } from '@mercado/shared/endpoints/admin-reporte';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';

export const api = createApiClient({ adminReporte }, () => platform.services.http).adminReporte;
