/**
 * Page data requested ahead of the page. The shell starts a route's first GET (the registry's
 * `datos` hint) the moment the route is entered, while the remote's code is still downloading; the
 * page then takes that promise over instead of asking again: the data request no longer waits for
 * the remote's manifest, entry, chunk and first render. Keyed by viewer and path (prices and stock
 * depend on who looks); a request nobody takes within a few seconds is dropped.
 */
import type { TokenPayload } from '../contracts/index.ts';
import type { Domain } from '../endpoints/endpoint.ts';
import type { HttpClient } from '../http/client.ts';
import { fillPath } from '../http/path.ts';

/**
 * A route's data hint (the registry's `datos`): the endpoint table's entry that is the page's first
 * GET, by domain and name, with that entry's path. The remote's description writes the path from the
 * table (`pistaDatos`), so the shell fills it from the route's params without holding the table.
 */
export type PistaDatos = { dominio: string; entrada: string; path: string };

/** The hint naming a GET entry of a domain module: `pistaDatos('tienda', tienda, 'inicio')`. */
export function pistaDatos<D extends Domain>(
  dominio: string,
  domain: D,
  entrada: keyof D & string,
): PistaDatos {
  const e = domain[entrada];
  if (e?.method !== 'GET')
    throw new TypeError(`${dominio}.${entrada}: una pista de datos es un GET de la tabla`);
  return { dominio, entrada, path: e.path };
}

/**
 * The path the shell requests for a hint, with the route's params filled and encoded as the typed
 * client does (so the page, asking the same entry, takes it over); null when a param is missing.
 * A string is a hint of the registry not yet written from the table (a path template).
 */
export function rutaDatos(
  datos: PistaDatos | string,
  params: Record<string, string | undefined>,
): string | null {
  return fillPath(typeof datos === 'string' ? datos : datos.path, params);
}

const VIGENCIA_MS = 10_000;

export interface Precarga {
  /** Starts GET `path` for the current viewer, unless it is already in flight. */
  iniciar(path: string): void;
  /** The request `iniciar` started for `path` and the current viewer, once; null when none. */
  tomar(path: string): Promise<unknown> | null;
  /**
   * The answer itself when it has already arrived (taken once, as `tomar`), so a page can show its
   * content in its first render instead of a skeleton first; null otherwise.
   */
  tomarRespuesta(path: string): { datos: unknown } | null;
}

type Entrada = { promesa: Promise<unknown>; hasta: number; respuesta?: { datos: unknown } };

export function createPrecarga(
  http: () => HttpClient,
  session: () => TokenPayload | null,
  now: () => number = Date.now,
): Precarga {
  const enVuelo = new Map<string, Entrada>();
  const clave = (path: string) => {
    const visor = session();
    return `${visor ? `${visor.uid}:${visor.usuarioTipo.tipo}` : 'anonimo'}|${path}`;
  };
  return {
    iniciar(path) {
      const key = clave(path);
      const actual = enVuelo.get(key);
      if (actual && actual.hasta > now()) return;
      // The page that takes it shows a failure as its own error (with a retry).
      const promesa = http().get(path);
      const entrada: Entrada = { promesa, hasta: now() + VIGENCIA_MS };
      promesa.then(
        (datos) => {
          entrada.respuesta = { datos };
        },
        () => undefined, // nobody may take it (the visitor moved on)
      );
      enVuelo.set(key, entrada);
    },
    tomar(path) {
      const key = clave(path);
      const entrada = enVuelo.get(key);
      enVuelo.delete(key);
      return entrada && entrada.hasta > now() ? entrada.promesa : null;
    },
    tomarRespuesta(path) {
      const key = clave(path);
      const entrada = enVuelo.get(key);
      if (!entrada?.respuesta || entrada.hasta <= now()) return null;
      enVuelo.delete(key);
      return entrada.respuesta;
    },
  };
}
