/**
 * Sends search analytics events (spec §7) to the search service through the official insights
 * client (`@algolia/client-insights`, `pushEvents` → `POST /1/events`), with the signed-in shopper's
 * secured key, which is bound to their user token (decision 0019). Loaded lazily by `eventos.ts`.
 */
import { type EventsItems, type InsightsClient, insightsClient } from '@algolia/client-insights';
import type { BuscadorConfig } from '@mercado/shared/contracts';
import { configuracion, hostsInsights } from './config.ts';

/** The client of the current configuration (a new key, a new client). */
let cliente: { config: BuscadorConfig; client: InsightsClient } | null = null;

async function obtenerCliente(): Promise<{ config: BuscadorConfig; client: InsightsClient }> {
  const config = await configuracion();
  if (cliente?.config !== config) {
    const hosts = hostsInsights(config);
    cliente = {
      config,
      client: insightsClient(config.appId, config.searchKey, undefined, hosts ? { hosts } : undefined),
    };
  }
  return cliente;
}

/**
 * Builds the events with the key's user token and the index name and sends them in one call; none
 * with a visitor's key (it has no user token).
 */
export async function enviarEventos(
  crear: (userToken: string, indexName: string) => EventsItems[],
): Promise<void> {
  const { client, config } = await obtenerCliente();
  if (!config.userToken) return;
  const events = crear(config.userToken, config.indexName);
  if (events.length > 0) await client.pushEvents({ events });
}
