/**
 * The one way to read a failed call, in any bundle: by shape (`isApiError`), never with
 * `instanceof ApiError`. `@mercado/shared/http` is not a shared singleton, so the class of the
 * shell's client, which throws every failure, is not a remote's `ApiError`; the lint plugin
 * lint/fallos-por-forma.grit keeps `instanceof ApiError` out of the shell, the remotes and the
 * shared React code. Its one import, the offline state, imports nothing either: any bundle may take it.
 */
import { MENSAJE_SIN_CONEXION, sinConexion } from '../offline/conexion.ts';

/** What every failed call carries as its own fields, whichever bundle's `ApiError` class made it. */
export interface FalloApi {
  /** The HTTP status; 408 when there was no answer (network down, timeout). */
  readonly statusCode: number;
  /** The API's Spanish message. */
  readonly mensaje: string;
  /** Field errors of a 400 (or 422), `{email: 'Ingrese un correo válido'}`; empty when none. */
  readonly campos: Record<string, string>;
}

/**
 * Whether `error` is a failed call of the platform's client: its HTTP status (408 when there was no
 * answer) and the API's Spanish body (`mensaje`, `campos`). A TypeError or an abort is not.
 */
export function isApiError(error: unknown): error is FalloApi {
  if (!error || typeof error !== 'object') return false;
  const { statusCode, mensaje, campos } = error as Partial<Record<keyof FalloApi, unknown>>;
  return (
    typeof statusCode === 'number' &&
    typeof mensaje === 'string' &&
    typeof campos === 'object' &&
    campos !== null
  );
}

/** The sentence for a call that got no answer (network down, timeout) or failed before it was sent. */
export const SIN_CONEXION = 'No pudimos conectar con el servidor. Revise su conexión e intente de nuevo.';

/**
 * A failure with no answer (or no call: a chunk that did not load) while the page is offline: the
 * shopper reads 'Sin conexión', never a server error (decision 0054).
 */
export function sinRespuestaSinConexion(error: unknown): boolean {
  const status = statusOf(error);
  return (status === null || status === 408) && sinConexion();
}

/** The HTTP status of a failed call, when there is one. */
export function statusOf(error: unknown): number | null {
  return isApiError(error) ? error.statusCode : null;
}

/** The API's Spanish error body (`{mensaje, campos}`) of a failed call, when there is one. */
export function cuerpoDeError(error: unknown): { mensaje: string | null; campos: Record<string, string> } {
  return isApiError(error) ? { mensaje: error.mensaje, campos: error.campos } : { mensaje: null, campos: {} };
}

/** Whether calling again may succeed: no answer (network, timeout), too many requests, a server error. */
export function esReintentable(error: unknown): boolean {
  const status = statusOf(error);
  return status === null || status === 408 || status === 429 || status >= 500;
}

/**
 * Spec §8: a 401 the session could not be renewed for. The platform's client has already ended the
 * session and opened the login page; the caller only stops (shows nothing of its own).
 */
export function esSesionVencida(error: unknown): boolean {
  return statusOf(error) === 401;
}

/**
 * The failed call's own sentence at any status: the API's message (a server error's too), or the
 * client's when there was no answer; `porDefecto` for any other failure (a bug, a chunk that did
 * not load), the connection sentence unless told. For flows whose API messages are all written for
 * the shopper (the checkout's cart, coupons and payment), where `mensajeDeError` would put its own
 * sentences in place of the server's.
 */
export function mensajeDelFallo(error: unknown, porDefecto = SIN_CONEXION): string {
  if (sinRespuestaSinConexion(error)) return MENSAJE_SIN_CONEXION;
  return cuerpoDeError(error).mensaje || porDefecto;
}

/** The sentence with its closing period, so another can follow it ("… intente nuevamente. Su pedido…"). */
export function conPunto(frase: string): string {
  const t = frase.trimEnd();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
}

/** A failed call as one Spanish sentence for the user. */
export function mensajeDeError(error: unknown, porDefecto: string): string {
  const status = statusOf(error);
  if (sinRespuestaSinConexion(error)) return MENSAJE_SIN_CONEXION;
  if (status === null || status === 408) return SIN_CONEXION;
  if (status >= 500) return porDefecto;
  return cuerpoDeError(error).mensaje ?? porDefecto;
}
