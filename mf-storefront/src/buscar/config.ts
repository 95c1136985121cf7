/**
 * Where the search service is and the secured key the API made for this viewer (decision 0019),
 * read at run time from `GET /api/website/buscador` (never baked into a build): asked again when the
 * viewer changes (sign-in, sign-out, another user type), when the key is about to expire, and after a
 * failure. Loaded lazily with the search client.
 */
import type { BuscadorConfig } from '@mercado/shared/contracts';
import { buscador } from '@mercado/shared/endpoints/buscador';
import { createApiClient } from '@mercado/shared/http/api';
import { platform } from '@mercado/shared/platform';
import { type HostBuscador, hostDe } from './hits.ts';

const api = createApiClient({ buscador }, () => platform.services.http);
/** Seconds before the key's end when a new one is asked for, so no search leaves with a dying key. */
const RENOVAR_ANTES_S = 60;

let vigente: { visor: string; vence: number; config: Promise<BuscadorConfig> } | null = null;

/** Whom the key is for: the signed-in user with their user type, or '' for a visitor. */
function visor(): string {
  const sesion = platform.session.get();
  return sesion ? `${sesion.uid}:${sesion.usuarioTipo.tipo}` : '';
}

export function configuracion(): Promise<BuscadorConfig> {
  const quien = visor();
  if (!vigente || vigente.visor !== quien || Date.now() / 1000 >= vigente.vence) {
    const nueva = { visor: quien, vence: Number.POSITIVE_INFINITY, config: api.buscador.configuracion() };
    nueva.config.then(
      (config) => {
        nueva.vence = config.validoHasta - RENOVAR_ANTES_S;
      },
      () => {
        if (vigente === nueva) vigente = null;
      },
    );
    vigente = nueva;
  }
  return vigente.config;
}

/** Forgets the key the service refused (it expired while the page slept): the next call asks anew. */
export function olvidarConfiguracion(): void {
  vigente = null;
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
