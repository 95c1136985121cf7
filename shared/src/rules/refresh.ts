/**
 * Access-token refresh timing (spec §4, §9). `now` values are milliseconds (Date.now()); `exp`
 * (JWT) and `ttl` (refresh token expiry, from `{token, refresh}`) are epoch seconds as the API
 * sends them.
 */

/** Refresh this many seconds before the access token expires. */
export const REFRESH_BEFORE_EXPIRY_S = 60;
/** A refresh lock (localStorage) older than this is stale and ignored. */
export const REFRESH_LOCK_MS = 10_000;
/** While another tab refreshes, wait a random 50–200 ms and look again. */
export const RANDOM_WAIT_MIN_MS = 50;
export const RANDOM_WAIT_MAX_MS = 200;

export interface RefreshWindow {
  /** Milliseconds. */
  now: number;
  /** Access token expiry, epoch seconds. */
  exp: number;
  /** Refresh token expiry, epoch seconds; null/undefined when none is stored. */
  ttl: number | null | undefined;
}

/** True only when a refresh ttl exists and exp − 60 s ≤ now < ttl. */
export function canRefresh({ now, exp, ttl }: RefreshWindow): boolean {
  if (ttl === null || ttl === undefined || !Number.isFinite(ttl)) return false;
  return now >= (exp - REFRESH_BEFORE_EXPIRY_S) * 1000 && now < ttl * 1000;
}

/** True when the token is inside its last 60 s (or past): time to refresh. */
export function needsRefresh(exp: number, now: number): boolean {
  return now >= (exp - REFRESH_BEFORE_EXPIRY_S) * 1000;
}

/** True when the access token has expired. */
export function isExpired(exp: number, now: number): boolean {
  return now >= exp * 1000;
}

/** Milliseconds until the proactive refresh (60 s before expiry), never negative. */
export function refreshDelayMs(exp: number, now: number): number {
  return Math.max(0, (exp - REFRESH_BEFORE_EXPIRY_S) * 1000 - now);
}

/** A lock written at `lockedAt` (ms) still holds at `now`. */
export function isLockHeld(lockedAt: number | null, now: number): boolean {
  return lockedAt !== null && Number.isFinite(lockedAt) && lockedAt > 0 && now - lockedAt < REFRESH_LOCK_MS;
}

/** A wait between 50 and 200 ms inclusive; `rng` returns [0, 1) like Math.random. */
export function randomWaitMs(rng: () => number = Math.random): number {
  const span = RANDOM_WAIT_MAX_MS - RANDOM_WAIT_MIN_MS + 1;
  const r = Math.min(Math.max(rng(), 0), 0.999999);
  return RANDOM_WAIT_MIN_MS + Math.floor(r * span);
}
