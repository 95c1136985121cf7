/**
 * The search box's suggestions, on an unthrottled desktop profile (Debian's Chromium): ms from the
 * last keystroke to the frame after the suggestions are on screen (the listbox's options shown),
 * and how much of it is past the spec's 700 ms pause. Each run is a new visitor: a fresh browser
 * context loads /caracas and waits for the network to go quiet, then types the query one key at a
 * time (60 ms apart), as a shopper would. Also prints the requests that left after the last key
 * (start and end, ms after it), which is where time past the pause goes. Asserts nothing.
 * Usage (platform running): node bench/suggestions.ts [url] [runs] [query]
 */
import { lanzarChromium, median, ms } from './comun.ts';

const url = process.argv[2] ?? 'http://localhost:3000/caracas';
const runs = Number(process.argv[3] ?? 7);
const query = process.argv[4] ?? 'arroz';
/** Spec §5: autocomplete asks after a 700 ms pause. */
const PAUSE_MS = 700;

const browser = await lanzarChromium();

interface Run {
  /** Last keystroke → suggestions on screen. */
  shown: number;
  /** Requests that started after the last keystroke, in ms after it. */
  requests: { name: string; start: number; end: number }[];
}

async function suggestOnce(): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const box = page.getByRole('combobox', { name: 'Buscar productos' });
  await box.waitFor();
  // Measured in the page: from the last input event's time stamp to the next frame after the options show.
  const shown = page.evaluate(
    () =>
      new Promise<{ shown: number; last: number }>((resolve) => {
        let last = 0;
        document.addEventListener('input', (event) => (last = event.timeStamp), { capture: true });
        const check = () => {
          const list = document.querySelector('[role="listbox"]:not([hidden])');
          if (last && list?.querySelector('[role="option"]')) {
            requestAnimationFrame(() => setTimeout(() => resolve({ shown: performance.now() - last, last })));
            return;
          }
          requestAnimationFrame(check);
        };
        check();
      }),
  );
  await box.click();
  await box.pressSequentially(query, { delay: 60 });
  const { shown: ms, last } = await shown;
  const requests = await page.evaluate(
    (after) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= after)
        .map((e) => ({
          name: new URL(e.name).pathname.replace(/^.*\/([^/]+\/[^/]+)$/, '$1'),
          start: e.startTime - after,
          end: e.responseEnd - after,
        })),
    last,
  );
  await context.close();
  return { shown: ms, requests };
}

const results: Run[] = [];
for (let i = 0; i < runs; i++) results.push(await suggestOnce());
await browser.close();

const shown = results.map((r) => r.shown);
console.log(`\nSearch suggestions for "${query}" (${url}, desktop, unthrottled, ${runs} new visitors)`);
console.log(`  last key → suggestions on screen: median ${median(shown).toFixed(0)} ms (${ms(shown)})`);
console.log(
  `  past the ${PAUSE_MS} ms pause:             median ${median(shown.map((v) => v - PAUSE_MS)).toFixed(0)} ms`,
);
const typical = results.find((r) => r.shown === median(shown)) ?? results[0];
console.log('  requests after the last key (the median run; ms after it):');
for (const r of typical?.requests ?? [])
  console.log(`    ${r.start.toFixed(0).padStart(5)} → ${r.end.toFixed(0).padStart(5)}  ${r.name}`);
