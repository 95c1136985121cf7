/**
 * Nothing found, even with every word optional (issue 37): never a dead end. Says so, offers to drop
 * the filters when there are any, the categories of the zone's popular products and those products.
 */

import { links } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import { SearchMensajes } from '@mercado/shared/rules/navegador';
import * as base from '../../componentes/componentes.module.css';
import { ProductCard } from '../../componentes/ProductCard.tsx';
import type { PaginaResultados } from './consulta.ts';
import * as styles from './resultados.module.css';

export function SinResultados({
  zona,
  sugerencias,
  conFiltros,
  onQuitarFiltros,
}: {
  zona: string;
  sugerencias: PaginaResultados['sugerencias'];
  conFiltros: boolean;
  onQuitarFiltros: () => void;
}) {
  return (
    <section className={styles.sinResultados} aria-labelledby="sin-resultados-titulo">
      <div className={`mv-card ${base.aviso}`}>
        <p id="sin-resultados-titulo" className={base.avisoTitulo}>
          {SearchMensajes.SIN_RESULTADOS}
        </p>
        <p className={base.nota}>
          {conFiltros
            ? 'Pruebe sin algunos filtros, con otras palabras o explore estas categorías.'
            : 'Revise cómo lo escribió, pruebe con otras palabras o explore estas categorías.'}
        </p>
        <div className={base.acciones}>
          {conFiltros && (
            <button type="button" className="mv-button" onClick={onQuitarFiltros}>
              Quitar filtros
            </button>
          )}
          <Link className="mv-button mv-button--secondary" to={links.supermercado(zona)}>
            Ver todo el supermercado
          </Link>
        </div>
      </div>
      {sugerencias && sugerencias.categorias.length > 0 && (
        <nav aria-labelledby="sugeridas-titulo" className={styles.bloque}>
          <h2 id="sugeridas-titulo" className={base.subtitulo}>
            Categorías sugeridas
          </h2>
          <ul className={base.chips}>
            {sugerencias.categorias.map((c) => (
              <li key={c.slug}>
                <Link className={base.chip} to={links.categoriaSlug(zona, c.slug)}>
                  {c.nombre}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {sugerencias && sugerencias.populares.length > 0 && (
        <section aria-labelledby="populares-titulo" className={styles.bloque}>
          <h2 id="populares-titulo" className={base.subtitulo}>
            Lo más pedido en su zona
          </h2>
          <ul className={base.grid}>
            {sugerencias.populares.map((hit, i) => (
              <li key={hit.objectID}>
                <ProductCard producto={hit.producto} zona={zona} arribaDelPliegue={i < 4} nivel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
