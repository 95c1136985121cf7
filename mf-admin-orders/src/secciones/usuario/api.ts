/** The typed client of the section's entries (the endpoint table), through the platform's http client. */
import { adminUsuario } from '@mercado/shared/endpoints/admin-usuario';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';

export const api = createApiClient({ adminUsuario }, () => platform.services.http).adminUsuario;
