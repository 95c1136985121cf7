import { type AdminPageProps, AdminParcel, paginaSeccionPropia } from '@mercado/admin-kit';
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

/** Its pages by the ids of its description: 'seccion', the index or own page of each section it serves. */
const PAGINAS: Record<PageOf<typeof descripcion>, ComponentType<AdminPageProps>> = {
  // One component for every page its description declares (typed: none missing, none more).
  seccion: paginaSeccionPropia(descripcion, {
    ...paginasClientes,
    ...paginasPedido,
    ...paginasPreparacion,
    ...paginasUsuario,
    ...paginasOneSignal,
    ...paginasReporte,
  }),
};

export function AdminPedidos(props: RemoteParcelProps) {
  const page = pageOf(descripcion, props.page);
  return <AdminParcel pagina={page && PAGINAS[page]} {...props} />;
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(descripcion.name, AdminPedidos);
