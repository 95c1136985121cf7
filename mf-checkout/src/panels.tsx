/**
 * The floating panels this remote owns (the shell draws the frame, title and close button). Each
 * panel's code loads only when it is first opened (React.lazy); a skeleton shows meanwhile.
 */
import {
  createRemoteLifecycles,
  type PageOf,
  pageOf,
  type RemoteParcelProps,
} from '@mercado/shared/federation';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { conectarCarrito, fijarZona } from './carrito/nucleo.ts';
import { descripcion } from './descripcion.ts';
import type { PanelProps } from './panel/EstadosPanel.tsx';
import * as styles from './panels.module.css';

const CarritoPanel = lazy(() => import('./panel/CarritoPanel.tsx'));
const CuponesPanel = lazy(() => import('./panel/CuponesPanel.tsx'));
const RastreoPanel = lazy(() => import('./panel/RastreoPanel.tsx'));

function Cargando() {
  return (
    <div className={styles.cargando} aria-hidden="true">
      <div className={`mv-skeleton ${styles.barra}`} />
      <div className={`mv-skeleton ${styles.bloque}`} />
      <div className={`mv-skeleton ${styles.bloque}`} />
    </div>
  );
}

/** The panels of './panels' by the page ids of its description. */
const PANELES: Record<PageOf<typeof descripcion, './panels'>, ComponentType<PanelProps>> = {
  carrito: CarritoPanel,
  cupones: CuponesPanel,
  rastreo: RastreoPanel,
};

function Panel({ page, params, pathname, search }: RemoteParcelProps) {
  useEffect(() => conectarCarrito(), []);
  useEffect(() => fijarZona(params.zona), [params.zona]);
  const id = pageOf(descripcion, page, './panels');
  if (!id) return null;
  const Componente = PANELES[id];
  return (
    <Suspense fallback={<Cargando />}>
      <Componente zona={params.zona} volver={`${pathname}${search}`} />
    </Suspense>
  );
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(descripcion.name, Panel);
