/**
 * A back-office list (conventions "Lists"): its state (page, sort, direction, text filter, status,
 * the section's own filters) lives in the URL, so a list can be shared and survives a reload; the
 * server pages, sorts and filters. `useListado` reads and writes that state, `TablaAdmin` draws the
 * rows with sortable headers, explicit loading, error and empty states, and the pager.
 */

import { Link, navigate } from '@mercado/shared/react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import * as estilos from './admin.module.css';
import type { DatosAdmin } from './datos-admin.ts';
import { Cargando, FalloDeCarga } from './registro.tsx';

export interface Listado {
  /** Every query-string value ('' when absent): send it as the list entry's query. */
  valores: Readonly<Record<string, string>>;
  /** The values to send to the API (empty ones left out). */
  consulta: Record<string, string>;
  pagina: number;
  orden: string;
  dir: 'asc' | 'desc';
  /** Changes some values (null or '' removes one); any change but the page goes back to page 1. */
  cambiar(cambios: Record<string, string | null>): void;
  /** The URL of the list with some values changed (the pager's links). */
  enlace(cambios: Record<string, string | null>): string;
}

/**
 * A list entry's call input: the URL's list values (text, as the query string carries them; the API
 * validates them and a bad one is its 400) plus the page's own fields (a zone, a parent record).
 */
export const entradaDeListado = <I,>(listado: Listado, propios: object = {}): I =>
  ({ ...listado.consulta, ...propios }) as I;

/** The list state of the page at `pathname` + `search` (the admin page's props). */
export function useListado(
  { pathname, search }: { pathname: string; search: string },
  porDefecto: { orden: string; dir?: 'asc' | 'desc' },
): Listado {
  const params = new URLSearchParams(search);
  const consulta = Object.fromEntries([...params].filter(([, v]) => v !== ''));
  const enlace = (cambios: Record<string, string | null>) => {
    const nuevos = new URLSearchParams(search);
    for (const [clave, valor] of Object.entries(cambios)) {
      if (valor === null || valor === '') nuevos.delete(clave);
      else nuevos.set(clave, valor);
    }
    if (!('pagina' in cambios)) nuevos.delete('pagina');
    const qs = nuevos.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
  return {
    valores: new Proxy(consulta, { get: (t, k: string) => t[k] ?? '' }),
    consulta,
    pagina: Math.max(1, Number(params.get('pagina')) || 1),
    orden: params.get('orden') || porDefecto.orden,
    dir: (params.get('dir') as 'asc' | 'desc' | null) ?? porDefecto.dir ?? 'asc',
    cambiar: (cambios) => navigate(enlace(cambios), { replace: true }),
    enlace,
  };
}

export interface Columna<T> {
  clave: string;
  etiqueta: string;
  /** The sort key the API takes for this column, when it sorts. */
  orden?: string;
  celda: (fila: T) => ReactNode;
  /** Right-aligned (amounts, quantities). */
  numerica?: boolean;
}

type Pagina<T> = { items: T[]; pagina: number; paginas: number; total: number; porPagina: number };

export interface Seleccion<K> {
  seleccionados: ReadonlySet<K>;
  cambiar(seleccionados: Set<K>): void;
}

/** The rows of a list page with their sortable headers, states and pager. */
export function TablaAdmin<T, K extends string | number>({
  titulo,
  columnas,
  datos,
  listado,
  claveFila,
  vacio,
  seleccion,
}: {
  /** The table's caption (read by screen readers; the page's heading shows it). */
  titulo: string;
  columnas: readonly Columna<T>[];
  datos: DatosAdmin<Pagina<T>>;
  listado: Listado;
  claveFila: (fila: T) => K;
  /** What an empty list says ('No hay categorías con estos filtros'). */
  vacio: string;
  /** Checkboxes per row for bulk actions. */
  seleccion?: Seleccion<K>;
}) {
  const { carga, anteriores, recargar } = datos;
  const pagina = carga.estado === 'listo' ? carga.datos : anteriores;
  if (carga.estado === 'error') {
    return (
      <FalloDeCarga
        error={carga.error}
        recargar={recargar}
        porDefecto="No pudimos cargar la lista. Intente de nuevo."
      />
    );
  }
  if (!pagina) return <Cargando />;
  const cargando = carga.estado === 'cargando';
  const claves = pagina.items.map(claveFila);
  const todos = seleccion && claves.length > 0 && claves.every((k) => seleccion.seleccionados.has(k));
  const desde = (pagina.pagina - 1) * pagina.porPagina + 1;
  const hasta = desde + pagina.items.length - 1;

  return (
    <div className={estilos.lista} aria-busy={cargando}>
      {cargando && (
        <p role="status" className={estilos.cargando}>
          Actualizando…
        </p>
      )}
      {pagina.items.length === 0 ? (
        <p className={`mv-card ${estilos.vacio}`}>{vacio}</p>
      ) : (
        // A region that scrolls sideways on a phone, reachable by keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard.
        <section className={estilos.tablaContenedor} aria-label={titulo} tabIndex={0}>
          <table className={estilos.tabla}>
            <caption className="mv-visually-hidden">{titulo}</caption>
            <thead>
              <tr>
                {seleccion && (
                  <th scope="col" className={estilos.celdaSeleccion}>
                    <input
                      type="checkbox"
                      aria-label="Seleccionar todas las filas de esta página"
                      checked={Boolean(todos)}
                      onChange={(event) => {
                        const nuevos = new Set(seleccion.seleccionados);
                        for (const k of claves) event.target.checked ? nuevos.add(k) : nuevos.delete(k);
                        seleccion.cambiar(nuevos);
                      }}
                    />
                  </th>
                )}
                {columnas.map((columna) => {
                  const activa = columna.orden !== undefined && listado.orden === columna.orden;
                  return (
                    <th
                      key={columna.clave}
                      scope="col"
                      className={columna.numerica ? estilos.numerica : undefined}
                      aria-sort={activa ? (listado.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {columna.orden ? (
                        <button
                          type="button"
                          className={estilos.ordenar}
                          onClick={() =>
                            listado.cambiar({
                              orden: columna.orden ?? null,
                              dir: activa && listado.dir === 'asc' ? 'desc' : 'asc',
                            })
                          }
                        >
                          {columna.etiqueta}
                          <span aria-hidden="true">
                            {activa ? (listado.dir === 'asc' ? ' ▲' : ' ▼') : ' ↕'}
                          </span>
                        </button>
                      ) : (
                        columna.etiqueta
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {pagina.items.map((fila, i) => {
                const clave = claves[i] as K;
                return (
                  <tr key={clave}>
                    {seleccion && (
                      <td className={estilos.celdaSeleccion}>
                        <input
                          type="checkbox"
                          aria-label="Seleccionar fila"
                          checked={seleccion.seleccionados.has(clave)}
                          onChange={(event) => {
                            const nuevos = new Set(seleccion.seleccionados);
                            event.target.checked ? nuevos.add(clave) : nuevos.delete(clave);
                            seleccion.cambiar(nuevos);
                          }}
                        />
                      </td>
                    )}
                    {columnas.map((columna) => (
                      <td key={columna.clave} className={columna.numerica ? estilos.numerica : undefined}>
                        {columna.celda(fila)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
      <nav aria-label="Paginación" className={estilos.paginador}>
        <span>
          {pagina.total === 0
            ? 'Sin registros'
            : `${desde.toLocaleString('es-VE')}–${hasta.toLocaleString('es-VE')} de ${pagina.total.toLocaleString('es-VE')} · página ${pagina.pagina} de ${pagina.paginas}`}
        </span>
        <span className={estilos.acciones}>
          {pagina.pagina > 1 && (
            <Link
              className="mv-button mv-button--secondary"
              to={listado.enlace({ pagina: String(pagina.pagina - 1) })}
            >
              Anterior
            </Link>
          )}
          {pagina.pagina < pagina.paginas && (
            <Link
              className="mv-button mv-button--secondary"
              to={listado.enlace({ pagina: String(pagina.pagina + 1) })}
            >
              Siguiente
            </Link>
          )}
        </span>
      </nav>
    </div>
  );
}

/** The list's text filter: the URL's `q`, written 400 ms after the user stops typing. */
export function FiltroTexto({ listado, etiqueta = 'Buscar' }: { listado: Listado; etiqueta?: string }) {
  const id = useId();
  const enUrl = listado.valores.q ?? '';
  const [texto, setTexto] = useState(enUrl);
  const cambiar = useRef(listado.cambiar);
  cambiar.current = listado.cambiar;
  // The URL changed elsewhere (back, a shared link): show its filter.
  useEffect(() => setTexto(enUrl), [enUrl]);
  useEffect(() => {
    if (texto.trim() === enUrl) return;
    const espera = setTimeout(() => cambiar.current({ q: texto.trim() }), 400);
    return () => clearTimeout(espera);
  }, [texto, enUrl]);
  return (
    <div className={estilos.filtro}>
      <label htmlFor={id}>{etiqueta}</label>
      <input
        id={id}
        type="search"
        className="mv-input"
        value={texto}
        maxLength={100}
        onChange={(event) => setTexto(event.target.value)}
      />
    </div>
  );
}

/** A select filter written to the URL at once ('' = all). */
export function FiltroOpciones({
  listado,
  nombre,
  etiqueta,
  opciones,
  todas = 'Todos',
}: {
  listado: Listado;
  nombre: string;
  etiqueta: string;
  opciones: readonly { valor: string; etiqueta: string }[];
  todas?: string;
}) {
  const id = useId();
  return (
    <div className={estilos.filtro}>
      <label htmlFor={id}>{etiqueta}</label>
      <select
        id={id}
        className="mv-input"
        value={listado.valores[nombre] ?? ''}
        onChange={(event) => listado.cambiar({ [nombre]: event.target.value })}
      >
        <option value="">{todas}</option>
        {opciones.map((opcion) => (
          <option key={opcion.valor} value={opcion.valor}>
            {opcion.etiqueta}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The status filter (spec §4: ACTIVO 1, INACTIVO 2). */
export function FiltroEstatus({ listado }: { listado: Listado }) {
  return (
    <FiltroOpciones
      listado={listado}
      nombre="estatus"
      etiqueta="Estatus"
      opciones={[
        { valor: '1', etiqueta: 'Activos' },
        { valor: '2', etiqueta: 'Inactivos' },
      ]}
    />
  );
}

/** The URL's values that are not paging or sorting: the filters in use. */
const NO_FILTRAN = new Set(['pagina', 'orden', 'dir']);

/**
 * The filters above a list, side by side; on a phone (≤ 600 px) folded behind a 'Filtros (2)' button
 * that says how many are in use, so that the first rows are on the first screen.
 */
export function Filtros({ children }: { children: ReactNode }) {
  const id = useId();
  const [abiertos, setAbiertos] = useState(false);
  const consulta = typeof window === 'undefined' ? '' : window.location.search;
  const activos = [...new URLSearchParams(consulta)].filter(
    ([clave, valor]) => valor !== '' && !NO_FILTRAN.has(clave),
  ).length;
  return (
    <search className={estilos.filtrosCaja} aria-label="Filtros de la lista">
      <button
        type="button"
        className={`mv-button mv-button--secondary ${estilos.plegarFiltros}`}
        aria-expanded={abiertos}
        aria-controls={id}
        onClick={() => setAbiertos(!abiertos)}
      >
        {activos > 0 ? `Filtros (${activos})` : 'Filtros'}
      </button>
      <div id={id} className={estilos.filtros} data-abiertos={abiertos}>
        {children}
      </div>
    </search>
  );
}
