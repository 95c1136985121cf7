/**
 * Where the search service is, read at run time from `GET /api/website/buscador` (never baked into
 * a build): once per page, again after a failure. Loaded lazily with the search client.
 */
import type { BuscadorConfig } from '@mercado/shared/contracts';
import { buscador } from '@mercado/shared/endpoints/buscador';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';
import { type HostBuscador, hostDe } from './hits.ts';

const api = createApiClient({ buscador }, () => platform.services.http);
let pendiente: Promise<BuscadorConfig> | null = null;

export function configuracion(): Promise<BuscadorConfig> {
  if (!pendiente) {
    pendiente = api.buscador.configuracion();
    pendiente.catch(() => {
      pendiente = null;
    });
  }
  return pendiente;
}

/** The API's own origin, where the embedded service answers when `host` is empty. */
function origenApi(): string {
  // `prefixUrl` is new in the platform's client: an older shell has none (same origin then).
  return platform.services.http.prefixUrl ?? '';
}

/** Hosts of the search client: the configured service, else the API's origin. */
export function hostsBusqueda(config: BuscadorConfig): HostBuscador[] {
  return [hostDe(config.host || origenApi(), window.location.href)];
}

/**
 * Hosts of the insights client: the embedded service answers `/1/events` at the API's origin;
 * with a configured host (Algolia), the client's default insights host applies (undefined).
 */
export function hostsInsights(config: BuscadorConfig): HostBuscador[] | undefined {
  return config.host ? undefined : [hostDe(origenApi(), window.location.href)];
}
