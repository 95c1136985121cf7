import {
  createRemoteLifecycles,
  type PageOf,
  pageOf,
  type RemoteParcelProps,
} from '@mercado/shared/federation';
import { type AdminPageProps, AdminParcel, paginaSeccion } from '@mercado/shared/react/admin';
import type { ComponentType } from 'react';
import { descripcion } from './descripcion.ts';
import { paginaCatalogo } from './secciones/rutas.tsx';

/**
 * Its pages by the ids of its description: 'seccion', each section it serves: the catalogue's own
 * pages (categoria, etiqueta, producto), else the section's index.
 */
const PAGINAS: Record<PageOf<typeof descripcion>, ComponentType<AdminPageProps>> = {
  seccion: paginaCatalogo(paginaSeccion(descripcion)),
};

export function AdminCatalogo(props: RemoteParcelProps) {
  const page = pageOf(descripcion, props.page);
  return <AdminParcel pagina={page && PAGINAS[page]} {...props} />;
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(descripcion.name, AdminCatalogo);
