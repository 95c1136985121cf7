/**
 * A section's own pages: every route of a back-office section mounts the remote's 'seccion' page
 * (`adminSectionRoutes`), and the remote picks the sub-page from the path with `elegirPagina`. Each
 * page is declared once, in the remote's description, by its key (its pattern under /admin); the
 * remote's page map is typed from it (`PaginasDe`). Each page draws itself in `PaginaAdmin`:
 * breadcrumbs, the title, its actions, its content.
 */

import type { PaginaPropiaDe, ParamsDe } from '@mercado/shared/federation/describe';
import { links } from '@mercado/shared/links';
import { Link } from '@mercado/shared/react';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import type { AdminPageProps } from './AdminParcel.tsx';
import * as estilos from './admin.module.css';
import { mostrado, useAviso } from './aviso.ts';

/** What a sub-page gets: the admin page's props and the `:params` `P` of its pattern. */
export interface SubpaginaProps<P extends string = string> extends AdminPageProps {
  ruta: Readonly<Record<P, string>>;
}

/**
 * The page map of an admin remote, typed from its description `D`: one component for every page it
 * declares and draws itself (all but `disponible: false`), by its key, getting its key's `:params`.
 */
export type PaginasDe<D> = {
  readonly [K in PaginaPropiaDe<D> & string]: ComponentType<SubpaginaProps<ParamsDe<K>>>;
};

/** `M` with every key the description does not declare turned to `never`, so that a page too many fails. */
export type SinPaginasDeMas<M, D> = M & { readonly [K in Exclude<keyof M, PaginaPropiaDe<D>>]: never };

/**
 * The sub-page whose pattern matches `pathname` under /admin ('categoria/:categoria/editar' matches
 * /admin/categoria/12/editar with ruta.categoria '12'), or null. Exact segments win over `:params`
 * ('categoria/registrar' before 'categoria/:categoria').
 */
export function elegirPagina(
  pathname: string,
  paginas: Readonly<Record<string, ComponentType<SubpaginaProps>>>,
): { Pagina: ComponentType<SubpaginaProps>; ruta: Record<string, string> } | null {
  const partes = pathname
    .replace(/^\/admin\/?/, '')
    .replace(/\/+$/, '')
    .split('/');
  const candidatas = Object.entries(paginas)
    .map(([patron, Pagina]) => ({ segmentos: patron.split('/'), Pagina }))
    .filter(({ segmentos }) => segmentos.length === partes.length)
    // More literal segments first.
    .sort(
      (a, b) =>
        b.segmentos.filter((s) => !s.startsWith(':')).length -
        a.segmentos.filter((s) => !s.startsWith(':')).length,
    );
  for (const { segmentos, Pagina } of candidatas) {
    const ruta: Record<string, string> = {};
    const coincide = segmentos.every((segmento, i) => {
      const parte = partes[i] ?? '';
      if (segmento.startsWith(':')) {
        if (!parte) return false;
        ruta[segmento.slice(1)] = decodeURIComponent(parte);
        return true;
      }
      return segmento === parte;
    });
    if (coincide) return { Pagina, ruta };
  }
  return null;
}

export interface Miga {
  etiqueta: string;
  /** Its link; the last crumb (this page) has none. */
  href?: string;
}

/**
 * What the last save said (`avisar`), under the page's title: one polite status region on every page
 * (`PaginaAdmin` draws it; a page that draws its own title puts it under). Filled once mounted, so
 * that a page just opened (a registered record's) still announces it.
 */
export function AvisoDePagina() {
  const aviso = useAviso();
  // Drawn on the server too (the remotes' page tests): no page there, so no message.
  const aqui = typeof window === 'undefined' ? null : window.location.pathname;
  const [montado, setMontado] = useState(false);
  useEffect(() => setMontado(true), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message on this page is seen here too.
  useEffect(() => {
    if (aqui !== null) mostrado(aqui);
  }, [aviso, aqui]);
  // Leaving for a page without this frame (another section) forgets it too.
  useEffect(() => () => mostrado(window.location.pathname), []);
  const texto = montado && aviso?.ruta === aqui ? aviso.texto : null;
  return (
    <p role="status" aria-live="polite" className={texto ? estilos.avisoGuardado : estilos.avisoVacio}>
      {texto}
    </p>
  );
}

/**
 * A back-office page: breadcrumbs from the panel's home, the title, the page's actions, what the last
 * save said, its content.
 */
export function PaginaAdmin({
  titulo,
  migas,
  acciones,
  children,
}: {
  titulo: string;
  migas: readonly Miga[];
  acciones?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={estilos.pagina}>
      <nav aria-label="Ruta de navegación" className={estilos.migas}>
        <Link to={links.admin()}>Panel</Link>
        {migas.map((miga) => (
          <span key={`${miga.etiqueta}${miga.href ?? ''}`}>
            <span aria-hidden="true"> / </span>
            {miga.href ? <Link to={miga.href}>{miga.etiqueta}</Link> : <span>{miga.etiqueta}</span>}
          </span>
        ))}
      </nav>
      <div>
        <div className={estilos.cabecera}>
          <h1 className={estilos.titulo}>{titulo}</h1>
          {acciones && <div className={estilos.acciones}>{acciones}</div>}
        </div>
        <AvisoDePagina />
      </div>
      {children}
    </div>
  );
}
