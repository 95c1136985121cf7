import {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  SEMANTIC_ERROR_DIALOG,
} from '@mercado/shared/http';
import { links } from '@mercado/shared/links';
import { installPlatform, platform } from '@mercado/shared/platform';
import { alertDialog, confirmDialog } from '../dialogs/dialogs.ts';
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

/** Statuses with their own error page (spec §8). */
const ERROR_PAGES = new Set([400, 403, 404, 408, 500]);

/** The error page for an HTTP status: its own when it has one, else 500 for 5xx and 400 for the rest. */
export function errorPageCode(status: number): number {
  if (ERROR_PAGES.has(status)) return status;
  return status >= 500 ? 500 : 400;
}

/**
 * The one HTTP client (spec §7, §8): the API prefix and app id, the stored bearer token, the refresh
 * guard before every signed-in call, and the shell's answer to each routed error: 401 → logout and
 * login with returnUrl (nothing on the login page itself), 422 → the 'Ha surgido un error atípico'
 * dialog, any other → /error?codigo=<status>. `overrides` are for tests (e.g. `fetch`).
 */
export function createShellHttpClient(overrides: Partial<HttpClientOptions> = {}): HttpClient {
  return createHttpClient({
    prefixUrl: API_URL,
    appId: APP_ID,
    getToken,
    beforeRequest: ensureFreshToken,
    onUnauthorized: () => {
      if (platform.location.get().pathname === '/auth/login') return;
      void logout({ returnUrl: currentUrl() });
    },
    onSemanticError: () => void alertDialog({ ...SEMANTIC_ERROR_DIALOG }),
    onHttpError: (status) => navigateTo(links.errorX(errorPageCode(status))),
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
  });
  return http;
}
