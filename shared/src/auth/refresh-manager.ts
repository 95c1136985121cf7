/**
 * The refresh guard (spec §6, §8, §9). Refresh tokens rotate on every use and the API revokes the
 * whole chain when an old one is reused, so two tabs must never refresh at the same time: a
 * localStorage lock (timestamp, valid 10 s) serialises them; a tab that finds it taken waits a
 * random 50–200 ms and looks again, adopting the token the other tab stored.
 */
import type { TokenResponse } from '../contracts/auth.ts';
import {
  canRefresh,
  isLockHeld,
  needsRefresh,
  RANDOM_WAIT_MAX_MS,
  randomWaitMs,
  refreshDelayMs,
} from '../rules/refresh.ts';
import { browserStorage, createTokenStore, type KeyValueStorage, type TokenStore } from './token-store.ts';

export interface RefreshManagerOptions {
  /** POST /refresh_token (empty body, cookie) → `{token, refresh}`; throws on failure. */
  refresh: () => Promise<TokenResponse>;
  /** Where the session lives (localStorage by default). */
  storage?: KeyValueStorage;
  /** Clock in ms (Date.now). */
  now?: () => number;
  /** Waits `ms` (setTimeout). */
  sleep?: (ms: number) => Promise<void>;
  /** [0, 1) random source for the wait (Math.random). */
  rng?: () => number;
  /** Timer for the proactive refresh (setTimeout / clearTimeout). */
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Called when this tab starts / ends a refresh call (the loading dialog of spec §7). */
  onRefreshStart?: () => void;
  onRefreshEnd?: () => void;
  /** A new token was stored (by this tab or adopted from another). */
  onRefreshed?: () => void;
  /** The proactive refresh could not renew the session: the caller logs out. */
  onExpired?: () => void;
}

export interface RefreshManager {
  /**
   * Refresh guard: true when anonymous, when the token is fresh, or once it has been refreshed;
   * false when the session cannot be renewed (expired, no ttl, refresh refused): the caller logs out
   * and goes to login with returnUrl. The lock is always released.
   */
  ensureFresh(): Promise<boolean>;
  /**
   * After the API refused `rejectedToken` (a 401): renews the session whatever the token's expiry,
   * while the refresh token lasts. Every caller that saw the same token shares one refresh (and the
   * guard's, when one is running); true at once when another token is already stored (renewed
   * meanwhile, here or in another tab); false when signed out or the refresh fails.
   */
  renew(rejectedToken: string): Promise<boolean>;
  /** Arms a timer that refreshes silently 60 s before expiry (re-armed after each refresh). */
  scheduleProactiveRefresh(): void;
  /** Stops the proactive timer. */
  cancel(): void;
  readonly store: TokenStore;
}

/** Longest a tab keeps waiting for another tab's refresh (the lock is stale by then anyway). */
const MAX_WAIT_ROUNDS = Math.ceil(10_000 / 50) + 1;
/** setTimeout's limit (~24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

export function createRefreshManager(options: RefreshManagerOptions): RefreshManager {
  const store = createTokenStore(options.storage ?? browserStorage());
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const rng = options.rng ?? Math.random;
  const setTimer = options.setTimer ?? ((cb: () => void, ms: number) => setTimeout(cb, ms));
  const clearTimer = options.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));

  let inFlight: Promise<boolean> | null = null;
  let timer: unknown = null;

  /** The stored token no longer needs a refresh (ours or another tab's). */
  const fresh = (): boolean => {
    const session = store.getSession();
    return session !== null && !needsRefresh(session.exp, now());
  };

  /** `possible`: whether this refresh may be made, read once no other tab holds the lock. */
  async function run(startToken: string | null, possible: (exp: number) => boolean): Promise<boolean> {
    // Another tab holds the lock: wait and adopt its token when it lands.
    for (let round = 0; isLockHeld(store.getLock(), now()) && round < MAX_WAIT_ROUNDS; round++) {
      await sleep(randomWaitMs(rng));
      if (store.getToken() !== startToken && fresh()) {
        options.onRefreshed?.();
        return true;
      }
    }
    // The other tab may have finished between the last look and the lock check.
    if (store.getToken() !== startToken && fresh()) {
      options.onRefreshed?.();
      return true;
    }
    const session = store.getSession();
    if (!session || !possible(session.exp)) return false;

    store.setLock(now());
    options.onRefreshStart?.();
    try {
      const response = await options.refresh();
      store.setTokens(response);
      options.onRefreshed?.();
      return true;
    } catch {
      return false;
    } finally {
      store.releaseLock();
      options.onRefreshEnd?.();
    }
  }

  function ensureFresh(): Promise<boolean> {
    const session = store.getSession();
    if (!session) return Promise.resolve(true);
    const at = now();
    if (!needsRefresh(session.exp, at)) return Promise.resolve(true);
    // A lock held by another tab is waited for even if our own window check would fail: its new
    // token may be on the way.
    if (
      !canRefresh({ now: at, exp: session.exp, ttl: store.getRefreshTtl() }) &&
      !isLockHeld(store.getLock(), at)
    ) {
      return Promise.resolve(false);
    }
    return shared(store.getToken(), (exp) => canRefresh({ now: now(), exp, ttl: store.getRefreshTtl() }));
  }

  /** One refresh per tab at a time: concurrent callers share it. */
  function shared(startToken: string | null, possible: (exp: number) => boolean): Promise<boolean> {
    inFlight ??= run(startToken, possible).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  /** The token whose renewal failed: a 401 that arrives after that refresh ended gets no other. */
  let unrenewable: string | null = null;

  function renew(rejectedToken: string): Promise<boolean> {
    const current = store.getToken();
    if (current === null || current === unrenewable) return Promise.resolve(false);
    if (current !== rejectedToken) return Promise.resolve(true);
    return shared(current, () => {
      const ttl = store.getRefreshTtl();
      return ttl !== null && now() < ttl * 1000;
    }).then((renewed) => {
      if (!renewed) unrenewable = current;
      return renewed;
    });
  }

  function cancel(): void {
    if (timer !== null) clearTimer(timer);
    timer = null;
  }

  function scheduleProactiveRefresh(): void {
    cancel();
    const session = store.getSession();
    if (!session) return;
    const delay = Math.min(refreshDelayMs(session.exp, now()), MAX_TIMER_MS);
    timer = setTimer(() => {
      timer = null;
      void ensureFresh().then((ok) => {
        if (!ok) {
          if (store.getSession()) options.onExpired?.();
          return;
        }
        const next = store.getSession();
        // Re-arm only for a renewed token; an unchanged one (timer fired a hair early) waits a moment.
        if (next && timer === null) {
          if (needsRefresh(next.exp, now())) {
            timer = setTimer(() => {
              timer = null;
              scheduleProactiveRefresh();
            }, RANDOM_WAIT_MAX_MS);
          } else {
            scheduleProactiveRefresh();
          }
        }
      });
    }, delay);
  }

  return { ensureFresh, renew, scheduleProactiveRefresh, cancel, store };
}
