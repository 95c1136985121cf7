/**
 * Search analytics (spec §7): view, click and conversion events, only for a signed-in shopper, with
 * the insights user token their search key is bound to (the API makes it: a hash of the user id,
 * never the email) and names Algolia accepts (printable ASCII, at most 64 characters). Small on
 * purpose: the insights client itself is loaded on the first event. A failed event is logged and
 * forgotten; it never disturbs the shopper.
 */
import type { EventsItems } from '@algolia/client-insights';
import { platform } from '@mercado/shared/platform';
import {
  EventosBusqueda,
  insightsBatches,
  insightsEventName,
  isQueryId,
} from '@mercado/shared/rules/navegador';

function enviar(crear: (userToken: string, index: string) => EventsItems[]): void {
  if (!platform.session.get()) return;
  import('./insights.ts')
    .then((m) => m.enviarEventos(crear))
    .catch((error: unknown) => console.warn('[mf_storefront] evento de búsqueda no enviado', error));
}

/** A hit chosen in the suggestions or the results page: its position (from 1) in that search. */
export function clicEnBusqueda({
  queryID,
  objectID,
  posicion,
  origen,
}: {
  queryID: string | undefined;
  objectID: string;
  posicion: number;
  origen: 'sugerencia' | 'resultado';
}): void {
  if (!isQueryId(queryID)) return;
  const nombre = origen === 'sugerencia' ? EventosBusqueda.CLIC_SUGERENCIA : EventosBusqueda.CLIC_RESULTADO;
  enviar((userToken, index) => [
    {
      eventType: 'click',
      eventName: insightsEventName(nombre),
      index,
      userToken,
      queryID,
      objectIDs: [objectID],
      positions: [posicion],
    },
  ]);
}

/** The products a results page showed (groups of at most 20 per event). */
export function vistaDeResultados(objectIDs: readonly string[]): void {
  if (objectIDs.length === 0) return;
  enviar((userToken, index) =>
    insightsBatches(objectIDs).map((ids) => ({
      eventType: 'view',
      eventName: insightsEventName(EventosBusqueda.VISTA),
      index,
      userToken,
      objectIDs: ids,
    })),
  );
}

/** A product reached from a search went into the cart (the cart owner answered ok). */
export function conversionTrasBusqueda(queryID: string, objectID: string): void {
  if (!isQueryId(queryID)) return;
  enviar((userToken, index) => [
    {
      eventType: 'conversion',
      eventSubtype: 'addToCart',
      eventName: insightsEventName(EventosBusqueda.CONVERSION),
      index,
      userToken,
      queryID,
      objectIDs: [objectID],
    },
  ]);
}
