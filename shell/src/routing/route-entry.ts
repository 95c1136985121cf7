import type { Registry } from '@mercado/shared/federation';
import { platform, rutaDatos } from '@mercado/shared/platform';
import { matchRoutes } from 'react-router';
import { registryAtom, shellStore } from '../app/state.ts';
import { loadExposed, requestPageFilesAhead } from '../federation/remotes.ts';
import { HEADER_SLOTS, HEADER_SLOTS_AFTER_FIRST_PAGE } from '../layouts/slots.ts';
import { buildRouteTable, findSlot, routesFor, type ShellRemoteRoute } from '../registry/registry.ts';
import { loadZonas } from '../website/website.ts';

/**
 * The remote modules a route's screen is made of: its page and, in the header of the normal layout,
 * the slots shown with it (the search box), each from whichever remote the registry gives the slot.
 */
export function routeModules(
  registry: Registry,
  route: ShellRemoteRoute,
): { remote: string; expose: string }[] {
  const modules = [{ remote: route.remote, expose: './app' }];
  if (route.layout !== 'normal') return modules;
  for (const name of Object.values(HEADER_SLOTS)) {
    if (HEADER_SLOTS_AFTER_FIRST_PAGE.includes(name)) continue;
    const slot = findSlot(registry, name);
    if (slot) modules.push({ remote: slot.remote, expose: slot.expose });
  }
  return modules;
}

/**
 * What entering a remote route sets going at once, beside its guards: the code of its screen (the
 * page's own chunk with it, when its remote loads the page lazily), the page's first data (the
 * registry's `datos`, taken over by the page from platform.precarga) and, for a zone route, the
 * zone list the zone guard reads. Whole chains of round trips less before the page shows. Every
 * part is idempotent (cached or deduplicated), so calling it again costs nothing; a failure is not
 * cached (the parcel loads again and shows its own fallback, the page asks for its data).
 */
export function startRouteWork(route: ShellRemoteRoute, params: Record<string, string | undefined>): void {
  for (const { remote, expose } of routeModules(shellStore.get(registryAtom), route))
    loadExposed(remote, expose).catch(() => undefined);
  requestPageFilesAhead(route.remote, route.page);
  if (route.guards.includes('zone')) loadZonas().catch(() => undefined);
  if (!route.datos) return;
  const path = rutaDatos(route.datos, params);
  if (path) platform.precarga.iniciar(path);
}

/**
 * The remote route a URL enters, with its params; null for the shell's own pages (`shellPaths`),
 * which take a URL before a registry route would, as <Routes> ranks them ('/error' is not the zone
 * 'error'), and for URLs no route takes.
 */
export function remoteRouteAt(
  registry: Registry,
  shellPaths: readonly string[],
  pathname: string,
): { route: ShellRemoteRoute; params: Record<string, string | undefined> } | null {
  const owners = new Map<object, ShellRemoteRoute>();
  for (const route of routesFor(Object.values(buildRouteTable(registry).byLayout).flat(), pathname))
    owners.set({ path: route.path }, route);
  const match = matchRoutes([...shellPaths.map((path) => ({ path })), ...owners.keys()], pathname)?.at(-1);
  const route = match && owners.get(match.route);
  return match && route ? { route, params: match.params } : null;
}
