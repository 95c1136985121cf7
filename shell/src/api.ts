/**
 * The shell's calls to the API: the typed client of the endpoint table's domains it uses (sessions,
 * accounts, the site, the back office home's summary), through the platform's one HTTP client.
 */
import { admin } from '@mercado/shared/endpoints/admin';
import { auth } from '@mercado/shared/endpoints/auth';
import { usuario } from '@mercado/shared/endpoints/usuario';
import { website } from '@mercado/shared/endpoints/website';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';

export const api = createApiClient({ admin, auth, usuario, website }, () => platform.services.http);
