/**
 * The floating panels this remote owns (the shell draws the frame, title and close button). Each
 * panel's code loads only when it is first opened (React.lazy); a skeleton shows meanwhile.
 */
import { createRemoteLifecycles, type RemoteParcelProps } from '@mercado/shared/federation';
import { lazy, Suspense, useEffect } from 'react';
import { conectarCarrito, fijarZona } from './carrito/nucleo.ts';
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

function Panel({ page, params }: RemoteParcelProps) {
  useEffect(() => conectarCarrito(), []);
  useEffect(() => fijarZona(params.zona), [params.zona]);
  return (
    <Suspense fallback={<Cargando />}>
      {page === 'carrito' && <CarritoPanel zona={params.zona} />}
      {page === 'cupones' && <CuponesPanel zona={params.zona} />}
      {page === 'rastreo' && <RastreoPanel />}
    </Suspense>
  );
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles('mf_checkout', Panel);
