import type { AdminResumen } from '@mercado/shared/contracts';
import { Link, useSession } from '@mercado/shared/react';
import { adminPanelGroups, textoConteo, zoneRoleSlugs } from '@mercado/shared/rules/navegador';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { api } from '../api.ts';
import { registryAtom } from '../app/state.ts';
import { loadZonas } from '../website/website.ts';
import * as styles from './AdminInicio.module.css';

/** The back office summary (admin.resumen: counts per section); null while it loads, 'error' when it failed. */
function useResumen(): AdminResumen | 'error' | null {
  const [resumen, setResumen] = useState<AdminResumen | 'error' | null>(null);
  useEffect(() => {
    api.admin.resumen().then(setResumen, () => setResumen('error'));
  }, []);
  return resumen;
}

/** Slug → zone name (the slug itself until the zone list arrives, or if it fails). */
function useNombreZona(activo: boolean): (slug: string) => string {
  const [nombres, setNombres] = useState(new Map<string, string>());
  useEffect(() => {
    if (!activo) return;
    loadZonas().then(
      (zonas) => setNombres(new Map(zonas.map((zona) => [zona.slug, zona.nombre]))),
      () => undefined,
    );
  }, [activo]);
  return (slug) => nombres.get(slug) ?? slug;
}

/**
 * The back-office home (/admin): every section the user's roles open, one group per admin remote,
 * drawn from the registry (each remote's description), with the section's count when it has one.
 */
export function AdminInicio() {
  const roles = useSession()?.roles ?? [];
  const grupos = adminPanelGroups(useAtomValue(registryAtom).remotes, roles);
  const zonas = zoneRoleSlugs(roles);
  const resumen = useResumen();
  const nombreZona = useNombreZona(zonas.length > 0);

  return (
    <div className={styles.pagina}>
      <h1 className={styles.titulo}>Panel de administración</h1>
      <p className={styles.nota}>
        {zonas.length > 0 ? `Zonas asignadas: ${zonas.map(nombreZona).join(', ')}` : 'Sin zonas asignadas'}
      </p>
      {resumen === 'error' && (
        <p className={styles.nota}>No se pudieron cargar los totales de las secciones.</p>
      )}
      {grupos.length === 0 && (
        <p className={`mv-card ${styles.aviso}`}>
          Su usuario no tiene secciones asignadas. Solicite los permisos a un administrador.
        </p>
      )}
      {grupos.map((grupo) => (
        <section
          key={grupo.remote}
          aria-labelledby={`mv-admin-grupo-${grupo.remote}`}
          className={styles.bloque}
        >
          <h2 id={`mv-admin-grupo-${grupo.remote}`} className={styles.subtitulo}>
            {grupo.etiqueta}
          </h2>
          <ul className={styles.tarjetas}>
            {grupo.enlaces.map(({ etiqueta, href, seccion }) => {
              const cantidad = resumen && resumen !== 'error' ? resumen.conteos[seccion.slug] : undefined;
              return (
                <li key={href}>
                  <Link to={href} className={`mv-card ${styles.tarjeta}`}>
                    <span className={styles.tarjetaTitulo}>{etiqueta}</span>
                    {seccion.conteo && cantidad !== undefined && (
                      <span className={styles.conteo}>{textoConteo(cantidad, seccion.conteo)}</span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
