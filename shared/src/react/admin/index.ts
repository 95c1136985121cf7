/**
 * `@mercado/shared/react/admin`: the pages every admin remote shares (the index of a section its
 * description names), their data hooks and styles. Plain components that each
 * admin remote bundles (its CSS Module compiles with the remote's class prefix); not part of the
 * `@mercado/shared/platform` singleton, and the shell does not import it.
 */
import * as estilos from './admin.module.css';

export { type AdminPageProps, AdminParcel, type AdminParcelProps } from './AdminParcel.tsx';
export { type Carga, useNombreZona, useResumen } from './datos.ts';
export { PaginaSeccion, type PaginaSeccionProps, paginaSeccion } from './IndiceSeccion.tsx';
/** The classes of the admin pages, for a remote's own pages to look the same. */
export { estilos };
