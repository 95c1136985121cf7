/** How a staff user's history reads (issue 33): the roles they held before and after, by their Spanish names. */

import type { FormatoHistorial } from '@mercado/admin-kit';
import { nombreDeRol } from '@mercado/shared/rules/navegador';

export const FORMATO_USUARIO: FormatoHistorial = {
  roles: {
    etiqueta: 'Roles',
    valor: (v) => (Array.isArray(v) && v.length ? v.map((r) => nombreDeRol(String(r))).join(', ') : '—'),
  },
};
