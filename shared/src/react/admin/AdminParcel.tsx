import { createStore, Provider } from 'jotai';
import { type ComponentType, useState } from 'react';
import type { RemoteParcelProps } from '../../federation/lifecycles.tsx';
import { useSession } from '../index.tsx';
import * as estilos from './admin.module.css';

/** What every admin page gets: the URL and the signed-in user's roles. */
export interface AdminPageProps {
  pathname: string;
  roles: readonly string[];
}

export interface AdminParcelProps extends RemoteParcelProps {
  /** The page the remote picked for `page` from its description (`pageOf`), or null: not found. */
  pagina: ComponentType<AdminPageProps> | null;
}

function Pagina({ pagina: Propia, pathname }: AdminParcelProps) {
  const roles = useSession()?.roles ?? [];
  if (Propia) return <Propia pathname={pathname} roles={roles} />;
  return (
    <div className={estilos.pagina}>
      <h1 className={estilos.titulo}>Página no encontrada</h1>
    </div>
  );
}

/**
 * The root of an admin remote's parcel: one jotai store per mounted parcel (its data lives and dies
 * with it) around the page the remote picked.
 */
export function AdminParcel(props: AdminParcelProps) {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <Pagina {...props} />
    </Provider>
  );
}
