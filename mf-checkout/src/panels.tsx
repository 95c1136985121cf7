import { createRemoteLifecycles, type RemoteParcelProps } from '@mercado/shared/federation';
import { createStore, Provider } from 'jotai';
import { useEffect, useState } from 'react';
import * as styles from './app.module.css';
import { CarritoPanel } from './CarritoPanel.tsx';
import { conectarCarrito } from './carrito/servicio.ts';

/** The floating panels this remote owns (the shell draws the frame, title and close button). */
function Panel({ page, params }: RemoteParcelProps) {
  useEffect(() => conectarCarrito(), []);
  if (page === 'carrito') return <CarritoPanel zona={params.zona} />;
  // Coupons and tracking arrive with their issues; until then the spec's empty texts (§8).
  if (page === 'cupones')
    return (
      <div className={styles.panel}>
        <p className={styles.vacio}>Actualmente no posees cupones disponibles !</p>
      </div>
    );
  if (page === 'rastreo')
    return (
      <div className={styles.panel}>
        <p className={styles.vacio}>No posee pedidos por el momento</p>
      </div>
    );
  return (
    <div className={styles.panel}>
      <p>Próximamente.</p>
    </div>
  );
}

function Raiz(props: RemoteParcelProps) {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <Panel {...props} />
    </Provider>
  );
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles('mf_checkout', Raiz);
