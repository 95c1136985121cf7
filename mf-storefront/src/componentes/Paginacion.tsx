import { Link } from '@mercado/shared/react';
import { paginasVisibles } from '../lib/url.ts';
import * as styles from './componentes.module.css';

/**
 * Pager over `?pag`: previous, numbered pages with gaps, next. Real links (shareable, middle-click)
 * that go through the shell's router.
 */
export function Paginacion({
  pagina,
  paginas,
  href,
  etiqueta = 'Paginación de productos',
}: {
  pagina: number;
  paginas: number;
  href: (n: number) => string;
  etiqueta?: string;
}) {
  if (paginas <= 1) return null;
  return (
    <nav className={styles.paginacion} aria-label={etiqueta}>
      {pagina > 1 ? (
        <Link className={styles.pagFlecha} to={href(pagina - 1)} rel="prev">
          <span aria-hidden="true">‹ </span>Anterior
        </Link>
      ) : (
        <span className={styles.pagFlechaInactiva} aria-hidden="true">
          ‹ Anterior
        </span>
      )}
      <ol className={styles.pagNumeros}>
        {paginasVisibles(pagina, paginas).map((n, i) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
            <li key={`gap-${i}`} aria-hidden="true" className={styles.pagHueco}>
              …
            </li>
          ) : (
            <li key={n}>
              {n === pagina ? (
                <span className={styles.pagActual} aria-current="page">
                  <span className="mv-visually-hidden">Página </span>
                  {n}
                </span>
              ) : (
                <Link className={styles.pagNumero} to={href(n)} aria-label={`Página ${n}`}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {pagina < paginas ? (
        <Link className={styles.pagFlecha} to={href(pagina + 1)} rel="next">
          Siguiente<span aria-hidden="true"> ›</span>
        </Link>
      ) : (
        <span className={styles.pagFlechaInactiva} aria-hidden="true">
          Siguiente ›
        </span>
      )}
    </nav>
  );
}
