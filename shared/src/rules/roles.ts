/** Role checks (spec §6). The role each admin section needs is in the description of the remote that serves it. */
import { ROLE_ADMIN, ROLE_USER, zonaRole, zoneRoleSlugs } from '../contracts/constants.ts';

export {
  nombreDeRol,
  nombreProvisionalDeZona,
  permisoDeRol,
  ROLES_EN_PALABRAS,
} from './roles-en-palabras.ts';
export { ROLE_ADMIN, ROLE_USER, zonaRole, zoneRoleSlugs };

/** Admin check (spec §6): roles contain ROLE_ADMIN. */
export function isAdmin(roles: readonly string[] | null | undefined): boolean {
  return !!roles?.includes(ROLE_ADMIN);
}

/** Whether `roles` hold every role of `required`. */
export function hasRoles(roles: readonly string[], required: readonly string[]): boolean {
  return required.every((role) => roles.includes(role));
}
