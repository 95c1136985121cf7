import { type Carga, consulta } from '@mercado/shared/consulta';
import { Link, useSession } from '@mercado/shared/react';
import {
  adminPanelGroups,
  nombreProvisionalDeZona,
  textoConteo,
  zoneRoleSlugs,
} from '@mercado/shared/rules/navegador';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { api } from '../api.ts';
import { registryAtom } from '../app/state.ts';
import { loadZonas } from '../website/website.ts';
import * as styles from './AdminInicio.module.css';
import { AtencionCatalogo } from './AtencionCatalogo.tsx';

/**
 * The data a visit of the home reads, as a consulta of its own read in the shell's store: the
 * summary's counts change and depend on the user, and a failed read is tried again on the next visit
 * (the zone list itself is asked once: `loadZonas` keeps it).
 */
function useConsultaDeLaVisita<T>(leer: () => Promise<T>): Carga<T> {
  const [datos] = useState(() => consulta(leer));
  return useAtomValue(datos.carga);
}

/** The user's zones by name: made from the slug while the names load, or if they failed. */
function ZonasAsignadas({ slugs }: { slugs: string[] }) {
  const carga = useConsultaDeLaVisita(loadZonas);
  const nombre = (slug: string) =>
    (carga.estado === 'listo' ? carga.datos.find((zona) => zona.slug === slug)?.nombre : undefined) ??
    nombreProvisionalDeZona(slug);
  return <>{`Zonas asignadas: ${slugs.map(nombre).join(', ')}`}</>;
}

/**
 * The back-office home (/admin): every section the user's roles open, one group per admin remote,
 * drawn from the registry (each remote's description), with the section's count when it has one.
 */
export function AdminInicio() {
  const roles = useSession()?.roles ?? [];
  const grupos = adminPanelGroups(useAtomValue(registryAtom).remotes, roles);
  const slugsDeZonas = zoneRoleSlugs(roles);
  const resumen = useConsultaDeLaVisita(() => api.admin.resumen());

  return (
    <div className={styles.pagina}>
      <h1 className={styles.titulo}>Panel de administración</h1>
      <p className={styles.nota}>
        {slugsDeZonas.length > 0 ? <ZonasAsignadas slugs={slugsDeZonas} /> : 'Sin zonas asignadas'}
      </p>
      {resumen.estado === 'error' && (
        <p className={styles.nota}>No se pudieron cargar los totales de las secciones.</p>
      )}
      {resumen.estado === 'listo' && resumen.datos.atencion && (
        <AtencionCatalogo zonas={resumen.datos.atencion} />
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
              const cantidad = resumen.estado === 'listo' ? resumen.datos.conteos[seccion.slug] : undefined;
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
