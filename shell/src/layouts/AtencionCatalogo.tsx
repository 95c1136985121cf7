import type { AtencionZona } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import * as styles from './AdminInicio.module.css';

/**
 * What needs attention in the catalogue of each zone the user holds (issue 18, `atencion` of
 * GET /admin/resumen, for staff of the inventory): each figure links to the list it counts.
 */
export function AtencionCatalogo({ zonas }: { zonas: readonly AtencionZona[] }) {
  if (zonas.length === 0) return null;
  return (
    <section aria-labelledby="mv-admin-atencion" className={styles.bloque}>
      <h2 id="mv-admin-atencion" className={styles.subtitulo}>
        Atención en el catálogo
      </h2>
      <ul className={styles.tarjetas}>
        {zonas.map((z) => {
          const lista = `/admin/inventario/zona/${z.zona}`;
          return (
            <li key={z.zona} className={`mv-card ${styles.tarjeta}`} aria-label={z.nombre}>
              <span className={styles.tarjetaTitulo}>{z.nombre}</span>
              <Link to={`${lista}?sinExistencia=1&estatus=1`}>
                {z.sinExistencia === 1
                  ? '1 producto sin existencia'
                  : `${z.sinExistencia} productos sin existencia`}
              </Link>
              <Link to={`${lista}?oferta=vence`}>
                {z.ofertasPorVencer === 1
                  ? '1 oferta vence esta semana'
                  : `${z.ofertasPorVencer} ofertas vencen esta semana`}
              </Link>
              <Link to="/admin/categoria">
                {z.categoriasSinProductos === 1
                  ? '1 categoría sin productos'
                  : `${z.categoriasSinProductos} categorías sin productos`}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
