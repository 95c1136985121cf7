/**
 * A section's list page, laid out one way: the page frame with its actions and register button, what
 * the page says first, the text and status filters (and the section's own), and the table with its
 * states and pager.
 */

import { Link } from '@mercado/shared/react';
import type { ComponentProps, ReactNode } from 'react';
import { FiltroEstatus, Filtros, FiltroTexto, TablaAdmin } from './listado.tsx';
import { type Miga, PaginaAdmin } from './paginas.tsx';

export function PaginaListado<T, K extends string | number>({
  titulo,
  migas,
  acciones,
  registrar,
  buscar,
  estatus = true,
  filtros,
  tabla,
  children,
}: {
  titulo: string;
  migas: readonly Miga[];
  /** The page's other actions, before the register button (a secondary link). */
  acciones?: ReactNode;
  /** The register button: where it goes and what it says. */
  registrar?: { href: string; texto: string };
  /** The text filter's label ('Buscar por nombre o slug'). */
  buscar: string;
  /** The status filter, for records that have one. */
  estatus?: boolean;
  /** The section's own filters, after the text and the status. */
  filtros?: ReactNode;
  tabla: ComponentProps<typeof TablaAdmin<T, K>>;
  /** What the page says before its filters (a note on the whole list). */
  children?: ReactNode;
}) {
  return (
    <PaginaAdmin
      titulo={titulo}
      migas={migas}
      acciones={
        (acciones || registrar) && (
          <>
            {acciones}
            {registrar && (
              <Link className="mv-button" to={registrar.href}>
                {registrar.texto}
              </Link>
            )}
          </>
        )
      }
    >
      {children}
      <Filtros>
        <FiltroTexto listado={tabla.listado} etiqueta={buscar} />
        {estatus && <FiltroEstatus listado={tabla.listado} />}
        {filtros}
      </Filtros>
      <TablaAdmin {...tabla} />
    </PaginaAdmin>
  );
}
