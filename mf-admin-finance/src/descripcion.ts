/**
 * What the finance back-office serves (decision 0013): its sections of the admin side panel
 * (spec §2, roles of spec §6), their sub-pages and routes. `disponible: false` marks a sub-page
 * whose issue has not landed yet: listed, and marked 'Disponible próximamente'.
 */
import { rolesDeSeccion } from '@mercado/shared/contracts/secciones-admin';
import { adminSectionRoutes, defineDescription } from '@mercado/shared/federation/describe';

const pronto = (etiqueta: string, ruta: string) => ({ etiqueta, ruta, disponible: false }) as const;
const LISTADO = pronto('Listado', '');
const REGISTRAR = pronto('Registrar', 'registrar');

const secciones = [
  {
    slug: 'cupon',
    etiqueta: 'Cupones',
    roles: rolesDeSeccion('cupon'),
    subpaginas: [LISTADO, REGISTRAR],
    panel: [{ etiqueta: 'Cupones', ruta: '' }],
  },
  {
    slug: 'tarjeta',
    etiqueta: 'Saldo y tarjetas',
    roles: rolesDeSeccion('tarjeta'),
    subpaginas: [
      pronto('Solicitudes de saldo', 'solicitud'),
      pronto('Saldo de usuarios', 'saldo'),
      pronto('Ajustes de saldo', 'saldo/ajuste'),
    ],
    panel: [
      { etiqueta: 'Solicitudes de saldo', ruta: 'solicitud' },
      { etiqueta: 'Saldo de usuarios', ruta: 'saldo' },
    ],
  },
  {
    slug: 'vuelto',
    etiqueta: 'Vuelto',
    roles: rolesDeSeccion('vuelto'),
    subpaginas: [LISTADO, REGISTRAR],
    panel: [{ etiqueta: 'Vuelto', ruta: '' }],
  },
  {
    slug: 'envio',
    etiqueta: 'Envíos',
    roles: rolesDeSeccion('envio'),
    subpaginas: [LISTADO, REGISTRAR],
    panel: [{ etiqueta: 'Envíos', ruta: '' }],
  },
] as const;

export const descripcion = defineDescription({
  format: '1.0',
  name: 'mf_admin_finance',
  routes: secciones.flatMap(adminSectionRoutes),
  navigation: { admin: { grupo: { etiqueta: 'Finanzas', orden: 3 }, secciones } },
});
