import { Mensajes } from '@mercado/shared/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
// `$ZodError`, not classic zod's `ZodError`: the shared contracts are zod mini schemas, whose parse
// throws the core error (classic's errors are core errors too).
import { $ZodError, config } from 'zod/v4/core';
import { en } from 'zod/v4/locales';
import { ErrorDeDominio, Frenado, type TipoDeError } from '../services/errores.ts';

// A check without a Spanish message of its own reports zod's English text ("Too big: expected string to
// have <=300 characters"), not a bare "Invalid input": mini schemas do not set a locale, classic zod did.
// And the API compiles its parsers (`@mercado/shared/zod` turns that off for the browser): it parses
// every request and response, the store's 28 KB home 1.1 ms instead of 3.6 (decision 0010).
config({ ...en(), jitless: false });

/** An error with an HTTP status and a Spanish message for the client (and headers, e.g. Retry-After). */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly campos: Record<string, string> | undefined;
  readonly headers: Record<string, string>;
  constructor(
    statusCode: number,
    mensaje: string,
    campos?: Record<string, string>,
    headers: Record<string, string> = {},
  ) {
    super(mensaje);
    this.statusCode = statusCode;
    this.campos = campos;
    this.headers = headers;
  }
}

export const badRequest = (mensaje: string, campos?: Record<string, string>) =>
  new HttpError(400, mensaje, campos);
export const unauthorized = (mensaje: string = Mensajes.NO_AUTENTICADO) => new HttpError(401, mensaje);
export const forbidden = (mensaje: string = Mensajes.SIN_PERMISO) => new HttpError(403, mensaje);
export const notFound = (mensaje: string = Mensajes.NO_ENCONTRADO) => new HttpError(404, mensaje);
export const unprocessable = (mensaje: string, campos?: Record<string, string>) =>
  new HttpError(422, mensaje, campos);

/** The one place a service's refusal becomes an HTTP status (decision 0040). */
const ESTATUS: Record<TipoDeError, number> = {
  invalido: 400,
  'no-autenticado': 401,
  prohibido: 403,
  'no-existe': 404,
  conflicto: 409,
  rechazado: 422,
  frenado: 429,
  'fallo-externo': 502,
};

/** A service's domain error as the HTTP error the client gets: its status, message, `campos` and headers. */
function httpDe(error: ErrorDeDominio): HttpError {
  const headers: Record<string, string> =
    error instanceof Frenado ? { 'retry-after': String(error.esperaSegundos) } : {};
  return new HttpError(ESTATUS[error.tipo], error.message, error.campos, headers);
}

/** A field the contract does not have (input objects are strict: an unknown field is refused, not dropped). */
export const CAMPO_NO_PERMITIDO = 'Campo no permitido';

/** First message per field path ('a.b'), an unknown field under its own path; form-level issues go under '_'. */
export function zodCampos(err: $ZodError): Record<string, string> {
  const campos: Record<string, string> = {};
  for (const issue of err.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) campos[[...issue.path, k].map(String).join('.')] ??= CAMPO_NO_PERMITIDO;
      continue;
    }
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    campos[key] ??= issue.message;
  }
  return campos;
}

const GENERIC: Record<number, string> = {
  400: 'Solicitud inválida',
  401: Mensajes.NO_AUTENTICADO,
  403: Mensajes.SIN_PERMISO,
  404: Mensajes.NO_ENCONTRADO,
  405: 'Método no permitido',
  408: 'La solicitud tardó demasiado',
  413: 'La solicitud es demasiado grande',
  415: 'Tipo de contenido no soportado',
  422: 'Error procesando la informacion, intente nuevamente',
  429: 'Demasiadas solicitudes. Intente de nuevo en unos minutos',
};

/** Every error leaves as JSON `{mensaje, campos?}` in Spanish, never HTML. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((lanzado: FastifyError | Error, request, reply) => {
    const error = lanzado instanceof ErrorDeDominio ? httpDe(lanzado) : lanzado;
    if (error instanceof $ZodError) {
      return reply.status(400).send({ mensaje: Mensajes.DATOS_INVALIDOS, campos: zodCampos(error) });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send(error.campos ? { mensaje: error.message, campos: error.campos } : { mensaje: error.message });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ mensaje: Mensajes.ERROR_INTERNO });
    }
    const code = 'code' in error ? error.code : undefined;
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ mensaje: 'El cuerpo de la solicitud no es un JSON válido' });
    }
    if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ mensaje: 'El cuerpo de la solicitud está vacío' });
    }
    return reply.status(status).send({ mensaje: GENERIC[status] ?? GENERIC[400] });
  });
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ mensaje: 'La ruta solicitada no existe' });
  });
}
