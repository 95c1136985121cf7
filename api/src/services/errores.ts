/**
 * What a service refuses, by kind and without HTTP (decision 0040): the route layer's error handler
 * (installErrorHandling) gives each kind its status. The message is the client's Spanish text; `campos` names
 * the fields it concerns, as in the 400s of the contracts.
 */
import { Mensajes } from '@mercado/shared/contracts';

type Campos = Record<string, string>;

export type TipoDeError = ErrorDeDominio['tipo'];

export abstract class ErrorDeDominio extends Error {
  abstract readonly tipo:
    | 'invalido'
    | 'no-autenticado'
    | 'prohibido'
    | 'no-existe'
    | 'conflicto'
    | 'rechazado'
    | 'frenado'
    | 'fallo-externo';
  readonly campos: Campos | undefined;
  constructor(mensaje: string, campos?: Campos) {
    super(mensaje);
    this.campos = campos;
  }
}

/** The input is malformed or out of bounds (a field's value, a file's format or size). */
export class Invalido extends ErrorDeDominio {
  readonly tipo = 'invalido';
}

/** No session, or one that no longer counts (its user deleted). */
export class NoAutenticado extends ErrorDeDominio {
  readonly tipo = 'no-autenticado';
  constructor(mensaje: string = Mensajes.NO_AUTENTICADO) {
    super(mensaje);
  }
}

/** The signed-in user may not do this. */
export class Prohibido extends ErrorDeDominio {
  readonly tipo = 'prohibido';
  constructor(mensaje: string = Mensajes.SIN_PERMISO, campos?: Campos) {
    super(mensaje, campos);
  }
}

/** What the request names does not exist (or is not the user's to see). */
export class NoExiste extends ErrorDeDominio {
  readonly tipo = 'no-existe';
  constructor(mensaje: string = Mensajes.NO_ENCONTRADO) {
    super(mensaje);
  }
}

/** The data changed under the request (a stale version, a state already left) or a unique value is taken. */
export class Conflicto extends ErrorDeDominio {
  readonly tipo = 'conflicto';
}

/** Well-formed, but a business rule refuses it (an expired order, a store name in use, a bad CSV). */
export class Rechazado extends ErrorDeDominio {
  readonly tipo = 'rechazado';
}

/** Too many attempts: the brake (services/intentos.ts) lets the next one through in `esperaSegundos`. */
export class Frenado extends ErrorDeDominio {
  readonly tipo = 'frenado';
  readonly esperaSegundos: number;
  constructor(mensaje: string, esperaSegundos: number) {
    super(mensaje);
    this.esperaSegundos = esperaSegundos;
  }
}

/** A service the API depends on (the search index) failed; the user may try again. */
export class FalloExterno extends ErrorDeDominio {
  readonly tipo = 'fallo-externo';
}
