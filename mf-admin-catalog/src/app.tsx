import {
  createRemoteLifecycles,
  type PageOf,
  pageOf,
  type RemoteParcelProps,
} from '@mercado/shared/federation';
import {
  type AdminPageProps,
  AdminParcel,
  elegirPagina,
  paginaSeccion,
  type SubpaginaProps,
} from '@mercado/shared/react/admin';
import type { ComponentType } from 'react';
import { descripcion } from './descripcion.ts';
import { paginasInventario } from './secciones/inventario/index.ts';
import { paginasTienda } from './secciones/tienda/index.ts';

/** The sections' own pages by their pattern under /admin; any other path shows the section's index. */
const SUBPAGINAS: Record<string, ComponentType<SubpaginaProps>> = {
  ...paginasTienda,
  ...paginasInventario,
};
const IndiceSeccion = paginaSeccion(descripcion);

function Seccion(props: AdminPageProps) {
  const elegida = elegirPagina(props.pathname, SUBPAGINAS);
  if (!elegida) return <IndiceSeccion {...props} />;
  return <elegida.Pagina {...props} ruta={elegida.ruta} />;
}

/** Its pages by the ids of its description: 'seccion', every page of the sections it serves. */
const PAGINAS: Record<PageOf<typeof descripcion>, ComponentType<AdminPageProps>> = {
  seccion: Seccion,
};

export function AdminCatalogo(props: RemoteParcelProps) {
  const page = pageOf(descripcion, props.page);
  return <AdminParcel pagina={page && PAGINAS[page]} {...props} />;
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(descripcion.name, AdminCatalogo);
