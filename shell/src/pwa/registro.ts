/**
 * The service worker's page side, loaded once the app is stable (index.ts): registers the worker
 * (workbox-window), fills its caches with what this first page loaded before it was there, checks
 * for new versions every 60 s and runs the update dialogs of spec §8 (decision 0053).
 */
import { Workbox } from 'workbox-window';
import { firstPageShown } from '../app/page-shown.ts';
import { registryAtom, shellStore } from '../app/state.ts';
import { loadRegistry } from '../registry/registry.ts';
import { avisoAbierto, mostrarAviso } from './avisos.tsx';
import type { TiemposPwa } from './tiempos.ts';
import { entradaDelShell, firmaDe, remotoRetirado, remotosCambiados } from './versiones.ts';

/** Marked when the worker holds what this page needs to open offline (tests wait for it). */
const MARCA_LISTO = 'mercado:sw-listo';
/** The longest a new worker may take to install (it downloads the new shell's files). */
const ESPERA_INSTALACION_MS = 60_000;

let wb: Workbox | null = null;
let registro: ServiceWorkerRegistration | undefined;
/** The new versions the shopper declined, or that failed: not offered again. */
let descartada = '';
let actualizando = false;

export async function registrar(tiempos: TiemposPwa): Promise<void> {
  wb = new Workbox('/sw.js');
  vigilarArchivosPerdidos();
  try {
    // The page has loaded (the app is stable): no need to wait for the load event.
    registro = await wb.register({ immediate: true });
  } catch (error) {
    console.warn('[pwa] el service worker no se registró', error);
  }
  if (registro) void wb.active.then(() => llenarCaches());
  void iniciarRevisiones(tiempos);
}

/**
 * The worker was not there when this page loaded its files (a first visit): it is sent their URLs
 * to cache each by its route (workbox-routing's CACHE_URLS; the browser's cache gives most of them),
 * so the next visit opens offline. A page the worker controls has filled them as it loaded.
 */
async function llenarCaches(): Promise<void> {
  if (navigator.serviceWorker.controller === null && wb) {
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.startsWith('http'));
    try {
      await wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });
    } catch (error) {
      console.warn('[pwa] no se guardaron los archivos de esta página', error);
      return;
    }
  }
  performance.mark(MARCA_LISTO);
}

/** The checks start once the app is stable, or 90 s after the start at the latest (spec §9). */
async function iniciarRevisiones(tiempos: TiemposPwa): Promise<void> {
  await new Promise<void>((resolve) => {
    void firstPageShown().then(resolve);
    setTimeout(resolve, tiempos.inicioRevisionMs);
  });
  const siguiente = () =>
    setTimeout(() => {
      void revisar().finally(siguiente);
    }, tiempos.cadaRevisionMs);
  siguiente();
}

/** The shell's entry this tab runs. */
function entradaDelTab(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[src*="/main."]');
  return script ? new URL(script.src).pathname : null;
}

/** The shell's entry the live HTML names (revalidated: a 304 until the next deploy). */
async function entradaViva(): Promise<string | null> {
  const response = await fetch('/', { cache: 'no-cache', headers: { Accept: 'text/html' } });
  return response.ok ? entradaDelShell(await response.text()) : null;
}

/** One update check: the live registry and HTML against what this tab loaded. */
async function revisar(): Promise<void> {
  // A tab in the background waits: the check's requests are a phone's data.
  if (actualizando || avisoAbierto() || document.hidden) return;
  // The browser's own check of sw.js too: a new shell's worker starts installing now.
  void registro?.update().catch(() => undefined);
  const [vivo, shellVivo] = await Promise.all([
    loadRegistry(REGISTRY_URL).catch(() => null),
    entradaViva().catch(() => null),
  ]);
  const cargados = shellStore.get(registryAtom).remotes;
  const remotos = vivo ? remotosCambiados(cargados, vivo.remotes) : [];
  const retirado = vivo ? remotoRetirado(cargados, vivo.remotes) : false;
  const tab = entradaDelTab();
  const shell = shellVivo !== null && tab !== null && shellVivo !== tab ? shellVivo : null;
  if (!shell && registro?.waiting && wb) {
    // This tab already runs the live shell (its HTML is always the network's); only the worker
    // lags behind it: the new one takes over, nothing to reload.
    wb.messageSkipWaiting();
  }
  if (!shell && remotos.length === 0 && !retirado) return;
  const firma = firmaDe(shell, remotos) + (retirado ? '|retirado' : '');
  if (firma === descartada || !(await mostrarAviso('disponible'))) {
    descartada = firma;
    return;
  }
  actualizando = true;
  void mostrarAviso('actualizando');
  try {
    // Each new remote's entry must load, or the reload would leave the shopper without its pages.
    await Promise.all(remotos.map((remoto) => comprobar(remoto.entry)));
    if (shell) await activarTrabajadorNuevo();
    window.location.reload();
  } catch (error) {
    console.warn('[pwa] la actualización falló', error);
    actualizando = false;
    descartada = firma;
    await mostrarAviso('problema');
  }
}

async function comprobar(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
}

/** Resolves when `worker` reaches one of `estados`; rejects when it becomes redundant or in `ms`. */
function alcanzar(worker: ServiceWorker, estados: ServiceWorkerState[], ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const limite = setTimeout(() => reject(new Error(`service worker: ${worker.state} tras ${ms} ms`)), ms);
    const mirar = () => {
      if (estados.includes(worker.state)) {
        clearTimeout(limite);
        worker.removeEventListener('statechange', mirar);
        resolve();
      } else if (worker.state === 'redundant') {
        clearTimeout(limite);
        reject(new Error('el service worker nuevo no se instaló'));
      }
    };
    worker.addEventListener('statechange', mirar);
    mirar();
  });
}

/**
 * The new shell's worker, installed (it precached the new shell) and then activated: the reload is
 * served by it. Without a worker (none registered, or the new one already active) the reload alone
 * brings the new shell, its HTML being always the network's.
 */
async function activarTrabajadorNuevo(): Promise<void> {
  if (!registro || !wb) return;
  if (!registro.installing && !registro.waiting) await registro.update();
  const instalando = registro.installing;
  if (instalando) await alcanzar(instalando, ['installed', 'activating', 'activated'], ESPERA_INSTALACION_MS);
  const enEspera = registro.waiting;
  if (!enEspera) return;
  wb.messageSkipWaiting();
  await alcanzar(enEspera, ['activated'], 10_000);
}

/**
 * An unrecoverable state (spec §8): a script or stylesheet of this tab's version that is gone from
 * the server (a deleted version), while online. Reloading is the only way on: it is offered.
 */
function vigilarArchivosPerdidos(): void {
  let ofrecido = false;
  window.addEventListener(
    'error',
    (event) => {
      const elemento = event.target;
      const url =
        elemento instanceof HTMLScriptElement
          ? elemento.src
          : elemento instanceof HTMLLinkElement
            ? elemento.href
            : '';
      if (!/\.[0-9a-f]{8,}\.(?:js|css)$|\/remoteEntry\.js$/.test(url) || !navigator.onLine || ofrecido)
        return;
      void fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
        async (response) => {
          if ((response.status !== 404 && response.status !== 410) || ofrecido || actualizando) return;
          ofrecido = true;
          if (await mostrarAviso('irrecuperable')) window.location.reload();
        },
        () => undefined,
      );
    },
    true,
  );
}
