import { links } from '@mercado/shared/links';
import { platform } from '@mercado/shared/platform';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { currentZone } from '../app/state.ts';
import { alertDialog } from '../dialogs/dialogs.ts';
import { ensureFreshToken, isLoggedIn, loadPerfil, logoutSession } from '../session/session.ts';
import { loadZonas, readDefaultZone, rememberZone } from '../website/website.ts';
import { type GuardContext, type GuardedRoute, runGuards } from './guards.ts';

function targetOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function guardContext(url: string, params: Record<string, string | undefined>): GuardContext {
  return {
    url,
    params,
    isLoggedIn,
    roles: () => platform.session.get()?.roles ?? [],
    ensureFreshToken,
    telefono: async () => (await loadPerfil())?.telefono ?? platform.perfil.get()?.telefono ?? null,
    zonas: loadZonas,
  };
}

/** A react-router loader that runs the route's guards before the page is entered. */
export function guardLoader(route: GuardedRoute) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const url = targetOf(request);
    let outcome: Awaited<ReturnType<typeof runGuards>>;
    try {
      outcome = await runGuards(route, guardContext(url, params));
    } catch (error) {
      // The zone list could not be fetched (spec §8: zone fetch failure → 500).
      console.error('[shell] guard falló', error);
      throw redirect(links.error500());
    }
    switch (outcome.type) {
      case 'allow':
        if (route.guards.includes('zone') && params.zona) {
          currentZone.set(params.zona);
          const zona = (await loadZonas().catch(() => [])).find((z) => z.slug === params.zona);
          if (zona) rememberZone({ slug: zona.slug, nombre: zona.nombre });
        }
        return null;
      case 'redirect':
        if (outcome.logout) await logoutSession();
        throw redirect(outcome.to);
      case 'forbidden':
        await alertDialog({ titulo: outcome.titulo, mensaje: outcome.mensaje });
        throw redirect(outcome.to);
    }
  };
}

/** /auth/login and /auth/registro: a signed-in user goes to the default zone store (or home). */
export function alreadyLoggedInLoader() {
  if (!isLoggedIn()) return null;
  const zona = readDefaultZone();
  throw redirect(zona ? links.zona(zona.slug) : links.inicio());
}
