/**
 * Sends search analytics events (spec §7) to the search service through the official insights
 * client (`@algolia/client-insights`, `pushEvents` → `POST /1/events`). Loaded lazily by
 * `eventos.ts`, only for a signed-in shopper.
 */
import { type EventsItems, type InsightsClient, insightsClient } from '@algolia/client-insights';
import type { BuscadorConfig } from '@mercado/shared/contracts';
import { configuracion, hostsInsights } from './config.ts';

let cliente: Promise<{ client: InsightsClient; config: BuscadorConfig }> | null = null;

function obtenerCliente() {
  if (!cliente) {
    cliente = configuracion().then((config) => {
      const hosts = hostsInsights(config);
      return {
        client: insightsClient(config.appId, config.searchKey, undefined, hosts ? { hosts } : undefined),
        config,
      };
    });
    cliente.catch(() => {
      cliente = null;
    });
  }
  return cliente;
}

/** Builds the events with the index name and sends them in one call. */
export async function enviarEventos(crear: (indexName: string) => EventsItems[]): Promise<void> {
  const { client, config } = await obtenerCliente();
  const events = crear(config.indexName);
  if (events.length > 0) await client.pushEvents({ events });
}
