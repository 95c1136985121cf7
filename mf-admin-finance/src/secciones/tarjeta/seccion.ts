/** The `tarjeta` section of the admin side panel (spec §2, §6): balance-card requests, customers' balances and their adjustments; its pages and panel links. */
import { rolesDeSeccion } from '@mercado/shared/contracts/secciones-admin';

export const seccionTarjeta = {
  slug: 'tarjeta',
  etiqueta: 'Saldo y tarjetas',
  roles: rolesDeSeccion('tarjeta'),
  subpaginas: [
    { etiqueta: 'Solicitudes de saldo', ruta: 'solicitud' },
    { etiqueta: 'Saldo de usuarios', ruta: 'saldo' },
    { etiqueta: 'Ajustes de saldo', ruta: 'saldo/ajuste' },
    // Reached from their lists, not listed in the section's index.
    { etiqueta: 'Solicitud', ruta: 'solicitud/:solicitud', enIndice: false },
    { etiqueta: 'Saldo del cliente', ruta: 'saldo/ajuste/:usuario', enIndice: false },
    { etiqueta: 'Movimiento', ruta: 'saldo/historial/:tipo/:id', enIndice: false },
  ],
  panel: [
    { etiqueta: 'Solicitudes de saldo', ruta: 'solicitud' },
    { etiqueta: 'Saldo de usuarios', ruta: 'saldo' },
  ],
} as const;
