/**
 * Route guard decisions (spec §2, §6, §8) as data: the shell runs them in order and acts on the
 * result (navigate, or show the alert then navigate). No side effects here.
 */
import { EstatusRegistro, Mensajes } from '../contracts/constants.ts';
import { links } from '../links.ts';
import { ROLE_ADMIN, zonaRole } from './roles.ts';

export type GuardDecision =
  | { allow: true }
  /** `logout`: end the session before going (refresh guard on an expired session). */
  | { allow: false; redirect: string; logout?: true }
  | {
      allow: false;
      deny: 'rol' | 'zona-rol';
      titulo: string;
      mensaje: string;
      redirect: '/error?codigo=403';
    };

export type DenyDecision = Extract<GuardDecision, { deny: string }>;

export const ALLOW: GuardDecision = Object.freeze({ allow: true });

export const AREA_RESTRINGIDA = Mensajes.AREA_RESTRINGIDA;
export const FORBIDDEN_URL = '/error?codigo=403';
export const PHONE_URL = '/mi-cuenta/telefono';

/** What the guards need of a session (the decoded token). */
export interface GuardSession {
  roles: readonly string[];
}

const redirect = (url: string): GuardDecision => ({ allow: false, redirect: url });

/**
 * Refresh guard (spec §6): anonymous passes; a signed-in session passes when the refresh manager's
 * `ensureFresh()` answered true (token fresh, or renewed); otherwise it has expired: logout, then
 * /auth/login?returnUrl=<current url>.
 */
export function refreshGuard(session: GuardSession | null, fresh: boolean, returnUrl: string): GuardDecision {
  if (!session || fresh) return ALLOW;
  return { allow: false, redirect: links.login(returnUrl), logout: true };
}

/** Signed-in routes: anonymous → /auth/login?returnUrl=<current url>. */
export function loginOnly(session: GuardSession | null, returnUrl: string): GuardDecision {
  return session ? ALLOW : redirect(links.login(returnUrl));
}

/**
 * Auth pages (login, registro...): a signed-in user goes home, the default zone's store when one is
 * known (our home is `/:zona`), else `/`.
 */
export function alreadyLoggedIn(session: GuardSession | null, defaultZone?: string | null): GuardDecision {
  if (!session) return ALLOW;
  return redirect(defaultZone ? links.zona(defaultZone) : links.inicio());
}

/**
 * A signed-in user must have a phone (spec §5). Anonymous passes; an unknown profile (not loaded
 * yet or failed) passes rather than blocking the site; the phone page itself and auth pages pass so
 * there is no loop.
 */
export function phoneGuard(
  session: GuardSession | null,
  profile: { telefono: string | null } | null,
  pathname = '',
): GuardDecision {
  if (!session || !profile) return ALLOW;
  if (pathname.startsWith(PHONE_URL) || pathname.startsWith('/auth/')) return ALLOW;
  return profile.telefono?.trim() ? ALLOW : redirect(PHONE_URL);
}

/** Zone routes: unknown zone → home; inactive zone → /mantenimiento/<slug>. */
export function zoneCheck(zone: { slug: string; estatus: number } | null | undefined): GuardDecision {
  if (!zone) return redirect(links.inicio());
  if (zone.estatus !== EstatusRegistro.ACTIVO) return redirect(links.mantenimientoZona(zone.slug));
  return ALLOW;
}

function deny(kind: 'rol' | 'zona-rol'): DenyDecision {
  return {
    allow: false,
    deny: kind,
    titulo: AREA_RESTRINGIDA,
    mensaje: kind === 'rol' ? Mensajes.SIN_PERMISO : Mensajes.SIN_PERMISO_ZONA,
    redirect: FORBIDDEN_URL,
  };
}

/**
 * A route needs all `required` roles; a route flagged for zone roles (`zoneSlug` given) also needs
 * ROLE_ZONA_<slug>. Missing → alert 'Área restringida' then /error?codigo=403.
 * `zoneSlug` null/undefined: no zone role needed; '' (the route is flagged but its URL names no
 * zone): no zone role can match, refused as a missing zone role.
 */
export function roleGuard(
  roles: readonly string[] | null | undefined,
  required: readonly string[],
  zoneSlug?: string | null,
): GuardDecision {
  const have = roles ?? [];
  if (!required.every((r) => have.includes(r))) return deny('rol');
  if (zoneSlug === null || zoneSlug === undefined) return ALLOW;
  if (zoneSlug === '' || !have.includes(zonaRole(zoneSlug))) return deny('zona-rol');
  return ALLOW;
}

/**
 * The whole admin check for a route: anonymous → login; then the roles the route needs (ROLE_ADMIN
 * alone by default; a section's are in its remote's description) plus the zone role (when
 * `zoneSlug` is given).
 */
export function adminGuard(
  session: GuardSession | null,
  returnUrl: string,
  required: readonly string[] = [ROLE_ADMIN],
  zoneSlug?: string | null,
): GuardDecision {
  const login = loginOnly(session, returnUrl);
  if (!login.allow || !session) return login;
  return roleGuard(session.roles, required, zoneSlug);
}
