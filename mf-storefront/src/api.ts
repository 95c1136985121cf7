/**
 * The store's calls: the typed client of the endpoint table's store domain, through the platform's
 * single HTTP client (`platform.services.http`, installed by the shell). This remote shows a failure
 * as its own Spanish error with a retry.
 */
import { tienda } from '@mercado/shared/endpoints/tienda';
import type { ApiError } from '@mercado/shared/http';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';

export const api = createApiClient({ tienda }, () => platform.services.http);

/**
 * The HTTP status of a failed call (ApiError.status), when there is one. Read by shape: the shell's
 * ApiError class is not this bundle's (`@mercado/shared/http` is not a shared singleton).
 */
export function statusOf(error: unknown): number | null {
  const status = error && typeof error === 'object' ? (error as Partial<ApiError>).status : undefined;
  return typeof status === 'number' ? status : null;
}
