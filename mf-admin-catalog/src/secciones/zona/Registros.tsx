/**
 * A zone's records of one kind (decision 0026): the pages the section's map points at, each picking
 * the kind from its path. The list is registros/Lista.tsx; the form that registers and edits a record,
 * registros/Formulario.tsx, its fields registros/Control.tsx.
 */

import type { SubpaginaProps } from '@mercado/admin-kit';
import { NoEncontrada, tipoDe } from './registros/comun.tsx';
import { Editar, Registrar } from './registros/Formulario.tsx';
import { Lista } from './registros/Lista.tsx';

/** zona/:zona/:tipo and zona/:zona/area/:area/sector */
export function ListaRegistros(props: SubpaginaProps) {
  const tipo = tipoDe(props.ruta);
  return tipo ? <Lista {...props} tipo={tipo} /> : <NoEncontrada />;
}

/** zona/:zona/:tipo/registrar, zona/:zona/:tipo/:id/editar (and a sector's, below its area) */
export function FormularioRegistro(props: SubpaginaProps) {
  const tipo = tipoDe(props.ruta);
  if (!tipo) return <NoEncontrada />;
  const id = props.ruta.id;
  if (id === undefined) return <Registrar ruta={props.ruta} tipo={tipo} />;
  return /^[1-9]\d{0,9}$/.test(id) ? (
    <Editar ruta={props.ruta} tipo={tipo} id={Number(id)} />
  ) : (
    <NoEncontrada />
  );
}
