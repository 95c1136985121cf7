import { createRemoteLifecycles, type RemoteParcelProps } from '@mercado/shared/federation';
import { createStore, Provider } from 'jotai';
import { useState } from 'react';
import { ClavePage } from './ClavePage.tsx';
import { CuentaPage } from './CuentaPage.tsx';
import { Proximamente } from './Proximamente.tsx';
import { TelefonoPage } from './TelefonoPage.tsx';

function Pagina({ page }: RemoteParcelProps) {
  if (page === 'cuenta') return <CuentaPage />;
  if (page === 'telefono') return <TelefonoPage />;
  if (page === 'clave') return <ClavePage />;
  return <Proximamente page={page} />;
}

/** One jotai store per mounted parcel: its state lives and dies with it. */
function Cuenta(props: RemoteParcelProps) {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <Pagina {...props} />
    </Provider>
  );
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles('mf_account', Cuenta);
