/**
 * The one catalogue of this remote (spec §2 admin routes and side panel): which sections it owns,
 * their Spanish names and their sub-pages. The role each section needs is not repeated here: it
 * comes from `ADMIN_SECTIONS` (spec §6 table) in `@mercado/shared/contracts`.
 *
 * `disponible: false` marks a sub-page whose issue has not landed yet: it is listed (so staff see
 * what the section will hold) and marked 'Disponible próximamente'.
 */
import type { AdminSection } from '@mercado/shared/contracts';

export const REMOTO = 'mf_admin_finance';

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
  {
    slug: 'tarjeta',
    etiqueta: 'Saldo y tarjetas',
    remoto: REMOTO,
    subpaginas: [
      pronto('Solicitudes de Saldo', 'solicitud'),
      pronto('Saldo de Usuarios', 'saldo'),
      pronto('Ajustes de saldo', 'saldo/ajuste'),
    ],
  },
  { slug: 'vuelto', etiqueta: 'Vuelto', remoto: REMOTO, subpaginas: [LISTADO, REGISTRAR] },
  { slug: 'cupon', etiqueta: 'Cupones', remoto: REMOTO, subpaginas: [LISTADO, REGISTRAR] },
  { slug: 'envio', etiqueta: 'Envios', remoto: REMOTO, subpaginas: [LISTADO, REGISTRAR] },
];
