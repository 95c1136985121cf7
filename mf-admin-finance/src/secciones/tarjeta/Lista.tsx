/**
 * A tarjeta list page, drawn one way: paged, sorted and filtered by the API with its state in the
 * URL (text, option and day filters), then the table. Each list brings its call, columns and texts.
 */

import {
  type Columna,
  estilos,
  FiltroOpciones,
  type Listado,
  PaginaListado,
  useDatosAdmin,
  useListado,
} from '@mercado/admin-kit';
import { useId } from 'react';
import { opciones } from './comun.tsx';

type Pagina<T> = { items: T[]; pagina: number; paginas: number; total: number; porPagina: number };

/** A calendar-day filter written to the URL at once (AAAA-MM-DD; '' = none). */
function FiltroDia({ listado, nombre, etiqueta }: { listado: Listado; nombre: string; etiqueta: string }) {
  const id = useId();
  return (
    <div className={estilos.filtro}>
      <label htmlFor={id}>{etiqueta}</label>
      <input
        id={id}
        type="date"
        className="mv-input"
        value={listado.valores[nombre] ?? ''}
        onChange={(event) => listado.cambiar({ [nombre]: event.target.value })}
      />
    </div>
  );
}

export function Lista<T extends { id: number | string }>({
  pagina,
  clave,
  porDefecto,
  listar,
  titulo,
  buscar,
  filtros = [],
  dias = [],
  columnas,
  vacio,
  acciones,
}: {
  pagina: { pathname: string; search: string };
  clave: string;
  porDefecto: { orden: string; dir?: 'asc' | 'desc' };
  listar: (consulta: Record<string, string>) => Promise<Pagina<T>>;
  titulo: string;
  buscar: string;
  filtros?: readonly { nombre: string; etiqueta: string; opciones: Record<string, string> }[];
  /** Calendar-day filters: the query key and its label. */
  dias?: readonly { nombre: string; etiqueta: string }[];
  columnas: readonly Columna<NoInfer<T>>[];
  vacio: string;
  acciones?: React.ReactNode;
}) {
  const listado = useListado(pagina, porDefecto);
  const datos = useDatosAdmin(`${clave}:${pagina.search}`, () => listar(listado.consulta));
  return (
    <PaginaListado
      titulo={titulo}
      migas={[{ etiqueta: titulo }]}
      acciones={acciones}
      buscar={buscar}
      estatus={false}
      filtros={
        <>
          {filtros.map((filtro) => (
            <FiltroOpciones
              key={filtro.nombre}
              listado={listado}
              nombre={filtro.nombre}
              etiqueta={filtro.etiqueta}
              opciones={opciones(filtro.opciones)}
            />
          ))}
          {dias.map((dia) => (
            <FiltroDia key={dia.nombre} listado={listado} nombre={dia.nombre} etiqueta={dia.etiqueta} />
          ))}
        </>
      }
      tabla={{ titulo, columnas, datos, listado, claveFila: (fila) => fila.id, vacio }}
    />
  );
}
