import { createRemoteLifecycles, type RemoteParcelProps } from '@mercado/shared/federation';
import { useSession } from '@mercado/shared/react';
import { createStore, Provider } from 'jotai';
import { useState } from 'react';
import * as styles from './app.module.css';
import { PaginaSeccion } from './IndiceSeccion.tsx';
import { REMOTO } from './secciones.ts';

function Pagina({ page, pathname }: RemoteParcelProps) {
  const roles = useSession()?.roles ?? [];
  if (page === 'seccion') return <PaginaSeccion pathname={pathname} roles={roles} />;
  return (
    <div className={styles.pagina}>
      <h1 className={styles.titulo}>Página no encontrada</h1>
    </div>
  );
}

/** One jotai store per mounted parcel: its state lives and dies with it. */
function AdminPedidos(props: RemoteParcelProps) {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <Pagina {...props} />
    </Provider>
  );
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(REMOTO, AdminPedidos);
