/**
 * A failed call is read by shape (`isApiError`), whichever bundle's ApiError class threw it: every
 * remote bundles its own copy of `@mercado/shared/http`, so the shell's error is never `instanceof` a
 * remote's class. The readers built on it give the status, the API's body, the user's sentence and
 * whether calling again may help.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/http/client.ts';
import {
  conPunto,
  cuerpoDeError,
  esReintentable,
  esSesionVencida,
  isApiError,
  mensajeDeError,
  mensajeDelFallo,
  statusOf,
} from '../src/http/errores.ts';

/** The same class as another bundle compiles it: same shape, not the same constructor. */
class ApiErrorDeOtroBundle extends Error {
  override name = 'ApiError';
  readonly statusCode: number;
  readonly mensaje: string;
  readonly campos: Record<string, string>;
  constructor(statusCode: number, mensaje: string, campos: Record<string, string> = {}) {
    super(mensaje);
    this.statusCode = statusCode;
    this.mensaje = mensaje;
    this.campos = campos;
  }
}

const noExiste = new ApiErrorDeOtroBundle(404, 'El producto no existe');

describe('isApiError', () => {
  it("matches another bundle's ApiError, which instanceof does not", () => {
    expect(noExiste instanceof ApiError).toBe(false);
    expect(isApiError(noExiste)).toBe(true);
    expect(isApiError(new ApiError(400, 'Revise los datos', { nombre: 'Requerido' }))).toBe(true);
  });

  it('matches the error as a plain object (its own fields)', () => {
    expect(isApiError({ ...new ApiError(409, 'El slug ya existe') })).toBe(true);
  });

  it('does not match a TypeError, an abort, nor a look-alike without the body', () => {
    expect(isApiError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isApiError(new DOMException('The operation was aborted.', 'AbortError'))).toBe(false);
    expect(isApiError({ statusCode: 404 })).toBe(false);
    expect(isApiError({ statusCode: '404', mensaje: 'x', campos: {} })).toBe(false);
    expect(isApiError({ statusCode: 404, mensaje: 'x', campos: null })).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(isApiError('El producto no existe')).toBe(false);
  });
});

describe('the readers', () => {
  it("read another bundle's error: status, body and the API's sentence", () => {
    const invalido = new ApiErrorDeOtroBundle(400, 'Datos inválidos', { nombre: 'Ingrese un nombre' });
    expect(statusOf(noExiste)).toBe(404);
    expect(cuerpoDeError(invalido)).toEqual({
      mensaje: 'Datos inválidos',
      campos: { nombre: 'Ingrese un nombre' },
    });
    expect(mensajeDeError(noExiste, 'No pudimos cargar el producto.')).toBe('El producto no existe');
  });

  it('say a connection problem for no answer, the default for a server error', () => {
    const conexion = 'No pudimos conectar con el servidor. Revise su conexión e intente de nuevo.';
    expect(mensajeDeError(new TypeError('Failed to fetch'), 'x')).toBe(conexion);
    expect(mensajeDeError(new ApiErrorDeOtroBundle(408, 'Sin respuesta'), 'x')).toBe(conexion);
    expect(mensajeDeError(new ApiErrorDeOtroBundle(500, 'Error interno'), 'No pudimos cargar.')).toBe(
      'No pudimos cargar.',
    );
    expect(statusOf(new TypeError('x'))).toBeNull();
    expect(cuerpoDeError(new TypeError('x'))).toEqual({ mensaje: null, campos: {} });
  });

  it('retry only what calling again may fix: no answer, 429, 5xx; not a 404 nor a 403', () => {
    expect(esReintentable(new TypeError('Failed to fetch'))).toBe(true);
    expect(esReintentable(new ApiErrorDeOtroBundle(408, 'x'))).toBe(true);
    expect(esReintentable(new ApiErrorDeOtroBundle(429, 'x'))).toBe(true);
    expect(esReintentable(new ApiErrorDeOtroBundle(503, 'x'))).toBe(true);
    expect(esReintentable(noExiste)).toBe(false);
    expect(esReintentable(new ApiErrorDeOtroBundle(403, 'x'))).toBe(false);
  });
});

describe('the checkout readers', () => {
  it("keep the call's own sentence at any status, the default only when there is none", () => {
    const conexion = 'No se pudo conectar con el servidor. Verifique su conexión e intente nuevamente.';
    expect(mensajeDelFallo(new ApiErrorDeOtroBundle(502, 'El banco no respondió'), 'x')).toBe(
      'El banco no respondió',
    );
    expect(mensajeDelFallo(new ApiErrorDeOtroBundle(408, conexion), 'x')).toBe(conexion);
    expect(mensajeDelFallo(noExiste, 'x')).toBe('El producto no existe');
    expect(mensajeDelFallo(new ApiErrorDeOtroBundle(400, ''), 'Intente de nuevo')).toBe('Intente de nuevo');
    expect(mensajeDelFallo(new TypeError('Failed to fetch'), 'Intente de nuevo')).toBe('Intente de nuevo');
    expect(mensajeDelFallo(new TypeError('Failed to fetch'))).toBe(
      'No pudimos conectar con el servidor. Revise su conexión e intente de nuevo.',
    );
  });

  it('tell a session the platform ended (401) from every other failure', () => {
    expect(esSesionVencida(new ApiErrorDeOtroBundle(401, 'Sesión vencida'))).toBe(true);
    expect(esSesionVencida(new ApiErrorDeOtroBundle(403, 'x'))).toBe(false);
    expect(esSesionVencida(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('conPunto', () => {
  it('closes a sentence once, so the next one reads apart (issue 36)', () => {
    expect(conPunto('Verifique su conexión e intente nuevamente')).toBe(
      'Verifique su conexión e intente nuevamente.',
    );
    expect(conPunto('Intente de nuevo. ')).toBe('Intente de nuevo.');
    expect(conPunto('¿Reintentar?')).toBe('¿Reintentar?');
  });
});
