/**
 * What a save says (conventions "Forms"), one way in every section: `avisar('Producto registrado')`
 * and the page frame (`PaginaAdmin`) shows it in its status region under the title. The message
 * belongs to a page (`ruta`, this one unless the save goes to another: a registered record's page),
 * so it survives that navigation and the record read again; it is gone after the next change
 * (`olvidarAviso`, the kit's form calls it) or once the user is on another page.
 */

import { useSyncExternalStore } from 'react';

export interface Aviso {
  texto: string;
  /** The pathname of the page that shows it. */
  ruta: string;
  /** Already shown on its page: leaving that page forgets it. */
  visto: boolean;
}

let actual: Aviso | null = null;
const oyentes = new Set<() => void>();

function poner(aviso: Aviso | null): void {
  actual = aviso;
  for (const oyente of oyentes) oyente();
}

const rutaDe = (href: string) => new URL(href, window.location.href).pathname;

/** Says `texto` on the page at `ruta` (a path or a link; the current page when absent). */
export function avisar(texto: string, ruta: string = window.location.pathname): void {
  poner({ texto, ruta: rutaDe(ruta), visto: false });
}

/** Forgets the message (the form changed again). */
export function olvidarAviso(): void {
  if (actual) poner(null);
}

/**
 * The page frame at `pathname` shows the message (or not): there, it is now seen; on another page, one
 * already seen is forgotten (one not seen yet waits for its page: the save is still going there).
 */
export function mostrado(pathname: string): void {
  if (!actual) return;
  if (actual.ruta === pathname) actual.visto = true;
  else if (actual.visto) poner(null);
}

/** The current message; re-renders when one is said or forgotten. */
export function useAviso(): Aviso | null {
  return useSyncExternalStore(
    (oyente) => {
      oyentes.add(oyente);
      return () => oyentes.delete(oyente);
    },
    () => actual,
    () => null,
  );
}
