/**
 * Search analytics rules (spec §7, issue 6): the events the storefront sends to the search service
 * (view, click, conversion), only for a signed-in shopper. Algolia's insights API (and the embedded
 * service, which applies the same rules) takes an `eventName` of 1 to 64 printable ASCII characters
 * and a `userToken` of `[a-zA-Z0-9_=/+-]{1,129}`: the token must not be personal data, so it is a
 * hash of the user's id, never the email.
 */

export const INSIGHTS_EVENT_NAME_MAX = 64;
/** Algolia: at most 20 objectIDs in one event. */
export const INSIGHTS_MAX_OBJECTS = 20;

/** The event names the storefront sends (cleaned by `insightsEventName` before they leave). */
export const EventosBusqueda = {
  VISTA: 'Resultados de búsqueda vistos',
  CLIC_SUGERENCIA: 'Producto elegido en las sugerencias de búsqueda',
  CLIC_RESULTADO: 'Producto elegido en los resultados de búsqueda',
  CONVERSION: 'Producto agregado al carrito después de una búsqueda',
} as const;

/**
 * An event name Algolia accepts: accents dropped (`búsqueda` → `busqueda`, `ñ` → `n`), any other
 * character outside printable ASCII removed, spaces collapsed, cut at 64 characters. Never empty.
 */
export function insightsEventName(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  const cut = ascii.slice(0, INSIGHTS_EVENT_NAME_MAX).trimEnd();
  return cut || 'Evento';
}

/** Position (from 1) of a hit across pages: Algolia's click positions count from the first page. */
export function hitPosition(page: number, hitsPerPage: number, index: number): number {
  return page * hitsPerPage + index + 1;
}

/** Splits object ids into the groups of at most 20 one event may carry. */
export function insightsBatches(objectIDs: readonly string[], size = INSIGHTS_MAX_OBJECTS): string[][] {
  const batches: string[][] = [];
  for (let i = 0; i < objectIDs.length; i += size) batches.push(objectIDs.slice(i, i + size));
  return batches;
}

/** A search's queryID as Algolia writes it: 32 hexadecimal characters (anything else is ignored). */
export function isQueryId(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[0-9a-f]{32}$/i.test(value);
}

/** `position` read back from a product URL: an integer from 1, else undefined. */
export function parsePosition(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}
