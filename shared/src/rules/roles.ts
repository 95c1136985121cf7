/** Role checks over the spec §6 table (ADMIN_SECTIONS lives in the contracts, shared with the API). */
import {
  ADMIN_SECTIONS,
  type AdminSection,
  ROLE_ADMIN,
  ROLE_USER,
  zonaRole,
} from '../contracts/constants.ts';

export type { AdminSection };
export { ADMIN_SECTIONS, ROLE_ADMIN, ROLE_USER, zonaRole };

/** Admin check (spec §6): roles contain ROLE_ADMIN. */
export function isAdmin(roles: readonly string[] | null | undefined): boolean {
  return !!roles?.includes(ROLE_ADMIN);
}

export function isAdminSection(section: string): section is AdminSection {
  return Object.hasOwn(ADMIN_SECTIONS, section);
}

/** Roles an admin section needs: ROLE_ADMIN plus its section role. */
export function sectionRoles(section: AdminSection): string[] {
  return [ROLE_ADMIN, ADMIN_SECTIONS[section]];
}

/** The admin sections these roles open, in the table's order. */
export function allowedAdminSections(roles: readonly string[]): AdminSection[] {
  if (!isAdmin(roles)) return [];
  return (Object.keys(ADMIN_SECTIONS) as AdminSection[]).filter((s) => roles.includes(ADMIN_SECTIONS[s]));
}

/**
 * Zone slugs of the ROLE_ZONA_<slug> roles (ROLE_ZONA_ACTUALIZAR is a section role, not a zone; a
 * bare `ROLE_ZONA_` names no zone).
 */
export function zoneRoleSlugs(roles: readonly string[]): string[] {
  const prefix = zonaRole('');
  return roles
    .filter((r) => r.startsWith(prefix) && r !== ADMIN_SECTIONS.zona)
    .map((r) => r.slice(prefix.length))
    .filter((slug) => slug.length > 0);
}
