/** The calls of "Mis favoritos": the endpoint table's favourites domain through the platform's client. */
import { favorito } from '@mercado/shared/endpoints/favorito';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';

export const api = createApiClient({ favorito }, () => platform.services.http);
