/** What the three listing pages share: page/order from the URL, focus and scroll on page change. */
import { useEffect, useRef } from 'react';
import { ordenDe } from '../lib/orden.ts';
import { paginaDeUrl } from '../lib/url.ts';

export function useEstadoListado(search: string) {
  const pag = paginaDeUrl(search);
  const orden = ordenDe(search);
  const titulo = useRef<HTMLHeadingElement>(null);
  const primera = useRef(true);
  // A new page or order of the same listing: back to the top, focus on the title (keyboard and
  // screen-reader users start again there). The first render keeps the shell's focus handling.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when page or order change.
  useEffect(() => {
    if (primera.current) {
      primera.current = false;
      return;
    }
    titulo.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [pag, orden]);
  return { pag, orden, titulo };
}
