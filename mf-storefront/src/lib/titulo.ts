import { useEffect } from 'react';

const MARCA = 'Mercado';

/** The tab title for the page ("Quiénes somos · Mercado"); null while the name is not known. */
export function useTitulo(titulo: string | null): void {
  useEffect(() => {
    if (titulo) document.title = `${titulo} · ${MARCA}`;
  }, [titulo]);
}
