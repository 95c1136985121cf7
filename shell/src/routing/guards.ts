import type { Guard } from '@mercado/shared/federation';
import { links } from '@mercado/shared/links';

/** Spanish texts of spec §8 for a refused role. */
export const SIN_PERMISO = 'No tiene los permisos necesarios para esta área';
export const SIN_PERMISO_ZONA = 'No tiene los permisos de la Zona necesaria para esta área';
export const AREA_RESTRINGIDA = 'Área restringida';

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
  isLoggedIn(): boolean;
  roles(): readonly string[];
  /** Refresh guard: true when the session is fresh (or there is no session). */
  ensureFreshToken(): Promise<boolean>;
  /** The signed-in user's telefono (null/'' when missing). */
  telefono(): Promise<string | null>;
  /** Active and inactive zones (spec §2 zone check). */
  zonas(): Promise<readonly ZonaInfo[]>;
}

export type GuardOutcome =
  | { type: 'allow' }
  | { type: 'redirect'; to: string; logout?: boolean }
  | { type: 'forbidden'; titulo: string; mensaje: string; to: string };

/** The order guards always run in (spec §2, §6), whatever order the registry lists them in. */
export const GUARD_ORDER: readonly (Guard | 'roles')[] = ['refresh', 'login', 'phone', 'zone', 'roles'];

const ACTIVO = 1;

/**
 * Runs a route's guards in the fixed order and stops at the first one that does not let the user
 * through. Pure over its context: the shell turns the outcome into redirects and dialogs.
 */
export async function runGuards(route: GuardedRoute, ctx: GuardContext): Promise<GuardOutcome> {
  const wanted = new Set<string>(route.guards);
  if (route.roles.length > 0 || route.zoneRole) wanted.add('roles');
  for (const guard of GUARD_ORDER) {
    if (!wanted.has(guard)) continue;
    const outcome = await runOne(guard, route, ctx);
    if (outcome.type !== 'allow') return outcome;
  }
  return { type: 'allow' };
}

async function runOne(guard: Guard | 'roles', route: GuardedRoute, ctx: GuardContext): Promise<GuardOutcome> {
  switch (guard) {
    case 'refresh': {
      // Logged-out visitors pass; a session that cannot be refreshed ends here.
      if (!ctx.isLoggedIn()) return { type: 'allow' };
      if (await ctx.ensureFreshToken()) return { type: 'allow' };
      return { type: 'redirect', to: links.login(ctx.url), logout: true };
    }
    case 'login':
      return ctx.isLoggedIn() ? { type: 'allow' } : { type: 'redirect', to: links.login(ctx.url) };
    case 'phone': {
      if (!ctx.isLoggedIn()) return { type: 'allow' };
      const telefono = await ctx.telefono();
      return telefono ? { type: 'allow' } : { type: 'redirect', to: links.cambioTelefono() };
    }
    case 'zone': {
      const slug = ctx.params.zona;
      if (!slug) return { type: 'allow' };
      const zonas = await ctx.zonas();
      const zona = zonas.find((z) => z.slug === slug);
      if (!zona) return { type: 'redirect', to: links.inicio() };
      if (zona.estatus !== ACTIVO) return { type: 'redirect', to: links.mantenimientoZona(slug) };
      return { type: 'allow' };
    }
    case 'roles': {
      if (!ctx.isLoggedIn()) return { type: 'redirect', to: links.login(ctx.url) };
      const roles = new Set(ctx.roles());
      const forbidden = { type: 'forbidden', titulo: AREA_RESTRINGIDA, to: links.errorX(403) } as const;
      if (!route.roles.every((role) => roles.has(role))) return { ...forbidden, mensaje: SIN_PERMISO };
      if (route.zoneRole) {
        const zona = ctx.params.zona;
        if (!zona || !roles.has(`ROLE_ZONA_${zona}`)) return { ...forbidden, mensaje: SIN_PERMISO_ZONA };
      }
      return { type: 'allow' };
    }
  }
}
