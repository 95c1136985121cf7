/**
 * Measures what a first visit (empty cache) of a page transfers, with Debian's Chromium over CDP:
 * JS and CSS bytes on the wire (compressed), split into shell, shared (react, react-dom, the
 * platform singleton) and each remote, and into what is requested before the page's content shows
 * and what after it (when idle: Radix Dialog and the panels' code, so that a first click opens a
 * panel at once); then the JS of each library on the visit (react,
 * react-dom, react-router, zod, the Module Federation runtime, single-spa, ky, jotai, Radix…), read
 * from the scripts' source maps, gzip-compressed alone. Prints tables; asserts nothing.
 * Usage (platform running): node bench/first-visit.ts [url]
 */
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { lanzarChromium } from './comun.ts';

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
/** Each remote's deployed folder (its files' URLs start with it), then the shell's origin. */
const folderOwner: [string, string][] = [];
const manifests = [new URL('/mf-manifest.json', url).toString()];
for (const remote of registry.remotes) {
  folderOwner.push([new URL('.', remote.manifestUrl).href, remote.name]);
  manifests.push(remote.manifestUrl);
}
for (const manifestUrl of manifests) {
  const manifest = (await (await fetch(manifestUrl)).json()) as Manifest;
  for (const shared of manifest.shared ?? []) {
    for (const file of [...shared.assets.js.sync, ...shared.assets.js.async])
      sharedFiles.add(file.split('/').pop()!);
  }
}

const browser = await lanzarChromium();
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

const requests = new Map<string, { url: string; type: string }>();
const rows: { url: string; type: string; bytes: number; afterShown: boolean }[] = [];
cdp.on('Network.responseReceived', (event) => {
  requests.set(event.requestId, { url: event.response.url, type: event.type });
});
cdp.on('Network.loadingFinished', (event) => {
  const request = requests.get(event.requestId);
  if (request) rows.push({ ...request, bytes: event.encodedDataLength, afterShown: false });
});
// When the page's content is in (its heading, rendered with the page's data; the zone page renders
// its product blocks as the shopper scrolls to them) (ms since navigation): what is requested before
// it is what showing the page needs; what is requested after it is fetched while the shopper reads.
const CONTENT = '#contenido h1';
await page.addInitScript((content) => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(content)) return;
    (window as unknown as { contentAt: number }).contentAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}, CONTENT);

const started = Date.now();
await page.goto(url, { waitUntil: 'networkidle' });
await page.locator(CONTENT).first().waitFor({ timeout: 30_000 });
const elapsed = Date.now() - started;
const requestedAfterShown = await page.evaluate(() => {
  const shownAt = (window as unknown as { contentAt: number }).contentAt;
  if (typeof shownAt !== 'number') throw new Error('the page content was not seen');
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => entry.startTime > shownAt)
    .map((entry) => entry.name);
});
for (const row of rows) row.afterShown = requestedAfterShown.includes(row.url);
await browser.close();

// Shared singletons come from whichever container loaded first (the shell): classify by file name.
function groupOf(row: { url: string }): string {
  const parsed = new URL(row.url);
  const file = parsed.pathname.split('/').pop() ?? '';
  if (sharedFiles.has(file)) return 'shared';
  const remote = folderOwner.find(([folder]) => row.url.startsWith(folder));
  if (remote) return remote[1];
  return parsed.origin === new URL(url).origin ? 'shell' : parsed.origin;
}

const totals = new Map<string, { js: number; css: number; laterJs: number }>();
for (const row of rows) {
  const kind = row.type === 'Script' ? 'js' : row.type === 'Stylesheet' ? 'css' : null;
  if (!kind) continue;
  const group = groupOf(row);
  const entry = totals.get(group) ?? { js: 0, css: 0, laterJs: 0 };
  if (kind === 'js' && row.afterShown) entry.laterJs += row.bytes;
  else entry[kind] += row.bytes;
  totals.set(group, entry);
}
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
console.log(
  `\nFirst visit of ${url} (empty cache, compressed bytes on the wire, ${elapsed} ms to the page's content)`,
);
console.log('part                  JS to show  CSS KB   JS after it');
let js = 0;
let css = 0;
let laterJs = 0;
for (const [group, entry] of [...totals].sort()) {
  js += entry.js;
  css += entry.css;
  laterJs += entry.laterJs;
  console.log(`${group.padEnd(22)} ${kb(entry.js)}  ${kb(entry.css)}   ${kb(entry.laterJs)}`);
}
console.log(`${'total'.padEnd(22)} ${kb(js)}  ${kb(css)}   ${kb(laterJs)}`);
console.log(
  `JS until the page's content shows: ${kb(js).trim()} KB (budget 190 KB); with what is fetched after them, when idle: ${kb(js + laterJs).trim()} KB`,
);
if (process.env.BENCH_FILES) {
  for (const row of rows.filter((r) => r.type === 'Script').sort((a, b) => b.bytes - a.bytes))
    console.log(
      `  ${kb(row.bytes)}  ${groupOf(row).padEnd(14)} ${row.afterShown ? 'after' : 'show '} ${row.url}`,
    );
}

/** Libraries by the npm packages their code comes from (each with the packages only it brings). */
const LIBRARIES: [string, RegExp][] = [
  ['react', /^react$/],
  ['react-dom', /^(react-dom|scheduler)$/],
  ['react-router', /^(react-router|cookie|set-cookie-parser)$/],
  ['zod', /^zod$/],
  ['MF runtime', /^@module-federation\//],
  ['single-spa', /^single-spa(-react)?$/],
  ['ky', /^ky$/],
  ['jotai', /^jotai$/],
  [
    'Radix Dialog',
    /^(@radix-ui\/|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es)/,
  ],
];

/** The npm package a source map's source comes from (the last node_modules folder of its path). */
function packageOf(source: string): string | null {
  return /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1] ?? null;
}

interface MappedScript {
  text: string;
  map: { sources: string[]; mappings: string } | null;
}

/** A script and its source map, fetched together (all at once: no idle keep-alive socket to lose). */
async function fetchMapped(scriptUrl: string): Promise<MappedScript> {
  const text = await (await fetch(scriptUrl)).text();
  const mapUrl = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)?.[1];
  const map = mapUrl ? await (await fetch(new URL(mapUrl, scriptUrl))).json() : null;
  return { text, map };
}

/** Each package's minified code in the scripts, by their source maps. */
function codeByPackage(scripts: MappedScript[]): Map<string, string[]> {
  const code = new Map<string, string[]>();
  for (const { text, map } of scripts) {
    if (!map) continue;
    const lines = text.split('\n');
    const packages = map.sources.map(packageOf);
    decode(map.mappings).forEach((segments, line) => {
      segments.forEach((segment, i) => {
        const pkg = segment.length >= 4 ? packages[segment[1]!] : null;
        if (!pkg) return;
        const end = segments[i + 1]?.[0] ?? lines[line]!.length;
        const parts = code.get(pkg) ?? [];
        parts.push(lines[line]!.slice(segment[0], end));
        code.set(pkg, parts);
      });
    });
  }
  return code;
}

const scriptUrls = new Set(rows.filter((row) => row.type === 'Script').map((row) => row.url));
const code = codeByPackage(await Promise.all([...scriptUrls].map(fetchMapped)));
const libraries = new Map<string, string[]>();
for (const [pkg, parts] of code) {
  const label = LIBRARIES.find(([, packages]) => packages.test(pkg))?.[0] ?? `other: ${pkg}`;
  libraries.set(label, (libraries.get(label) ?? []).concat(parts));
}
console.log('\nlibraries on the visit (their minified code in every script, gzip alone)');
console.log('library                  min KB  gzip KB');
/** The named libraries in LIBRARIES' order, then the other packages by name. */
const rank = (label: string) => {
  const index = LIBRARIES.findIndex(([name]) => name === label);
  return index === -1 ? LIBRARIES.length : index;
};
for (const [label, parts] of [...libraries].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))) {
  const minified = parts.join('');
  console.log(`${label.padEnd(22)} ${kb(Buffer.byteLength(minified))}  ${kb(gzipSync(minified).length)}`);
}
