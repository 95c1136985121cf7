/**
 * The storefront's `./buscador` slot as the page loads: nothing of its own, so the shell's plain box
 * (same size; Enter opens the results) stays on screen while the store's first page loads. The
 * combobox (`./Buscador.tsx`: suggestions, keyboard, the search's rules) comes when the browser is
 * idle after that page, or at once when the shopper focuses the plain box; it then takes over its
 * text and focus. Its code is thus off the first visit's critical path (issue 36's JS budget).
 */
import { createRemoteLifecycles, type RemoteParcelProps } from '@mercado/shared/federation';
import { runWhenIdle } from '@mercado/shared/react';
import { type ComponentType, useEffect, useState } from 'react';
import { ID_RESPALDO } from './ids.ts';

type Componente = ComponentType<RemoteParcelProps>;

/** Once loaded, a later mount (another layout and back) shows the combobox at once. */
let listo: Componente | null = null;
let cargando: Promise<Componente> | null = null;

function cargar(): Promise<Componente> {
  // Named, so a test can hold it back (e2e buscador-diferido).
  cargando ??= import(/* webpackChunkName: "buscador" */ './Buscador.tsx').then(
    (m) => {
      listo = m.Buscador;
      return m.Buscador;
    },
    (error: unknown) => {
      cargando = null; // the next focus tries again; the plain box works meanwhile
      throw error;
    },
  );
  return cargando;
}

function BuscadorDiferido(props: RemoteParcelProps) {
  const [Buscador, setBuscador] = useState<Componente | null>(() => listo);
  useEffect(() => {
    if (Buscador) return;
    let activo = true;
    const traer = () => {
      cargar().then(
        (componente) => activo && setBuscador(() => componente),
        (error: unknown) => console.warn('[mf_storefront] buscador no disponible', error),
      );
    };
    const alEnfocar = (event: FocusEvent) => {
      if ((event.target as Element | null)?.id === ID_RESPALDO) traer();
    };
    if (document.activeElement?.id === ID_RESPALDO) traer();
    document.addEventListener('focusin', alEnfocar);
    const cancelar = runWhenIdle(traer);
    return () => {
      activo = false;
      cancelar();
      document.removeEventListener('focusin', alEnfocar);
    };
  }, [Buscador]);
  return Buscador ? <Buscador {...props} /> : null;
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(
  'mf_storefront',
  BuscadorDiferido,
);
