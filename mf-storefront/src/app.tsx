import { createRemoteLifecycles, type RemoteParcelProps } from '@mercado/shared/federation';
import { createStore, Provider } from 'jotai';
import { useState } from 'react';
import { useResultadosCarrito } from './carrito.ts';
import { Proximamente } from './Proximamente.tsx';
import { ZonaPage } from './ZonaPage.tsx';

function Pagina({ page, params, search }: RemoteParcelProps) {
  useResultadosCarrito();
  if (page === 'zona' && params.zona) return <ZonaPage zona={params.zona} search={search} />;
  return <Proximamente page={page} zona={params.zona} />;
}

/** One jotai store per mounted parcel: its state lives and dies with it. */
function Storefront(props: RemoteParcelProps) {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <Pagina {...props} />
    </Provider>
  );
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles('mf_storefront', Storefront);
