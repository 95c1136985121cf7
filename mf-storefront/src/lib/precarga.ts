/**
 * Starts a page's data request from the remote's entry, in parallel with the download of the page's
 * chunk (one round trip less before the first product shows). The page takes the promise over and
 * validates the answer with its contract; a request nobody takes within a few seconds is dropped.
 * No zod here: this module is part of the entry chunk.
 */
import { platform } from '@mercado/shared/platform';

const VIGENCIA_MS = 10_000;
const enVuelo = new Map<string, { promesa: Promise<unknown>; hasta: number }>();

/** Prices and stock depend on who looks: the same key `useDatos` uses. */
export function claveVisor(): string {
  const session = platform.session.get();
  return session ? `${session.uid}:${session.usuarioTipo.tipo}` : 'anonimo';
}

export function precargar(path: string): void {
  const clave = `${claveVisor()}|${path}`;
  const actual = enVuelo.get(clave);
  if (actual && actual.hasta > Date.now()) return;
  const promesa = platform.services.http.get(path, { silent: true });
  // Nobody may take it (the page changed): never an unhandled rejection.
  promesa.catch(() => undefined);
  enVuelo.set(clave, { promesa, hasta: Date.now() + VIGENCIA_MS });
}

/** The request started for `clave` (`visor|path`), once; null when there is none. */
export function tomarPrecarga(clave: string): Promise<unknown> | null {
  const entrada = enVuelo.get(clave);
  enVuelo.delete(clave);
  return entrada && entrada.hasta > Date.now() ? entrada.promesa : null;
}
