/**
 * Search analytics (spec §7): a product reached from search carries the search's `queryID` in its
 * URL; it must survive on the product page (links, reloads) so the click/conversion can be tied to
 * the query. The queryID is 32 hexadecimal characters; anything else is ignored.
 */
import { readQuery } from '@mercado/shared/links';

export function queryIdDeUrl(search: string): string | undefined {
  const raw = readQuery(search, 'queryID');
  return raw && /^[0-9a-f]{32}$/i.test(raw) ? raw : undefined;
}
