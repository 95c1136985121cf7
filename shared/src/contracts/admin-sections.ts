/**
 * The one catalogue of the back-office (spec §2 admin routes and side panel): every admin section,
 * the remote that owns it (as in `registry.base.json`), its Spanish names, its sub-pages and the
 * side-panel entries it gives. The shell's side panel and the three admin remotes all read it.
 *
 * The role a section needs is not repeated here: it comes from `ADMIN_SECTIONS` (spec §6 table).
 * Filtering by the user's roles lives in `@mercado/shared/rules` (admin-index.ts).
 *
 * `disponible: false` marks a sub-page whose issue has not landed yet: it is listed (so staff see
 * what the section will hold) and marked 'Disponible próximamente'.
 */
import type { AdminSection } from './constants.ts';

/** The admin remotes (Module Federation container names), in the order of their side-panel groups. */
export const ADMIN_REMOTES = ['mf_admin_catalog', 'mf_admin_orders', 'mf_admin_finance'] as const;
export type AdminRemote = (typeof ADMIN_REMOTES)[number];

/** Heading of each admin remote's group of sections on the back-office home. */
export const ADMIN_REMOTE_LABELS: Readonly<Record<AdminRemote, string>> = {
  mf_admin_catalog: 'Catálogo',
  mf_admin_orders: 'Pedidos y clientes',
  mf_admin_finance: 'Finanzas',
};

export interface AdminSubpage {
  etiqueta: string;
  /** Path below the section ('' is the section itself), or below the zone for zone sub-pages. */
  ruta: string;
  disponible: boolean;
}

/** One entry of the admin side panel (spec §2): a label and the page it opens in its section. */
export interface AdminPanelItem {
  etiqueta: string;
  /** Path below `/admin/<seccion>` ('' is the section itself). */
  ruta: string;
}

export interface AdminSectionEntry {
  slug: AdminSection;
  /** Heading of the section page. */
  etiqueta: string;
  /** The remote that owns the section's routes in `registry.base.json`. */
  owner: AdminRemote;
  subpaginas: readonly AdminSubpage[];
  /**
   * Sub-pages that exist once per zone, each needing `ROLE_ZONA_<slug>` too (registry routes with
   * `zoneRole`). `base` is the path of one zone below the section, `:zona` standing for its slug.
   */
  porZona?: { base: string; paginas: readonly AdminSubpage[] };
  /** Its side-panel entries, in spec §2 order. */
  panel: readonly AdminPanelItem[];
  /** How to read `conteos[slug]` of GET /admin/resumen; absent when the count means nothing yet. */
  conteo?: { singular: string; plural: string };
}

const pronto = (etiqueta: string, ruta: string): AdminSubpage => ({ etiqueta, ruta, disponible: false });
const LISTADO = pronto('Listado', '');
const REGISTRAR = pronto('Registrar', 'registrar');
/** The usual side-panel entry: the section itself, under its own name. */
const entrada = (etiqueta: string, ruta = ''): AdminPanelItem[] => [{ etiqueta, ruta }];

/** Every admin section of spec §6, in the side-panel order of spec §2. */
export const ADMIN_SECTION_CATALOGUE: readonly AdminSectionEntry[] = [
  {
    slug: 'tienda',
    etiqueta: 'Tiendas',
    owner: 'mf_admin_catalog',
    subpaginas: [LISTADO, REGISTRAR],
    panel: entrada('Tiendas'),
  },
  {
    slug: 'categoria',
    etiqueta: 'Categorias',
    owner: 'mf_admin_catalog',
    subpaginas: [LISTADO, REGISTRAR],
    panel: entrada('Categorias'),
    conteo: { singular: 'categoría', plural: 'categorías' },
  },
  {
    slug: 'etiqueta',
    etiqueta: 'Etiquetas',
    owner: 'mf_admin_catalog',
    subpaginas: [LISTADO],
    panel: entrada('Etiquetas'),
  },
  {
    slug: 'producto',
    etiqueta: 'Productos',
    owner: 'mf_admin_catalog',
    subpaginas: [LISTADO, REGISTRAR],
    panel: entrada('Productos'),
    conteo: { singular: 'producto', plural: 'productos' },
  },
  {
    slug: 'zona',
    etiqueta: 'Zonas',
    owner: 'mf_admin_catalog',
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
    panel: entrada('Zonas'),
    conteo: { singular: 'zona asignada', plural: 'zonas asignadas' },
  },
  {
    slug: 'lista-rapida',
    etiqueta: 'Listas Rapidas',
    owner: 'mf_admin_catalog',
    subpaginas: [pronto('Zonas', 'zona')],
    porZona: { base: 'zona/:zona', paginas: [pronto('Listas rápidas', ''), REGISTRAR] },
    panel: entrada('Listas Rapidas'),
  },
  {
    slug: 'publicidad',
    etiqueta: 'Publicidad',
    owner: 'mf_admin_catalog',
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
    panel: entrada('Publicidad'),
  },
  {
    slug: 'onesignal',
    etiqueta: 'Segmentos de Notificaciones',
    owner: 'mf_admin_catalog',
    subpaginas: [pronto('Segmentos', ''), REGISTRAR],
    panel: entrada('Segmentos de Notificaciones'),
  },
  {
    slug: 'buscador-historial',
    etiqueta: 'Buscador Historial',
    owner: 'mf_admin_catalog',
    subpaginas: [pronto('Historial de búsquedas', '')],
    panel: entrada('Buscador Historial'),
  },
  {
    slug: 'inventario',
    etiqueta: 'Inventario y Precios',
    owner: 'mf_admin_catalog',
    subpaginas: [LISTADO],
    porZona: { base: 'zona/:zona', paginas: [pronto('Inventario de la zona', ''), REGISTRAR] },
    panel: entrada('Inventario y Precios'),
  },
  {
    slug: 'pedido',
    etiqueta: 'Pedidos',
    owner: 'mf_admin_orders',
    subpaginas: [LISTADO],
    panel: entrada('Pedidos'),
  },
  {
    slug: 'membresia',
    etiqueta: 'Solicitudes PRIME',
    owner: 'mf_admin_orders',
    subpaginas: [pronto('Solicitudes', 'solicitud')],
    panel: entrada('Solicitudes PRIME', 'solicitud'),
    conteo: { singular: 'cliente PRIME', plural: 'clientes PRIME' },
  },
  {
    slug: 'cliente',
    etiqueta: 'Clientes',
    owner: 'mf_admin_orders',
    subpaginas: [LISTADO],
    panel: entrada('Clientes'),
    conteo: { singular: 'cliente', plural: 'clientes' },
  },
  {
    slug: 'borrar-cuenta',
    etiqueta: 'Borrar Cuentas',
    owner: 'mf_admin_orders',
    subpaginas: [pronto('Solicitudes', '')],
    panel: entrada('Borrar Cuentas'),
  },
  {
    slug: 'cupon',
    etiqueta: 'Cupones',
    owner: 'mf_admin_finance',
    subpaginas: [LISTADO, REGISTRAR],
    panel: entrada('Cupones'),
  },
  {
    slug: 'tarjeta',
    etiqueta: 'Saldo y tarjetas',
    owner: 'mf_admin_finance',
    subpaginas: [
      pronto('Solicitudes de Saldo', 'solicitud'),
      pronto('Saldo de Usuarios', 'saldo'),
      pronto('Ajustes de saldo', 'saldo/ajuste'),
    ],
    panel: [
      { etiqueta: 'Solicitudes de Saldo', ruta: 'solicitud' },
      { etiqueta: 'Saldo de Usuarios', ruta: 'saldo' },
    ],
  },
  {
    slug: 'vuelto',
    etiqueta: 'Vuelto',
    owner: 'mf_admin_finance',
    subpaginas: [LISTADO, REGISTRAR],
    panel: entrada('Vuelto'),
  },
  {
    slug: 'envio',
    etiqueta: 'Envios',
    owner: 'mf_admin_finance',
    subpaginas: [LISTADO, REGISTRAR],
    panel: entrada('Envios'),
  },
  {
    slug: 'referido',
    etiqueta: 'Referidos',
    owner: 'mf_admin_orders',
    subpaginas: [LISTADO],
    panel: entrada('Referidos'),
  },
  {
    slug: 'usuario',
    etiqueta: 'Usuarios',
    owner: 'mf_admin_orders',
    subpaginas: [LISTADO],
    panel: entrada('Usuarios'),
    conteo: { singular: 'usuario administrador', plural: 'usuarios administradores' },
  },
  {
    slug: 'config',
    etiqueta: 'Configuraciones',
    owner: 'mf_admin_catalog',
    subpaginas: [pronto('Configuraciones', '')],
    panel: entrada('Configuraciones'),
  },
  {
    slug: 'reporte',
    etiqueta: 'Reporte Compras por Usuarios',
    owner: 'mf_admin_catalog',
    subpaginas: [pronto('Compras por usuario', 'compra-usuario')],
    panel: entrada('Reporte Compras por Usuarios', 'compra-usuario'),
  },
];

/** The catalogue entry of a section slug (any string, e.g. from a URL), or undefined. */
export function findAdminSection(slug: string | null | undefined): AdminSectionEntry | undefined {
  return ADMIN_SECTION_CATALOGUE.find((seccion) => seccion.slug === slug);
}

/** The sections one admin remote owns, in catalogue order. */
export function adminSectionsOf(owner: AdminRemote): AdminSectionEntry[] {
  return ADMIN_SECTION_CATALOGUE.filter((seccion) => seccion.owner === owner);
}
