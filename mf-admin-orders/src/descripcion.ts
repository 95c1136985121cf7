/**
 * What the orders and customers back-office serves (decision 0013): its sections of the admin side
 * panel (spec §2, roles of spec §6), every page of each (`enIndice: false`: a record page, not
 * listed in the section's index), the links to them and its routes.
 */
import { rolesDeSeccion } from '@mercado/shared/contracts/secciones-admin';
import { adminSectionRoutes, defineDescription, enlacesDe } from '@mercado/shared/federation/describe';

/** A page reached from its list, not listed in the section's index. */
const registro = <R extends string>(etiqueta: string, ruta: R) =>
  ({ etiqueta, ruta, enIndice: false }) as const;

const secciones = [
  {
    slug: 'pedido',
    etiqueta: 'Pedidos',
    roles: rolesDeSeccion('pedido'),
    subpaginas: [
      { etiqueta: 'Listado', ruta: '' },
      { etiqueta: 'Preparación', ruta: 'preparacion' },
      registro('Pedido', ':orden'),
      registro('Preparación de la zona', 'preparacion/:zona'),
      registro('Franja', 'preparacion/:zona/:tipo/:fecha/:horario'),
      registro('Lista de impresión', 'preparacion/:zona/:tipo/:fecha/:horario/imprimir'),
    ],
    panel: [{ etiqueta: 'Pedidos', ruta: '' }],
  },
  {
    slug: 'membresia',
    etiqueta: 'Solicitudes PRIME',
    roles: rolesDeSeccion('membresia'),
    subpaginas: [
      { etiqueta: 'Solicitudes', ruta: 'solicitud' },
      registro('Solicitud', 'solicitud/:solicitud'),
    ],
    panel: [{ etiqueta: 'Solicitudes PRIME', ruta: 'solicitud' }],
    conteo: { singular: 'cliente PRIME', plural: 'clientes PRIME' },
  },
  {
    slug: 'cliente',
    etiqueta: 'Clientes',
    roles: rolesDeSeccion('cliente'),
    subpaginas: [
      { etiqueta: 'Listado', ruta: '' },
      registro('Cliente', ':cliente'),
      registro('Bloqueo', ':cliente/bloqueo'),
    ],
    panel: [{ etiqueta: 'Clientes', ruta: '' }],
    conteo: { singular: 'cliente', plural: 'clientes' },
  },
  {
    slug: 'borrar-cuenta',
    etiqueta: 'Borrar Cuentas',
    roles: rolesDeSeccion('borrar-cuenta'),
    subpaginas: [{ etiqueta: 'Solicitudes', ruta: '' }, registro('Solicitud', ':solicitud')],
    panel: [{ etiqueta: 'Borrar Cuentas', ruta: '' }],
  },
  {
    slug: 'referido',
    etiqueta: 'Referidos',
    roles: rolesDeSeccion('referido'),
    subpaginas: [{ etiqueta: 'Listado', ruta: '' }, registro('Referido', ':referido')],
    panel: [{ etiqueta: 'Referidos', ruta: '' }],
  },
  {
    slug: 'usuario',
    etiqueta: 'Usuarios',
    roles: rolesDeSeccion('usuario'),
    subpaginas: [
      { etiqueta: 'Listado', ruta: '' },
      { etiqueta: 'Agregar al personal', ruta: 'registrar' },
      registro('Usuario', ':usuario'),
    ],
    panel: [{ etiqueta: 'Usuarios', ruta: '' }],
    conteo: { singular: 'usuario administrador', plural: 'usuarios administradores' },
  },
  {
    slug: 'onesignal',
    etiqueta: 'Segmentos de Notificaciones',
    roles: rolesDeSeccion('onesignal'),
    subpaginas: [
      { etiqueta: 'Segmentos', ruta: '' },
      { etiqueta: 'Registrar', ruta: 'registrar' },
      registro('Segmento', ':segmento'),
    ],
    panel: [{ etiqueta: 'Segmentos de Notificaciones', ruta: '' }],
  },
  {
    slug: 'reporte',
    etiqueta: 'Reporte de compras',
    roles: rolesDeSeccion('reporte'),
    subpaginas: [{ etiqueta: 'Compras por cliente', ruta: 'compra-usuario' }],
    panel: [{ etiqueta: 'Compras por cliente', ruta: 'compra-usuario' }],
  },
] as const;

export const descripcion = defineDescription({
  format: '1.2',
  name: 'mf_admin_orders',
  routes: secciones.flatMap(adminSectionRoutes),
  navigation: { admin: { grupo: { etiqueta: 'Pedidos y clientes', orden: 2 }, secciones } },
});

/** The URL of one of its pages: `enlace('cliente/:cliente', { cliente: id })`. */
export const enlace = enlacesDe(descripcion);
