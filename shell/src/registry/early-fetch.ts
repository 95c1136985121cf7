/**
 * The registry request starts as the very first thing the shell does, while the app's chunks are
 * still downloading: it is on the critical path of every page (no remote mounts before it), so this
 * saves a whole round trip on a slow connection. The first loadRegistry() takes it; a retry fetches
 * again.
 */
let early: { url: string; response: Promise<Response> } | null = null;

export function startRegistryFetch(url: string): void {
  const response = fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  response.catch(() => undefined); // observed by loadRegistry; not an unhandled rejection meanwhile
  early = { url, response };
}

/** The early request for `url`, once; null when there is none (or it was already taken). */
export function takeEarlyRegistryFetch(url: string): Promise<Response> | null {
  if (!early || early.url !== url) return null;
  const { response } = early;
  early = null;
  return response;
}
