import { createRemoteLifecycles, type RemoteParcelProps } from '@mercado/shared/federation';
import { platform } from '@mercado/shared/platform';
import { useOpenPanel } from '@mercado/shared/react';
import { createStore, Provider } from 'jotai';
import { useEffect, useState } from 'react';
import * as styles from './app.module.css';
import { conectarCarrito, useLineas } from './carrito/servicio.ts';

export const etiquetaCarrito = (n: number) => `Carrito, ${n} ${n === 1 ? 'producto' : 'productos'}`;

/** Header slot: the cart button with its count; opens the cart panel. */
function MiniCarrito({ params }: RemoteParcelProps) {
  const lineas = useLineas(params.zona, 0);
  const abierto = useOpenPanel() === 'carrito';
  useEffect(() => conectarCarrito(), []);
  const n = lineas.length;
  return (
    <button
      type="button"
      className={styles.minicart}
      aria-label={etiquetaCarrito(n)}
      aria-expanded={abierto}
      aria-controls="mv-panel"
      onClick={() => platform.panel.set(abierto ? null : 'carrito')}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7.2 14.8l.1-.1.9-1.7h7.4a2 2 0 0 0 1.8-1l3.6-6.5-1.8-1-3.6 6.5H8.5L4.3 2H1v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 7 17h12v-2H7.4a.2.2 0 0 1-.2-.2Z"
        />
      </svg>
      <span className={n > 0 ? styles.contador : styles.contadorVacio} aria-hidden="true">
        {n}
      </span>
    </button>
  );
}

function Raiz(props: RemoteParcelProps) {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <MiniCarrito {...props} />
    </Provider>
  );
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles('mf_checkout', Raiz);
