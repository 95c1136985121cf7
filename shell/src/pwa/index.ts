/**
 * The page's side of the service worker, as little as the first visit's entry needs (decision 0053):
 * the worker, its update checks and their dialogs (workbox-window, Radix) are a chunk of their own,
 * loaded once the app is stable (its first page shown) or after 30 s, never before the page shows.
 */
import { firstPageShown } from '../app/page-shown.ts';
import { tiemposPwa } from './tiempos.ts';

export function startPwa(): void {
  // Production builds only: the dev server builds no worker (rspack.config.ts).
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const tiempos = tiemposPwa();
  const estable = new Promise<void>((resolve) => {
    void firstPageShown().then(resolve);
    setTimeout(resolve, tiempos.registroMs);
  });
  void estable.then(() =>
    import('./registro.ts').then(
      (registro) => registro.registrar(tiempos),
      (error: unknown) => console.warn('[pwa] no se pudo cargar el registro del service worker', error),
    ),
  );
}

/**
 * The installed app opens at `/?origen=app` (manifest.webmanifest's start_url): the shopper's last
 * zone (spec §9's default zone key) when there is one, else the landing page. Before the router reads
 * the URL.
 */
export function openAtLastZone(lastZone: () => { slug: string } | null): void {
  const { pathname, search } = window.location;
  if (pathname !== '/' || new URLSearchParams(search).get('origen') !== 'app') return;
  const zona = lastZone();
  window.history.replaceState(window.history.state, '', zona ? `/${encodeURIComponent(zona.slug)}` : '/');
}
