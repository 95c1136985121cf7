import type { RemoteParcelProps } from '@mercado/shared/federation';
import { useSession } from '@mercado/shared/react';
import type { ComponentType } from 'react';
import * as estilos from './admin.module.css';

/** What every admin page gets: the URL (path, query string, route params) and the signed-in user's roles. */
export interface AdminPageProps {
  pathname: string;
  search: string;
  params: Readonly<Record<string, string>>;
  roles: readonly string[];
}

export interface AdminParcelProps extends RemoteParcelProps {
  /** The page the remote picked for `page` from its description (`pageOf`), or null: not found. */
  pagina: ComponentType<AdminPageProps> | null;
}

/**
 * The root of an admin remote's parcel (its jotai store is the parcel's, `createRemoteLifecycles`):
 * the page the remote picked from its description.
 */
export function AdminParcel({ pagina: Propia, pathname, search, params }: AdminParcelProps) {
  const roles = useSession()?.roles ?? [];
  if (Propia) return <Propia pathname={pathname} search={search} params={params} roles={roles} />;
  return (
    <div className={estilos.pagina}>
      <h1 className={estilos.titulo}>Página no encontrada</h1>
    </div>
  );
}
