/**
 * The one catalogue of this remote (spec §2 admin routes and side panel): which sections it owns,
 * their Spanish names and their sub-pages. The role each section needs is not repeated here: it
 * comes from `ADMIN_SECTIONS` (spec §6 table) in `@mercado/shared/contracts`.
 *
 * `disponible: false` marks a sub-page whose issue has not landed yet: it is listed (so staff see
 * what the section will hold) and marked 'Disponible próximamente'.
 */
import type { AdminSection } from '@mercado/shared/contracts';

export const REMOTO = 'mf_admin_orders';

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

export const SECCIONES: readonly SeccionAdmin[] = [
  { slug: 'pedido', etiqueta: 'Pedidos', remoto: REMOTO, subpaginas: [LISTADO] },
  {
    slug: 'membresia',
    etiqueta: 'Solicitudes PRIME',
    remoto: REMOTO,
    subpaginas: [pronto('Solicitudes', 'solicitud')],
    conteo: { singular: 'cliente PRIME', plural: 'clientes PRIME' },
  },
  {
    slug: 'cliente',
    etiqueta: 'Clientes',
    remoto: REMOTO,
    subpaginas: [LISTADO],
    conteo: { singular: 'cliente', plural: 'clientes' },
  },
  {
    slug: 'borrar-cuenta',
    etiqueta: 'Borrar Cuentas',
    remoto: REMOTO,
    subpaginas: [pronto('Solicitudes', '')],
  },
  {
    slug: 'usuario',
    etiqueta: 'Usuarios',
    remoto: REMOTO,
    subpaginas: [LISTADO],
    conteo: { singular: 'usuario administrador', plural: 'usuarios administradores' },
  },
  { slug: 'referido', etiqueta: 'Referidos', remoto: REMOTO, subpaginas: [LISTADO] },
];
