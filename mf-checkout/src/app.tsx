/**
 * Pages of this remote: the checkout (`/:zona/pago/:pagina`). Its code loads on demand (React.lazy)
 * so nothing of it rides along with the mini-cart.
 */
import { createRemoteLifecycles, type RemoteParcelProps } from '@mercado/shared/federation';
import { lazy, Suspense, useEffect } from 'react';
import * as styles from './app.module.css';
import { conectarCarrito, fijarZona } from './carrito/nucleo.ts';

const PaginaPago = lazy(() => import('./pago/PaginaPago.tsx'));

function Cargando() {
  return (
    <div className={styles.cargando} aria-hidden="true">
      <div className={`mv-skeleton ${styles.titulo}`} />
      <div className={`mv-skeleton ${styles.bloque}`} />
      <div className={`mv-skeleton ${styles.bloque}`} />
    </div>
  );
}

function Pagina({ page, params, search }: RemoteParcelProps) {
  useEffect(() => conectarCarrito(), []);
  useEffect(() => fijarZona(params.zona), [params.zona]);
  if (page !== 'pago' || !params.zona) return null;
  return (
    <Suspense fallback={<Cargando />}>
      <PaginaPago zona={params.zona} paginaParam={params.pagina ?? ''} search={search} />
    </Suspense>
  );
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles('mf_checkout', Pagina);
