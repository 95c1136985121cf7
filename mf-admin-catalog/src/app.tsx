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
import { HistorialBusquedas } from './secciones/buscador-historial/HistorialBusquedas.tsx';
import { paginasListaRapida } from './secciones/lista-rapida/ListasRapidas.tsx';
import { paginasPublicidad } from './secciones/publicidad/paginas.ts';

/** The sections' own pages by their path under /admin; any other path is its section's index. */
const SUBPAGINAS: Record<string, ComponentType<SubpaginaProps>> = {
  ...paginasPublicidad,
  ...paginasListaRapida,
  'buscador-historial': HistorialBusquedas,
};
const Indice = paginaSeccion(descripcion);

function Seccion(props: AdminPageProps) {
  const elegida = elegirPagina(props.pathname, SUBPAGINAS);
  return elegida ? <elegida.Pagina {...props} ruta={elegida.ruta} /> : <Indice {...props} />;
}

/** Its pages by the ids of its description: 'seccion', each section's pages and index. */
const PAGINAS: Record<PageOf<typeof descripcion>, ComponentType<AdminPageProps>> = {
  seccion: Seccion,
};

export function AdminCatalogo(props: RemoteParcelProps) {
  const page = pageOf(descripcion, props.page);
  return <AdminParcel pagina={page && PAGINAS[page]} {...props} />;
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(descripcion.name, AdminCatalogo);
