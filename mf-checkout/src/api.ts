/**
 * Calls through the platform's single HTTP client (the shell installs it). Requests are "silent":
 * this remote shows its own Spanish error with a retry instead of the global error page.
 * Thin adapter so the remote does not depend on the client's exact method names.
 */
import { platform } from '@mercado/shared/platform';
import type { z } from 'zod';

interface RequestOptions {
  schema?: z.ZodType;
  silent?: boolean;
}
/** The shared client (getJson/putJson) or the shell's interim one (get/put with `schema`). */
interface ClientLike {
  getJson?(path: string, schema: z.ZodType, options?: RequestOptions): Promise<unknown>;
  putJson?(path: string, body: unknown, schema: z.ZodType, options?: RequestOptions): Promise<unknown>;
  get(path: string, options?: RequestOptions): Promise<unknown>;
}

export async function getJson<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  const http = platform.services.http as unknown as ClientLike;
  const data = await (http.getJson
    ? http.getJson(path, schema, { silent: true })
    : http.get(path, { schema, silent: true }));
  return schema.parse(data);
}

/** The HTTP status of a failed call, when the client tells it. */
export function statusOf(error: unknown): number | null {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return null;
}
