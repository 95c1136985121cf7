/**
 * Reading a failed call in a remote (its inline errors): by shape, not with `instanceof ApiError`,
 * because `@mercado/shared/http` is not a shared singleton, so the shell's ApiError class is not the
 * remote's. No imports beyond types: any bundle may take it.
 */
import type { ApiError } from './client.ts';

type ErrorLike = Partial<Pick<ApiError, 'status' | 'mensaje' | 'campos'>>;
const asErrorLike = (error: unknown): ErrorLike =>
  error && typeof error === 'object' ? (error as ErrorLike) : {};

/** The HTTP status of a failed call (ApiError.status), when there is one. */
export function statusOf(error: unknown): number | null {
  const { status } = asErrorLike(error);
  return typeof status === 'number' ? status : null;
}

/** The API's Spanish error body (`{mensaje, campos}`) of a failed call, when there is one. */
export function cuerpoDeError(error: unknown): { mensaje: string | null; campos: Record<string, string> } {
  const { mensaje, campos } = asErrorLike(error);
  return {
    mensaje: typeof mensaje === 'string' ? mensaje : null,
    campos: campos && typeof campos === 'object' ? campos : {},
  };
}

/** A failed call as one Spanish sentence for the user. */
export function mensajeDeError(error: unknown, porDefecto: string): string {
  const status = statusOf(error);
  if (status === null || status === 408)
    return 'No pudimos conectar con el servidor. Revise su conexión e intente de nuevo.';
  if (status >= 500) return porDefecto;
  return cuerpoDeError(error).mensaje ?? porDefecto;
}
