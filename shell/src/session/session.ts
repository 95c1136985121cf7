import {
  type Perfil,
  PerfilSchema,
  type TokenResponse,
  TokenResponseSchema,
} from '@mercado/shared/contracts';
import { platform } from '@mercado/shared/platform';
import { api } from '../http/api.ts';
import { canRefresh, decodeToken, refreshDelayMs } from './jwt.ts';
import { readKey, STORAGE_KEYS, writeKey } from './storage.ts';

/** Spec §9: the refresh lock lasts 10 s; a tab that finds it taken waits 50-200 ms and looks again. */
const LOCK_MS = 10_000;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export function getToken(): string | null {
  const token = readKey(STORAGE_KEYS.token);
  return token && decodeToken(token) ? token : null;
}

function getRefreshTtl(): number | null {
  const raw = readKey(STORAGE_KEYS.refreshTtl);
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function isLoggedIn(): boolean {
  return platform.session.get() !== null;
}

/** Reads the stored token into platform.session; returns true when the user changed. */
export function syncSessionFromStorage(): boolean {
  const payload = decodeToken(readKey(STORAGE_KEYS.token));
  const previous = platform.session.get();
  const changed = previous?.uid !== payload?.uid;
  platform.session.set(payload);
  if (changed) {
    platform.perfil.set(null);
    perfilPromise = null;
  }
  scheduleRefresh();
  return changed;
}

function storeTokens(response: TokenResponse): void {
  writeKey(STORAGE_KEYS.token, response.token);
  writeKey(STORAGE_KEYS.refreshTtl, String(response.refresh));
  syncSessionFromStorage();
}

function clearTokens(): void {
  writeKey(STORAGE_KEYS.token, null);
  writeKey(STORAGE_KEYS.refreshTtl, null);
  writeKey(STORAGE_KEYS.refreshLock, null);
  syncSessionFromStorage();
}

// ---- profile -------------------------------------------------------------------------------

let perfilPromise: Promise<Perfil | null> | null = null;

/** GET /usuario/perfil once per session (after login and on boot); null when logged out. */
export function loadPerfil(force = false): Promise<Perfil | null> {
  if (!isLoggedIn()) return Promise.resolve(null);
  if (perfilPromise && !force) return perfilPromise;
  const uid = platform.session.get()?.uid;
  const promise = api
    .get('/usuario/perfil', { schema: PerfilSchema, silent: true })
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

/** POST /login_check; errors are thrown to the login page (no global routing there). */
export async function login(email: string, password: string): Promise<void> {
  const response = await api.post(
    '/login_check',
    { email, password },
    {
      schema: TokenResponseSchema,
      silent: true,
      anonymous: true,
    },
  );
  storeTokens(response);
  await loadPerfil(true);
  platform.bus.emit('sesion:cambio', { uid: platform.session.get()?.uid ?? null });
}

let loggingOut: Promise<void> | null = null;

/** GET /usuario/logout (revokes the refresh cookie), clears storage, tells every tab. */
export function logoutSession(): Promise<void> {
  if (loggingOut) return loggingOut;
  const hadSession = readKey(STORAGE_KEYS.token) !== null;
  loggingOut = (async () => {
    try {
      await api.get('/usuario/logout', { silent: true });
    } catch {
      // The local session ends anyway.
    }
    clearTokens();
    if (hadSession) platform.bus.emit('sesion:cambio', { uid: null });
  })().finally(() => {
    loggingOut = null;
  });
  return loggingOut;
}

// ---- refresh -------------------------------------------------------------------------------

let refreshing: Promise<boolean> | null = null;

function lockTaken(): boolean {
  const raw = Number(readKey(STORAGE_KEYS.refreshLock));
  return Number.isFinite(raw) && raw > 0 && Date.now() - raw < LOCK_MS;
}

const randomWait = () => new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 150));

async function refreshNow(): Promise<boolean> {
  const startedWith = readKey(STORAGE_KEYS.token);
  // Another tab is refreshing: wait (random 50-200 ms at a time) for its new token.
  const deadline = Date.now() + LOCK_MS;
  while (lockTaken() && Date.now() < deadline) {
    await randomWait();
    const current = readKey(STORAGE_KEYS.token);
    if (current !== startedWith) {
      syncSessionFromStorage();
      const payload = decodeToken(current);
      return payload !== null && payload.exp - 60 > nowSeconds();
    }
  }
  writeKey(STORAGE_KEYS.refreshLock, String(Date.now()));
  try {
    const response = await api.post(
      '/refresh_token',
      {},
      {
        schema: TokenResponseSchema,
        silent: true,
        anonymous: true,
      },
    );
    storeTokens(response);
    return true;
  } catch {
    return false;
  } finally {
    writeKey(STORAGE_KEYS.refreshLock, null);
  }
}

/** Refresh guard (spec §6): fresh token → true; refreshable → refresh; otherwise false. */
export function ensureFreshToken(): Promise<boolean> {
  const payload = decodeToken(readKey(STORAGE_KEYS.token));
  if (!payload) return Promise.resolve(false);
  // Another tab may have refreshed meanwhile: adopt its token.
  if (platform.session.get()?.exp !== payload.exp) syncSessionFromStorage();
  const now = nowSeconds();
  if (now < payload.exp - 60) return Promise.resolve(true);
  if (!canRefresh(payload, getRefreshTtl(), now)) return Promise.resolve(false);
  if (!refreshing) {
    refreshing = refreshNow().finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

let timer: ReturnType<typeof setTimeout> | null = null;
let onRefreshFailure: () => void = () => undefined;

export function setRefreshFailureHandler(handler: () => void): void {
  onRefreshFailure = handler;
}

/** Proactive silent refresh 60 s before expiry; a failure ends the session. */
function scheduleRefresh(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  const payload = platform.session.get();
  if (!payload) return;
  // One second past the threshold so the refresh window (whole seconds) is surely open.
  const delay = Math.min(refreshDelayMs(payload, Date.now()) + 1000, 2_000_000_000);
  timer = setTimeout(async () => {
    timer = null;
    const ok = await ensureFreshToken();
    if (!ok && platform.session.get()) onRefreshFailure();
    else if (ok && !timer) scheduleRefresh();
  }, delay);
}
