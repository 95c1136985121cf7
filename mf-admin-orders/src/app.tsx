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
import { paginasClientes } from './secciones/cliente/paginas.ts';
import { paginasOneSignal } from './secciones/onesignal/index.ts';
import { paginasPedido } from './secciones/pedido/index.ts';
import { paginasPreparacion } from './secciones/preparacion/index.ts';
import { paginasReporte } from './secciones/reporte/index.ts';
import { paginasUsuario } from './secciones/usuario/index.ts';

/** The sections' own pages by their path under /admin (`elegirPagina`). */
const SUBPAGINAS: Record<string, ComponentType<SubpaginaProps>> = {
  ...paginasClientes,
  ...paginasPedido,
  ...paginasPreparacion,
  ...paginasUsuario,
  ...paginasOneSignal,
  ...paginasReporte,
};
/** Its pages by the ids of its description: 'seccion', the index or own page of each section it serves. */
const PAGINAS: Record<PageOf<typeof descripcion>, ComponentType<AdminPageProps>> = {
  seccion: paginaSeccionPropia(descripcion, SUBPAGINAS),
};

export function AdminPedidos(props: RemoteParcelProps) {
  const page = pageOf(descripcion, props.page);
  return <AdminParcel pagina={page && PAGINAS[page]} {...props} />;
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(descripcion.name, AdminPedidos);
