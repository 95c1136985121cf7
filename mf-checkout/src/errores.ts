/**
 * Errors of calls made through the platform's HTTP client. Read by shape: the shell's ApiError class
 * is not this bundle's (`@mercado/shared/http` is not a shared singleton). No zod, no class: this
 * module is on the mini-cart's path.
 */

export interface ErrorLlamada {
  /** HTTP status; 408 when there was no answer (network, timeout). */
  status: number | null;
  mensaje: string;
  campos: Record<string, string>;
}

export const SIN_CONEXION = 'No pudimos conectar con el servidor. Revise su conexión e intente de nuevo.';

export function leerError(error: unknown, porDefecto = SIN_CONEXION): ErrorLlamada {
  const e = (error && typeof error === 'object' ? error : {}) as {
    statusCode?: unknown;
    mensaje?: unknown;
    campos?: unknown;
  };
  const status = typeof e.statusCode === 'number' ? e.statusCode : null;
  const mensaje = typeof e.mensaje === 'string' && e.mensaje ? e.mensaje : porDefecto;
  const campos: Record<string, string> = {};
  if (e.campos && typeof e.campos === 'object') {
    for (const [k, v] of Object.entries(e.campos)) if (typeof v === 'string') campos[k] = v;
  }
  return { status, mensaje, campos };
}

/**
 * Spec §8: the session could not be renewed (401). The platform has already ended it and opened the
 * login page; the caller only stops.
 */
export function siSesionVencida(error: unknown): boolean {
  return leerError(error).status === 401;
}
