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
import { adminSectionFromPath, canOpenAdminSection } from '@mercado/shared/rules/navegador';
import type { ComponentType } from 'react';
import { descripcion } from './descripcion.ts';
import { paginasClientes } from './secciones/cliente/paginas.ts';
import { paginasPedido } from './secciones/pedido/index.ts';
import { paginasPreparacion } from './secciones/preparacion/index.ts';

/** The sections' own pages by their path under /admin (`elegirPagina`). */
const SUBPAGINAS: Record<string, ComponentType<SubpaginaProps>> = {
  ...paginasClientes,
  ...paginasPedido,
  ...paginasPreparacion,
};
const IndiceSeccion = paginaSeccion(descripcion);
const secciones = descripcion.navigation.admin.secciones;

/**
 * Page 'seccion': a section's own page for the path when the user's roles open the section, else the
 * section's index (which says what is missing).
 */
function Seccion(props: AdminPageProps) {
  const seccion = secciones.find((s) => s.slug === adminSectionFromPath(props.pathname));
  const elegida =
    seccion &&
    canOpenAdminSection(props.roles, { roles: [...seccion.roles] }) &&
    elegirPagina(props.pathname, SUBPAGINAS);
  return elegida ? <elegida.Pagina {...props} ruta={elegida.ruta} /> : <IndiceSeccion {...props} />;
}

/** Its pages by the ids of its description: 'seccion', the index or own page of each section it serves. */
const PAGINAS: Record<PageOf<typeof descripcion>, ComponentType<AdminPageProps>> = {
  seccion: Seccion,
};

export function AdminPedidos(props: RemoteParcelProps) {
  const page = pageOf(descripcion, props.page);
  return <AdminParcel pagina={page && PAGINAS[page]} {...props} />;
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(descripcion.name, AdminPedidos);
