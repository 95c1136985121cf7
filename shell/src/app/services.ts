import { Mensajes } from '@mercado/shared/contracts';
import { createHttpClient, type HttpClient, type HttpClientOptions } from '@mercado/shared/http';
import { links } from '@mercado/shared/links';
import { installPlatform, platform } from '@mercado/shared/platform';
import { alertDialog, confirmDialog } from '../dialogs/dialogs.ts';
import { whenIdle } from '../dialogs/whenIdle.ts';
import { ensureFreshToken, getToken, logoutSession, renewSession } from '../session/session.ts';

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

/**
 * Spec §8 'Usuario Bloqueado/Inactivo': the dialog, then the session ends and login opens. The HTTP
 * client's answer to a blocked user, and bootstrap's when the website resolve says so (spec §4).
 */
export async function endBlockedSession(): Promise<void> {
  await alertDialog({ titulo: 'Usuario Bloqueado/Inactivo', mensaje: Mensajes.BLOQUEADO });
  await logout();
  navigateTo(links.login(), { replace: true });
}

/**
 * The one HTTP client (spec §7, §8): the API prefix and app id, the stored bearer token, the refresh
 * guard before every signed-in call, one renewal of the session for the 401s of signed-in calls, and
 * the only errors the shell handles for every page: a session that could not be renewed → logout and
 * login with returnUrl (nothing on the login page itself), a blocked or inactive user → its dialog,
 * logout and login. Every other error is the calling page's to show. `overrides` are for tests
 * (e.g. `fetch`).
 */
export function createShellHttpClient(overrides: Partial<HttpClientOptions> = {}): HttpClient {
  return createHttpClient({
    prefixUrl: API_URL,
    appId: APP_ID,
    getToken,
    beforeRequest: ensureFreshToken,
    renewSession,
    onSessionExpired: () => {
      if (platform.location.get().pathname === '/auth/login') return;
      void logout({ returnUrl: currentUrl() });
    },
    onUserBlocked: () => void endBlockedSession(),
    ...overrides,
  });
}

/** Installs the platform services (the one HTTP client included) before anything mounts. */
export function installShellPlatform(http: HttpClient = createShellHttpClient()): HttpClient {
  installPlatform({
    navigate: navigateTo,
    alert: alertDialog,
    confirm: confirmDialog,
    http,
    logout,
    ensureFreshToken,
    whenIdle: (task) => whenIdle(task),
  });
  return http;
}
