import {
  AdminNavigationSchema,
  type AdminSection,
  type DescriptionInput,
} from '@mercado/shared/federation/description';
import { links } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import {
  type AdminLink,
  adminSectionFromPath,
  adminSectionIndex,
  adminSectionPath,
  canOpenAdminSection,
  currentAdminLink,
  textoConteo,
} from '@mercado/shared/rules/navegador';
import { type ComponentType, type ReactNode, useId } from 'react';
import type { AdminPageProps } from './AdminParcel.tsx';
import * as estilos from './admin.module.css';
import { useNombreZona, useResumen } from './datos.ts';
import {
  elegirPagina,
  PaginaAdmin,
  type PaginasDe,
  type SinPaginasDeMas,
  type SubpaginaProps,
} from './paginas.tsx';

function ListaEnlaces({ enlaces, actual }: { enlaces: AdminLink[]; actual: AdminLink | null }) {
  return (
    <ul className={estilos.enlaces}>
      {enlaces.map((item) => (
        <li key={item.href}>
          <Link
            to={item.href}
            className={estilos.enlace}
            aria-current={item.href === actual?.href ? 'page' : undefined}
          >
            <span>{item.etiqueta}</span>
            {!item.disponible && <span className={estilos.pronto}>Disponible próximamente</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Mensaje({ titulo, texto }: { titulo: string; texto: string }) {
  return (
    <div className={estilos.pagina}>
      <h1 className={estilos.titulo}>{titulo}</h1>
      <p className={estilos.nota}>{texto}</p>
      <Link to={links.admin()} className="mv-button">
        Ir al inicio del panel
      </Link>
    </div>
  );
}

/** A path under a section that none of its pages matches: said in the section's frame, with the way back. */
function PaginaNoEncontrada({ seccion }: { seccion: AdminSection }) {
  const raiz = adminSectionPath(seccion.slug);
  return (
    <PaginaAdmin
      titulo="Página no encontrada"
      migas={[{ etiqueta: seccion.etiqueta, href: raiz }, { etiqueta: 'Página no encontrada' }]}
    >
      <p className={estilos.nota}>Esta página no existe en «{seccion.etiqueta}».</p>
      <Link to={raiz} className="mv-button">
        Volver a {seccion.etiqueta}
      </Link>
    </PaginaAdmin>
  );
}

export interface PaginaSeccionProps extends AdminPageProps {
  /** The sections of the remote rendering the page: sections other remotes serve are not found here. */
  secciones: readonly AdminSection[];
}

/**
 * Page 'seccion': the index of the section in the URL, filtered by the user's roles. Below the
 * section's root, a declared page that is not available yet says so; any other path is not found.
 */
export function PaginaSeccion({ secciones, pathname, roles }: PaginaSeccionProps) {
  const idPaginas = useId();
  const idZonas = useId();
  const slug = adminSectionFromPath(pathname);
  const seccion = secciones.find((candidata) => candidata.slug === slug);
  const indice = seccion ? adminSectionIndex(seccion, roles) : null;
  const resumen = useResumen(Boolean(indice && seccion?.conteo));
  const nombreZona = useNombreZona(Boolean(indice?.zonas?.length));
  if (!seccion) return <Mensaje titulo="Sección no encontrada" texto="Esta sección del panel no existe." />;
  if (!indice) {
    return <Mensaje titulo={seccion.etiqueta} texto="No tiene los permisos necesarios para esta área." />;
  }
  const actual = currentAdminLink(indice, pathname);
  const enRaiz = pathname.replace(/\/+$/, '') === adminSectionPath(seccion.slug);
  if (!enRaiz && !actual) return <PaginaNoEncontrada seccion={seccion} />;
  const cantidad = resumen.estado === 'listo' ? resumen.datos.conteos[seccion.slug] : undefined;

  return (
    <div className={estilos.pagina}>
      <nav aria-label="Ruta de navegación" className={estilos.migas}>
        <Link to={links.admin()}>Panel</Link>
        <span aria-hidden="true"> / </span>
        <span>{seccion.etiqueta}</span>
      </nav>
      {/* A page not ready yet is titled as the side panel and the index name it. */}
      <h1 className={estilos.titulo}>{!enRaiz && actual ? actual.etiqueta : seccion.etiqueta}</h1>
      {seccion.conteo && cantidad !== undefined && (
        <p className={estilos.conteo}>{textoConteo(cantidad, seccion.conteo)}</p>
      )}
      {!enRaiz && actual && !actual.disponible && (
        <p role="status" className={`mv-card ${estilos.aviso}`}>
          «{actual.etiqueta}» estará disponible próximamente.
        </p>
      )}
      <section aria-labelledby={idPaginas} className={estilos.bloque}>
        <h2 id={idPaginas} className={estilos.subtitulo}>
          Páginas de la sección
        </h2>
        <ListaEnlaces enlaces={indice.paginas} actual={actual} />
      </section>
      {indice.zonas && (
        <section aria-labelledby={idZonas} className={estilos.bloque}>
          <h2 id={idZonas} className={estilos.subtitulo}>
            Por zona
          </h2>
          {indice.zonas.length === 0 ? (
            <p className={estilos.nota}>
              No tiene zonas asignadas: las páginas de cada zona necesitan el permiso de esa zona.
            </p>
          ) : (
            indice.zonas.map((grupo) => (
              <section key={grupo.zona} aria-label={nombreZona(grupo.zona)} className={estilos.zona}>
                <h3 className={estilos.subtituloZona}>{nombreZona(grupo.zona)}</h3>
                <ListaEnlaces enlaces={grupo.paginas} actual={actual} />
              </section>
            ))
          )}
        </section>
      )}
    </div>
  );
}

/** The index of the section in the path, for a remote whose sections have no page of their own. */
export function paginaSeccion(descripcion: DescriptionInput): (props: AdminPageProps) => ReactNode {
  const { secciones } = AdminNavigationSchema.parse(descripcion.navigation?.admin);
  return (props) => <PaginaSeccion secciones={secciones} {...props} />;
}

interface SeccionPropiaProps extends AdminPageProps {
  secciones: AdminSection[];
  paginas: Readonly<Record<string, ComponentType<SubpaginaProps>>>;
}

function SeccionPropia({ secciones, paginas, ...props }: SeccionPropiaProps) {
  const seccion = secciones.find((s) => s.slug === adminSectionFromPath(props.pathname));
  const elegida =
    seccion && canOpenAdminSection(props.roles, seccion) && elegirPagina(props.pathname, paginas);
  return elegida ? (
    <elegida.Pagina {...props} ruta={elegida.ruta} />
  ) : (
    <PaginaSeccion secciones={secciones} {...props} />
  );
}

/**
 * An admin remote's page 'seccion': the section's own page for the path (`elegirPagina` over
 * `paginas`, keyed by their pattern under /admin) when the user's roles open the section, else the
 * section's index (its root, a page not available yet, what is missing, or a page not found).
 * `paginas` has one component for every page the description declares and does not mark
 * `disponible: false`, and no other: a page missing or one too many does not compile.
 */
export function paginaSeccionPropia<const D extends DescriptionInput, const M extends PaginasDe<D>>(
  descripcion: D,
  paginas: SinPaginasDeMas<M, D>,
): ComponentType<AdminPageProps> {
  const { secciones } = AdminNavigationSchema.parse(descripcion.navigation?.admin);
  return (props) => <SeccionPropia secciones={secciones} paginas={paginas} {...props} />;
}
