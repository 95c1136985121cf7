/**
 * What the signed-in user's roles show of the back-office: the side panel and home (every admin
 * remote's group of sections, from the registry) and a section's index with its zone groups (from
 * the description of the remote that serves it). The server checks every call again and the shell's
 * route guards check every URL; this only hides what the roles do not open.
 */
import type { AdminNavigation, AdminSection, AdminSubpage } from '../federation/description.ts';
import { contar } from './plural.ts';
import { hasRoles, isAdmin, zoneRoleSlugs } from './roles.ts';

/** Joins path parts, leaving out empty ones: ('/admin/zona', '') → '/admin/zona'. */
export const joinPath = (...parts: string[]): string => parts.filter(Boolean).join('/');

/** `/admin/<seccion>`. */
export const adminSectionPath = (slug: string): string => `/admin/${encodeURIComponent(slug)}`;

/** A section opens with every role it names (ROLE_ADMIN and its own, spec §6). */
export function canOpenAdminSection(roles: readonly string[], seccion: Pick<AdminSection, 'roles'>): boolean {
  return isAdmin(roles) && hasRoles(roles, seccion.roles);
}

/** The section slug of an `/admin/<seccion>/...` path, or null. */
export function adminSectionFromPath(pathname: string): string | null {
  const [admin, seccion] = pathname.split('/').filter(Boolean);
  if (admin !== 'admin' || !seccion) return null;
  try {
    return decodeURIComponent(seccion);
  } catch {
    return null;
  }
}

export interface AdminLink {
  etiqueta: string;
  href: string;
  disponible: boolean;
}

export interface AdminZoneGroup {
  /** Zone slug of one of the user's `ROLE_ZONA_<slug>` roles. */
  zona: string;
  paginas: AdminLink[];
}

export interface AdminSectionIndex {
  seccion: AdminSection;
  paginas: AdminLink[];
  /** Only for sections with zone sub-pages: one group per zone the user has a role for. */
  zonas: AdminZoneGroup[] | null;
}

function link(base: string, pagina: AdminSubpage): AdminLink {
  return { etiqueta: pagina.etiqueta, href: joinPath(base, pagina.ruta), disponible: pagina.disponible };
}

/** The pages an index lists: record pages (`enIndice: false`) are reached from their list. */
const listadas = (paginas: readonly AdminSubpage[]) => paginas.filter((pagina) => pagina.enIndice);

/** The index of a section for these roles, or null when the roles do not open it. */
export function adminSectionIndex(seccion: AdminSection, roles: readonly string[]): AdminSectionIndex | null {
  if (!canOpenAdminSection(roles, seccion)) return null;
  const base = adminSectionPath(seccion.slug);
  const { porZona } = seccion;
  return {
    seccion,
    paginas: listadas(seccion.subpaginas).map((pagina) => link(base, pagina)),
    zonas: porZona
      ? zoneRoleSlugs(roles).map((zona) => {
          const baseZona = joinPath(base, porZona.base.replace(':zona', encodeURIComponent(zona)));
          return { zona, paginas: listadas(porZona.paginas).map((pagina) => link(baseZona, pagina)) };
        })
      : null,
  };
}

/** Every link of an index: the section's pages, then each zone group's. */
export function adminIndexLinks(indice: AdminSectionIndex): AdminLink[] {
  return [...indice.paginas, ...(indice.zonas ?? []).flatMap((grupo) => grupo.paginas)];
}

/** The link of the current page among a section's links (exact path, trailing slash ignored). */
export function currentAdminLink(indice: AdminSectionIndex, pathname: string): AdminLink | null {
  const limpio = pathname.replace(/\/+$/, '');
  return adminIndexLinks(indice).find((item) => item.href === limpio) ?? null;
}

/** One side-panel entry (spec §2): a label, the page it opens and its section. */
export interface AdminPanelLink {
  etiqueta: string;
  href: string;
  seccion: AdminSection;
}

export interface AdminPanelGroup {
  /** The remote that serves the group's sections. */
  remote: string;
  etiqueta: string;
  enlaces: AdminPanelLink[];
}

/**
 * The side-panel entries these roles open, one group per admin remote (by the group's `orden`, then
 * the remote's name; each in its description's order); groups left empty are dropped.
 */
export function adminPanelGroups(
  remotes: readonly { name: string; navigation: { admin?: AdminNavigation } }[],
  roles: readonly string[],
): AdminPanelGroup[] {
  return remotes
    .flatMap(({ name, navigation: { admin } }) => (admin ? [{ name, admin }] : []))
    .sort((a, b) => a.admin.grupo.orden - b.admin.grupo.orden || a.name.localeCompare(b.name))
    .map(({ name, admin }) => ({
      remote: name,
      etiqueta: admin.grupo.etiqueta,
      enlaces: admin.secciones
        .filter((seccion) => canOpenAdminSection(roles, seccion))
        .flatMap((seccion) =>
          seccion.panel.map((item) => ({
            etiqueta: item.etiqueta,
            href: joinPath(adminSectionPath(seccion.slug), item.ruta),
            seccion,
          })),
        ),
    }))
    .filter((grupo) => grupo.enlaces.length > 0);
}

/** '3 productos', '1 producto': a section's count as its description says to read it. */
export function textoConteo(cantidad: number, forma: { singular: string; plural: string }): string {
  return contar(cantidad, forma.singular, forma.plural);
}
