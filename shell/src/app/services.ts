import { links } from '@mercado/shared/links';
import { installPlatform, type PlatformServices, platform } from '@mercado/shared/platform';
import { alertDialog, confirmDialog } from '../dialogs/dialogs.ts';
import { type ApiRequestError, api, configureApi } from '../http/api.ts';
import { ensureFreshToken, getToken, logoutSession } from '../session/session.ts';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let routerNavigate: Navigate | null = null;

/** Wired once the router exists; before that a navigation is a full page load. */
export function setRouterNavigate(navigate: Navigate): void {
  routerNavigate = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (routerNavigate) routerNavigate(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

function currentUrl(): string {
  const { pathname, search, hash } = platform.location.get();
  return `${pathname}${search}${hash}`;
}

/** Ends the session; with a returnUrl goes to the login page (spec §6/§8). */
export async function logout(options?: { returnUrl?: string }): Promise<void> {
  await logoutSession();
  if (options?.returnUrl !== undefined) navigateTo(links.login(options.returnUrl), { replace: true });
}

const ERROR_PAGES = new Set([400, 403, 404, 408, 500]);

/** Spec §8 error routing for every request that does not handle its own errors. */
export function routeHttpError(error: Pick<ApiRequestError, 'status'>, path: string): void {
  const { pathname } = platform.location.get();
  if (path.startsWith('/notificacion')) return;
  if (error.status === 401) {
    if (pathname === '/auth/login') return;
    void logout({ returnUrl: currentUrl() });
    return;
  }
  if (error.status === 422) {
    void alertDialog({
      titulo: 'Ha surgido un error atípico',
      mensaje: 'Error procesando la informacion, intente nuevamente',
    });
    return;
  }
  const codigo = ERROR_PAGES.has(error.status) ? error.status : error.status >= 500 ? 500 : 400;
  navigateTo(links.errorX(codigo));
}

/** Installs the platform services before anything mounts. */
export function installShellPlatform(http: PlatformServices['http']): void {
  configureApi({ token: getToken, onError: routeHttpError });
  installPlatform({
    navigate: navigateTo,
    alert: alertDialog,
    confirm: confirmDialog,
    http,
    logout,
    ensureFreshToken,
  });
}

export { api };
