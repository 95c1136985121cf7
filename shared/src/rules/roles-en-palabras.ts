/**
 * Roles as staff read them (spec §6): each admin role's Spanish name and what it allows, zone roles by
 * their zone. Shared by the back-office pages and the API's refusals, which name roles the same way.
 */
import { type AdminRole, zoneRoleSlugs } from '../contracts/constants.ts';

/** 'san-cristobal' → 'San Cristobal': a zone's name made from its slug, while the real one is not known. */
export function nombreProvisionalDeZona(slug: string): string {
  return slug
    .split(/[-_]/)
    .filter(Boolean)
    .map((parte) => parte.charAt(0).toLocaleUpperCase('es-VE') + parte.slice(1))
    .join(' ');
}

/** Each admin role of spec §6 as staff read it: its Spanish name and one line on what it allows. */
export const ROLES_EN_PALABRAS: Readonly<Record<AdminRole, { nombre: string; permite: string }>> = {
  ROLE_ADMIN: {
    nombre: 'Administración',
    permite: 'Entrar al panel de administración; cada sección pide además su propio rol.',
  },
  ROLE_USUARIO: {
    nombre: 'Personal',
    permite: 'Marca la cuenta como del personal; no abre ninguna sección.',
  },
  ROLE_TIENDA: { nombre: 'Tiendas', permite: 'Registrar y editar tiendas y sus sucursales.' },
  ROLE_CATEGORIA: { nombre: 'Categorías', permite: 'Registrar y editar categorías.' },
  ROLE_ETIQUETA: { nombre: 'Etiquetas', permite: 'Registrar y editar etiquetas y sus productos.' },
  ROLE_PRODUCTO: { nombre: 'Productos', permite: 'Registrar y editar productos, sus imágenes y su estatus.' },
  ROLE_PUBLICIDAD: {
    nombre: 'Publicidad',
    permite: 'Editar y publicar la publicidad; ver el historial de búsquedas y el reporte de compras.',
  },
  ROLE_LISTA_RAPIDA: { nombre: 'Listas rápidas', permite: 'Registrar y editar las listas rápidas.' },
  ROLE_ZONA_ACTUALIZAR: {
    nombre: 'Zonas',
    permite: 'Registrar zonas y editar sus direcciones, áreas, horarios y fechas sin entregas.',
  },
  ROLE_INVENTARIO: {
    nombre: 'Inventario y precios',
    permite: 'Registrar existencias, costos y precios, e importarlos por CSV.',
  },
  ROLE_PEDIDO: { nombre: 'Pedidos', permite: 'Ver y tramitar los pedidos y su preparación.' },
  ROLE_MEMBRESIA: { nombre: 'Solicitudes PRIME', permite: 'Aprobar o rechazar las solicitudes PRIME.' },
  ROLE_CLIENTE: {
    nombre: 'Clientes',
    permite: 'Ver y bloquear clientes y decidir las solicitudes de borrar cuenta.',
  },
  ROLE_CUPON: { nombre: 'Cupones', permite: 'Registrar y editar cupones.' },
  ROLE_ENVIO: { nombre: 'Envíos', permite: 'Registrar y editar los envíos.' },
  ROLE_TARJETA: {
    nombre: 'Saldo y tarjetas',
    permite: 'Decidir las solicitudes de saldo, ajustar saldos y registrar vueltos.',
  },
  ROLE_CONFIG: { nombre: 'Configuraciones', permite: 'Cambiar la configuración de la tienda.' },
  ROLE_ATENCION_CLIENTE: { nombre: 'Atención al cliente', permite: 'Decidir las recompensas por referidos.' },
  ROLE_USUARIO_ADMIN: { nombre: 'Usuarios', permite: 'Dar y quitar roles al personal.' },
  ROLE_ONE_SIGNAL: {
    nombre: 'Notificaciones push',
    permite: 'Crear segmentos de clientes y enviarles notificaciones.',
  },
};

const enPalabras = (rol: string) =>
  Object.hasOwn(ROLES_EN_PALABRAS, rol) ? ROLES_EN_PALABRAS[rol as AdminRole] : undefined;

/**
 * A role as staff read it: 'Categorías' for ROLE_CATEGORIA, 'Zona Caracas' for ROLE_ZONA_caracas
 * (`nombreZona` gives the zone's real name when known), the role itself when it is none of spec §6.
 */
export function nombreDeRol(
  rol: string,
  nombreZona: (slug: string) => string = nombreProvisionalDeZona,
): string {
  const palabras = enPalabras(rol);
  if (palabras) return palabras.nombre;
  const [slug] = zoneRoleSlugs([rol]);
  return slug ? `Zona ${nombreZona(slug)}` : rol;
}

/** What a role allows, in one line. */
export function permisoDeRol(
  rol: string,
  nombreZona: (slug: string) => string = nombreProvisionalDeZona,
): string {
  const palabras = enPalabras(rol);
  if (palabras) return palabras.permite;
  const [slug] = zoneRoleSlugs([rol]);
  return slug
    ? `Trabajar con los pedidos, el inventario y los registros de la zona ${nombreZona(slug)}.`
    : '';
}
