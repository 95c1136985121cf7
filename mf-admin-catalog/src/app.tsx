import { type AdminPageProps, AdminParcel, paginaSeccion, paginaSeccionPropia } from '@mercado/admin-kit';
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
import { PAGINAS_ZONA } from './secciones/zona/paginas.tsx';

/** Its pages by the ids of its description. */
const PAGINAS: Record<PageOf<typeof descripcion>, ComponentType<AdminPageProps>> = {
  // One component for every page its description declares (typed: none missing, none more).
  seccion: paginaSeccionPropia(descripcion, {
    ...paginasTienda,
    ...paginasInventario,
    // The inventory's zones are the section's index.
    inventario: paginaSeccion(descripcion),
    ...PAGINAS_ZONA,
    ...paginasPublicidad,
    ...paginasListaRapida,
    'buscador-historial': HistorialBusquedas,
    ...PAGINAS_CATALOGO,
  }),
};

export function AdminCatalogo(props: RemoteParcelProps) {
  const page = pageOf(descripcion, props.page);
  return <AdminParcel pagina={page && PAGINAS[page]} {...props} />;
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(descripcion.name, AdminCatalogo);
