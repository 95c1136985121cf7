import {
  createRemoteLifecycles,
  type PageOf,
  pageOf,
  type RemoteParcelProps,
} from '@mercado/shared/federation';
import type { ComponentType } from 'react';
import { ClavePage } from './ClavePage.tsx';
import { CuentaPage } from './CuentaPage.tsx';
import { CalificacionesPage } from './calificaciones/CalificacionesPage.tsx';
import { descripcion } from './descripcion.ts';
import { Proximamente } from './Proximamente.tsx';
import { TelefonoPage } from './TelefonoPage.tsx';

/** Its pages by the ids of its description; the ones not built yet say so. */
const PAGINAS: Record<PageOf<typeof descripcion>, ComponentType<{ page: string }>> = {
  cuenta: CuentaPage,
  telefono: TelefonoPage,
  clave: ClavePage,
  correo: Proximamente,
  'borrar-cuenta': Proximamente,
  prime: Proximamente,
  calificaciones: CalificacionesPage,
  'comparte-y-gana': Proximamente,
  'tarjeta-saldo': Proximamente,
};

function Pagina({ page }: RemoteParcelProps) {
  const id = pageOf(descripcion, page);
  const Componente = id ? PAGINAS[id] : Proximamente;
  return <Componente page={page} />;
}

/** Its jotai store is the parcel's (createRemoteLifecycles): its state lives and dies with it. */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(descripcion.name, Pagina);
