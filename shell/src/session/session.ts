/**
 * The signed-in session of this tab, on the shared token store and refresh manager
 * (`@mercado/shared/auth`: spec §6, §9 keys, the 10 s refresh lock, the random 50–200 ms wait, the
 * silent refresh 60 s before expiry). This module keeps the platform stores the remotes read
 * (`platform.session`, `platform.perfil`) in step with storage and announces sign-in/out on the bus
 * (`sesion:cambio`). Its HTTP calls go through the one client the shell installs
 * (`platform.services.http`).
 */
import { createRefreshManager } from '@mercado/shared/auth';
import { type Perfil, PerfilSchema, TokenResponseSchema } from '@mercado/shared/contracts';
import { platform } from '@mercado/shared/platform';
import { atom } from 'jotai';
import { shellStore } from '../app/state.ts';

const http = () => platform.services.http;

let onExpired: () => void = () => undefined;

/** What to do when the silent refresh cannot renew the session (the shell: logout + login). */
export function setRefreshFailureHandler(handler: () => void): void {
  onExpired = handler;
}

/** True while this tab's /refresh_token call runs (spec §7: the refresh shows a loading notice). */
export const refreshInProgress = atom(false);

/** Refresh guard + proactive refresh over localStorage (the shared safe wrapper). */
export const refreshManager = createRefreshManager({
  // No bearer (nor refresh guard) on the refresh call itself; errors are the manager's to handle.
  refresh: () =>
    http().postJson('/refresh_token', {}, TokenResponseSchema, { anonymous: true, silent: true }),
  onRefreshStart: () => shellStore.set(refreshInProgress, true),
  onRefreshEnd: () => shellStore.set(refreshInProgress, false),
  onRefreshed: () => void syncSessionFromStorage(),
  onExpired: () => onExpired(),
});

/** The session in localStorage: token, refresh ttl, refresh lock. */
export const tokenStore = refreshManager.store;

/** The stored access token (for the bearer header), or null when anonymous. */
export function getToken(): string | null {
  return tokenStore.getToken();
}

export function isLoggedIn(): boolean {
  return platform.session.get() !== null;
}

/**
 * Reads the stored token into platform.session and re-arms the proactive refresh; returns true when
 * the user changed (then the profile is dropped, to be loaded again).
 */
export function syncSessionFromStorage(): boolean {
  const payload = tokenStore.getSession();
  const previous = platform.session.get();
  const changed = previous?.uid !== payload?.uid;
  platform.session.set(payload);
  if (changed) {
    platform.perfil.set(null);
    perfilPromise = null;
  }
  refreshManager.scheduleProactiveRefresh();
  return changed;
}

/** Adopts what storage holds when it differs from platform.session (another tab refreshed or left). */
function adoptStoredSession(): void {
  const stored = tokenStore.getSession();
  const current = platform.session.get();
  if (stored?.uid !== current?.uid || stored?.exp !== current?.exp) syncSessionFromStorage();
}

/**
 * Refresh guard (spec §6): true when anonymous, when the token is fresh, or once it has been
 * refreshed (waiting for another tab's refresh when it holds the lock); false when the session
 * cannot be renewed: the caller logs out and goes to login.
 */
export async function ensureFreshToken(): Promise<boolean> {
  const fresh = await refreshManager.ensureFresh();
  adoptStoredSession();
  return fresh;
}

// ---- profile -------------------------------------------------------------------------------

let perfilPromise: Promise<Perfil | null> | null = null;

/** GET /usuario/perfil once per session (after login and on boot); null when logged out. */
export function loadPerfil(force = false): Promise<Perfil | null> {
  if (!isLoggedIn()) return Promise.resolve(null);
  if (perfilPromise && !force) return perfilPromise;
  const uid = platform.session.get()?.uid;
  const promise = http()
    .getJson('/usuario/perfil', PerfilSchema, { silent: true })
    .then((perfil) => {
      if (platform.session.get()?.uid === uid) platform.perfil.set(perfil);
      return perfil;
    })
    .catch((error: unknown) => {
      console.warn('[shell] perfil no disponible', error);
      if (perfilPromise === promise) perfilPromise = null;
      return null;
    });
  perfilPromise = promise;
  return promise;
}

// ---- sign-in / sign-out --------------------------------------------------------------------

/** POST /login_check; errors (ApiError) are thrown to the login page, which shows them inline. */
export async function login(email: string, password: string): Promise<void> {
  const response = await http().postJson('/login_check', { email, password }, TokenResponseSchema, {
    silent: true,
    anonymous: true,
  });
  tokenStore.setTokens(response);
  syncSessionFromStorage();
  await loadPerfil(true);
  platform.bus.emit('sesion:cambio', { uid: platform.session.get()?.uid ?? null });
}

let loggingOut: Promise<void> | null = null;

/** GET /usuario/logout (revokes the refresh cookie), clears storage, tells every tab. */
export function logoutSession(): Promise<void> {
  if (loggingOut) return loggingOut;
  const token = tokenStore.getToken();
  loggingOut = (async () => {
    try {
      // The bearer goes as is: ending a session must not renew it first (no refresh guard).
      await http().get('/usuario/logout', {
        silent: true,
        anonymous: true,
        ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
      });
    } catch {
      // The local session ends anyway.
    }
    tokenStore.clear();
    syncSessionFromStorage();
    if (token) platform.bus.emit('sesion:cambio', { uid: null });
  })().finally(() => {
    loggingOut = null;
  });
  return loggingOut;
}
