import type { Registry } from '@mercado/shared/federation';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { atom } from 'jotai';
import type { ParcelConfig } from 'single-spa';
import { shellStore } from '../app/state.ts';

/**
 * Runtime composition: remotes are registered from the registry at boot (no remote is known at
 * build time) and a remote's entry is only fetched the first time one of its modules is needed.
 */
const entries = new Map<string, string>();
/** Remotes whose description the shell cannot read: their modules are not loaded (the fallback shows). */
const unreadable = new Map<string, string>();
const cache = new Map<string, Promise<ParcelConfig>>();
/**
 * By remote, then exposed module (or `pagina:<id>`, a lazily loaded page): the URLs of the files it
 * loads (the registry's `preload`).
 */
const preloads = new Map<string, Record<string, string[]>>();
const requestedAhead = new Set<string>();

/** How many remote modules are loading right now (drives the top loading bar). */
export const remoteLoading = atom(0);

export function registerRegistry(registry: Registry): void {
  for (const remote of registry.remotes) {
    entries.set(remote.name, remote.entry);
    preloads.set(remote.name, remote.preload);
    if (remote.unreadable) unreadable.set(remote.name, remote.unreadable);
  }
  registerRemotes(registry.remotes.map((remote) => ({ name: remote.name, entry: remote.entry })));
}

export function isRegistered(name: string): boolean {
  return entries.has(name);
}

function isParcelConfig(value: unknown): value is ParcelConfig {
  if (!value || typeof value !== 'object') return false;
  const mod = value as Record<string, unknown>;
  return typeof mod.mount === 'function' && typeof mod.unmount === 'function';
}

/**
 * Starts downloading the files of `<name>/<expose>` that the registry lists, as `<link
 * rel="preload">`, so they arrive beside the remote's entry instead of after it: Module Federation
 * asks for the module's chunks once the entry has run (and, for a remote loaded from its manifest,
 * for the entry once the manifest has arrived), a round trip later each. Its own script and style tags then take the preloaded responses (same URLs, no CORS
 * mode on either side). Each file once a page; nothing for a remote the shell cannot read. Also how
 * the panels' code is fetched, not run, when the browser is idle (PanelHost).
 */
export function requestFilesAhead(name: string, expose: string): void {
  if (unreadable.has(name)) return;
  for (const url of preloads.get(name)?.[expose] ?? []) {
    if (requestedAhead.has(url)) continue;
    requestedAhead.add(url);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = url.endsWith('.css') ? 'style' : 'script';
    link.href = url;
    document.head.append(link);
  }
}

/**
 * Starts downloading the files of page `page` of remote `name` that the registry lists under
 * `pagina:<page>` (a page its remote loads lazily, in a chunk of its own): beside the remote's entry
 * and module, instead of after they have run. Nothing for a page without its own files.
 */
export function requestPageFilesAhead(name: string, page: string): void {
  requestFilesAhead(name, `pagina:${page}`);
}

/**
 * Loads `<name>/<expose>` (e.g. 'mf_checkout', './minicart'). A failure is not cached: the next
 * call (the 'Reintentar' button) re-registers the remote with `force` so its entry (or manifest) is
 * really fetched again.
 */
export function loadExposed(name: string, expose: string): Promise<ParcelConfig> {
  const key = `${name}/${expose.replace(/^\.\//, '')}`;
  const cached = cache.get(key);
  if (cached) return cached;
  shellStore.set(remoteLoading, (n) => n + 1);
  const promise = (async () => {
    const reason = unreadable.get(name);
    if (reason) throw new Error(`${name}: ${reason}`);
    requestFilesAhead(name, expose);
    const mod = await loadRemote<unknown>(key);
    if (!isParcelConfig(mod)) throw new Error(`${key} no exporta los ciclos de vida de single-spa`);
    return mod;
  })();
  cache.set(key, promise);
  promise.then(
    () => shellStore.set(remoteLoading, (n) => Math.max(0, n - 1)),
    () => {
      shellStore.set(remoteLoading, (n) => Math.max(0, n - 1));
      cache.delete(key);
    },
  );
  return promise;
}

/** Forgets a failed remote so the next load refetches its entry (or manifest). */
export function resetRemote(name: string): void {
  const entry = entries.get(name);
  for (const key of [...cache.keys()]) if (key.startsWith(`${name}/`)) cache.delete(key);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
