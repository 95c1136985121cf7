/**
 * Lighthouse (mobile emulation, simulated throttling: its defaults) on the production build, with
 * Debian's Chromium. Prints the performance and accessibility scores and the main timings of each
 * page; asserts nothing (the budgets are read from the output: performance ≥ 90, accessibility ≥ 95).
 * Usage (platform running): node bench/lighthouse.ts [url...]
 * LH_JSON_DIR=<folder> also writes each page's full Lighthouse report there (JSON), to read its
 * audits (layout-shifts, largest-contentful-paint-element, long-tasks, bootup-time…).
 * Default pages: the /caracas store and the first product it links to.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = 'http://localhost:3000';

/** The first product page the store lists (from the API, so the URL is a real product). */
async function firstProductUrl(): Promise<string | null> {
  try {
    const response = await fetch('http://localhost:4000/api/website/productos/caracas?pag=1');
    const body = (await response.json()) as { items?: { slug: string }[] };
    const slug = body.items?.[0]?.slug;
    return slug ? `${base}/caracas/producto/${slug}` : null;
  } catch {
    return null;
  }
}

const urls = process.argv.slice(2);
if (urls.length === 0) {
  urls.push(`${base}/caracas`);
  const product = await firstProductUrl();
  if (product) urls.push(product);
}

const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

const ms = (value: number | undefined) => (value === undefined ? '-' : `${Math.round(value)} ms`);

try {
  console.log('Lighthouse (mobile, simulated slow 4G, production build)');
  for (const url of urls) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse did not return a result for ${url}`);
    const jsonDir = process.env.LH_JSON_DIR;
    if (jsonDir) {
      mkdirSync(jsonDir, { recursive: true });
      const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root';
      writeFileSync(join(jsonDir, `${name}.json`), JSON.stringify(result.lhr, null, 1));
    }
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    console.log(`  ${url}`);
    console.log(`    performance ${score('performance')}   accessibility ${score('accessibility')}`);
    console.log(
      `    FCP ${ms(audits['first-contentful-paint']?.numericValue)}  LCP ${ms(audits['largest-contentful-paint']?.numericValue)}  TBT ${ms(audits['total-blocking-time']?.numericValue)}  CLS ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}`,
    );
    const failed = Object.values(audits)
      .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
      .map((audit) => audit.id);
    if (failed.length) console.log(`    failed audits: ${failed.join(', ')}`);
  }
} finally {
  chrome.kill();
}
