/** The typed client of the section's entries (the endpoint table), through the platform's http client. */
import { adminOneSignal } from '@mercado/shared/endpoints/admin-onesignal';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';

export const api = createApiClient({ adminOneSignal }, () => platform.services.http).adminOneSignal;
