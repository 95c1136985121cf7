/** The advertising section's calls, typed from the endpoint table. */
import { adminPublicidad } from '@mercado/shared/endpoints/admin-publicidad';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';
import { enlace } from '../../descripcion.ts';

export const api = createApiClient({ adminPublicidad }, () => platform.services.http).adminPublicidad;

/** The breadcrumbs of a zone's advertising page. */
export const migasZona = (zona: string, nombre: string, pagina?: string) => [
  { etiqueta: 'Publicidad', href: enlace('publicidad/zona') },
  ...(pagina
    ? [{ etiqueta: nombre, href: enlace('publicidad/zona/:zona', { zona }) }, { etiqueta: pagina }]
    : [{ etiqueta: nombre }]),
];
