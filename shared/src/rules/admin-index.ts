/**
 * What the signed-in user's roles show of the back-office catalogue (`ADMIN_SECTION_CATALOGUE`):
 * the side panel, a section's index and its zone groups. The server checks every call again and
 * the shell's route guards check every URL; this only hides what the roles do not open.
 */
import {
  ADMIN_REMOTE_LABELS,
  ADMIN_REMOTES,
  ADMIN_SECTION_CATALOGUE,
  type AdminRemote,
  type AdminSectionEntry,
  type AdminSubpage,
} from '../contracts/admin-sections.ts';
import type { AdminSection } from '../contracts/constants.ts';
import { allowedAdminSections, isAdminSection, zoneRoleSlugs } from './roles.ts';

/** Joins path parts, leaving out empty ones: ('/admin/zona', '') → '/admin/zona'. */
export const joinPath = (...parts: string[]): string => parts.filter(Boolean).join('/');

/** `/admin/<seccion>`. */
export const adminSectionPath = (slug: string): string => `/admin/${encodeURIComponent(slug)}`;

/** A section opens with ROLE_ADMIN plus its own role (spec §6); unknown slugs never open. */
export function canOpenAdminSection(roles: readonly string[], slug: string): boolean {
  return isAdminSection(slug) && allowedAdminSections(roles).includes(slug);
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
  seccion: AdminSectionEntry;
  paginas: AdminLink[];
  /** Only for sections with zone sub-pages: one group per zone the user has a role for. */
  zonas: AdminZoneGroup[] | null;
}

function link(base: string, pagina: AdminSubpage): AdminLink {
  return { etiqueta: pagina.etiqueta, href: joinPath(base, pagina.ruta), disponible: pagina.disponible };
}

/** The index of a section for these roles, or null when the roles do not open it. */
export function adminSectionIndex(
  seccion: AdminSectionEntry,
  roles: readonly string[],
): AdminSectionIndex | null {
  if (!canOpenAdminSection(roles, seccion.slug)) return null;
  const base = adminSectionPath(seccion.slug);
  const { porZona } = seccion;
  return {
    seccion,
    paginas: seccion.subpaginas.map((pagina) => link(base, pagina)),
    zonas: porZona
      ? zoneRoleSlugs(roles).map((zona) => {
          const baseZona = joinPath(base, porZona.base.replace(':zona', encodeURIComponent(zona)));
          return { zona, paginas: porZona.paginas.map((pagina) => link(baseZona, pagina)) };
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

export interface AdminPanelLink {
  etiqueta: string;
  href: string;
  seccion: AdminSection;
  owner: AdminRemote;
}

/** The side-panel entries (spec §2) these roles open, in spec order. */
export function adminPanelLinks(roles: readonly string[]): AdminPanelLink[] {
  const abiertas = new Set(allowedAdminSections(roles));
  return ADMIN_SECTION_CATALOGUE.filter((seccion) => abiertas.has(seccion.slug)).flatMap((seccion) =>
    seccion.panel.map((item) => ({
      etiqueta: item.etiqueta,
      href: joinPath(adminSectionPath(seccion.slug), item.ruta),
      seccion: seccion.slug,
      owner: seccion.owner,
    })),
  );
}

export interface AdminPanelGroup {
  owner: AdminRemote;
  etiqueta: string;
  enlaces: AdminPanelLink[];
}

/** The same entries grouped by owning remote (spec order inside each group); empty groups dropped. */
export function adminPanelGroups(roles: readonly string[]): AdminPanelGroup[] {
  const enlaces = adminPanelLinks(roles);
  return ADMIN_REMOTES.map((owner) => ({
    owner,
    etiqueta: ADMIN_REMOTE_LABELS[owner],
    enlaces: enlaces.filter((enlace) => enlace.owner === owner),
  })).filter((grupo) => grupo.enlaces.length > 0);
}
