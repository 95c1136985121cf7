/**
 * `/:zona/buscar?q=…` (spec §2, §5, issue 37): the search results, 50 a page, with the storefront's
 * product cards: filters by category, brand, offer and price, sorted by relevance, price or name,
 * all in the URL (resultados/estado.ts) so a result can be shared and back/forward restore it. Only
 * products the viewer can buy in their zone. A query rule's banner for the zone shows above the
 * results; nothing found offers the query relaxed, categories and the zone's popular products. A
 * result opens the product with the search's queryID and its position; a signed-in shopper's views
 * and clicks go to the search analytics. The search code (helper and client) loads with the first
 * search, not with the page.
 */
import { links, readQuery } from '@mercado/shared/links';
import { Link, navigate, useSession } from '@mercado/shared/react';
import { normalizeSearch, SearchMensajes, validateSearch } from '@mercado/shared/rules/navegador';
import { useEffect, useMemo, useRef } from 'react';
import * as base from '../componentes/componentes.module.css';
import { ErrorCarga, Vacio } from '../componentes/Estados.tsx';
import { contarProductos } from '../componentes/ListadoProductos.tsx';
import { Paginacion } from '../componentes/Paginacion.tsx';
import { ProductCard } from '../componentes/ProductCard.tsx';
import { SelectorOrden } from '../componentes/SelectorOrden.tsx';
import { Cargando, GridSkeleton } from '../componentes/Skeletons.tsx';
import { useConsulta } from '../lib/datos.ts';
import { OPCIONES_ORDEN } from '../lib/orden.ts';
import { useTitulo } from '../lib/titulo.ts';
import { useEstadoListado } from '../paginas/listado.tsx';
import type { PaginaProps } from '../paginas/pagina.ts';
import { clicEnBusqueda, vistaDeResultados } from './eventos.ts';
import type { PaginaResultados } from './resultados/consulta.ts';
import {
  cambiar,
  type EstadoBusqueda,
  estadoDeUrl,
  filtrosActivos,
  sinFiltros,
  urlDeEstado,
} from './resultados/estado.ts';
import { Filtros } from './resultados/Filtros.tsx';
import { PanelFiltros } from './resultados/PanelFiltros.tsx';
import * as styles from './resultados/resultados.module.css';
import { SinResultados } from './resultados/SinResultados.tsx';

const MENSAJE_ERROR = 'No pudimos completar la búsqueda. Revise su conexión e intente de nuevo.';

/**
 * Runs the search of a state, zone and viewer (kept 60 s, as a page's data); again on retry. The
 * viewer's user type is in the data's key only: the search key made for them applies it.
 */
function useResultados(estado: EstadoBusqueda | null, zona: string, usuarioTipo: number) {
  const clave = estado === null ? null : `buscar|${JSON.stringify([estado, zona, usuarioTipo])}`;
  return useConsulta(clave, () =>
    import('./resultados/consulta.ts')
      // Only read for a key, that is with a query.
      .then((m) => m.buscarPagina(estado as EstadoBusqueda, zona))
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
  const estado = useMemo(() => (q === null ? null : estadoDeUrl(search, q)), [search, q]);
  const { titulo } = useEstadoListado(search);
  const usuarioTipo = useSession()?.usuarioTipo.tipo ?? 1;
  const { carga, reintentar } = useResultados(estado, zona, usuarioTipo);
  useTitulo(q ? `Buscar: ${q}` : 'Buscar');

  // While another refinement loads, the last results stay (dimmed, aria-busy) with their filters:
  // the checkbox just ticked keeps its focus.
  const ultimo = useRef<{ q: string; datos: PaginaResultados } | null>(null);
  if (carga.estado === 'listo' && q !== null) ultimo.current = { q, datos: carga.datos };
  const resultado =
    carga.estado === 'listo'
      ? carga.datos
      : carga.estado === 'cargando' && ultimo.current?.q === q
        ? ultimo.current.datos
        : null;
  const cargando = carga.estado === 'cargando' && q !== null;

  // A signed-in shopper's view of these results (spec §7).
  const vistos = carga.estado === 'listo' ? carga.datos : null;
  useEffect(() => {
    if (vistos) vistaDeResultados(vistos.hits.map((h) => h.objectID));
  }, [vistos]);

  const ir = (e: EstadoBusqueda) => navigate(urlDeEstado(zona, e));

  if (!validacion.ok || estado === null) {
    return (
      <div className={base.pagina}>
        <h1 ref={titulo} tabIndex={-1} className={base.titulo}>
          Buscar productos
        </h1>
        <Vacio titulo={validacion.ok ? SearchMensajes.SIN_RESULTADOS : validacion.error}>
          <Link className="mv-button mv-button--secondary" to={links.supermercado(zona)}>
            Ver todo el supermercado
          </Link>
        </Vacio>
      </div>
    );
  }

  const activos = filtrosActivos(estado);
  // Nothing found and no filter on: no filters to show (the page leads elsewhere), no sort.
  const conFiltros = resultado !== null && (resultado.nbHits > 0 || activos > 0);
  const filtros = resultado && <Filtros estado={estado} resultado={resultado} zona={zona} ir={ir} />;

  return (
    <div className={base.pagina} aria-busy={cargando}>
      <h1 ref={titulo} tabIndex={-1} className={base.titulo}>
        {`Resultados para “${estado.q}”`}
      </h1>
      {resultado?.banner && (
        <p className={styles.banner} data-testid="banner-busqueda">
          {resultado.banner}
        </p>
      )}
      {resultado?.relajada && resultado.relajada.length > 0 && (
        <p className={styles.relajada} data-testid="busqueda-relajada">
          Ningún producto tiene todas las palabras de «{estado.q}». Mostrando resultados para «
          {resultado.relajada.join(' ')}».
        </p>
      )}
      <div className={`${base.barraListado} ${styles.barra}`}>
        <p className={base.nota} aria-live="polite">
          {cargando ? 'Buscando productos…' : resultado ? contarProductos(resultado.nbHits) : '\u00a0'}
        </p>
        <div className={`${base.acciones} ${styles.acciones}`}>
          {conFiltros && (
            <PanelFiltros activos={activos} nbHits={resultado.nbHits}>
              {filtros}
            </PanelFiltros>
          )}
          {(conFiltros || !resultado) && (
            <SelectorOrden
              valor={estado.orden}
              opciones={OPCIONES_ORDEN}
              onCambiar={(orden) => ir(cambiar(estado, { orden }))}
            />
          )}
        </div>
      </div>
      {!resultado && cargando && (
        <>
          <Cargando texto="Buscando productos…" />
          <GridSkeleton />
        </>
      )}
      {carga.estado === 'error' && <ErrorCarga mensaje={MENSAJE_ERROR} onReintentar={reintentar} />}
      {resultado && (
        <div className={conFiltros ? styles.disposicion : undefined}>
          {conFiltros && (
            <aside className={styles.lateral} aria-label="Filtros">
              {filtros}
            </aside>
          )}
          <div>
            {resultado.nbHits === 0 && (
              <SinResultados
                zona={zona}
                sugerencias={resultado.sugerencias}
                conFiltros={activos > 0}
                onQuitarFiltros={() => ir(sinFiltros(estado))}
              />
            )}
            {resultado.nbHits > 0 && resultado.hits.length === 0 && (
              <Vacio titulo="Esta página no tiene resultados">
                <Link className="mv-button" to={urlDeEstado(zona, { ...estado, pag: 1 })}>
                  Ir a la primera página
                </Link>
              </Vacio>
            )}
            {resultado.hits.length > 0 && (
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
                <Paginacion
                  pagina={resultado.page + 1}
                  paginas={resultado.nbPages}
                  href={(n) => urlDeEstado(zona, { ...estado, pag: n })}
                />
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
