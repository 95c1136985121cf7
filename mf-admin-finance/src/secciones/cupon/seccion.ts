/** The `cupon` section of the admin side panel (spec §2, §6): coupons; its pages and panel links. */
import { rolesDeSeccion } from '@mercado/shared/contracts/secciones-admin';

export const seccionCupon = {
  slug: 'cupon',
  etiqueta: 'Cupones',
  roles: rolesDeSeccion('cupon'),
  subpaginas: [
    { etiqueta: 'Listado', ruta: '' },
    { etiqueta: 'Registrar', ruta: 'registrar' },
    { etiqueta: 'Cupón', ruta: ':cupon/editar', enIndice: false },
  ],
  panel: [{ etiqueta: 'Cupones', ruta: '' }],
} as const;
