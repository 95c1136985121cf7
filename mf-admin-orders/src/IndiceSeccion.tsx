import { Link } from '@mercado/shared/react';
import { useId } from 'react';
import { type Enlace, enlaceActual, indiceSeccion, seccionDeRuta } from './acceso.ts';
import * as styles from './app.module.css';
import { textoConteo, useNombreZona, useResumen } from './datos.ts';
import { SECCIONES } from './secciones.ts';

function ListaEnlaces({ enlaces, actual }: { enlaces: Enlace[]; actual: string | null }) {
  return (
    <ul className={styles.enlaces}>
      {enlaces.map((item) => (
        <li key={item.href}>
          <Link
            to={item.href}
            className={styles.enlace}
            aria-current={item.href === actual ? 'page' : undefined}
          >
            <span>{item.etiqueta}</span>
            {!item.disponible && <span className={styles.pronto}>Disponible próximamente</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Mensaje({ titulo, texto }: { titulo: string; texto: string }) {
  return (
    <div className={styles.pagina}>
      <h1 className={styles.titulo}>{titulo}</h1>
      <p className={styles.nota}>{texto}</p>
      <Link to="/admin" className="mv-button">
        Ir al inicio del panel
      </Link>
    </div>
  );
}

/** Page 'seccion': the index of the section in the URL, filtered by the user's roles. */
export function PaginaSeccion({ pathname, roles }: { pathname: string; roles: readonly string[] }) {
  const idPaginas = useId();
  const idZonas = useId();
  const slug = seccionDeRuta(pathname);
  const seccion = SECCIONES.find((item) => item.slug === slug);
  const indice = seccion ? indiceSeccion(seccion, roles) : null;
  const resumen = useResumen(Boolean(indice && seccion?.conteo));
  const nombreZona = useNombreZona(Boolean(indice?.zonas?.length));
  if (!seccion) return <Mensaje titulo="Sección no encontrada" texto="Esta sección del panel no existe." />;
  if (!indice) {
    return <Mensaje titulo={seccion.etiqueta} texto="No tiene los permisos necesarios para esta área." />;
  }
  const actual = enlaceActual(indice, pathname);
  const enRaiz = pathname.replace(/\/+$/, '') === `/admin/${seccion.slug}`;
  const paginaActual = [...indice.paginas, ...(indice.zonas ?? []).flatMap((g) => g.paginas)].find(
    (item) => item.href === actual,
  );
  const cantidad = resumen.estado === 'listo' ? resumen.datos.conteos[seccion.slug] : undefined;

  return (
    <div className={styles.pagina}>
      <nav aria-label="Ruta de navegación" className={styles.migas}>
        <Link to="/admin">Panel</Link>
        <span aria-hidden="true"> / </span>
        <span>{seccion.etiqueta}</span>
      </nav>
      <h1 className={styles.titulo}>{seccion.etiqueta}</h1>
      {seccion.conteo && cantidad !== undefined && (
        <p className={styles.conteo}>{textoConteo(cantidad, seccion.conteo)}</p>
      )}
      {!enRaiz && !paginaActual?.disponible && (
        <p role="status" className={`mv-card ${styles.aviso}`}>
          {paginaActual
            ? `«${paginaActual.etiqueta}» estará disponible próximamente.`
            : 'Esta página estará disponible próximamente.'}
        </p>
      )}
      <section aria-labelledby={idPaginas} className={styles.bloque}>
        <h2 id={idPaginas} className={styles.subtitulo}>
          Páginas de la sección
        </h2>
        <ListaEnlaces enlaces={indice.paginas} actual={actual} />
      </section>
      {indice.zonas && (
        <section aria-labelledby={idZonas} className={styles.bloque}>
          <h2 id={idZonas} className={styles.subtitulo}>
            Por zona
          </h2>
          {indice.zonas.length === 0 ? (
            <p className={styles.nota}>
              No tiene zonas asignadas: las páginas de cada zona necesitan el permiso de esa zona.
            </p>
          ) : (
            indice.zonas.map((grupo) => (
              <section key={grupo.zona} aria-label={nombreZona(grupo.zona)} className={styles.zona}>
                <h3 className={styles.subtituloZona}>{nombreZona(grupo.zona)}</h3>
                <ListaEnlaces enlaces={grupo.paginas} actual={actual} />
              </section>
            ))
          )}
        </section>
      )}
    </div>
  );
}
