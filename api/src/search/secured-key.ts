/**
 * Secured API keys as Algolia reads them (issue 16, decision 0019). The algoliasearch client's
 * `generateSecuredApiKey` makes one without calling the service: base64 of the hexadecimal
 * HMAC-SHA256 of the restrictions, keyed by the parent key, followed by the restrictions themselves,
 * a query string sorted by name (lists joined with commas). The service recomputes the HMAC with its
 * search key, so a key whose restrictions were edited, or made with another parent, is refused.
 *
 * Restrictions with a meaning of their own: `restrictIndices` (names, `*` as a prefix or suffix
 * wildcard), `validUntil` (Unix seconds), `userToken` (forced on queries, required of events) and
 * `restrictSources` (IPs or CIDR ranges). Every other one is a search parameter the query cannot
 * change: `filters` is ANDed with the query's, `attributesToRetrieve` narrows the query's, the rest
 * replace the query's own (params.ts applies them).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { SearchError } from './model.ts';

export type SecuredKey = {
  /** The search parameters the key imposes (everything but the four restrictions below). */
  searchParams: Record<string, string>;
  restrictIndices: string[] | null;
  validUntil: number | null;
  userToken: string | null;
  restrictSources: string[] | null;
};

const HMAC_HEX = 64;
const OWN = new Set(['restrictIndices', 'validUntil', 'userToken', 'restrictSources']);

const listOf = (v: string | undefined): string[] | null =>
  v === undefined
    ? null
    : v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

/** The key's restrictions when `key` is a secured key made from `parent`; null otherwise. */
export function readSecuredKey(key: string, parent: string): SecuredKey | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(key)) return null;
  const decoded = Buffer.from(key, 'base64').toString('utf8');
  const mac = decoded.slice(0, HMAC_HEX);
  const restrictions = decoded.slice(HMAC_HEX);
  if (!/^[0-9a-f]{64}$/.test(mac)) return null;
  const expected = createHmac('sha256', parent).update(restrictions).digest('hex');
  if (!timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return null;
  const all = Object.fromEntries(new URLSearchParams(restrictions));
  // A validUntil that is not a number is a key expired since 1970.
  const validUntil = all.validUntil === undefined ? null : Number(all.validUntil) || 0;
  return {
    searchParams: Object.fromEntries(Object.entries(all).filter(([k]) => !OWN.has(k))),
    restrictIndices: listOf(all.restrictIndices),
    validUntil,
    userToken: all.userToken ?? null,
    restrictSources: listOf(all.restrictSources),
  };
}

/** 403 when the key has expired or the caller's address is not among its sources. */
export function checkSecuredKey(key: SecuredKey, ip: string, now = Date.now()): void {
  if (key.validUntil !== null && now / 1000 > key.validUntil) {
    throw new SearchError(403, 'The validity of this API key has expired');
  }
  if (key.restrictSources) {
    const allowed = new BlockList();
    const family = (a: string) => (isIP(a) === 6 ? 'ipv6' : 'ipv4');
    for (const source of key.restrictSources) {
      const [address, bits] = source.split('/') as [string, string | undefined];
      if (!isIP(address)) continue;
      if (bits === undefined) allowed.addAddress(address, family(address));
      else allowed.addSubnet(address, Number(bits), family(address));
    }
    if (!isIP(ip) || !allowed.check(ip, family(ip))) {
      throw new SearchError(403, 'Invalid Application-ID or API key');
    }
  }
}

/** May this key query `index`? (`restrictIndices`: exact names, `prefix*`, `*suffix`, `*part*`.) */
export function indexAllowed(key: SecuredKey, index: string): boolean {
  if (!key.restrictIndices) return true;
  return key.restrictIndices.some((pattern) => {
    const starts = pattern.startsWith('*');
    const ends = pattern.endsWith('*') && pattern.length > 1;
    const core = pattern.slice(starts ? 1 : 0, ends ? -1 : undefined);
    if (starts && ends) return index.includes(core);
    if (starts) return index.endsWith(core);
    if (ends) return index.startsWith(core);
    return index === pattern;
  });
}

/** The search parameters a key imposes on every query made with it (its userToken included). */
export function imposedParams(key: SecuredKey): Record<string, string> {
  return key.userToken === null ? key.searchParams : { ...key.searchParams, userToken: key.userToken };
}

/**
 * The attributes both lists allow: a name of one that is the other's or lies under it
 * (`disponibilidad` asked, `disponibilidad.caracas_1` allowed → `disponibilidad.caracas_1`).
 * `*` (or nothing) asked is all the key allows, less the query's `-name` exclusions.
 */
export function narrowAttributes(asked: string[] | undefined, allowed: string[]): string[] {
  if (allowed.includes('*')) return asked ?? allowed;
  if (!asked || asked.includes('*')) {
    const excluded = new Set((asked ?? []).filter((a) => a.startsWith('-')).map((a) => a.slice(1)));
    return allowed.filter((a) => !excluded.has(a));
  }
  const out = new Set<string>();
  for (const a of asked) {
    for (const k of allowed) {
      if (a === k || k.startsWith(`${a}.`)) out.add(k);
      else if (a.startsWith(`${k}.`)) out.add(a);
    }
  }
  return [...out];
}
