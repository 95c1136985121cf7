import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { alreadyLoggedIn } from '@mercado/shared/rules';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { currentZone } from '../app/state.ts';
import { alertDialog } from '../dialogs/dialogs.ts';
import { ensureFreshToken, loadPerfil, logoutSession } from '../session/session.ts';
import { loadZonas, readDefaultZone, rememberZone } from '../website/website.ts';
import { carryOut, type GuardContext, type GuardedRoute, runGuards } from './guards.ts';

function targetOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
}

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

/** A react-router loader that runs the route's guards before the page is entered. */
export function guardLoader(route: GuardedRoute) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const url = targetOf(request);
    let decision: Awaited<ReturnType<typeof runGuards>>;
    try {
      decision = await runGuards(route, guardContext(url, params));
    } catch (error) {
      // The zone list could not be fetched (spec §8: zone fetch failure → 500).
      console.error('[shell] guard falló', error);
      throw redirect(links.error500());
    }
    const to = await carryOut(decision, { logout: logoutSession, alert: alertDialog });
    if (to !== null) throw redirect(to);
    if (route.guards.includes('zone') && params.zona) {
      currentZone.set(params.zona);
      const zona = (await loadZonas().catch(() => [])).find((z) => z.slug === params.zona);
      if (zona) rememberZone({ slug: zona.slug, nombre: zona.nombre });
    }
    return null;
  };
}

/** /auth/login and /auth/registro: a signed-in user goes to the default zone store (or home). */
export function alreadyLoggedInLoader() {
  const decision = alreadyLoggedIn(platform.session.get(), readDefaultZone()?.slug);
  if (!decision.allow) throw redirect(decision.redirect);
  return null;
}
