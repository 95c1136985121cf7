/**
 * Measures what a first visit (empty cache) of a page transfers, with Debian's Chromium over CDP:
 * JS and CSS bytes on the wire (compressed), split into shell, shared (react, react-dom, the
 * platform singleton) and each remote. Prints a table; asserts nothing.
 * Usage (platform running): node bench/first-visit.ts [url]
 */
import { chromium } from '@playwright/test';

const url = process.argv[2] ?? 'http://localhost:3000/caracas';
const registryUrl = new URL('/registry.json', url).toString();

interface Manifest {
  name: string;
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

const registry = (await (await fetch(registryUrl)).json()) as {
  remotes: { name: string; manifestUrl: string }[];
};
const sharedFiles = new Set<string>();
const originOwner = new Map<string, string>([[new URL(url).origin, 'shell']]);
const manifests = [new URL('/mf-manifest.json', url).toString()];
for (const remote of registry.remotes) {
  originOwner.set(new URL(remote.manifestUrl).origin, remote.name);
  manifests.push(remote.manifestUrl);
}
for (const manifestUrl of manifests) {
  const manifest = (await (await fetch(manifestUrl)).json()) as Manifest;
  for (const shared of manifest.shared ?? []) {
    for (const file of [...shared.assets.js.sync, ...shared.assets.js.async])
      sharedFiles.add(file.split('/').pop()!);
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-sync',
  ],
});
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

const requests = new Map<string, { url: string; type: string }>();
const rows: { url: string; type: string; bytes: number }[] = [];
cdp.on('Network.responseReceived', (event) => {
  requests.set(event.requestId, { url: event.response.url, type: event.type });
});
cdp.on('Network.loadingFinished', (event) => {
  const request = requests.get(event.requestId);
  if (request) rows.push({ ...request, bytes: event.encodedDataLength });
});

const started = Date.now();
await page.goto(url, { waitUntil: 'networkidle' });
await page.getByRole('article').first().waitFor({ timeout: 30_000 });
const elapsed = Date.now() - started;
await browser.close();

// Shared singletons come from whichever container loaded first (the shell): classify by file name.
function groupOf(row: { url: string }): string {
  const parsed = new URL(row.url);
  const file = parsed.pathname.split('/').pop() ?? '';
  if (sharedFiles.has(file)) return 'shared';
  return originOwner.get(parsed.origin) ?? parsed.origin;
}

const totals = new Map<string, { js: number; css: number }>();
for (const row of rows) {
  const kind = row.type === 'Script' ? 'js' : row.type === 'Stylesheet' ? 'css' : null;
  if (!kind) continue;
  const group = groupOf(row);
  const entry = totals.get(group) ?? { js: 0, css: 0 };
  entry[kind] += row.bytes;
  totals.set(group, entry);
}
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
console.log(
  `\nFirst visit of ${url} (empty cache, compressed bytes on the wire, ${elapsed} ms to first product)`,
);
console.log('part                     JS KB   CSS KB');
let js = 0;
let css = 0;
for (const [group, entry] of [...totals].sort()) {
  js += entry.js;
  css += entry.css;
  console.log(`${group.padEnd(22)} ${kb(entry.js)}  ${kb(entry.css)}`);
}
console.log(`${'total'.padEnd(22)} ${kb(js)}  ${kb(css)}   (budget: 200 KB of JS, aim 170 KB)`);
if (process.env.BENCH_FILES) {
  for (const row of rows.filter((r) => r.type === 'Script').sort((a, b) => b.bytes - a.bytes))
    console.log(`  ${kb(row.bytes)}  ${groupOf(row).padEnd(14)} ${row.url}`);
}
