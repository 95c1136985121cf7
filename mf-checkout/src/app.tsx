import { createRemoteLifecycles, type RemoteParcelProps } from '@mercado/shared/federation';
import { createStore, Provider } from 'jotai';
import { useEffect, useState } from 'react';
import { conectarCarrito } from './carrito/servicio.ts';
import { Proximamente } from './Proximamente.tsx';

function Pagina({ page, params }: RemoteParcelProps) {
  useEffect(() => conectarCarrito(), []);
  // 'pago' (/:zona/pago/:pagina): the checkout arrives with its issue.
  const titulo = page === 'pago' ? 'Finalizar compra' : 'Sección';
  return <Proximamente titulo={titulo} zona={params.zona} />;
}

/** One jotai store per mounted parcel: its state lives and dies with it. */
function Checkout(props: RemoteParcelProps) {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <Pagina {...props} />
    </Provider>
  );
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles('mf_checkout', Checkout);
