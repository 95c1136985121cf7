/**
 * A customer section's list page (customers, prime requests, account deletion requests, referrals),
 * drawn one way: paged, sorted and filtered by the API with its state in the URL, the text filter and
 * the section's option filters, then the table. Each section brings only its call, columns and texts.
 */

import { type Columna, FiltroOpciones, PaginaListado, useDatosAdmin, useListado } from '@mercado/admin-kit';
import { opciones } from '../cliente/comun.tsx';

/** A page of a list, as the list entries answer. */
type Pagina<T> = { items: T[]; pagina: number; paginas: number; total: number; porPagina: number };

export function ListaConFiltros<T extends { id: number | string }>({
  pagina,
  clave,
  porDefecto,
  listar,
  titulo,
  tituloTabla = titulo,
  buscar,
  filtros,
  columnas,
  vacio,
}: {
  /** The page's path and query string (the list's state). */
  pagina: { pathname: string; search: string };
  /** Names the read (the query string is added). */
  clave: string;
  /** The sort when the URL says none. */
  porDefecto: { orden: string; dir?: 'asc' | 'desc' };
  /** The list's call, with the URL's list values. */
  listar: (consulta: Record<string, string>) => Promise<Pagina<T>>;
  /** The page's title and crumb. */
  titulo: string;
  /** The table's name, when it is not the page's title. */
  tituloTabla?: string;
  /** The text filter's label. */
  buscar: string;
  /** The option filters after the text: the query key, its label and its values' labels. */
  filtros: readonly { nombre: string; etiqueta: string; opciones: Record<string | number, string> }[];
  columnas: readonly Columna<NoInfer<T>>[];
  /** What an empty list says. */
  vacio: string;
}) {
  const listado = useListado(pagina, porDefecto);
  const datos = useDatosAdmin(`${clave}:${pagina.search}`, () => listar(listado.consulta));
  return (
    <PaginaListado
      titulo={titulo}
      migas={[{ etiqueta: titulo }]}
      buscar={buscar}
      estatus={false}
      filtros={filtros.map((filtro) => (
        <FiltroOpciones
          key={filtro.nombre}
          listado={listado}
          nombre={filtro.nombre}
          etiqueta={filtro.etiqueta}
          opciones={opciones(filtro.opciones)}
        />
      ))}
      tabla={{
        titulo: tituloTabla,
        columnas,
        datos,
        listado,
        claveFila: (fila) => fila.id,
        vacio,
      }}
    />
  );
}
