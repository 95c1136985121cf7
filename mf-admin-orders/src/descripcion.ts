/**
 * What the orders and customers back-office serves (decision 0013): its sections of the admin side
 * panel (spec §2, roles of spec §6), their sub-pages and routes. `disponible: false` marks a
 * sub-page whose issue has not landed yet: listed, and marked 'Disponible próximamente'.
 */
import { adminSectionRoutes, defineDescription } from '@mercado/shared/federation/describe';

const pronto = (etiqueta: string, ruta: string) => ({ etiqueta, ruta, disponible: false }) as const;
const LISTADO = pronto('Listado', '');
const roles = <R extends string>(rol: R) => ['ROLE_ADMIN', rol] as const;

const secciones = [
  {
    slug: 'pedido',
    etiqueta: 'Pedidos',
    roles: roles('ROLE_PEDIDO'),
    subpaginas: [
      { etiqueta: 'Listado', ruta: '' },
      { etiqueta: 'Preparación', ruta: 'preparacion' },
    ],
    panel: [{ etiqueta: 'Pedidos', ruta: '' }],
  },
  {
    slug: 'membresia',
    etiqueta: 'Solicitudes PRIME',
    roles: roles('ROLE_MEMBRESIA'),
    subpaginas: [{ etiqueta: 'Solicitudes', ruta: 'solicitud' }],
    panel: [{ etiqueta: 'Solicitudes PRIME', ruta: 'solicitud' }],
    conteo: { singular: 'cliente PRIME', plural: 'clientes PRIME' },
  },
  {
    slug: 'cliente',
    etiqueta: 'Clientes',
    roles: roles('ROLE_CLIENTE'),
    subpaginas: [{ etiqueta: 'Listado', ruta: '' }],
    panel: [{ etiqueta: 'Clientes', ruta: '' }],
    conteo: { singular: 'cliente', plural: 'clientes' },
  },
  {
    slug: 'borrar-cuenta',
    etiqueta: 'Borrar Cuentas',
    roles: roles('ROLE_CLIENTE'),
    subpaginas: [{ etiqueta: 'Solicitudes', ruta: '' }],
    panel: [{ etiqueta: 'Borrar Cuentas', ruta: '' }],
  },
  {
    slug: 'referido',
    etiqueta: 'Referidos',
    roles: roles('ROLE_ATENCION_CLIENTE'),
    subpaginas: [{ etiqueta: 'Listado', ruta: '' }],
    panel: [{ etiqueta: 'Referidos', ruta: '' }],
  },
  {
    slug: 'usuario',
    etiqueta: 'Usuarios',
    roles: roles('ROLE_USUARIO_ADMIN'),
    subpaginas: [LISTADO],
    panel: [{ etiqueta: 'Usuarios', ruta: '' }],
    conteo: { singular: 'usuario administrador', plural: 'usuarios administradores' },
  },
] as const;

export const descripcion = defineDescription({
  format: '1.0',
  name: 'mf_admin_orders',
  routes: secciones.flatMap(adminSectionRoutes),
  navigation: { admin: { grupo: { etiqueta: 'Pedidos y clientes', orden: 2 }, secciones } },
});
