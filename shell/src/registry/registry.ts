import {
  type AdminNavigation,
  applyOverrides,
  type Layout,
  REGISTRY_OVERRIDE_KEY,
  type Registry,
  RegistrySchema,
  type RemotePanel,
  type RemoteRoute,
  resolveRegistry,
} from '@mercado/shared/federation';
import { takeEarlyRegistryFetch } from './early-fetch.ts';

/** Reads the developer's override `{ "<name>": "<manifestUrl>" }`; ignores anything malformed. */
export function readOverrides(storage: Pick<Storage, 'getItem'> | null): Record<string, string> {
  try {
    const raw = storage?.getItem(REGISTRY_OVERRIDE_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: Record<string, string> = {};
    for (const [name, url] of Object.entries(parsed)) {
      if (typeof url === 'string' && /^https?:\/\//.test(url)) out[name] = url;
    }
    return out;
  } catch {
    return {};
  }
}

export class RegistryError extends Error {
  override name = 'RegistryError';
}

/**
 * Fetches the live registry (never cached), validates it, reads each remote's description (one the
 * shell cannot read leaves that remote out, reported) and, in a development build, applies the
 * local override.
 */
export async function loadRegistry(
  url: string,
  options: { fetch?: typeof fetch; storage?: Pick<Storage, 'getItem'> | null } = {},
): Promise<Registry> {
  const doFetch = options.fetch ?? fetch;
  let body: unknown;
  try {
    const response = await (takeEarlyRegistryFetch(url) ??
      doFetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } }));
    if (!response.ok) throw new RegistryError(`registry HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof RegistryError) throw error;
    throw new RegistryError(`registry unreachable: ${String(error)}`);
  }
  const parsed = RegistrySchema.safeParse(body);
  if (!parsed.success) throw new RegistryError(`registry invalid: ${parsed.error.message}`);
  const registry = resolveRegistry(parsed.data);
  for (const remote of registry.remotes) {
    if (remote.unreadable) console.warn(`[shell] ${remote.name} queda fuera: ${remote.unreadable}`);
  }
  // Development builds only: in production a script injected once could write an override that
  // loads remotes from its own origin, or pins an old version, on every later visit (issue 31).
  if (process.env.NODE_ENV !== 'development') return registry;
  const storage = options.storage === undefined ? safeLocalStorage() : options.storage;
  return applyOverrides(registry, readOverrides(storage));
}

export function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** One remote route as the shell mounts it. */
export interface ShellRemoteRoute extends RemoteRoute {
  remote: string;
}

/**
 * Flattens the registry into the remote routes, grouped by layout. A path claimed twice keeps its
 * first owner (a broken registry must not crash the router) and is reported.
 */
export function buildRouteTable(registry: Registry): {
  byLayout: Record<Layout, ShellRemoteRoute[]>;
  duplicates: string[];
} {
  const byLayout: Record<Layout, ShellRemoteRoute[]> = { normal: [], simple: [], prime: [], admin: [] };
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const remote of registry.remotes) {
    for (const route of remote.routes) {
      const key = normalisePath(route.path);
      if (seen.has(key)) {
        duplicates.push(route.path);
        continue;
      }
      seen.add(key);
      byLayout[route.layout].push({ ...route, remote: remote.name });
    }
  }
  return { byLayout, duplicates };
}

/** A path's first segment, lower-cased as the router compares it; null when it is a `:param` or `*`. */
function firstStaticSegment(path: string): string | null {
  const first = path.replace(/^\/+/, '').split('/')[0] ?? '';
  if (first.startsWith(':') || first.includes('*')) return null;
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    return first.toLowerCase();
  }
}

/**
 * The routes of a table that could match `pathname`: a route whose path starts with a fixed segment
 * ('/admin/…', '/prime') can only match a URL starting with that segment, so the router ranks and
 * tries (a regular expression each) the store's two dozen routes on a store page instead of every
 * back-office route too. The matches are the same: only routes that cannot match are left out.
 */
export function routesFor<R extends { path: string }>(routes: readonly R[], pathname: string): R[] {
  const visited = firstStaticSegment(pathname) ?? '';
  return routes.filter((route) => {
    const first = firstStaticSegment(route.path);
    return first === null || first === visited;
  });
}

/** '/:zona/producto/:slug' and '/:z/producto/:s' claim the same URLs. */
function normalisePath(path: string): string {
  return path.replace(/:[^/]+/g, ':').replace(/\/+$/, '') || '/';
}

/** The remote that fills a header slot (e.g. 'minicart', 'buscador'), and the element it has focused. */
export function findSlot(
  registry: Registry,
  slot: string,
): { remote: string; expose: string; page: string; foco?: string } | null {
  for (const remote of registry.remotes) {
    const found = remote.slots.find((s) => s.slot === slot);
    if (found) return { remote: remote.name, expose: found.expose, page: found.page, foco: found.foco };
  }
  return null;
}

/** The remote panel with this id, and the remote that renders it. */
export function findPanel(registry: Registry, id: string): (RemotePanel & { remote: string }) | null {
  return findPanelWhere(registry, (panel) => panel.id === id);
}

/** The remote panel a shell control opens (its description's `abreDesde`), or null when none does. */
export function panelOpenedFrom(
  registry: Registry,
  control: NonNullable<RemotePanel['abreDesde']>,
): (RemotePanel & { remote: string }) | null {
  return findPanelWhere(registry, (panel) => panel.abreDesde === control);
}

function findPanelWhere(
  registry: Registry,
  matches: (panel: RemotePanel) => boolean,
): (RemotePanel & { remote: string }) | null {
  for (const remote of registry.remotes) {
    const found = remote.panels.find(matches);
    if (found) return { ...found, remote: remote.name };
  }
  return null;
}

/** Where the back-office home's attention figures link to. */
export type AdminAttentionLinks = NonNullable<AdminNavigation['atencion']>;

/** The attention links the first remote that declares them gives, or null when none does. */
export function adminAttentionLinks(registry: Registry): AdminAttentionLinks | null {
  for (const remote of registry.remotes) {
    const atencion = remote.navigation.admin?.atencion;
    if (atencion) return atencion;
  }
  return null;
}

/**
 * Where a hand-off through login comes back to (a route's `trasLogin`, spec §5): the first route whose
 * query keys the login URL's `search` has, its `:zona` from `returnUrl` (else the default zone) and
 * its other params from the query, each matching its pattern. Null when no route takes the hand-off.
 */
export function loginHandOff(
  registry: Registry,
  search: string,
  returnUrl: string | null,
  defaultZone: string | null,
): string | null {
  const query = new URLSearchParams(search);
  const zona = returnUrl?.split('/')[1] || defaultZone;
  for (const remote of registry.remotes) {
    for (const { path, trasLogin } of remote.routes) {
      if (!trasLogin) continue;
      if (!Object.entries(trasLogin.consulta).every(([key, value]) => query.get(key) === value)) continue;
      const segments = path.split('/').map((segment) => {
        if (!segment.startsWith(':')) return segment;
        const param = segment.slice(1);
        const value = param === 'zona' ? zona : query.get(param);
        const pattern = trasLogin.parametros[param];
        const fits = value && (!pattern || new RegExp(`^(?:${pattern})$`).test(value));
        return fits ? encodeURIComponent(value) : null;
      });
      if (segments.every((segment) => segment !== null)) return segments.join('/');
    }
  }
  return null;
}
