/**
 * `/:zona/buscar?q=&pag=` (spec §2, §5): the search results, 50 a page, with the storefront's own
 * product cards, grid and pager. Only products the viewer can buy in their zone (the
 * `disponibilidad` key of zone and user type). A result opens the product with the search's
 * queryID and its position; a signed-in shopper's views and clicks go to the search analytics.
 */
import { links, readQuery } from '@mercado/shared/links';
import { Link, useSession } from '@mercado/shared/react';
import { normalizeSearch, SearchMensajes, validateSearch } from '@mercado/shared/rules/navegador';
import { useEffect } from 'react';
import * as base from '../componentes/componentes.module.css';
import { ErrorCarga, Vacio } from '../componentes/Estados.tsx';
import { contarProductos } from '../componentes/ListadoProductos.tsx';
import { Paginacion } from '../componentes/Paginacion.tsx';
import { ProductCard } from '../componentes/ProductCard.tsx';
import { Cargando, GridSkeleton } from '../componentes/Skeletons.tsx';
import { useConsulta } from '../lib/datos.ts';
import { useTitulo } from '../lib/titulo.ts';
import { useEstadoListado } from '../paginas/listado.tsx';
import type { PaginaProps } from '../paginas/pagina.ts';
import { clicEnBusqueda, vistaDeResultados } from './eventos.ts';

/** Spec §9: page size 50, as the category listings. */
export const RESULTADOS_POR_PAGINA = 50;
const MENSAJE_ERROR = 'No pudimos completar la búsqueda. Revise su conexión e intente de nuevo.';

/**
 * Runs the search for the query, page, zone and viewer (kept 60 s, as a page's data); again on retry.
 * The viewer's user type is in the data's key only: the search key made for them applies it.
 */
function useResultados(q: string | null, zona: string, pag: number, usuarioTipo: number) {
  const clave = q === null ? null : `buscar|${JSON.stringify([q, zona, pag, usuarioTipo])}`;
  return useConsulta(clave, () =>
    import('./motor.ts')
      .then((m) =>
        // Only read for a key, that is with a query.
        m.buscar({ query: q as string, zona, hitsPerPage: RESULTADOS_POR_PAGINA, page: pag - 1 }),
      )
      .catch((error: unknown) => {
        console.warn('[mf_storefront] búsqueda fallida', error);
        throw error;
      }),
  );
}

export function BuscarPage({ zona, search }: PaginaProps) {
  const texto = normalizeSearch(readQuery(search, 'q') ?? '');
  const validacion = validateSearch(texto);
  const q = validacion.ok ? validacion.value : null;
  const { pag, titulo } = useEstadoListado(search);
  const usuarioTipo = useSession()?.usuarioTipo.tipo ?? 1;
  const { carga, reintentar } = useResultados(q, zona, pag, usuarioTipo);
  const resultado = carga.estado === 'listo' ? carga.datos : null;
  useTitulo(q ? `Buscar: ${q}` : 'Buscar');

  // A signed-in shopper's view of these results (spec §7).
  useEffect(() => {
    if (resultado) vistaDeResultados(resultado.hits.map((h) => h.objectID));
  }, [resultado]);

  const href = (n: number) => links.buscar(zona, q ?? '', n);

  return (
    <div className={base.pagina} aria-busy={carga.estado === 'cargando' && q !== null}>
      <h1 ref={titulo} tabIndex={-1} className={base.titulo}>
        {q ? `Resultados para “${q}”` : 'Buscar productos'}
      </h1>
      {!validacion.ok ? (
        <Vacio titulo={validacion.error}>
          <Link className="mv-button mv-button--secondary" to={links.supermercado(zona)}>
            Ver todo el supermercado
          </Link>
        </Vacio>
      ) : (
        <>
          <div className={base.barraListado}>
            <p className={base.nota}>{resultado ? contarProductos(resultado.nbHits) : '\u00a0'}</p>
          </div>
          {carga.estado === 'cargando' && (
            <>
              <Cargando texto="Buscando productos…" />
              <GridSkeleton />
            </>
          )}
          {carga.estado === 'error' && <ErrorCarga mensaje={MENSAJE_ERROR} onReintentar={reintentar} />}
          {resultado && resultado.hits.length === 0 && (
            <Vacio titulo={SearchMensajes.SIN_RESULTADOS}>
              {pag > 1 && resultado.nbHits > 0 ? (
                <Link className="mv-button" to={href(1)}>
                  Ir a la primera página
                </Link>
              ) : (
                <Link className="mv-button mv-button--secondary" to={links.supermercado(zona)}>
                  Ver todo el supermercado
                </Link>
              )}
            </Vacio>
          )}
          {resultado && resultado.hits.length > 0 && (
            <>
              <ul className={base.grid}>
                {resultado.hits.map((hit, i) => (
                  <li key={hit.objectID}>
                    <ProductCard
                      producto={hit.producto}
                      zona={zona}
                      arribaDelPliegue={i < 4}
                      nivel={2}
                      queryID={resultado.queryID}
                      posicion={hit.posicion}
                      onAbrir={() =>
                        clicEnBusqueda({
                          queryID: resultado.queryID,
                          objectID: hit.objectID,
                          posicion: hit.posicion,
                          origen: 'resultado',
                        })
                      }
                    />
                  </li>
                ))}
              </ul>
              <Paginacion pagina={resultado.page + 1} paginas={resultado.nbPages} href={href} />
            </>
          )}
        </>
      )}
    </div>
  );
}
