import { links } from '@mercado/shared/links';
import { sinConexion } from '@mercado/shared/offline';
import { platform } from '@mercado/shared/platform';
import { alreadyLoggedIn } from '@mercado/shared/rules/navegador';
import { currentZone, shellStore } from '../app/state.ts';
import { alertDialog } from '../dialogs/dialogs.ts';
import { ensureFreshToken, loadPerfil, logoutSession } from '../session/session.ts';
import { loadZonas, readDefaultZone, rememberZone } from '../website/website.ts';
import { carryOut, type GuardContext, type GuardedRoute, runGuards } from './guards.ts';

export function guardContext(url: string, params: Record<string, string | undefined>): GuardContext {
  return {
    url,
    params,
    session: () => platform.session.get(),
    ensureFreshToken,
    perfil: async () => (await loadPerfil()) ?? platform.perfil.get(),
    zonas: loadZonas,
  };
}

/**
 * Runs a route's guards before its page is entered (`url`: pathname + search + hash). Returns where
 * to go instead, or null to enter. On a zone route the zone becomes the current one and is remembered.
 */
export async function checkRoute(
  route: GuardedRoute,
  url: string,
  params: Record<string, string | undefined>,
): Promise<string | null> {
  let decision: Awaited<ReturnType<typeof runGuards>>;
  try {
    decision = await runGuards(route, guardContext(url, params));
  } catch (error) {
    // The zone list could not be fetched (spec §8: zone fetch failure → 500); offline it is no server
    // failure: the page is entered and shows what it has, the 'Sin conexión' strip says why (0054).
    if (sinConexion()) return null;
    console.error('[shell] guard falló', error);
    return links.error500();
  }
  const to = await carryOut(decision, { logout: logoutSession, alert: alertDialog });
  if (to !== null) return to;
  if (route.guards.includes('zone') && params.zona) {
    shellStore.set(currentZone, params.zona);
    const zona = (await loadZonas().catch(() => [])).find((z) => z.slug === params.zona);
    if (zona) rememberZone({ slug: zona.slug, nombre: zona.nombre });
  }
  return null;
}

/** /auth/login and /auth/registro: where a signed-in user goes instead (the default zone store or home). */
export function alreadyLoggedInTarget(): string | null {
  const decision = alreadyLoggedIn(platform.session.get(), readDefaultZone()?.slug);
  return decision.allow ? null : decision.redirect;
}
