import { createRemoteLifecycles, type RemoteParcelProps } from '@mercado/shared/federation';
import { AdminParcel } from '@mercado/shared/react/admin';
import { PaginaInicio } from './Inicio.tsx';

const REMOTO = 'mf_admin_catalog';
const PAGINAS = { inicio: PaginaInicio };

/**
 * Pages: 'inicio' (/admin, the back-office home) and 'seccion', the index of each section the
 * shared catalogue gives this remote.
 */
export function AdminCatalogo(props: RemoteParcelProps) {
  return <AdminParcel owner={REMOTO} paginas={PAGINAS} {...props} />;
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(REMOTO, AdminCatalogo);
