import { ADMIN_SECTION_CATALOGUE } from '@mercado/shared/contracts';
import { Link } from '@mercado/shared/react';
import {
  type AdminPageProps,
  estilos,
  textoConteo,
  useNombreZona,
  useResumen,
} from '@mercado/shared/react/admin';
import { adminPanelGroups, zoneRoleSlugs } from '@mercado/shared/rules/navegador';
import * as propios from './Inicio.module.css';

/** How the home reads `conteos` of GET /admin/resumen, per section (from the shared catalogue). */
const CONTEOS = new Map(ADMIN_SECTION_CATALOGUE.map((seccion) => [seccion.slug, seccion.conteo]));

/** Page 'inicio' (/admin): every side-panel entry the user's roles open, grouped by owning remote. */
export function PaginaInicio({ roles }: AdminPageProps) {
  const grupos = adminPanelGroups(roles);
  const zonas = zoneRoleSlugs(roles);
  const resumen = useResumen();
  const nombreZona = useNombreZona(zonas.length > 0);

  return (
    <div className={estilos.pagina}>
      <h1 className={estilos.titulo}>Panel de administración</h1>
      <p className={estilos.nota}>
        {zonas.length > 0 ? `Zonas asignadas: ${zonas.map(nombreZona).join(', ')}` : 'Sin zonas asignadas'}
      </p>
      {resumen.estado === 'error' && (
        <p className={estilos.nota}>No se pudieron cargar los totales de las secciones.</p>
      )}
      {grupos.length === 0 && (
        <p className={`mv-card ${estilos.aviso}`}>
          Su usuario no tiene secciones asignadas. Solicite los permisos a un administrador.
        </p>
      )}
      {grupos.map((grupo) => (
        <section
          key={grupo.owner}
          aria-labelledby={`mf-admin-grupo-${grupo.owner}`}
          className={estilos.bloque}
        >
          <h2 id={`mf-admin-grupo-${grupo.owner}`} className={estilos.subtitulo}>
            {grupo.etiqueta}
          </h2>
          <ul className={propios.tarjetas}>
            {grupo.enlaces.map((enlace) => {
              const forma = CONTEOS.get(enlace.seccion);
              const cantidad = resumen.estado === 'listo' ? resumen.datos.conteos[enlace.seccion] : undefined;
              return (
                <li key={enlace.href}>
                  <Link to={enlace.href} className={`mv-card ${propios.tarjeta}`}>
                    <span className={propios.tarjetaTitulo}>{enlace.etiqueta}</span>
                    {forma && cantidad !== undefined && (
                      <span className={estilos.conteo}>{textoConteo(cantidad, forma)}</span>
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
