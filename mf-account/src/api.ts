/**
 * Calls through the platform's single HTTP client (the shell installs it). Requests are "silent":
 * this remote shows its own Spanish errors (form fields, retry) instead of the global error page;
 * a 401 still ends the session the platform way.
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
  put(path: string, body: unknown, options?: RequestOptions): Promise<unknown>;
}

const client = () => platform.services.http as unknown as ClientLike;

function alFallar(error: unknown): never {
  if (statusOf(error) === 401) {
    const { pathname, search } = platform.location.get();
    void platform.services.logout({ returnUrl: `${pathname}${search}` });
  }
  throw error;
}

export async function getJson<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  const http = client();
  const data = await (http.getJson
    ? http.getJson(path, schema, { silent: true })
    : http.get(path, { schema, silent: true })
  ).catch(alFallar);
  return schema.parse(data);
}

export async function putJson<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
  const http = client();
  const data = await (http.putJson
    ? http.putJson(path, body, schema, { silent: true })
    : http.put(path, body, { schema, silent: true })
  ).catch(alFallar);
  return schema.parse(data);
}

/** The HTTP status of a failed call, when the client tells it. */
export function statusOf(error: unknown): number | null {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return null;
}

/** The API's Spanish error body (`{mensaje, campos?}`) of a failed call, when there is one. */
export function cuerpoDeError(error: unknown): { mensaje: string | null; campos: Record<string, string> } {
  const body =
    error && typeof error === 'object' && 'body' in error && error.body && typeof error.body === 'object'
      ? (error.body as { mensaje?: unknown; campos?: unknown })
      : null;
  const campos =
    body?.campos && typeof body.campos === 'object' ? (body.campos as Record<string, string>) : {};
  return { mensaje: typeof body?.mensaje === 'string' ? body.mensaje : null, campos };
}

/** A failed call as one Spanish sentence for the user. */
export function mensajeDeError(error: unknown, porDefecto: string): string {
  const status = statusOf(error);
  if (status === null || status === 408)
    return 'No pudimos conectar con el servidor. Revise su conexión e intente de nuevo.';
  if (status >= 500) return porDefecto;
  return cuerpoDeError(error).mensaje ?? porDefecto;
}
