/** The search merchandising section's calls, typed from the endpoint table, and its breadcrumbs. */
import { adminBusqueda } from '@mercado/shared/endpoints/admin-busqueda';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';
import { enlace } from '../../descripcion.ts';

export const api = createApiClient({ adminBusqueda }, () => platform.services.http).adminBusqueda;

export const SECCION = 'Buscador';

/** The breadcrumbs of a zone's rules pages. */
export const migasZona = (zona: string, nombre: string, pagina?: string) => [
  { etiqueta: SECCION, href: enlace('busqueda') },
  { etiqueta: 'Reglas por zona', href: enlace('busqueda/zona') },
  ...(pagina
    ? [{ etiqueta: nombre, href: enlace('busqueda/zona/:zona', { zona }) }, { etiqueta: pagina }]
    : [{ etiqueta: nombre }]),
];

/** The breadcrumbs of the synonyms pages. */
export const migasSinonimos = (pagina?: string) => [
  { etiqueta: SECCION, href: enlace('busqueda') },
  ...(pagina
    ? [{ etiqueta: 'Sinónimos', href: enlace('busqueda/sinonimo') }, { etiqueta: pagina }]
    : [{ etiqueta: 'Sinónimos' }]),
];
