/** The `finanzas` section of the admin side panel (spec §2, §6): the daily summary and the ledger-equals-balances check; its pages and panel links. */
import { rolesDeSeccion } from '@mercado/shared/contracts/secciones-admin';

export const seccionFinanzas = {
  slug: 'finanzas',
  etiqueta: 'Resumen financiero',
  roles: rolesDeSeccion('finanzas'),
  subpaginas: [
    { etiqueta: 'Resumen diario', ruta: '' },
    { etiqueta: 'Cuadre del saldo', ruta: 'cuadre' },
  ],
  panel: [{ etiqueta: 'Resumen financiero', ruta: '' }],
} as const;
