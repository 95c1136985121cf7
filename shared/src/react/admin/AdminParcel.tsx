import type { ComponentType } from 'react';
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

/**
 * The root of an admin remote's parcel (its jotai store is the parcel's, `createRemoteLifecycles`):
 * the 'seccion' index of the sections the remote owns, and the remote's own pages.
 */
export function AdminParcel({ owner, paginas, page, pathname }: AdminParcelProps) {
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
