/**
 * The one catalogue of this remote (spec §2 admin routes and side panel): which sections it owns,
 * their Spanish names and their sub-pages. The role each section needs is not repeated here: it
 * comes from `ADMIN_SECTIONS` (spec §6 table) in `@mercado/shared/contracts`.
 *
 * `disponible: false` marks a sub-page whose issue has not landed yet: it is listed (so staff see
 * what the section will hold) and marked 'Disponible próximamente'.
 */
import type { AdminSection } from '@mercado/shared/contracts';

export const REMOTO = 'mf_admin_catalog';

export interface Subpagina {
  etiqueta: string;
  /** Path below the section ('' is the section itself), or below the zone for zone sub-pages. */
  ruta: string;
  disponible: boolean;
}

export interface SeccionAdmin {
  slug: AdminSection;
  /** Heading of the section page. */
  etiqueta: string;
  remoto: typeof REMOTO;
  subpaginas: readonly Subpagina[];
  /**
   * Sub-pages that exist once per zone, each needing `ROLE_ZONA_<slug>` too (registry routes with
   * `zoneRole`). `base` is the path of one zone below the section, `:zona` standing for its slug.
   */
  porZona?: { base: string; paginas: readonly Subpagina[] };
  /** How to read `conteos[slug]` of GET /admin/resumen; absent when the count means nothing yet. */
  conteo?: { singular: string; plural: string };
}

const pronto = (etiqueta: string, ruta: string): Subpagina => ({ etiqueta, ruta, disponible: false });
const LISTADO = pronto('Listado', '');
const REGISTRAR = pronto('Registrar', 'registrar');

export const SECCIONES: readonly SeccionAdmin[] = [
  { slug: 'tienda', etiqueta: 'Tiendas', remoto: REMOTO, subpaginas: [LISTADO, REGISTRAR] },
  {
    slug: 'categoria',
    etiqueta: 'Categorias',
    remoto: REMOTO,
    subpaginas: [LISTADO, REGISTRAR],
    conteo: { singular: 'categoría', plural: 'categorías' },
  },
  { slug: 'etiqueta', etiqueta: 'Etiquetas', remoto: REMOTO, subpaginas: [LISTADO] },
  {
    slug: 'producto',
    etiqueta: 'Productos',
    remoto: REMOTO,
    subpaginas: [LISTADO, REGISTRAR],
    conteo: { singular: 'producto', plural: 'productos' },
  },
  {
    slug: 'zona',
    etiqueta: 'Zonas',
    remoto: REMOTO,
    subpaginas: [LISTADO, REGISTRAR],
    porZona: {
      base: ':zona',
      paginas: [
        pronto('Editar', 'editar'),
        pronto('Direcciones', 'direccion'),
        pronto('Áreas', 'area'),
        pronto('Horarios', 'horario'),
        pronto('Horarios pickup', 'horario-pickup'),
        pronto('Bloqueos de envío', 'envio-bloqueo'),
      ],
    },
    conteo: { singular: 'zona asignada', plural: 'zonas asignadas' },
  },
  {
    slug: 'lista-rapida',
    etiqueta: 'Listas Rapidas',
    remoto: REMOTO,
    subpaginas: [pronto('Zonas', 'zona')],
    porZona: { base: 'zona/:zona', paginas: [pronto('Listas rápidas', ''), REGISTRAR] },
  },
  {
    slug: 'publicidad',
    etiqueta: 'Publicidad',
    remoto: REMOTO,
    subpaginas: [pronto('Zonas', 'zona')],
    porZona: {
      base: 'zona/:zona',
      paginas: [
        pronto('Resumen de la zona', ''),
        pronto('Imagen oferta', 'imagen-oferta'),
        pronto('Imagen lista rápida', 'imagen-lista-rapida'),
        pronto('Mensaje publicidad', 'mensaje-publicidad'),
        pronto('Links del menú', 'link-menu'),
        pronto('Destacados', 'destacado'),
        pronto('Slider', 'slider'),
        pronto('Publicidad', 'publicidad'),
      ],
    },
  },
  {
    slug: 'onesignal',
    etiqueta: 'Segmentos de Notificaciones',
    remoto: REMOTO,
    subpaginas: [pronto('Segmentos', ''), REGISTRAR],
  },
  {
    slug: 'buscador-historial',
    etiqueta: 'Buscador Historial',
    remoto: REMOTO,
    subpaginas: [pronto('Historial de búsquedas', '')],
  },
  {
    slug: 'inventario',
    etiqueta: 'Inventario y Precios',
    remoto: REMOTO,
    subpaginas: [LISTADO],
    porZona: { base: 'zona/:zona', paginas: [pronto('Inventario de la zona', ''), REGISTRAR] },
  },
  {
    slug: 'config',
    etiqueta: 'Configuraciones',
    remoto: REMOTO,
    subpaginas: [pronto('Configuraciones', '')],
  },
  {
    slug: 'reporte',
    etiqueta: 'Reporte Compras por Usuarios',
    remoto: REMOTO,
    subpaginas: [pronto('Compras por usuario', 'compra-usuario')],
  },
];

export type Area = 'catalogo' | 'pedidos' | 'finanzas';

export const AREAS: readonly { id: Area; etiqueta: string }[] = [
  { id: 'catalogo', etiqueta: 'Catálogo' },
  { id: 'pedidos', etiqueta: 'Pedidos y clientes' },
  { id: 'finanzas', etiqueta: 'Finanzas' },
];

export interface EntradaPanel {
  etiqueta: string;
  seccion: AdminSection;
  area: Area;
  /** Path below `/admin/<seccion>` when the entry opens a sub-page ('' or absent: the section). */
  ruta?: string;
}

/**
 * The admin side-panel entries of spec §2, in its order, for the back-office home ('inicio' is
 * this remote's page). Sections of the other admin remotes appear here only by name and link.
 */
export const PANEL: readonly EntradaPanel[] = [
  { etiqueta: 'Tiendas', seccion: 'tienda', area: 'catalogo' },
  { etiqueta: 'Categorias', seccion: 'categoria', area: 'catalogo' },
  { etiqueta: 'Etiquetas', seccion: 'etiqueta', area: 'catalogo' },
  { etiqueta: 'Productos', seccion: 'producto', area: 'catalogo' },
  { etiqueta: 'Zonas', seccion: 'zona', area: 'catalogo' },
  { etiqueta: 'Listas Rapidas', seccion: 'lista-rapida', area: 'catalogo' },
  { etiqueta: 'Publicidad', seccion: 'publicidad', area: 'catalogo' },
  { etiqueta: 'Segmentos de Notificaciones', seccion: 'onesignal', area: 'catalogo' },
  { etiqueta: 'Buscador Historial', seccion: 'buscador-historial', area: 'catalogo' },
  { etiqueta: 'Inventario y Precios', seccion: 'inventario', area: 'catalogo' },
  { etiqueta: 'Pedidos', seccion: 'pedido', area: 'pedidos' },
  { etiqueta: 'Solicitudes PRIME', seccion: 'membresia', area: 'pedidos', ruta: 'solicitud' },
  { etiqueta: 'Clientes', seccion: 'cliente', area: 'pedidos' },
  { etiqueta: 'Borrar Cuentas', seccion: 'borrar-cuenta', area: 'pedidos' },
  { etiqueta: 'Cupones', seccion: 'cupon', area: 'finanzas' },
  { etiqueta: 'Solicitudes de Saldo', seccion: 'tarjeta', area: 'finanzas', ruta: 'solicitud' },
  { etiqueta: 'Saldo de Usuarios', seccion: 'tarjeta', area: 'finanzas', ruta: 'saldo' },
  { etiqueta: 'Vuelto', seccion: 'vuelto', area: 'finanzas' },
  { etiqueta: 'Envios', seccion: 'envio', area: 'finanzas' },
  { etiqueta: 'Referidos', seccion: 'referido', area: 'pedidos' },
  { etiqueta: 'Usuarios', seccion: 'usuario', area: 'pedidos' },
  { etiqueta: 'Configuraciones', seccion: 'config', area: 'catalogo' },
  { etiqueta: 'Reporte Compras por Usuarios', seccion: 'reporte', area: 'catalogo' },
];

/** How the home page reads `conteos` of the other remotes' sections. */
export const CONTEOS_PANEL: Partial<Record<AdminSection, { singular: string; plural: string }>> = {
  ...Object.fromEntries(SECCIONES.flatMap((s) => (s.conteo ? [[s.slug, s.conteo]] : []))),
  cliente: { singular: 'cliente', plural: 'clientes' },
  usuario: { singular: 'usuario administrador', plural: 'usuarios administradores' },
  membresia: { singular: 'cliente PRIME', plural: 'clientes PRIME' },
};
