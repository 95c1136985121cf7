import { Link } from '@mercado/shared/react';
import { zonasAsignadas } from './acceso.ts';
import * as styles from './app.module.css';
import { textoConteo, useNombreZona, useResumen } from './datos.ts';
import { panelVisible } from './panel.ts';
import { CONTEOS_PANEL } from './secciones.ts';

/** Page 'inicio' (/admin): every side-panel section the user's roles open, grouped by area. */
export function PaginaInicio({ roles }: { roles: readonly string[] }) {
  const grupos = panelVisible(roles);
  const zonas = zonasAsignadas(roles);
  const resumen = useResumen();
  const nombreZona = useNombreZona(zonas.length > 0);

  return (
    <div className={styles.pagina}>
      <h1 className={styles.titulo}>Panel de administración</h1>
      <p className={styles.nota}>
        {zonas.length > 0 ? `Zonas asignadas: ${zonas.map(nombreZona).join(', ')}` : 'Sin zonas asignadas'}
      </p>
      {resumen.estado === 'error' && (
        <p className={styles.nota}>No se pudieron cargar los totales de las secciones.</p>
      )}
      {grupos.length === 0 && (
        <p className={`mv-card ${styles.aviso}`}>
          Su usuario no tiene secciones asignadas. Solicite los permisos a un administrador.
        </p>
      )}
      {grupos.map((grupo) => (
        <section key={grupo.area} aria-labelledby={`mf-admin-area-${grupo.area}`} className={styles.bloque}>
          <h2 id={`mf-admin-area-${grupo.area}`} className={styles.subtitulo}>
            {grupo.etiqueta}
          </h2>
          <ul className={styles.tarjetas}>
            {grupo.entradas.map((entrada) => {
              const forma = CONTEOS_PANEL[entrada.seccion];
              const cantidad =
                resumen.estado === 'listo' ? resumen.datos.conteos[entrada.seccion] : undefined;
              return (
                <li key={entrada.href}>
                  <Link to={entrada.href} className={`mv-card ${styles.tarjeta}`}>
                    <span className={styles.tarjetaTitulo}>{entrada.etiqueta}</span>
                    {forma && cantidad !== undefined && (
                      <span className={styles.conteo}>{textoConteo(cantidad, forma)}</span>
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
