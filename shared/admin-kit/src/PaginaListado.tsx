/**
 * A section's list page, laid out one way: the page frame with its register button, the text and
 * status filters (and the section's own), and the table with its states and pager.
 */

import { Link } from '@mercado/shared/react';
import type { ComponentProps, ReactNode } from 'react';
import { FiltroEstatus, Filtros, FiltroTexto, TablaAdmin } from './listado.tsx';
import { type Miga, PaginaAdmin } from './paginas.tsx';

export function PaginaListado<T, K extends string | number>({
  titulo,
  migas,
  registrar,
  buscar,
  filtros,
  tabla,
}: {
  titulo: string;
  migas: readonly Miga[];
  /** The register button: where it goes and what it says. */
  registrar?: { href: string; texto: string };
  /** The text filter's label ('Buscar por nombre o slug'). */
  buscar: string;
  /** The section's own filters, after the text and the status. */
  filtros?: ReactNode;
  tabla: ComponentProps<typeof TablaAdmin<T, K>>;
}) {
  return (
    <PaginaAdmin
      titulo={titulo}
      migas={migas}
      acciones={
        registrar && (
          <Link className="mv-button" to={registrar.href}>
            {registrar.texto}
          </Link>
        )
      }
    >
      <Filtros>
        <FiltroTexto listado={tabla.listado} etiqueta={buscar} />
        <FiltroEstatus listado={tabla.listado} />
        {filtros}
      </Filtros>
      <TablaAdmin {...tabla} />
    </PaginaAdmin>
  );
}
