import type { AtencionZona } from '@mercado/shared/contracts';
import { links, withQuery } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import { useAtomValue } from 'jotai';
import { registryAtom } from '../app/state.ts';
import { type AdminAttentionLinks, adminAttentionLinks } from '../registry/registry.ts';
import * as styles from './AdminInicio.module.css';

/**
 * What needs attention in the catalogue of each zone the user holds (issue 18, `atencion` of
 * GET /admin/resumen, for staff of the inventory): each figure links to the list it counts, where the
 * remote that owns the list declares (its description's `navigation.admin.atencion`).
 */
export function AtencionCatalogo({ zonas }: { zonas: readonly AtencionZona[] }) {
  const enlaces = adminAttentionLinks(useAtomValue(registryAtom));
  if (zonas.length === 0) return null;
  /** A figure, linked to the list it counts when its remote's description says where that is. */
  const cifra = (zona: string, cual: keyof AdminAttentionLinks, texto: string) => {
    const atajo = enlaces?.[cual];
    if (!atajo) return <span>{texto}</span>;
    const pagina = atajo.pagina
      .split('/')
      .map((segmento) => (segmento === ':zona' ? encodeURIComponent(zona) : segmento))
      .join('/');
    return <Link to={withQuery(`${links.admin()}/${pagina}`, atajo.consulta)}>{texto}</Link>;
  };
  return (
    <section aria-labelledby="mv-admin-atencion" className={styles.bloque}>
      <h2 id="mv-admin-atencion" className={styles.subtitulo}>
        Atención en el catálogo
      </h2>
      <ul className={styles.tarjetas}>
        {zonas.map((z) => (
          <li key={z.zona} className={`mv-card ${styles.tarjeta}`} aria-label={z.nombre}>
            <span className={styles.tarjetaTitulo}>{z.nombre}</span>
            {cifra(
              z.zona,
              'sinExistencia',
              z.sinExistencia === 1
                ? '1 producto sin existencia'
                : `${z.sinExistencia} productos sin existencia`,
            )}
            {cifra(
              z.zona,
              'ofertasPorVencer',
              z.ofertasPorVencer === 1
                ? '1 oferta vence esta semana'
                : `${z.ofertasPorVencer} ofertas vencen esta semana`,
            )}
            {cifra(
              z.zona,
              'categoriasSinProductos',
              z.categoriasSinProductos === 1
                ? '1 categoría sin productos'
                : `${z.categoriasSinProductos} categorías sin productos`,
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
