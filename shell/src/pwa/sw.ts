/**
 * The store's service worker (decision 0053), built by the shell's rspack config as `sw.js` (a second
 * compiler, after the shell's: the precache list is the shell build's, injected as `__WB_MANIFEST`).
 * What each request gets is decided in rutas.ts; Workbox does the caching.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { type Trato, tratoDe } from './rutas.ts';

/** The worker's global scope, as far as this file uses it (the DOM's lib types the shell's other files). */
declare const self: {
  __WB_MANIFEST: PrecacheEntry[];
  location: Location;
  registration: ServiceWorkerRegistration & { navigationPreload?: { enable(): Promise<void> } };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(
    type: 'activate',
    listener: (event: { waitUntil(done: Promise<unknown>): void }) => void,
  ): void;
};

/** How long a page or a store read waits for the network before the cached copy is used. */
const ESPERA_RED_S = 4;
const DIA_S = 24 * 60 * 60;

cleanupOutdatedCaches();
// The shell's HTML is precached only as the offline fallback: '/' is not mapped to it (a page is
// always asked of the network first, so a deploy or a rollback reaches the next load at once).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

const api = new URL(API_URL).origin;
const rutaDe =
  (trato: Exclude<Trato, null>) =>
  ({ url, request }: { url: URL; request: Request }) =>
    tratoDe({
      url,
      origen: self.location.origin,
      api,
      metodo: request.method,
      destino: request.destination,
      modo: request.mode,
      autorizada: request.headers.has('Authorization'),
    }) === trato;

// The page's request starts while the worker starts (navigation preload), not after: Workbox's
// strategies answer a navigation with the preloaded response.
self.addEventListener('activate', (event) => {
  if (self.registration.navigationPreload) event.waitUntil(self.registration.navigationPreload.enable());
});
registerRoute(rutaDe('pagina'), new NetworkOnly({ networkTimeoutSeconds: ESPERA_RED_S }));

// No timeout: a slow registry is still the live one; only a failed request gets the last copy.
registerRoute(
  rutaDe('registro'),
  new NetworkFirst({ cacheName: 'registro', plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

registerRoute(
  rutaDe('archivo'),
  new CacheFirst({
    cacheName: 'archivos',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      // Each deploy adds new names; the old ones age out.
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DIA_S, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  rutaDe('lectura'),
  new NetworkFirst({
    cacheName: 'lecturas-tienda',
    networkTimeoutSeconds: ESPERA_RED_S,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 14 * DIA_S }),
    ],
  }),
);

registerRoute(
  rutaDe('imagen'),
  new CacheFirst({
    cacheName: 'imagenes',
    plugins: [
      // An <img> of another origin asks without CORS: the worker asks with it (the API allows the
      // shop's origin), so the cache holds a readable copy, not an opaque one that counts
      // megabytes against the storage quota.
      {
        requestWillFetch: async ({ request }) =>
          new Request(request.url, { mode: 'cors', credentials: 'omit' }),
      },
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DIA_S, purgeOnQuotaError: true }),
    ],
  }),
);

// A page the network did not give (offline, or no answer in ESPERA_RED_S): the precached shell.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache('/index.html')) ?? Response.error();
  return Response.error();
});

// The page's 'Actualizar' (workbox-window's messageSkipWaiting): this worker takes over now.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
