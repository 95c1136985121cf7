/**
 * The session in localStorage (spec §9 keys): the access token and the refresh ttl. The refresh token
 * itself is an HttpOnly cookie the client never sees. Every access tolerates a browser that refuses
 * storage (private mode): then the session lives in memory for this tab.
 */
import { type TokenPayload, TokenPayloadSchema, type TokenResponse } from '../contracts/auth.ts';

/** localStorage keys (spec §9). */
export const STORAGE_KEYS = {
  /** Current user's access token (JWT). */
  token: 'usuario-actual',
  /** Refresh token expiry, epoch seconds. */
  refreshTtl: 'refresh-ttl',
  /** Timestamp (ms) of the refresh in progress, so two tabs do not refresh at once. */
  refreshLock: 'refresh-lock',
  /** Cart cache of the anonymous cart. */
  carritoCache: 'carrito-cache',
  /**
   * The zone the user chose last, written by the shell as JSON `{slug, nombre}` (readers also accept
   * a plain slug).
   */
  zonaPredeterminada: 'zona-predeterminada',
  /** Id of the currency the shopper selected (the shell's currency panel); kept across visits. */
  monedaSeleccionada: 'moneda-seleccionada',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The subset of the Web Storage API the session uses (localStorage, or a fake in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A Map-backed storage (tests, and the fallback when localStorage is unavailable). */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}

/** localStorage when the browser allows it, else memory; never throws. */
export function createSafeStorage(): KeyValueStorage {
  const memory = createMemoryStorage();
  const local = (): Storage | null => {
    try {
      return typeof localStorage === 'undefined' ? null : localStorage;
    } catch {
      return null;
    }
  };
  return {
    getItem(key) {
      try {
        return local()?.getItem(key) ?? memory.getItem(key);
      } catch {
        return memory.getItem(key);
      }
    },
    setItem(key, value) {
      try {
        const store = local();
        if (store) store.setItem(key, value);
        else memory.setItem(key, value);
      } catch {
        memory.setItem(key, value);
      }
    },
    removeItem(key) {
      memory.removeItem(key);
      try {
        local()?.removeItem(key);
      } catch {
        // memory already cleared
      }
    },
  };
}

let defaultStorage: KeyValueStorage | null = null;
/** The shared safe localStorage wrapper. */
export function browserStorage(): KeyValueStorage {
  defaultStorage ??= createSafeStorage();
  return defaultStorage;
}

function base64UrlDecode(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/**
 * The payload of an access JWT, shape-checked with the contract schema; null when malformed.
 * Not verified: only the API can (HS256 secret); the client uses it for display and timing.
 */
export function decodeTokenPayload(token: string | null | undefined): TokenPayload | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const parsed = TokenPayloadSchema.safeParse(JSON.parse(base64UrlDecode(part)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface TokenStore {
  /** The stored access token when it decodes, else null. */
  getToken(): string | null;
  /** Refresh token expiry (epoch seconds), or null. */
  getRefreshTtl(): number | null;
  /** The decoded payload of the stored token (may be expired: see rules/refresh), or null. */
  getSession(): TokenPayload | null;
  /** Stores `{token, refresh}` from /login_check or /refresh_token. */
  setTokens(response: TokenResponse): void;
  /** Removes the token, ttl and lock (logout). */
  clear(): void;
  /** Start time (ms) of the refresh lock, or null. */
  getLock(): number | null;
  setLock(at: number): void;
  releaseLock(): void;
}

export function createTokenStore(storage: KeyValueStorage = browserStorage()): TokenStore {
  const readNumber = (key: string): number | null => {
    const raw = storage.getItem(key);
    if (raw === null || raw.trim() === '') return null;
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  };
  const store: TokenStore = {
    getToken() {
      const token = storage.getItem(STORAGE_KEYS.token);
      return decodeTokenPayload(token) ? token : null;
    },
    getRefreshTtl: () => readNumber(STORAGE_KEYS.refreshTtl),
    getSession: () => decodeTokenPayload(storage.getItem(STORAGE_KEYS.token)),
    setTokens({ token, refresh }) {
      storage.setItem(STORAGE_KEYS.token, token);
      storage.setItem(STORAGE_KEYS.refreshTtl, String(refresh));
    },
    clear() {
      storage.removeItem(STORAGE_KEYS.token);
      storage.removeItem(STORAGE_KEYS.refreshTtl);
      storage.removeItem(STORAGE_KEYS.refreshLock);
    },
    getLock: () => readNumber(STORAGE_KEYS.refreshLock),
    setLock: (at) => storage.setItem(STORAGE_KEYS.refreshLock, String(at)),
    releaseLock: () => storage.removeItem(STORAGE_KEYS.refreshLock),
  };
  return store;
}

/** The decoded session from `storage` (localStorage by default), or null. */
export function getSession(storage: KeyValueStorage = browserStorage()): TokenPayload | null {
  return createTokenStore(storage).getSession();
}
