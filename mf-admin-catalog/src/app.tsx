import {
  type AdminPageProps,
  AdminParcel,
  paginaSeccionPropia,
  type SubpaginaProps,
} from '@mercado/admin-kit';
import {
  createRemoteLifecycles,
  type PageOf,
  pageOf,
  type RemoteParcelProps,
} from '@mercado/shared/federation';
import type { ComponentType } from 'react';
import { descripcion } from './descripcion.ts';
import { HistorialBusquedas } from './secciones/buscador-historial/HistorialBusquedas.tsx';
import { paginasInventario } from './secciones/inventario/index.ts';
import { paginasListaRapida } from './secciones/lista-rapida/ListasRapidas.tsx';
import { paginasPublicidad } from './secciones/publicidad/paginas.ts';
import { PAGINAS_CATALOGO } from './secciones/rutas.tsx';
import { paginasTienda } from './secciones/tienda/index.ts';
import { PAGINAS_ZONA } from './secciones/zona/index.ts';

/** The sections' own pages by their path under /admin (`elegirPagina`). */
const SUBPAGINAS: Record<string, ComponentType<SubpaginaProps>> = {
  ...paginasTienda,
  ...paginasInventario,
  ...PAGINAS_ZONA,
  ...paginasPublicidad,
  ...paginasListaRapida,
  'buscador-historial': HistorialBusquedas,
  ...PAGINAS_CATALOGO,
};
/** Its pages by the ids of its description. */
const PAGINAS: Record<PageOf<typeof descripcion>, ComponentType<AdminPageProps>> = {
  seccion: paginaSeccionPropia(descripcion, SUBPAGINAS),
};

export function AdminCatalogo(props: RemoteParcelProps) {
  const page = pageOf(descripcion, props.page);
  return <AdminParcel pagina={page && PAGINAS[page]} {...props} />;
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(descripcion.name, AdminCatalogo);
