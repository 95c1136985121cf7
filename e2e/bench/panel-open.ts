/**
 * Opening the cart panel the first time, on an unthrottled desktop profile (Debian's Chromium): ms
 * from the click on the header's mini cart to the frame after the panel's dialog is on the page, and
 * to the frame after the cart's own content (from mf-checkout) is in it. Each run is a new visitor:
 * a fresh browser context loads /caracas and waits for the network to go quiet (Radix and the panels'
 * code load when the browser is idle) before the click. Prints the runs and their median; asserts
 * nothing.
 * Usage (platform running): node bench/panel-open.ts [url] [runs]
 */
import { lanzarChromium, median, ms } from './comun.ts';

const url = process.argv[2] ?? 'http://localhost:3000/caracas';
const runs = Number(process.argv[3] ?? 5);

const browser = await lanzarChromium();

interface Timing {
  dialog: number;
  content: number;
  /** JS files the click had to fetch (none when the idle preload was in time). */
  fetched: number;
}

async function openCartOnce(): Promise<Timing> {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const miniCart = page.getByRole('banner').getByRole('button', { name: /^Carrito/ });
  await miniCart.waitFor();
  // Measured in the page: from the click event's time stamp to the next frame after each change.
  const timing = page.evaluate(
    () =>
      new Promise<Omit<Timing, 'fetched'>>((resolve) => {
        document.addEventListener(
          'click',
          (event) => {
            const start = event.timeStamp;
            const seen = new Set<string>();
            const times: { dialog?: number; content?: number } = {};
            const painted = (key: 'dialog' | 'content') => {
              seen.add(key);
              requestAnimationFrame(() =>
                setTimeout(() => {
                  times[key] = performance.now() - start;
                  if (times.dialog !== undefined && times.content !== undefined)
                    resolve({ dialog: times.dialog, content: times.content });
                }),
              );
            };
            const check = () => {
              const dialog = document.querySelector('[role="dialog"]');
              if (dialog && !seen.has('dialog')) painted('dialog');
              if (dialog?.textContent?.includes('Tu carrito está vacío')) {
                painted('content');
                return;
              }
              requestAnimationFrame(check);
            };
            check();
          },
          { capture: true, once: true },
        );
      }),
  );
  const scripts = () =>
    page.evaluate(
      () => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).length,
    );
  const before = await scripts();
  await miniCart.click();
  const result = { ...(await timing), fetched: (await scripts()) - before };
  await context.close();
  return result;
}

const results: Timing[] = [];
for (let i = 0; i < runs; i++) results.push(await openCartOnce());
await browser.close();

console.log(`\nOpening the cart panel the first time (${url}, desktop, unthrottled, ${runs} new visitors)`);
console.log(
  `  click → panel on screen:      median ${median(results.map((r) => r.dialog)).toFixed(0)} ms (${ms(results.map((r) => r.dialog))})`,
);
console.log(`  JS files fetched by the click: ${ms(results.map((r) => r.fetched))}`);
console.log(
  `  click → cart content in it:   median ${median(results.map((r) => r.content)).toFixed(0)} ms (${ms(results.map((r) => r.content))})`,
);
