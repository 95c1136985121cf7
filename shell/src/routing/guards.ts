/**
 * The shell's guard chain (spec §2, §6, §8): which guards a route runs, in a fixed order, each one
 * decided by the shared pure rules of `@mercado/shared/rules`, and what a refusal does (logout,
 * the 'Área restringida' alert, the redirect). The decisions themselves live in shared only.
 */
import type { Guard } from '@mercado/shared/federation';
import {
  ALLOW,
  type GuardDecision,
  type GuardSession,
  loginOnly,
  phoneGuard,
  refreshGuard,
  roleGuard,
  zoneCheck,
} from '@mercado/shared/rules/navegador';

export interface GuardedRoute {
  guards: readonly Guard[];
  roles: readonly string[];
  zoneRole: boolean;
}

export interface ZonaInfo {
  slug: string;
  estatus: number;
}

/** What the guards may read; the shell wires it to the session, the profile and the zone list. */
export interface GuardContext {
  /** URL being entered (pathname + search + hash), the login returnUrl. */
  url: string;
  params: Record<string, string | undefined>;
  /** The signed-in session (decoded token), or null; read again after the refresh step. */
  session(): GuardSession | null;
  /** The refresh manager's answer: true when anonymous, fresh or renewed. */
  ensureFreshToken(): Promise<boolean>;
  /** The signed-in user's profile, or null when unknown (not loaded, failed). */
  perfil(): Promise<{ telefono: string | null } | null>;
  /** Active and inactive zones (spec §2 zone check); rejects when the list cannot be fetched. */
  zonas(): Promise<readonly ZonaInfo[]>;
}

export type GuardStep = Guard | 'roles';

/** The order guards always run in (spec §2, §6), whatever order the registry lists them in. */
export const GUARD_ORDER: readonly GuardStep[] = ['refresh', 'login', 'phone', 'zone', 'roles'];

/** The steps a route runs, in GUARD_ORDER: its guards, plus 'roles' when it lists roles or zone roles. */
export function guardSteps(route: GuardedRoute): GuardStep[] {
  const wanted = new Set<GuardStep>(route.guards);
  if (route.roles.length > 0 || route.zoneRole) wanted.add('roles');
  return GUARD_ORDER.filter((step) => wanted.has(step));
}

const pathnameOf = (url: string) => url.split(/[?#]/)[0] ?? url;

async function decide(step: GuardStep, route: GuardedRoute, ctx: GuardContext): Promise<GuardDecision> {
  switch (step) {
    case 'refresh': {
      const fresh = ctx.session() ? await ctx.ensureFreshToken() : true;
      return refreshGuard(ctx.session(), fresh, ctx.url);
    }
    case 'login':
      return loginOnly(ctx.session(), ctx.url);
    case 'phone': {
      const session = ctx.session();
      return phoneGuard(session, session ? await ctx.perfil() : null, pathnameOf(ctx.url));
    }
    case 'zone': {
      const slug = ctx.params.zona;
      if (!slug) return ALLOW;
      return zoneCheck((await ctx.zonas()).find((zona) => zona.slug === slug));
    }
    case 'roles': {
      const session = ctx.session();
      const login = loginOnly(session, ctx.url);
      if (!login.allow || !session) return login;
      return roleGuard(session.roles, route.roles, route.zoneRole ? (ctx.params.zona ?? '') : null);
    }
  }
}

/**
 * Runs a route's guards in the fixed order and stops at the first one that does not let the user
 * through. Rejects when a guard cannot decide (the zone list could not be fetched).
 */
export async function runGuards(route: GuardedRoute, ctx: GuardContext): Promise<GuardDecision> {
  for (const step of guardSteps(route)) {
    const decision = await decide(step, route, ctx);
    if (!decision.allow) return decision;
  }
  return ALLOW;
}

export interface GuardEffects {
  /** Ends the session (refresh guard on an expired session). */
  logout(): Promise<void>;
  /** The shell's alert dialog; resolves when dismissed. */
  alert(options: { titulo: string; mensaje: string }): Promise<void>;
}

/**
 * Carries out a decision: nothing when allowed; else logs out or shows the alert first when the
 * decision says so. Returns where to go, or null to enter the page.
 */
export async function carryOut(decision: GuardDecision, effects: GuardEffects): Promise<string | null> {
  if (decision.allow) return null;
  if ('deny' in decision) await effects.alert({ titulo: decision.titulo, mensaje: decision.mensaje });
  else if (decision.logout) await effects.logout();
  return decision.redirect;
}
