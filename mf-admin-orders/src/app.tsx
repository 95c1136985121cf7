import { createRemoteLifecycles, type RemoteParcelProps } from '@mercado/shared/federation';
import { AdminParcel } from '@mercado/shared/react/admin';

const REMOTO = 'mf_admin_orders';

/** Page 'seccion': the index of each section the shared catalogue gives this remote. */
export function AdminPedidos(props: RemoteParcelProps) {
  return <AdminParcel owner={REMOTO} {...props} />;
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(REMOTO, AdminPedidos);
