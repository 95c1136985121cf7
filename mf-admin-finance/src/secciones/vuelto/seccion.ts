/** The `vuelto` section of the admin side panel (spec §2, §6): change owed to cash customers; its pages and panel links. */
import { rolesDeSeccion } from '@mercado/shared/contracts/secciones-admin';

export const seccionVuelto = {
  slug: 'vuelto',
  etiqueta: 'Vuelto',
  roles: rolesDeSeccion('vuelto'),
  subpaginas: [
    { etiqueta: 'Listado', ruta: '' },
    { etiqueta: 'Registrar', ruta: 'registrar' },
    // Reached from its list, not listed in the section's index.
    { etiqueta: 'Vuelto', ruta: ':vuelto', enIndice: false },
  ],
  panel: [{ etiqueta: 'Vuelto', ruta: '' }],
} as const;
