/** The `envio` section of the admin side panel (spec §2, §6): shipping rules per zone and area; its pages and panel links. */
import { rolesDeSeccion } from '@mercado/shared/contracts/secciones-admin';

export const seccionEnvio = {
  slug: 'envio',
  etiqueta: 'Envíos',
  roles: rolesDeSeccion('envio'),
  subpaginas: [
    { etiqueta: 'Listado', ruta: '' },
    { etiqueta: 'Registrar', ruta: 'registrar' },
    // Reached from its list, not listed in the section's index.
    { etiqueta: 'Editar regla', ruta: ':envio/editar', enIndice: false },
  ],
  panel: [{ etiqueta: 'Envíos', ruta: '' }],
} as const;
