import { platform } from '@mercado/shared/platform';
import type { ShellRemoteRoute } from '../registry/registry.ts';

/**
 * A registry `datos` hint with the route's params filled in ('/api/website/inicio/:zona' →
 * '/api/website/inicio/caracas'), encoded as the remote encodes them; null when a param is missing.
 */
export function routeDataPath(template: string, params: Record<string, string | undefined>): string | null {
  let missing = false;
  const path = template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : path;
}

/**
 * Starts the page's first data request as its route is entered, beside the remote's download and
 * the guards: the remote's page takes it over from platform.precarga instead of asking again.
 */
export function startRouteData(route: ShellRemoteRoute, params: Record<string, string | undefined>): void {
  if (!route.datos) return;
  const path = routeDataPath(route.datos, params);
  if (path) platform.precarga.iniciar(path);
}
