/**
 * How deploy copies a build (a remote's or the shell's): the version hash of what browsers load,
 * and the precompressed copies the static origin sends.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** What a build writes that browsers never load: its statistics and the source maps. */
const NOT_LOADED = /(^|[\\/])mf-stats\.json$|\.map$/;

/**
 * JSON with its keys in one order, and its arrays too when their order means nothing (the manifest's
 * lists of chunks and modules, which two builds of the same source may write differently).
 */
function canonicalJson(value: unknown, sortArrays: boolean): string {
  if (Array.isArray(value)) {
    const items = value.map((item) => canonicalJson(item, sortArrays));
    return `[${(sortArrays ? items.sort() : items).join(',')}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item, sortArrays)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The hash of what browsers load from a build (its scripts, styles, assets, manifest and
 * description; the JSON files read canonically): rebuilding unchanged source gives the same version,
 * so a redeploy of nothing changes nothing for shoppers' caches.
 */
export function contentHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(dir)) {
    if (NOT_LOADED.test(file)) continue;
    hash.update(path.relative(dir, file).split(path.sep).join('/'));
    hash.update('\0');
    hash.update(
      file.endsWith('.json')
        ? canonicalJson(JSON.parse(readFileSync(file, 'utf8')), file.endsWith('mf-manifest.json'))
        : readFileSync(file),
    );
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/** Writes .gz and .br beside a file so the static server sends it compressed. */
export function precompressFile(file: string): void {
  const content = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(content));
}

/** Writes .gz and .br beside text assets so the static server sends them compressed. */
export function precompress(dir: string): void {
  for (const file of filesOf(dir)) {
    if (!/\.(js|css|json|html|svg)$/.test(file)) continue;
    precompressFile(file);
  }
}
