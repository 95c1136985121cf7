import { type AdminPageProps, AdminParcel, paginaSeccionPropia } from '@mercado/admin-kit';
import {
  createRemoteLifecycles,
  type PageOf,
  pageOf,
  type RemoteParcelProps,
} from '@mercado/shared/federation';
import type { ComponentType } from 'react';
import { descripcion } from './descripcion.ts';

/** Its pages by the ids of its description: 'seccion', the index or own page of each section it serves. */
const PAGINAS: Record<PageOf<typeof descripcion>, ComponentType<AdminPageProps>> = {
  // One component for every page its description declares: none yet, each is `disponible: false`.
  seccion: paginaSeccionPropia(descripcion, {}),
};

export function AdminFinanzas(props: RemoteParcelProps) {
  const page = pageOf(descripcion, props.page);
  return <AdminParcel pagina={page && PAGINAS[page]} {...props} />;
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(descripcion.name, AdminFinanzas);
