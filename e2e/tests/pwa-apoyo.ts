/** What the service worker's end-to-end specs share (decision 0053). */
import { expect, type Page } from '@playwright/test';

/** Set before the page's scripts run: the update check every second, from the first page shown. */
export async function revisionesRapidas(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { mercadoPwa: object }).mercadoPwa = { inicioRevisionMs: 0, cadaRevisionMs: 1000 };
  });
}

/** Waits until the worker is active and holds what this page needs to open offline. */
export async function trabajadorListo(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('mercado:sw-listo').length > 0, undefined, {
    timeout: 30_000,
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.active)))
    .toBe(true);
}
