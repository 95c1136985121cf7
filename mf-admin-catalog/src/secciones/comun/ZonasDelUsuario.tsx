/**
 * The first page of a per-zone section (advertising, quick lists): the zones the caller's zone roles
 * open, searchable, each linking to the zone's pages. Only the section's title, read, columns and empty
 * text differ.
 */
import {
  type Columna,
  entradaDeListado,
  Filtros,
  FiltroTexto,
  PaginaAdmin,
  type SubpaginaProps,
  TablaAdmin,
  useDatosAdmin,
  useListado,
} from '@mercado/admin-kit';

type PaginaDeZonas<Z> = { items: Z[]; pagina: number; paginas: number; total: number; porPagina: number };

export function ZonasDelUsuario<Z extends { id: number }, I>({
  pagina,
  titulo,
  clave,
  leer,
  columnas,
  vacio,
}: {
  pagina: SubpaginaProps;
  /** The section's name: the page's title and its breadcrumb. */
  titulo: string;
  /** The read's key in the admin data (the list's query string is added). */
  clave: string;
  leer: (entrada: I) => Promise<PaginaDeZonas<Z>>;
  columnas: readonly Columna<Z>[];
  vacio: string;
}) {
  const listado = useListado(pagina, { orden: 'nombre' });
  const datos = useDatosAdmin(`${clave}?${pagina.search}`, () => leer(entradaDeListado<I>(listado)));
  return (
    <PaginaAdmin titulo={titulo} migas={[{ etiqueta: titulo }]}>
      <Filtros>
        <FiltroTexto listado={listado} etiqueta="Buscar zona" />
      </Filtros>
      <TablaAdmin
        titulo="Zonas"
        columnas={columnas}
        datos={datos}
        listado={listado}
        claveFila={(z) => z.id}
        vacio={vacio}
      />
    </PaginaAdmin>
  );
}
