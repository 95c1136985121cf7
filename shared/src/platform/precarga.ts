/**
 * Page data requested ahead of the page. The shell starts a route's first GET (the registry's
 * `datos` hint) the moment the route is entered, while the remote's code is still downloading; the
 * page then takes that promise over instead of asking again: the data request no longer waits for
 * the remote's manifest, entry, chunk and first render. Keyed by viewer and path (prices and stock
 * depend on who looks); a request nobody takes within a few seconds is dropped.
 */
import type { TokenPayload } from '../contracts/index.ts';
import { fillPath } from '../endpoints/path.ts';
import type { HttpClient } from '../http/client.ts';

/**
 * The path the shell requests for a route's hint (the registry's `datos`, the path of a table entry
 * that `datosDe` wrote), with the route's params filled and encoded as the typed client does (so the
 * page, asking the same entry, takes it over); null when a param is missing.
 */
export function rutaDatos(datos: string, params: Record<string, string | undefined>): string | null {
  return fillPath(datos, params);
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
