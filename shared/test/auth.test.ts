import { describe, expect, it, vi } from 'vitest';
import { createRefreshManager } from '../src/auth/refresh-manager.ts';
import {
  createMemoryStorage,
  createTokenStore,
  decodeTokenPayload,
  getSession,
  STORAGE_KEYS,
} from '../src/auth/token-store.ts';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An unsigned JWT with the contract payload (the client never verifies). */
function jwt(exp: number, extra: Record<string, unknown> = {}): string {
  const payload = {
    uid: '6f1c2a9e-3b7d-4c5e-8f90-1a2b3c4d5e6f',
    roles: ['ROLE_USER'],
    usuarioTipo: { tipo: 1 },
    exp,
    nombre: 'José Ñúñez',
    ...extra,
  };
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.firma`;
}

const EXP = 2_000_000_000; // seconds
const TTL = EXP + 86_400;

describe('token store', () => {
  it('uses the spec §9 keys', () => {
    expect(STORAGE_KEYS).toEqual({
      token: 'usuario-actual',
      refreshTtl: 'refresh-ttl',
      refreshLock: 'refresh-lock',
      carritoCache: 'carrito-cache',
      zonaPredeterminada: 'zona-predeterminada',
      monedaSeleccionada: 'moneda-seleccionada',
    });
  });

  it('decodes a base64url payload (UTF-8) and validates its shape', () => {
    const payload = decodeTokenPayload(jwt(EXP));
    expect(payload).toMatchObject({ roles: ['ROLE_USER'], usuarioTipo: { tipo: 1 }, exp: EXP });
    expect(decodeTokenPayload(jwt(EXP, { roles: 'ROLE_USER' }))).toBeNull();
    expect(decodeTokenPayload(jwt(EXP, { uid: 'x' }))).toBeNull();
    expect(decodeTokenPayload('no.es-json.x')).toBeNull();
    expect(decodeTokenPayload('solo-una-parte')).toBeNull();
    expect(decodeTokenPayload(null)).toBeNull();
  });

  it('stores tokens and ttl, reads the session, clears everything on logout', () => {
    const storage = createMemoryStorage();
    const store = createTokenStore(storage);
    expect(store.getSession()).toBeNull();
    store.setTokens({ token: jwt(EXP), refresh: TTL });
    expect(storage.getItem('usuario-actual')).toBe(jwt(EXP));
    expect(store.getRefreshTtl()).toBe(TTL);
    expect(getSession(storage)?.exp).toBe(EXP);
    store.setLock(123);
    expect(store.getLock()).toBe(123);
    store.clear();
    expect(store.getToken()).toBeNull();
    expect(store.getRefreshTtl()).toBeNull();
    expect(store.getLock()).toBeNull();
  });

  it('ignores a malformed stored token', () => {
    const store = createTokenStore(createMemoryStorage({ 'usuario-actual': 'basura' }));
    expect(store.getToken()).toBeNull();
    expect(store.getSession()).toBeNull();
  });
});

/** A clock that `sleep` advances, and a refresh that can be made to wait or fail. */
function harness(options: { startAt: number; ttl?: number | null; token?: string | null }) {
  let clock = options.startAt;
  const storage = createMemoryStorage();
  if (options.token !== null) storage.setItem(STORAGE_KEYS.token, options.token ?? jwt(EXP));
  if (options.ttl !== null) storage.setItem(STORAGE_KEYS.refreshTtl, String(options.ttl ?? TTL));
  const sleeps: number[] = [];
  const hooks: { duringSleep?: () => void } = {};
  const refresh = vi.fn(async () => ({ token: jwt(EXP + 900), refresh: TTL + 900 }));
  const manager = createRefreshManager({
    refresh,
    storage,
    now: () => clock,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
      hooks.duringSleep?.();
    },
    rng: () => 0.5,
  });
  return {
    manager,
    storage,
    refresh,
    sleeps,
    hooks,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const inWindow = (EXP - 30) * 1000; // 30 s before expiry: refresh due
const early = (EXP - 600) * 1000; // 10 min before expiry: fresh

describe('refresh manager: ensureFresh (spec §6 refresh guard)', () => {
  it('logged-out passes without calling refresh', async () => {
    const h = harness({ startAt: inWindow, token: null, ttl: null });
    expect(await h.manager.ensureFresh()).toBe(true);
    expect(h.refresh).not.toHaveBeenCalled();
  });

  it('a fresh token passes without refreshing', async () => {
    const h = harness({ startAt: early });
    expect(await h.manager.ensureFresh()).toBe(true);
    expect(h.refresh).not.toHaveBeenCalled();
  });

  it('inside the window: takes the lock, refreshes, stores token + ttl, releases the lock', async () => {
    const h = harness({ startAt: inWindow });
    let lockDuringRefresh: string | null = null;
    h.refresh.mockImplementation(async () => {
      lockDuringRefresh = h.storage.getItem(STORAGE_KEYS.refreshLock);
      return { token: jwt(EXP + 900), refresh: TTL + 900 };
    });
    expect(await h.manager.ensureFresh()).toBe(true);
    expect(h.refresh).toHaveBeenCalledTimes(1);
    expect(lockDuringRefresh).toBe(String(inWindow));
    expect(h.storage.getItem(STORAGE_KEYS.token)).toBe(jwt(EXP + 900));
    expect(h.storage.getItem(STORAGE_KEYS.refreshTtl)).toBe(String(TTL + 900));
    expect(h.storage.getItem(STORAGE_KEYS.refreshLock)).toBeNull();
  });

  it('concurrent callers in one tab share one refresh', async () => {
    const h = harness({ startAt: inWindow });
    const results = await Promise.all([
      h.manager.ensureFresh(),
      h.manager.ensureFresh(),
      h.manager.ensureFresh(),
    ]);
    expect(results).toEqual([true, true, true]);
    expect(h.refresh).toHaveBeenCalledTimes(1);
  });

  it('expired refresh ttl or no ttl → false, nothing called', async () => {
    const past = harness({ startAt: (TTL + 1) * 1000 });
    expect(await past.manager.ensureFresh()).toBe(false);
    const noTtl = harness({ startAt: inWindow, ttl: null });
    expect(await noTtl.manager.ensureFresh()).toBe(false);
    expect(past.refresh).not.toHaveBeenCalled();
    expect(noTtl.refresh).not.toHaveBeenCalled();
  });

  it('a failed refresh → false and the lock is released', async () => {
    const h = harness({ startAt: inWindow });
    h.refresh.mockRejectedValueOnce(new Error('401'));
    expect(await h.manager.ensureFresh()).toBe(false);
    expect(h.storage.getItem(STORAGE_KEYS.refreshLock)).toBeNull();
    expect(h.storage.getItem(STORAGE_KEYS.token)).toBe(jwt(EXP));
  });

  it('another tab holds the lock: waits 50–200 ms at a time and adopts its new token', async () => {
    const h = harness({ startAt: inWindow });
    h.storage.setItem(STORAGE_KEYS.refreshLock, String(inWindow - 1000));
    let rounds = 0;
    h.hooks.duringSleep = () => {
      rounds++;
      if (rounds === 3) {
        // The other tab finishes: new token stored, lock released.
        h.storage.setItem(STORAGE_KEYS.token, jwt(EXP + 900));
        h.storage.removeItem(STORAGE_KEYS.refreshLock);
      }
    };
    expect(await h.manager.ensureFresh()).toBe(true);
    expect(h.refresh).not.toHaveBeenCalled();
    expect(h.sleeps).toEqual([125, 125, 125]);
  });

  it('the other tab failed (lock released, old token): this tab refreshes itself', async () => {
    const h = harness({ startAt: inWindow });
    h.storage.setItem(STORAGE_KEYS.refreshLock, String(inWindow));
    h.hooks.duringSleep = () => h.storage.removeItem(STORAGE_KEYS.refreshLock);
    expect(await h.manager.ensureFresh()).toBe(true);
    expect(h.sleeps).toEqual([125]);
    expect(h.refresh).toHaveBeenCalledTimes(1);
  });

  it('a stale lock (older than 10 s) is ignored', async () => {
    const h = harness({ startAt: inWindow });
    h.storage.setItem(STORAGE_KEYS.refreshLock, String(inWindow - 10_000));
    expect(await h.manager.ensureFresh()).toBe(true);
    expect(h.sleeps).toEqual([]);
    expect(h.refresh).toHaveBeenCalledTimes(1);
  });

  it('a lock that never clears stops blocking after 10 s', async () => {
    const h = harness({ startAt: inWindow });
    h.storage.setItem(STORAGE_KEYS.refreshLock, String(inWindow));
    expect(await h.manager.ensureFresh()).toBe(true);
    expect(h.sleeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(10_000);
    expect(h.sleeps.every((ms) => ms >= 50 && ms <= 200)).toBe(true);
    expect(h.refresh).toHaveBeenCalledTimes(1);
  });
});

describe('refresh manager: renew after a 401', () => {
  it('refreshes a token the API refused even far from its expiry; concurrent callers share it', async () => {
    const h = harness({ startAt: early });
    const results = await Promise.all([h.manager.renew(jwt(EXP)), h.manager.renew(jwt(EXP))]);
    expect(results).toEqual([true, true]);
    expect(h.refresh).toHaveBeenCalledTimes(1);
    expect(h.storage.getItem(STORAGE_KEYS.token)).toBe(jwt(EXP + 900));
  });

  it('a token already replaced (renewed meanwhile) → true without refreshing', async () => {
    const h = harness({ startAt: early, token: jwt(EXP + 900) });
    expect(await h.manager.renew(jwt(EXP))).toBe(true);
    expect(h.refresh).not.toHaveBeenCalled();
  });

  it('signed out, or the refresh token expired → false, nothing called', async () => {
    const out = harness({ startAt: early, token: null });
    expect(await out.manager.renew(jwt(EXP))).toBe(false);
    const past = harness({ startAt: (TTL + 1) * 1000 });
    expect(await past.manager.renew(jwt(EXP))).toBe(false);
    expect(out.refresh).not.toHaveBeenCalled();
    expect(past.refresh).not.toHaveBeenCalled();
  });

  it('once the renewal of a token failed, a later 401 with it gets no second refresh', async () => {
    const h = harness({ startAt: early });
    h.refresh.mockRejectedValueOnce(new Error('401'));
    expect(await h.manager.renew(jwt(EXP))).toBe(false);
    expect(await h.manager.renew(jwt(EXP))).toBe(false);
    expect(h.refresh).toHaveBeenCalledTimes(1);
    expect(h.storage.getItem(STORAGE_KEYS.refreshLock)).toBeNull();
  });
});

describe('refresh manager: proactive refresh', () => {
  it('fires 60 s before expiry, refreshes silently and re-arms for the new token', async () => {
    let clock = early;
    const timers: Array<{ cb: () => void; ms: number }> = [];
    const storage = createMemoryStorage({ 'usuario-actual': jwt(EXP), 'refresh-ttl': String(TTL) });
    const refresh = vi.fn(async () => ({ token: jwt(EXP + 900), refresh: TTL }));
    const manager = createRefreshManager({
      refresh,
      storage,
      now: () => clock,
      setTimer: (cb, ms) => {
        timers.push({ cb, ms });
        return timers.length;
      },
      clearTimer: () => undefined,
    });
    manager.scheduleProactiveRefresh();
    expect(timers[0]!.ms).toBe(540_000);
    clock += 540_000;
    timers[0]!.cb();
    await vi.waitFor(() => expect(timers).toHaveLength(2));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(timers[1]!.ms).toBe((EXP + 900 - 60) * 1000 - clock);
  });

  it('tells the caller when the session could not be renewed', async () => {
    let clock = early;
    let fire: () => void = () => undefined;
    const onExpired = vi.fn();
    const manager = createRefreshManager({
      refresh: async () => {
        throw new Error('401');
      },
      storage: createMemoryStorage({ 'usuario-actual': jwt(EXP), 'refresh-ttl': String(TTL) }),
      now: () => clock,
      setTimer: (cb) => {
        fire = cb;
        return 1;
      },
      clearTimer: () => undefined,
      onExpired,
    });
    manager.scheduleProactiveRefresh();
    clock = inWindow;
    fire();
    await vi.waitFor(() => expect(onExpired).toHaveBeenCalledTimes(1));
  });

  it('does nothing when logged out', () => {
    const setTimer = vi.fn();
    createRefreshManager({
      refresh: vi.fn(),
      storage: createMemoryStorage(),
      setTimer,
    }).scheduleProactiveRefresh();
    expect(setTimer).not.toHaveBeenCalled();
  });
});
