/**
 * A list page of records with a status (categories, tags, a zone's content), drawn one way: paged,
 * sorted and filtered by the API with its state in the URL, the text and status filters, the
 * register button, and a status toggle per row, after the section's own columns.
 */

import {
  type ACTIVO,
  type Columna,
  entradaDeListado,
  type INACTIVO,
  type Listado,
  type Miga,
  PaginaListado,
  useDatosAdmin,
  useListado,
} from '@mercado/admin-kit';
import type { ReactNode } from 'react';
import { columnaEstatus } from '../contenido/columnas.tsx';

/** A page of a list, as the list entries answer. */
type Pagina<T> = { items: T[]; pagina: number; paginas: number; total: number; porPagina: number };

export interface ListaConEstatusProps<T, E> {
  /** The page's path and query string (the list's state). */
  pagina: { pathname: string; search: string };
  /** Names the read (the query string is added). */
  clave: string;
  /** The list's call, with the URL's list values and `propios`. */
  leer: (entrada: E) => Promise<Pagina<T>>;
  /** The page's own fields of the call (a zone). */
  propios?: object;
  /** The sort when the URL says none. */
  orden: string;
  titulo: string;
  /** The table's name, when it is not the page's title. */
  tituloTabla?: string;
  migas: readonly Miga[];
  registrar: { href: string; texto: string };
  /** The text filter's label. */
  buscar?: string;
  /** The section's own filters, after the text and the status (their state in the URL). */
  filtros?: (listado: Listado) => ReactNode;
  /** Its columns but the status toggle, which comes last. */
  columnas: readonly Columna<T>[];
  /** The status toggle: what the confirmation calls the row, what deactivating does, the call. */
  estatus: {
    nombre: (t: T) => string;
    consecuencia?: string;
    cambiar: (t: T, estatus: typeof ACTIVO | typeof INACTIVO) => Promise<unknown>;
  };
  vacio: string;
}

export function ListaConEstatus<T extends { id: number; estatus: number }, E>({
  pagina,
  clave,
  leer,
  propios,
  orden,
  titulo,
  tituloTabla = titulo,
  migas,
  registrar,
  buscar = 'Buscar',
  filtros,
  columnas,
  estatus,
  vacio,
}: ListaConEstatusProps<T, E>) {
  const listado = useListado(pagina, { orden });
  const datos = useDatosAdmin(`${clave}?${pagina.search}`, () => leer(entradaDeListado<E>(listado, propios)));
  return (
    <PaginaListado
      titulo={titulo}
      migas={migas}
      registrar={registrar}
      buscar={buscar}
      filtros={filtros?.(listado)}
      tabla={{
        titulo: tituloTabla,
        columnas: [...columnas, columnaEstatus({ ...estatus, recargar: datos.recargar })],
        datos,
        listado,
        claveFila: (t) => t.id,
        vacio,
      }}
    />
  );
}
