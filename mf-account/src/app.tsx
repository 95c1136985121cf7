import { createRemoteLifecycles, type RemoteParcelProps } from '@mercado/shared/federation';
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

/** Its jotai store is the parcel's (createRemoteLifecycles): its state lives and dies with it. */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles('mf_account', Pagina);
