/**
 * Calls through the platform's single HTTP client (`platform.services.http`, installed by the shell).
 * This remote shows a failure as its own Spanish error with a retry.
 */
import type { ApiError } from '@mercado/shared/http';
import { platform } from '@mercado/shared/platform';
import type { z } from '@mercado/shared/zod';

export function getJson<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  return platform.services.http.getJson(path, schema);
}

/**
 * The HTTP status of a failed call (ApiError.status), when there is one. Read by shape: the shell's
 * ApiError class is not this bundle's (`@mercado/shared/http` is not a shared singleton).
 */
export function statusOf(error: unknown): number | null {
  const status = error && typeof error === 'object' ? (error as Partial<ApiError>).status : undefined;
  return typeof status === 'number' ? status : null;
}
