/** Pieces the catalogue's pages use besides the admin kit: a block's loading state, a pager. */

import { estilos as admin, Cargando } from '@mercado/admin-kit';
import type { Carga } from '@mercado/shared/consulta';
import { mensajeDeError } from '@mercado/shared/http/errores';
import type { ReactNode } from 'react';
import * as estilos from './catalogo.module.css';

export { admin, estilos };

/** A block of a page that reads its own data (a record's page itself: PaginaRegistro). */
export function CargaDeBloque({ carga, children }: { carga: Carga<unknown>; children: ReactNode }) {
  if (carga.estado === 'cargando') return <Cargando />;
  if (carga.estado === 'error')
    return (
      <p role="alert" className={estilos.error}>
        {mensajeDeError(carga.error, 'No se pudo cargar la información')}
      </p>
    );
  return children;
}

export function Paginacion({
  pagina,
  paginas,
  total,
  cambiar,
}: {
  pagina: number;
  paginas: number;
  total: number;
  cambiar: (c: Record<string, string | null>) => void;
}) {
  return (
    <nav aria-label="Páginas" className={estilos.paginacion}>
      <button
        type="button"
        className="mv-button mv-button--secondary"
        disabled={pagina <= 1}
        onClick={() => cambiar({ pagina: String(pagina - 1) })}
      >
        Anterior
      </button>
      <span>
        Página {pagina} de {paginas} · {total} {total === 1 ? 'registro' : 'registros'}
      </span>
      <button
        type="button"
        className="mv-button mv-button--secondary"
        disabled={pagina >= paginas}
        onClick={() => cambiar({ pagina: String(pagina + 1) })}
      >
        Siguiente
      </button>
    </nav>
  );
}
