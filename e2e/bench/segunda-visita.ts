/**
 * The second visit, with the service worker installed (decision 0053), on the bench's throttled
 * profile (Lighthouse's mobile one: 150 ms RTT, 1.6 Mbit/s down, 750 Kbit/s up, CPU 4× slower), in
 * Debian's Chromium. A first visit of the page installs the worker (it registers once the page is
 * shown); then, each run:
 * - online: LCP of the page and the JS that crossed the network (0 KB when nothing changed: the
 *   worker's cache serves every script);
 * - offline: ms from the navigation to the frame that paints the store's content (its heading, from
 *   the worker's cache of the store reads), and LCP.
 * The throttling is applied to the page and to the worker (its own requests: the HTML, the store's
 * reads). Prints the runs and their medians, with the budgets (LCP ≤ 1.0 s, 0 KB, offline ≤ 1.5 s);
 * asserts nothing.
 * Usage (platform running): node bench/segunda-visita.ts [url] [runs]
 */
import type { CDPSession, Page } from '@playwright/test';
import { lanzarChromium, median, ms } from './comun.ts';

const url = process.argv[2] ?? 'http://localhost:3000/caracas';
const runs = Number(process.argv[3] ?? 5);
/** The page's content: its heading, rendered with the page's data (as first-visit.ts). */
const CONTENT = '#contenido h1';
const RED = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const browser = await lanzarChromium();
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
// LCP and when the content was painted (the frame after its heading is in), ms since navigation.
await context.addInitScript((content) => {
  const medidas = { lcp: 0, contenido: 0 };
  (window as unknown as { medidas: typeof medidas }).medidas = medidas;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) medidas.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const observer = new MutationObserver(() => {
    if (!document.querySelector(content)) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (medidas.contenido = performance.now())));
  });
  observer.observe(document, { childList: true, subtree: true });
}, CONTENT);

const page = await context.newPage();
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForFunction(() => performance.getEntriesByName('mercado:sw-listo').length > 0, undefined, {
  timeout: 60_000,
});

const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await throttle(cdp);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const worker = await throttleWorker();

/** JS bytes that came over the network, by the page's view of each response. */
const scripts = new Map<string, { network: boolean }>();
let jsBytes = 0;
cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
  if (type !== 'Script') return;
  const fromCache = response.fromDiskCache || response.fromPrefetchCache || response.fromMemoryCache;
  const viaWorkerCache = response.fromServiceWorker && response.serviceWorkerResponseSource !== 'network';
  scripts.set(requestId, { network: !fromCache && !viaWorkerCache });
});
cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
  if (scripts.get(requestId)?.network) jsBytes += encodedDataLength;
});

async function throttle(session: CDPSession, offline = false) {
  await session.send('Network.emulateNetworkConditions', { ...RED, offline });
}

/**
 * The worker's requests are its own target's: throttled through the browser's session (attached
 * without flattening, each command sent as a message to the target).
 */
async function throttleWorker(): Promise<((offline: boolean) => Promise<void>) | null> {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  const target = targetInfos.find((info) => info.type === 'service_worker');
  if (!target) return null;
  const { sessionId } = await session.send('Target.attachToTarget', {
    targetId: target.targetId,
    flatten: false,
  });
  let id = 0;
  const send = (method: string, params: object) =>
    session.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: ++id, method, params }),
    });
  await send('Network.enable', {});
  return async (offline) => send('Network.emulateNetworkConditions', { ...RED, offline });
}

async function visit(target: Page): Promise<{ lcp: number; contenido: number }> {
  await target.goto('about:blank');
  await target.goto(url);
  await target.locator(CONTENT).first().waitFor({ timeout: 30_000 });
  // LCP is final once the page has been quiet a moment (no later, larger paint).
  await target.waitForTimeout(1500);
  return target.evaluate(
    () => (window as unknown as { medidas: { lcp: number; contenido: number } }).medidas,
  );
}

const online: { lcp: number; kb: number; controlled: boolean }[] = [];
for (let run = 0; run < runs; run++) {
  jsBytes = 0;
  const { lcp } = await visit(page);
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  online.push({ lcp, kb: jsBytes / 1024, controlled });
}

await context.setOffline(true);
await throttle(cdp, true);
await worker?.(true);
const offline: { contenido: number; lcp: number }[] = [];
for (let run = 0; run < runs; run++) offline.push(await visit(page));
await browser.close();

const kb = (values: number[]) => values.map((value) => value.toFixed(1)).join(', ');
console.log(
  `\nSecond visit of ${url} with the service worker (throttled: 150 ms RTT, 1.6 Mbit/s, CPU ×4${worker ? '' : '; the worker not throttled: its target was not found'})`,
);
console.log(
  `  online   LCP median ${ms([median(online.map((r) => r.lcp))])} ms (budget 1000; runs ${ms(online.map((r) => r.lcp))})`,
);
console.log(
  `           JS over the network median ${median(online.map((r) => r.kb)).toFixed(1)} KB (budget 0 when nothing changed; runs ${kb(online.map((r) => r.kb))}); controlled by the worker: ${online.every((r) => r.controlled) ? 'every run' : 'NOT every run'}`,
);
console.log(
  `  offline  store content painted median ${ms([median(offline.map((r) => r.contenido))])} ms (budget 1500; runs ${ms(offline.map((r) => r.contenido))}); LCP median ${ms([median(offline.map((r) => r.lcp))])} ms`,
);
