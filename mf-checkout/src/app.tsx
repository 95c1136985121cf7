/**
 * Pages of this remote: the checkout (`/:zona/pago/:pagina`). Its code loads on demand (React.lazy)
 * so nothing of it rides along with the mini-cart.
 */
import {
  createRemoteLifecycles,
  type PageOf,
  pageOf,
  type RemoteParcelProps,
} from '@mercado/shared/federation';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import * as styles from './app.module.css';
import { conectarCarrito, fijarZona } from './carrito/nucleo.ts';
import { descripcion } from './descripcion.ts';

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

interface PaginaProps {
  zona: string;
  params: Record<string, string>;
  search: string;
}

/** Its pages by the ids of its description. */
const PAGINAS: Record<PageOf<typeof descripcion>, ComponentType<PaginaProps>> = {
  pago: ({ zona, params, search }) => (
    <PaginaPago zona={zona} paginaParam={params.pagina ?? ''} search={search} />
  ),
};

function Pagina({ page, params, search }: RemoteParcelProps) {
  useEffect(() => conectarCarrito(), []);
  useEffect(() => fijarZona(params.zona), [params.zona]);
  const id = pageOf(descripcion, page);
  if (!id || !params.zona) return null;
  const Componente = PAGINAS[id];
  return (
    <Suspense fallback={<Cargando />}>
      <Componente zona={params.zona} params={params} search={search} />
    </Suspense>
  );
}

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(descripcion.name, Pagina);
