import type { OrdenProductos, ProductoPagina } from '@mercado/shared/contracts';
import { Link, navigate } from '@mercado/shared/react';
import type { ReactNode } from 'react';
import type { Carga } from '../lib/datos.ts';
import { OPCIONES_ORDEN, ORDEN_POR_DEFECTO } from '../lib/orden.ts';
import { urlConOrden, urlListado } from '../lib/url.ts';
import * as styles from './componentes.module.css';
import { ErrorCarga, Vacio } from './Estados.tsx';
import { Paginacion } from './Paginacion.tsx';
import { ProductCard } from './ProductCard.tsx';
import { SelectorOrden } from './SelectorOrden.tsx';
import { Cargando, GridSkeleton } from './Skeletons.tsx';

/** "1 producto" / "1.234 productos". */
export const contarProductos = (n: number) =>
  n === 1 ? '1 producto' : `${n.toLocaleString('es-VE')} productos`;

/**
 * A paged, sorted product listing under `path`: count and sort select, the grid (skeleton while
 * loading), the pager. Page and order live in the URL (`?pag`, `?orden`).
 */
export function ListadoProductos({
  zona,
  path,
  pag,
  orden,
  carga,
  productos,
  onReintentar,
  vacio,
}: {
  zona: string;
  /** The listing's own URL without query. */
  path: string;
  pag: number;
  orden: OrdenProductos;
  carga: Carga<unknown>;
  /** The page of products once loaded. */
  productos: ProductoPagina | null;
  onReintentar: () => void;
  /** What to say when there are no products at all. */
  vacio: ReactNode;
}) {
  const href = (n: number) => urlListado(path, { pag: n, orden }, ORDEN_POR_DEFECTO);
  return (
    <>
      <div className={styles.barraListado}>
        <p className={styles.nota}>{productos ? contarProductos(productos.total) : '\u00a0'}</p>
        <SelectorOrden
          valor={orden}
          opciones={OPCIONES_ORDEN}
          onCambiar={(nuevo) => navigate(urlConOrden(path, nuevo, ORDEN_POR_DEFECTO))}
        />
      </div>
      {carga.tipo === 'cargando' && (
        <>
          <Cargando texto="Cargando productos…" />
          <GridSkeleton />
        </>
      )}
      {carga.tipo === 'error' && <ErrorCarga mensaje={carga.mensaje} onReintentar={onReintentar} />}
      {productos &&
        productos.items.length === 0 &&
        (pag > 1 && productos.total > 0 ? (
          <Vacio titulo="Esta página no tiene productos.">
            <Link className="mv-button" to={href(1)}>
              Ir a la primera página
            </Link>
          </Vacio>
        ) : (
          vacio
        ))}
      {productos && productos.items.length > 0 && (
        <>
          <ul className={styles.grid}>
            {productos.items.map((producto, i) => (
              <li key={producto.id}>
                <ProductCard producto={producto} zona={zona} arribaDelPliegue={i < 4} nivel={2} />
              </li>
            ))}
          </ul>
          <Paginacion pagina={productos.pagina} paginas={productos.paginas} href={href} />
        </>
      )}
    </>
  );
}
