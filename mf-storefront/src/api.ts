/**
 * The store's calls: the typed client of the endpoint table's store domain, through the platform's
 * single HTTP client (`platform.services.http`, installed by the shell). This remote shows a failure
 * as its own Spanish error with a retry.
 */
import { vitrina } from '@mercado/shared/endpoints/vitrina';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';

export const api = createApiClient({ vitrina }, () => platform.services.http);

/** A failed call is read by shape, as in every bundle (the shell's ApiError class is not this one's). */
export { cuerpoDeError, statusOf } from '@mercado/shared/http/errores';
