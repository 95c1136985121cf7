/**
 * Web push through OneSignal (issue 38), only when the API has its keys: resolve then carries the
 * public app id (`oneSignal.appId`), and for a signed-in shopper this loads OneSignal's web SDK (v16,
 * from its CDN, as OneSignal's own snippet does) and logs them in with their user id as OneSignal's
 * external id, which the back-office's segment sends name (api/src/services/admin/onesignal.ts).
 * Without the app id nothing of OneSignal is requested.
 *
 * OneSignal's service worker is its own script at `SW_PATH`, registered in its own scope, so it never
 * takes the app's worker's place at `/` (shell/src/pwa/). The static origin must serve that file.
 */

/** OneSignal's page SDK (v16). */
export const SDK_ONESIGNAL = 'https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js';
/** Its worker (one line: importScripts of OneSignal's OneSignalSDK.sw.js), served by the static origin. */
const SW_PATH = 'push/onesignal/OneSignalSDKWorker.js';
const SW_SCOPE = '/push/onesignal/';

/** The part of OneSignal's SDK used here. */
interface OneSignalSdk {
  init(options: {
    appId: string;
    serviceWorkerPath: string;
    serviceWorkerParam: { scope: string };
  }): Promise<void>;
  login(externalId: string): Promise<void>;
  logout(): Promise<void>;
}

type Diferido = ((sdk: OneSignalSdk) => void | Promise<void>)[];
declare global {
  interface Window {
    /** OneSignal's queue: the SDK runs what is pushed here once it has loaded (and later pushes at once). */
    OneSignalDeferred?: Diferido;
  }
}

let iniciado: string | null = null;

function encolar(tarea: (sdk: OneSignalSdk) => Promise<void>): void {
  window.OneSignalDeferred ??= [];
  // A refusal (blocked notifications, an unreachable OneSignal) leaves the store as it is.
  window.OneSignalDeferred.push((sdk) => tarea(sdk).catch(() => {}));
}

/** Loads the SDK once per page and logs `uid` in; later calls only log the user in. */
export function activarPush(appId: string, uid: string): void {
  if (iniciado === null) {
    iniciado = appId;
    encolar((sdk) =>
      sdk.init({ appId, serviceWorkerPath: SW_PATH, serviceWorkerParam: { scope: SW_SCOPE } }),
    );
    const script = document.createElement('script');
    script.src = SDK_ONESIGNAL;
    script.defer = true;
    document.head.append(script);
  }
  encolar((sdk) => sdk.login(uid));
}

/** The shopper signed out: OneSignal stops sending them this device's pushes. */
export function desactivarPush(): void {
  if (iniciado !== null) encolar((sdk) => sdk.logout());
}
