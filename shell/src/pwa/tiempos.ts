/**
 * The service worker's timings (spec §9): it registers when the app is stable (its first page
 * shown) or after 30 s; the update check runs every 60 s from when the app is stable, or from 90 s
 * after the start. A test shortens them by setting `window.mercadoPwa` before the page's scripts run
 * (Playwright's addInitScript); each value must be a whole number of ms, else the spec's is kept.
 */
export interface TiemposPwa {
  /** The latest the worker waits to register when the page never shows (ms). */
  registroMs: number;
  /** The latest the update checks wait to start when the page never shows (ms). */
  inicioRevisionMs: number;
  /** Between two update checks (ms). */
  cadaRevisionMs: number;
}

export const TIEMPOS_PWA: TiemposPwa = {
  registroMs: 30_000,
  inicioRevisionMs: 90_000,
  cadaRevisionMs: 60_000,
};

export function tiemposPwa(global: unknown = globalThis): TiemposPwa {
  const dados = (global as { mercadoPwa?: Partial<Record<keyof TiemposPwa, unknown>> }).mercadoPwa;
  const valor = (clave: keyof TiemposPwa) => {
    const v = dados?.[clave];
    return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : TIEMPOS_PWA[clave];
  };
  return {
    registroMs: valor('registroMs'),
    inicioRevisionMs: valor('inicioRevisionMs'),
    cadaRevisionMs: valor('cadaRevisionMs'),
  };
}
