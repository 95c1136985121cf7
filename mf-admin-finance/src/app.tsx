import { type AdminPageProps, AdminParcel, paginaSeccionPropia } from '@mercado/admin-kit';
import {
  createRemoteLifecycles,
  type PageOf,
  pageOf,
  type RemoteParcelProps,
} from '@mercado/shared/federation';
import type { ComponentType } from 'react';
import { descripcion } from './descripcion.ts';
import { paginasConfig } from './secciones/config/paginas.ts';
import { paginasCupon } from './secciones/cupon/paginas.ts';
import { paginasEnvio } from './secciones/envio/paginas.ts';
import { paginasFinanzas } from './secciones/finanzas/paginas.ts';
import { paginasTarjeta } from './secciones/tarjeta/paginas.ts';
import { paginasVuelto } from './secciones/vuelto/paginas.ts';

/** Its pages by the ids of its description: 'seccion', the index or own page of each section it serves. */
const PAGINAS: Record<PageOf<typeof descripcion>, ComponentType<AdminPageProps>> = {
  // One component for every page its description declares (typed: none missing, none more).
  seccion: paginaSeccionPropia(descripcion, {
    ...paginasFinanzas,
    ...paginasTarjeta,
    ...paginasVuelto,
    ...paginasCupon,
    ...paginasEnvio,
    ...paginasConfig,
  }),
};

export function AdminFinanzas(props: RemoteParcelProps) {
  const page = pageOf(descripcion, props.page);
  return <AdminParcel pagina={page && PAGINAS[page]} {...props} />;
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(descripcion.name, AdminFinanzas);
