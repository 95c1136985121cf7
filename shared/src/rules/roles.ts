/** Role checks (spec §6). The role each admin section needs is in the description of the remote that serves it. */
import { ROLE_ADMIN, ROLE_USER, zonaRole } from '../contracts/constants.ts';

export { ROLE_ADMIN, ROLE_USER, zonaRole };

/** The section role of the zones section: it starts like a zone role but names no zone. */
const ROLE_ZONA_ACTUALIZAR = 'ROLE_ZONA_ACTUALIZAR';

/** Admin check (spec §6): roles contain ROLE_ADMIN. */
export function isAdmin(roles: readonly string[] | null | undefined): boolean {
  return !!roles?.includes(ROLE_ADMIN);
}

/** Whether `roles` hold every role of `required`. */
export function hasRoles(roles: readonly string[], required: readonly string[]): boolean {
  return required.every((role) => roles.includes(role));
}

/**
 * Zone slugs of the ROLE_ZONA_<slug> roles (ROLE_ZONA_ACTUALIZAR is a section role, not a zone; a
 * bare `ROLE_ZONA_` names no zone).
 */
export function zoneRoleSlugs(roles: readonly string[]): string[] {
  const prefix = zonaRole('');
  return roles
    .filter((r) => r.startsWith(prefix) && r !== ROLE_ZONA_ACTUALIZAR)
    .map((r) => r.slice(prefix.length))
    .filter((slug) => slug.length > 0);
}

/** 'san-cristobal' → 'San Cristobal': a zone's name made from its slug, while the real one is not known. */
export function nombreProvisionalDeZona(slug: string): string {
  return slug
    .split(/[-_]/)
    .filter(Boolean)
    .map((parte) => parte.charAt(0).toLocaleUpperCase('es-VE') + parte.slice(1))
    .join(' ');
}
