/**
 * A record page (a product, a store, an order...) until its record is there, one way in every admin
 * remote: the section's frame (the breadcrumb to the section's list, the page's title) with the
 * loading state, or the failure in the API's own Spanish words ('El producto no existe'), a retry
 * where calling again may help (no answer, a server error; not a 404 nor a 403) and the way back to
 * the list; a refusal (403: a section or a zone the user does not have) under 'Área restringida', as
 * the shell's guard says it. Once the record is there, the page draws itself. Failures are read by shape
 * (@mercado/shared/http/errores): the shell's ApiError class is not the remote's.
 */

import { Mensajes } from '@mercado/shared/contracts';
import { esReintentable, mensajeDeError, statusOf } from '@mercado/shared/http/errores';
import { Link } from '@mercado/shared/react';
import { type ReactNode, useEffect, useRef } from 'react';
import * as estilos from './admin.module.css';
import type { DatosAdmin } from './datos-admin.ts';
import { type Miga, PaginaAdmin } from './paginas.tsx';

/** The loading state of a back-office page or list, announced politely. */
export function Cargando() {
  return (
    <p role="status" aria-live="polite" className={estilos.cargando}>
      Cargando…
    </p>
  );
}

/**
 * A failed read: the API's message (under 'Área restringida' when it refused the user), a retry when
 * it may help, the way back to the section's list (when there is one).
 */
export function FalloDeCarga({
  error,
  recargar,
  lista,
  porDefecto = 'No pudimos cargar la información. Intente de nuevo.',
}: {
  error: unknown;
  recargar: () => void;
  lista?: { etiqueta: string; href: string };
  /** What a server error says ('No pudimos cargar la lista. Intente de nuevo.'). */
  porDefecto?: string;
}) {
  const aviso = useRef<HTMLDivElement>(null);
  // After a retry the button is gone: the message takes the focus it had (not from a field elsewhere).
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) aviso.current?.focus();
  }, []);
  return (
    <div ref={aviso} role="alert" tabIndex={-1} className={`mv-card ${estilos.aviso} ${estilos.fallo}`}>
      {statusOf(error) === 403 && <p className={estilos.subtitulo}>{Mensajes.AREA_RESTRINGIDA}</p>}
      <p className={estilos.nota}>{mensajeDeError(error, porDefecto)}</p>
      <div className={estilos.acciones}>
        {esReintentable(error) && (
          <button type="button" className="mv-button mv-button--secondary" onClick={recargar}>
            Reintentar
          </button>
        )}
        {lista && (
          <Link className="mv-button mv-button--secondary" to={lista.href}>
            Volver a {lista.etiqueta}
          </Link>
        )}
      </div>
    </div>
  );
}

export function PaginaRegistro<T>({
  datos,
  titulo,
  migas = [],
  lista,
  children,
}: {
  /** The record's read (`useDatosAdmin`); while it reads again, the last record stays on the page. */
  datos: Pick<DatosAdmin<T>, 'carga' | 'recargar'> & { anteriores?: T | null };
  /** The page's title until the record is there ('Producto', 'Registrar tienda'). */
  titulo: string;
  /** The crumbs before the list's, when the list is itself below a record (a zone's pickup points). */
  migas?: readonly Miga[];
  /** The section's list: the breadcrumb before this page and the way back. */
  lista: { etiqueta: string; href: string };
  /** The page with its record. */
  children: (registro: T) => ReactNode;
}) {
  const { carga, anteriores, recargar } = datos;
  if (carga.estado === 'listo') return children(carga.datos);
  if (carga.estado === 'cargando' && anteriores != null) return children(anteriores);
  return (
    <PaginaAdmin titulo={titulo} migas={[...migas, lista, { etiqueta: titulo }]}>
      {carga.estado === 'error' ? (
        <FalloDeCarga error={carga.error} recargar={recargar} lista={lista} />
      ) : (
        <Cargando />
      )}
    </PaginaAdmin>
  );
}
