import { createRemoteLifecycles, type RemoteParcelProps } from '@mercado/shared/federation';

function AccountApp({ page }: RemoteParcelProps) {
  return <h1>Mi cuenta: {page}</h1>;
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles('mf_account', AccountApp);
