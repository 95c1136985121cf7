/**
 * `@mercado/admin-kit`: what every admin remote's pages share (decisions 0022 and 0041): the index of
 * a section its description names, the page frame and sub-page picking, lists with their state in
 * the URL, record pages with their loading and failed states, status toggles, forms, history and
 * image fields, and their styles. Only the admin remotes depend on it (the boundary lint keeps it so);
 * plain components that each admin remote bundles (its CSS Module compiles with the remote's class
 * prefix), not shared at run time, and neither the shell nor shared imports it.
 */
import * as estilos from './admin.module.css';

export { type AdminPageProps, AdminParcel, type AdminParcelProps } from './AdminParcel.tsx';
export { avisar } from './aviso.ts';
export { CampoMotivo, CamposNombreSlug, ErrorGeneral, PieFormulario } from './campos.tsx';
export { type Carga, useNombreZona, useResumen } from './datos.ts';
export { type DatosAdmin, useDatosAdmin } from './datos-admin.ts';
export { ACTIVO, BotonEstatus, EtiquetaEstatus, INACTIVO } from './estatus.tsx';
export { BotonExportarCsv } from './exportar.tsx';
export {
  type Disponibilidad,
  type Formulario,
  textoDisponibilidad,
  useDisponible,
  useFormulario,
  useSalidaConCambios,
} from './formulario.ts';
export { GraficoBarras, type SerieGrafico } from './grafico.tsx';
export { HistorialCambios } from './historial.tsx';
export {
  type CampoHistorial,
  DIAS_SEMANA,
  type FilaHistorial,
  type FormatoHistorial,
  filasDeCambio,
  OCULTO,
  valores,
} from './historial-formato.ts';
export {
  PaginaSeccion,
  type PaginaSeccionProps,
  paginaSeccion,
  paginaSeccionPropia,
} from './IndiceSeccion.tsx';
export { CampoImagen, urlDeMedio } from './imagen.tsx';
export {
  type Columna,
  entradaDeListado,
  FiltroEstatus,
  FiltroOpciones,
  Filtros,
  FiltroTexto,
  type Listado,
  type Seleccion,
  TablaAdmin,
  useListado,
} from './listado.tsx';
export { PaginaListado } from './PaginaListado.tsx';
export {
  AvisoDePagina,
  elegirPagina,
  type Miga,
  PaginaAdmin,
  type PaginasDe,
  type SinPaginasDeMas,
  type SubpaginaProps,
} from './paginas.tsx';
export { Cargando, FalloDeCarga, PaginaRegistro } from './registro.tsx';
/** The classes of the admin pages, for a remote's own pages to look the same. */
export { estilos };
