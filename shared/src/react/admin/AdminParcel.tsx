import { createStore, Provider } from 'jotai';
import { type ComponentType, useState } from 'react';
import type { AdminRemote } from '../../contracts/admin-sections.ts';
import type { RemoteParcelProps } from '../../federation/lifecycles.tsx';
import { useSession } from '../index.tsx';
import * as estilos from './admin.module.css';
import { PaginaSeccion } from './IndiceSeccion.tsx';

/** What every admin page gets: the URL and the signed-in user's roles. */
export interface AdminPageProps {
  pathname: string;
  roles: readonly string[];
}

export interface AdminParcelProps extends RemoteParcelProps {
  owner: AdminRemote;
  /** The remote's own pages by registry `page` id, besides 'seccion' (every admin remote has it). */
  paginas?: Readonly<Record<string, ComponentType<AdminPageProps>>>;
}

function Pagina({ owner, paginas, page, pathname }: AdminParcelProps) {
  const roles = useSession()?.roles ?? [];
  const Propia = paginas?.[page];
  if (Propia) return <Propia pathname={pathname} roles={roles} />;
  if (page === 'seccion') return <PaginaSeccion owner={owner} pathname={pathname} roles={roles} />;
  return (
    <div className={estilos.pagina}>
      <h1 className={estilos.titulo}>Página no encontrada</h1>
    </div>
  );
}

/**
 * The root of an admin remote's parcel: one jotai store per mounted parcel (its data lives and dies
 * with it), the 'seccion' index of the sections the remote owns, and the remote's own pages.
 */
export function AdminParcel(props: AdminParcelProps) {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <Pagina {...props} />
    </Provider>
  );
}
